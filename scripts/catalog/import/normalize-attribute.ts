/**
 * Attribute documents → SPEC §3 Attribute. Option labels live here (the 2017 products carry only
 * option ids), so the product normaliser looks them up through an AttributeIndex.
 */
import { sameInAll, type Attribute } from "../../../schema/catalog/snapshot";
import type { Notes } from "./report";
import { isRecord, read, required, toBool, toInt, toText, type Source } from "./values";

type Input = Attribute["input"];

/** Magento frontend_input → the snapshot's input kinds; swatches are selects with colours. */
const INPUTS: Record<string, Input> = {
  select: "select",
  swatch_visual: "select",
  swatch_text: "select",
  multiselect: "multiselect",
  text: "text",
  textarea: "textarea",
  texteditor: "textarea",
  boolean: "boolean",
  price: "price",
  date: "date",
  datetime: "date",
};

export type NormalizeResult<T> = { ok: true; value: T } | { ok: false; reason: string };

function optionLabel(option: Source): string | null {
  for (const key of ["label", "default_label", "store_label", "frontend_label"]) {
    const label = option[key];
    if (typeof label === "string" && label.trim() !== "") return label.trim();
  }
  return null;
}

function attributeLabel(source: Source, code: string): string {
  for (const key of ["default_frontend_label", "frontend_label", "store_label"]) {
    const label = source[key];
    if (typeof label === "string" && label.trim() !== "") return label.trim();
  }
  const labels = Array.isArray(source.frontend_labels) ? source.frontend_labels.filter(isRecord) : [];
  const first = labels.map((l) => l.label).find((l): l is string => typeof l === "string" && l.trim() !== "");
  // Magento leaves system attributes (url_path, created_at…) without a label; the code is readable enough.
  return first?.trim() ?? code;
}

export function normalizeAttribute(source: Source, notes: Notes): NormalizeResult<Attribute> {
  const problems: string[] = [];
  const id = read(problems, "attribute_id", () => toInt(source.attribute_id ?? source.id));
  const code = read(problems, "attribute_code", () => toText(source.attribute_code));
  required(problems, "attribute_id", id);
  required(problems, "attribute_code", code);
  const rawInput = read(problems, "frontend_input", () => toText(source.frontend_input));
  const input: Input = (rawInput ? INPUTS[rawInput] : undefined) ?? "other";
  const flag = (key: string, fallback: boolean) => read(problems, key, () => toBool(source[key])) ?? fallback;
  const isUserDefined = flag("is_user_defined", false);
  const hasOptions = input === "select" || input === "multiselect" || input === "boolean";
  // Older VSF exports (vsf-sample) leave is_filterable out; shop-defined option attributes are the filterable ones there.
  const isFilterable = flag("is_filterable", isUserDefined && hasOptions);
  const options: Attribute["options"] = [];
  const rawOptions = Array.isArray(source.options) ? source.options.filter(isRecord) : [];
  for (const option of rawOptions) {
    const value = read(problems, "options.value", () => toText(option.value));
    const label = optionLabel(option);
    // SPEC §3: options with empty labels are dropped; Magento's "" value is the "no choice" entry.
    if (value === null || value.trim() === "" || label === null) continue;
    const swatch =
      typeof option.swatch === "string" && /^#[0-9a-f]{6}$/i.test(option.swatch) ? option.swatch : undefined;
    const position = read(problems, "options.position", () => toInt(option.position ?? option.sort_order));
    options.push({
      value,
      label: sameInAll(label),
      ...(swatch ? { swatch } : {}),
      ...(position !== null ? { position } : {}),
    });
  }
  if (problems.length > 0 || id === null || code === null) return { ok: false, reason: problems.join("; ") };
  if (rawOptions.length > 0 && options.length === 0 && hasOptions)
    notes.add("option attributes without any labelled option", code);
  const defaultValue = read(problems, "default_value", () => toText(source.default_value));
  return {
    ok: true,
    value: {
      id,
      code,
      label: sameInAll(attributeLabel(source, code)),
      input,
      options,
      isUserDefined,
      isVisible: flag("is_visible", true),
      isComparable: flag("is_comparable", false),
      isFilterable,
      defaultValue: defaultValue === null || defaultValue.trim() === "" ? null : defaultValue,
    },
  };
}

/** Attributes by code and by id, with option labels, for the product normaliser. */
export class AttributeIndex {
  readonly byCode = new Map<string, Attribute>();
  readonly byId = new Map<number, Attribute>();

  constructor(attributes: Attribute[]) {
    for (const a of attributes) {
      if (!this.byCode.has(a.code)) this.byCode.set(a.code, a);
      if (!this.byId.has(a.id)) this.byId.set(a.id, a);
    }
  }

  optionLabel(code: string, value: string): Attribute["options"][number]["label"] | null {
    return this.byCode.get(code)?.options.find((o) => o.value === value)?.label ?? null;
  }

  /** Whether a product field holds option ids worth keeping as filter values (colour, size, material…). */
  isOptionAttribute(code: string): boolean {
    const a = this.byCode.get(code);
    if (!a || !(a.input === "select" || a.input === "multiselect" || a.input === "boolean")) return false;
    return a.isFilterable || a.isUserDefined;
  }
}
