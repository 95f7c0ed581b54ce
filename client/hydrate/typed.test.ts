import { describe, expect, it } from "vitest";
import { typedValues, type FieldLike } from "./typed";

/** The server's fields as the shopper left them before the island hydrated. */
function page(fields: Record<string, FieldLike>) {
  return (id: string) => fields[id] ?? null;
}

describe("typedValues", () => {
  const ids = { email: "f-email", name: "f-name", country: "f-country", terms: "f-terms" };
  const rendered = { email: "", name: "", country: "NL", terms: false };

  it("takes every field whose control holds something other than what the island rendered", () => {
    const find = page({
      "f-email": { type: "email", value: "anna@example.com" },
      "f-name": { type: "text", value: "" },
      "f-country": { value: "BE" },
      "f-terms": { type: "checkbox", value: "on", checked: true },
    });
    expect(typedValues(ids, rendered, find)).toEqual({ email: "anna@example.com", country: "BE", terms: true });
  });

  it("adopts nothing when the DOM still shows what was rendered (a fresh client mount)", () => {
    const find = page({
      "f-email": { value: "" },
      "f-name": { value: "" },
      "f-country": { value: "NL" },
      "f-terms": { type: "checkbox", value: "on", checked: false },
    });
    expect(typedValues(ids, rendered, find)).toEqual({});
  });

  it("skips a missing control and one of the other kind", () => {
    const find = page({ "f-name": { type: "checkbox", value: "x", checked: true }, "f-terms": { value: "yes" } });
    expect(typedValues(ids, rendered, find)).toEqual({});
  });

  it("keeps what was typed even when it is emptier than what was rendered (a cleared field)", () => {
    const find = page({ "f-name": { value: "" } });
    expect(typedValues({ name: "f-name" }, { name: "Anna" }, find)).toEqual({ name: "" });
  });
});
