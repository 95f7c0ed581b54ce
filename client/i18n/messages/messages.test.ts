import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createTranslator } from "../translate";
import { ALL_MESSAGES } from "./all";
import { pageEn } from "./page.en";
import { uiEn } from "./ui.en";

const en = { ...uiEn, ...pageEn } as Record<string, string>;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

// Words that are the same in every language (brand, loanwords) and so may equal English.
const SAME_EVERYWHERE = new Set(["Filter", "1 product", "+ {price}", "Details", "{qty} ×", "OK", "Account", "Sale", "Shop", "Atelier Noord", "Home", "Menu", "optional", "Labels", "Buttons", "Styleguide", "Haarlemmerstraat 88, 1013 EW Amsterdam", "-{percent}%"]);

describe("messages", () => {
  for (const [code, messages] of Object.entries(ALL_MESSAGES)) {
    it(`${code} has every key, non-empty, with the same placeholders as English`, () => {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(messages)) {
        expect(text.trim(), key).not.toBe("");
        expect(placeholders(text), key).toEqual(placeholders(en[key]!));
      }
    });
  }

  it("nl and de are really translated, not copies of English", () => {
    for (const code of ["nl", "de"] as const) {
      const untranslated = Object.entries(ALL_MESSAGES[code]).filter(([key, text]) => text === en[key] && !SAME_EVERYWHERE.has(text));
      expect(untranslated.map(([k]) => `${code}:${k}`)).toEqual([]);
    }
  });

  it("fills placeholders and leaves unknown ones visible", () => {
    const t = createTranslator(ALL_MESSAGES.de);
    expect(t("footer.language", { language: "Deutsch" })).toBe("Sprache: Deutsch");
    expect(t("menu.all", {})).toBe("ALLE {name}");
  });

  it("every key the browser bundle uses is a UI string (page strings are never shipped as JS)", () => {
    const metafile = path.resolve(import.meta.dirname, "../../../dist/client-metafile.json");
    expect(existsSync(metafile), "the client build (global setup) wrote its metafile").toBe(true);
    const { inputs } = JSON.parse(readFileSync(metafile, "utf8")) as { inputs: Record<string, unknown> };
    const sources = Object.keys(inputs).filter((f) => f.startsWith("client/") && /\.tsx?$/.test(f) && !f.includes("/messages/"));
    const used = new Set<string>();
    for (const file of sources) {
      for (const [, literal] of readFileSync(file, "utf8").matchAll(/"([a-z0-9]+(?:\.[A-Za-z0-9]+)+)"/g)) {
        if (literal && literal in en) used.add(literal);
      }
    }
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((key) => !(key in uiEn))).toEqual([]);
  });
});
