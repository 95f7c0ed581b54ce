import { describe, expect, it } from "vitest";
import { KINDS } from "./garments";
import { compatible, productName, slugify, UrlKeys } from "./names";
import { l, type Noun } from "./vocabulary";

const coat: Noun = { nl: "jas", de: "Mantel", deGender: "m", en: "coat", materials: ["wool"] };
const shirt: Noun = { nl: "overhemd", nlHet: true, de: "Hemd", deGender: "n", en: "shirt", materials: ["cotton"] };

describe("productName", () => {
  it("builds the same product in each language's own grammar", () => {
    expect(
      productName({
        noun: coat,
        adjective: "tailored",
        material: "wool",
        detail: l("met sjaalkraag", "mit Schalkragen", "with shawl collar"),
      }),
    ).toEqual({
      nl: "Getailleerde wollen jas met sjaalkraag",
      de: "Taillierter Wollmantel mit Schalkragen",
      en: "Tailored wool coat with shawl collar",
    });
  });

  it("uses the bare Dutch adjective before het-words and the German neuter ending", () => {
    expect(productName({ noun: shirt, adjective: "soft", material: "cotton", detail: null })).toEqual({
      nl: "Zacht katoenen overhemd",
      de: "Weiches Baumwollhemd",
      en: "Soft cotton shirt",
    });
  });

  it("hyphenates German loanwords and long compounds", () => {
    const tee: Noun = {
      nl: "T-shirt",
      nlHet: true,
      de: "T-Shirt",
      deGender: "n",
      en: "T-shirt",
      materials: ["cotton"],
      deHyphen: true,
    };
    expect(productName({ noun: tee, adjective: null, material: "cotton", detail: null }).de).toBe("Baumwoll-T-Shirt");
    const dress: Noun = {
      nl: "blousejurk",
      de: "Blusenkleid",
      deGender: "n",
      en: "shirt dress",
      materials: ["cotton"],
    };
    expect(productName({ noun: dress, adjective: null, material: "cotton", detail: null }).de).toBe(
      "Baumwoll-Blusenkleid",
    );
  });

  it("rejects combinations that contradict themselves", () => {
    const rollNeck = KINDS.flatMap((k) => k.nouns).find((n) => n.en === "roll-neck jumper")!;
    expect(
      compatible({
        noun: rollNeck,
        adjective: null,
        material: null,
        detail: l("met V-hals", "mit V-Ausschnitt", "with V-neck"),
      }),
    ).toBe(false);
    expect(compatible({ noun: coat, adjective: "long", material: null, detail: null })).toBe(true);
  });
});

describe("url keys", () => {
  it("slugifies umlauts like the category paths and strips accents", () => {
    expect(slugify("Weicher Gürtel – Suède")).toBe("weicher-guertel-suede");
    expect(slugify("Größe")).toBe("groesse");
  });

  it("numbers repeats so every key is unique per language", () => {
    const keys = new UrlKeys();
    const name = l("Wollen jas", "Wollmantel", "Wool coat");
    expect(keys.take(name)).toEqual({ nl: "wollen-jas", de: "wollmantel", en: "wool-coat" });
    expect(keys.take(name)).toEqual({ nl: "wollen-jas-2", de: "wollmantel-2", en: "wool-coat-2" });
    expect(keys.take(name).nl).toBe("wollen-jas-3");
  });
});
