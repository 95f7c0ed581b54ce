import { describe, expect, it } from "vitest";
import { sameInAll } from "../../../schema/catalog/snapshot";
import { Notes } from "./report";
import {
  cleanUrlPath,
  maybeInAll,
  resolveCategoryUrls,
  resolveProductUrls,
  slugify,
  unknownInAll,
  type ProductUrlNode,
} from "./url-paths";

describe("slugify", () => {
  it("makes url keys the way Vue Storefront and Magento do", () => {
    expect(slugify("Bras & Tanks")).toBe("bras-and-tanks");
    expect(slugify("What's New")).toBe("whats-new");
    expect(slugify("Gerät")).toBe("gerat");
    expect(slugify("Hoodies & Sweatshirts")).toBe("hoodies-and-sweatshirts");
    expect(slugify("Erikssen CoolTech&trade; Fitness Tank-L-Red")).toBe("erikssen-cooltech-trade-fitness-tank-l-red");
    expect(slugify("  Straße  ")).toBe("strasse");
  });

  it("strips the leading slash and .html of url paths", () => {
    expect(cleanUrlPath("women/tops-women/chloe-compete-tank-1769.html")).toBe(
      "women/tops-women/chloe-compete-tank-1769",
    );
    expect(cleanUrlPath("/men/")).toBe("men");
    expect(cleanUrlPath("")).toBeNull();
  });
});

const category = (id: number, parentId: number | null, name: string, position = 0) => ({
  id,
  parentId,
  position,
  name: sameInAll(name),
  urlKey: unknownInAll(),
  urlPath: unknownInAll(),
});

describe("resolveCategoryUrls", () => {
  it("derives paths from the tree with slugified names, leaving the root out", () => {
    const urls = resolveCategoryUrls(
      [
        category(2, null, "Default Category"),
        category(11, 2, "Men"),
        category(12, 11, "Tops"),
        category(14, 12, "Jackets"),
        category(3, 2, "Gear"),
      ],
      new Notes(),
    );
    expect(urls.get(14)?.urlPath.en).toBe("men/tops/jackets");
    expect(urls.get(14)?.urlKey.de).toBe("jackets");
    expect(urls.get(11)?.urlPath.nl).toBe("men");
    expect(urls.get(2)?.urlPath.en).toBe("default-category");
  });

  it("keeps the source's paths and makes duplicates unique with the id", () => {
    const notes = new Notes();
    const given = {
      ...category(26, 2, "Bras & Tanks"),
      urlKey: maybeInAll("bras-and-tanks-26"),
      urlPath: maybeInAll("women/tops-women/bras-and-tanks-26"),
    };
    const urls = resolveCategoryUrls(
      [category(2, null, "Root"), given, category(30, 2, "Sale", 1), category(31, 2, "Sale", 2)],
      notes,
    );
    expect(urls.get(26)?.urlPath.en).toBe("women/tops-women/bras-and-tanks-26");
    expect(urls.get(30)?.urlPath.en).toBe("sale");
    expect(urls.get(31)?.urlPath.en).toBe("sale-31");
    expect(notes.list()[0]).toMatch(/duplicate category url paths/);
  });
});

const product = (
  id: number,
  sku: string,
  name: string,
  urlKey: string | null,
  visibility = 4,
  urlPath: string | null = null,
): ProductUrlNode => ({
  id,
  sku,
  status: 1,
  visibility,
  name: sameInAll(name),
  urlKey: maybeInAll(urlKey),
  urlPath: maybeInAll(urlPath),
});

describe("resolveProductUrls", () => {
  it("uses the url key as the path (2017) or the url path without .html (modern)", () => {
    const urls = resolveProductUrls(
      [
        product(1, "A", "Alpha", "alpha"),
        product(2, "B", "Beta", null),
        product(3, "C", "Gamma", "gamma", 4, "women/gamma-3.html"),
      ],
      new Notes(),
    );
    expect(urls.map((u) => u.urlPath.en)).toEqual(["alpha", "beta", "women/gamma-3"]);
    expect(urls[1]!.urlKey.nl).toBe("beta");
  });

  it("gives a contested key to the product it names, the other falls back to its name", () => {
    const notes = new Notes();
    const urls = resolveProductUrls(
      [
        product(591, "MT05", "Rocco Gym Tank", "erikssen-tank-l-red"),
        product(592, "MT01-L-Red", "Erikssen Tank-L-Red", "erikssen-tank-l-red", 1),
      ],
      notes,
    );
    expect(urls.map((u) => u.urlPath.en)).toEqual(["rocco-gym-tank", "erikssen-tank-l-red"]);
    expect(notes.list()[0]).toContain("MT05: erikssen-tank-l-red → rocco-gym-tank");
  });

  it("appends the id when the name does not help either", () => {
    const urls = resolveProductUrls(
      [product(1952, "WSH07-29-Blue", "Echo Fit", "echo-fit"), product(2000, "WSH07-29-Blue", "Echo Fit", "echo-fit")],
      new Notes(),
    );
    expect(urls.map((u) => u.urlPath.en)).toEqual(["echo-fit", "echo-fit-2000"]);
    expect(urls[1]!.urlKey.en).toBe("echo-fit-2000");
    const twice = resolveProductUrls(
      [product(7, "X", "X", "x"), product(7, "X", "X", "x"), product(7, "X", "X", "x")],
      new Notes(),
    );
    expect(twice.map((u) => u.urlPath.en)).toEqual(["x", "x-7", "x-7-2"]);
  });
});
