import { describe, expect, it } from "vitest";
import type { Attribute } from "./attribute";
import { swatchClass, swatchStylesheet, swatchStylesheetPath } from "./swatches";

const label = (en: string) => ({ nl: en, de: en, en });

describe("swatch classes", () => {
  const attributes: Pick<Attribute, "options">[] = [
    {
      options: [
        { value: "1", label: label("Black"), swatch: "#1A1A1A" },
        { value: "2", label: label("Camel"), swatch: "#b58a5a" },
        { value: "3", label: label("Ink"), swatch: "#1a1a1a" },
        { value: "4", label: label("Print") },
      ],
    },
    { options: [{ value: "9", label: label("M") }] },
  ];

  it("give every distinct swatch colour one rule, whatever its case, and nothing for options without one", () => {
    expect(swatchStylesheet(attributes)).toBe(".sw-1a1a1a{--swatch:#1a1a1a}\n.sw-b58a5a{--swatch:#b58a5a}\n");
    expect(swatchClass("#1A1A1A")).toBe("sw-1a1a1a");
  });

  it("live in the catalogue version's folder, immutable with it", () => {
    expect(swatchStylesheetPath("a93abcd2")).toBe("/catalog/v/a93abcd2/swatches.css");
  });
});
