import { describe, expect, it } from "vitest";
import { attributeSchema } from "../../../schema/catalog/snapshot";
import { AttributeIndex, normalizeAttribute } from "./normalize-attribute";
import { Notes } from "./report";

/** As in the 2017 Luma dump (abridged). */
const color2017 = {
  is_filterable: true,
  is_comparable: "0",
  is_visible: true,
  attribute_id: 93,
  attribute_code: "color",
  frontend_input: "select",
  options: [
    { label: " ", value: "" },
    { label: "Black", value: "49" },
    { label: "Blue", value: "50" },
    { label: "", value: "51" },
  ],
  is_user_defined: true,
  default_frontend_label: "Color",
  frontend_labels: null,
  default_value: "49",
  id: 93,
};

describe("normalizeAttribute", () => {
  it("maps a 2017 attribute and drops options with empty labels", () => {
    const result = normalizeAttribute(color2017, new Notes());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toEqual({
      id: 93,
      code: "color",
      label: { nl: "Color", de: "Color", en: "Color" },
      input: "select",
      options: [
        { value: "49", label: { nl: "Black", de: "Black", en: "Black" } },
        { value: "50", label: { nl: "Blue", de: "Blue", en: "Blue" } },
      ],
      isUserDefined: true,
      isVisible: true,
      isComparable: false,
      isFilterable: true,
      defaultValue: "49",
    });
    expect(attributeSchema.safeParse(result.value).success).toBe(true);
  });

  it("infers filterability where the export leaves it out (vsf-sample) and maps inputs", () => {
    const result = normalizeAttribute(
      {
        id: 149,
        is_user_defined: true,
        is_visible: true,
        frontend_input: "multiselect",
        attribute_code: "style_bottom",
        default_value: "",
        options: [{ label: "Capri", value: "107" }],
        default_frontend_label: "Style Bottom",
      },
      new Notes(),
    );
    expect(result.ok && result.value).toMatchObject({
      id: 149,
      input: "multiselect",
      isFilterable: true,
      defaultValue: null,
    });
    const system = normalizeAttribute(
      { attribute_id: 71, attribute_code: "url_path", frontend_input: null, is_user_defined: false },
      new Notes(),
    );
    expect(system.ok && system.value).toMatchObject({ label: { en: "url_path" }, input: "other", isFilterable: false });
  });

  it("reports a malformed document by field", () => {
    expect(normalizeAttribute({ attribute_id: "x", frontend_input: "select" }, new Notes())).toEqual({
      ok: false,
      reason: 'attribute_id: not a number ("x"); attribute_code: missing',
    });
  });
});

describe("AttributeIndex", () => {
  it("looks attributes up by code and id and finds option labels", () => {
    const result = normalizeAttribute(color2017, new Notes());
    if (!result.ok) throw new Error(result.reason);
    const index = new AttributeIndex([result.value]);
    expect(index.byId.get(93)?.code).toBe("color");
    expect(index.optionLabel("color", "49")?.en).toBe("Black");
    expect(index.optionLabel("color", "999")).toBeNull();
    expect(index.isOptionAttribute("color")).toBe(true);
    expect(index.isOptionAttribute("size")).toBe(false);
  });
});
