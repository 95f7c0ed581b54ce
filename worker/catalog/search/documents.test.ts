import { describe, expect, it } from "vitest";
import { fixtureCatalogFile } from "../../../test/support/catalog-fixture";
import { buildCatalogData } from "../catalog-data";
import { searchDocuments, SEARCH_PROPERTIES, vocabularyOf } from "./documents";

const data = buildCatalogData(fixtureCatalogFile());

describe("the catalogue as search documents", () => {
  it("has a document per listable product: name, sku, category names below the top, colour labels and brand", () => {
    const nl = searchDocuments(data, "nl");
    // AN-4 is not visible in search and AN-5 is disabled; AN-3 is out of stock but listable.
    expect(nl.map((d) => d.id)).toEqual(["1", "2", "3", "6"]);
    expect(Object.keys(nl[0]!).sort()).toEqual(["id", ...SEARCH_PROPERTIES].sort());
    expect(nl[1]).toEqual({
      id: "2",
      name: "Linnen jurk",
      sku: "AN-2 AN 2",
      categories: "Jurken",
      attributes: "Blauw Studio Mare",
    });
  });

  it("is in the store view's language, compounds with their known last part", () => {
    const de = searchDocuments(data, "de");
    expect(de.find((d) => d.id === "2")!.name).toBe("Leinenkleid kleid");
    expect(de.find((d) => d.id === "1")!.name).toBe("Wollmantel mit Schalkragen mantel");
    expect(searchDocuments(data, "en").find((d) => d.id === "2")!.categories).toBe("Dresses");
  });

  it("corrects typos to words of listable products' names, brands, their categories and colour labels", () => {
    const en = vocabularyOf(data, "en");
    for (const word of ["linen", "dress", "dresses", "studio", "coats", "blue", "camel"]) expect(en).toContain(word);
    // Names of products that are not listed, and the top category, are not offered as corrections.
    for (const word of ["belt", "old", "all"]) expect(en).not.toContain(word);
    expect(vocabularyOf(data, "nl")).toContain("sjaalkraag");
  });
});
