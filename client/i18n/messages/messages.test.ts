import { describe, expect, it } from "vitest";
import { ALL_MESSAGES } from "./all";
import { en } from "./en";
import { createTranslator } from "../translate";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

// Words that are the same in every language (brand, loanwords) and so may equal English.
const SAME_EVERYWHERE = new Set(["OK", "Account", "Sale", "Shop", "Atelier Noord", "Home", "Menu", "optional", "Labels", "Buttons", "Styleguide", "Haarlemmerstraat 88, 1013 EW Amsterdam", "-{percent}%"]);

describe("messages", () => {
  for (const [code, messages] of Object.entries(ALL_MESSAGES)) {
    it(`${code} has every key, non-empty, with the same placeholders as English`, () => {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(messages)) {
        expect(text.trim(), key).not.toBe("");
        expect(placeholders(text), key).toEqual(placeholders(en[key as keyof typeof en]));
      }
    });
  }

  it("nl and de are really translated, not copies of English", () => {
    for (const code of ["nl", "de"] as const) {
      const untranslated = Object.entries(ALL_MESSAGES[code]).filter(
        ([key, text]) => text === en[key as keyof typeof en] && !SAME_EVERYWHERE.has(text),
      );
      expect(untranslated.map(([k]) => `${code}:${k}`)).toEqual([]);
    }
  });

  it("fills placeholders and leaves unknown ones visible", () => {
    const t = createTranslator(ALL_MESSAGES.de);
    expect(t("footer.language", { language: "Deutsch" })).toBe("Sprache: Deutsch");
    expect(t("menu.all", {})).toBe("ALLE {name}");
  });
});
