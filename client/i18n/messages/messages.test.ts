import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, expectTypeOf, it } from "vitest";
import { STORE_CODES } from "../../../domain/store-views";
import { createTranslator } from "../translate";
import { ALL_MESSAGES } from "./all";
import * as features from "./features";
import { loadUiMessages, ON_DEMAND_FEATURES } from "./index";
import { SELF_LOADED } from "./self-loaded";
import type { MessageKey, UiMessageKey } from "./types";

type Strings = Readonly<Record<string, string>>;
/** Every part (a feature's browser or page strings) in every language. */
const parts: { name: string; strings: Readonly<Record<string, Strings>> }[] = Object.entries(features).flatMap(
  ([feature, { ui, page }]) => [
    { name: `${feature}/ui`, strings: ui },
    { name: `${feature}/page`, strings: page },
  ],
);
const merge = (list: Strings[]): Strings => Object.assign({}, ...list) as Strings;
const en = merge(parts.map((part) => part.strings.en!));
const uiEn = merge(Object.values(features).map((feature) => feature.ui.en));
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

// Words that are the same in every language (brand, loanwords) and so may equal English.
const SAME_EVERYWHERE = new Set([
  "Filter",
  "Postcode",
  "Status",
  "1 product",
  "+ {price}",
  "Details",
  "{qty} ×",
  "OK",
  "Account",
  "Sale",
  "Shop",
  "Atelier Noord",
  // Store pages: units, names and loanwords the same in every language.
  "{km} km",
  "{name}, {city}",
  "Stores",
  "Services",
  "DHL Parcel",
  "Home",
  "Menu",
  "optional",
  "Labels",
  "Buttons",
  "Styleguide",
  "Haarlemmerstraat 88, 1013 EW Amsterdam",
  "-{percent}%",
]);

describe("messages", () => {
  for (const { name, strings } of parts) {
    for (const code of STORE_CODES) {
      it(`${name}.${code} has every key of English, non-empty, with the same placeholders`, () => {
        const english = strings.en!;
        const messages = strings[code]!;
        expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
        for (const [key, text] of Object.entries(messages)) {
          expect(text.trim(), key).not.toBe("");
          expect(placeholders(text), key).toEqual(placeholders(english[key]!));
        }
      });
    }
  }

  it("no key is defined by two features or in both browser and page strings", () => {
    const owners = new Map<string, string[]>();
    for (const { name, strings } of parts)
      for (const key of Object.keys(strings.en!)) owners.set(key, [...(owners.get(key) ?? []), name]);
    expect([...owners].filter(([, names]) => names.length > 1)).toEqual([]);
  });

  it("the server has every feature's strings in every language", () => {
    for (const code of STORE_CODES) expect(Object.keys(ALL_MESSAGES[code]).sort()).toEqual(Object.keys(en).sort());
  });

  it("the browser loads exactly its own language's browser strings of every feature", async () => {
    for (const code of STORE_CODES) {
      const selfLoaded = await Promise.all(Object.values(SELF_LOADED).map((loaders) => loaders[code]()));
      expect({
        ...(await loadUiMessages(code, ON_DEMAND_FEATURES)),
        ...merge(selfLoaded.map((chunk) => chunk.ui)),
      }).toEqual(merge(Object.values(features).map((feature) => feature.ui[code])));
      const everyPage = await loadUiMessages(code);
      for (const feature of [...ON_DEMAND_FEATURES, ...(Object.keys(SELF_LOADED) as (keyof typeof SELF_LOADED)[])]) {
        for (const key of Object.keys(features[feature].ui[code])) expect(everyPage, key).not.toHaveProperty(key);
      }
    }
  });

  it("nl and de are really translated, not copies of English", () => {
    for (const code of ["nl", "de"] as const) {
      const untranslated = Object.entries(ALL_MESSAGES[code]).filter(
        ([key, text]) => text === en[key] && !SAME_EVERYWHERE.has(text),
      );
      expect(untranslated.map(([k]) => `${code}:${k}`)).toEqual([]);
    }
  });

  it("fills placeholders and leaves unknown ones visible", () => {
    const t = createTranslator(ALL_MESSAGES.de);
    expect(t("footer.language", { language: "Deutsch" })).toBe("Sprache: Deutsch");
    expect(t("menu.all", {})).toBe("ALLE {name}");
  });

  it("key types come from the features: browser keys, page keys, nothing else", () => {
    expectTypeOf<"panel.search.label">().toExtend<UiMessageKey>();
    expectTypeOf<"home.title">().not.toExtend<UiMessageKey>();
    expectTypeOf<"home.title">().toExtend<MessageKey>();
    expectTypeOf<string>().not.toExtend<MessageKey>();
  });

  it("every key the browser bundle uses is a UI string (page strings are never shipped as JS)", () => {
    const metafile = path.resolve(import.meta.dirname, "../../../dist/client-metafile.json");
    expect(existsSync(metafile), "the client build (global setup) wrote its metafile").toBe(true);
    const { inputs } = JSON.parse(readFileSync(metafile, "utf8")) as { inputs: Record<string, unknown> };
    const sources = Object.keys(inputs).filter(
      (f) => f.startsWith("client/") && /\.tsx?$/.test(f) && !f.includes("/messages/"),
    );
    const used = new Set<string>();
    for (const file of sources) {
      for (const [, literal] of readFileSync(file, "utf8").matchAll(/"([a-z0-9]+(?:\.[A-Za-z0-9]+)+)"/g)) {
        if (literal && literal in en) used.add(literal);
      }
    }
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((key) => !(key in uiEn))).toEqual([]);
  });

  it("the browser bundle holds no page string", () => {
    const metafile = path.resolve(import.meta.dirname, "../../../dist/client-metafile.json");
    const { inputs } = JSON.parse(readFileSync(metafile, "utf8")) as { inputs: Record<string, unknown> };
    expect(
      Object.keys(inputs).filter((f) => /\/messages\/.*page\.\w+\.ts$|\/messages\/(all|features)\.ts$/.test(f)),
    ).toEqual([]);
  });
});
