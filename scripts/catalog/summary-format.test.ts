import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIXTURE } from "../../test/support/catalog-fixture";
import { STORE_CODES } from "../../domain/store-views";
import { buildCatalogData } from "../../worker/catalog/catalog-data";
import {
  attributeValues,
  CATALOG_FORMAT,
  catalogSchema,
  productUrlKey,
  shardFile,
  type Catalog,
  type CatalogFile,
  type Product,
  type ShardFile,
} from "../../schema/catalog/snapshot";
import { generateDemoCatalog } from "./demo/generate";
import { writeSnapshot } from "./snapshot-writer";
import { summariseAgainIfOlder } from "./ship";

/** A fixture product whose url key is not its url path's last segment (a renamed product keeps its old path). */
function renamed(): Product {
  const base = FIXTURE.products[0]!;
  return {
    ...base,
    id: 901,
    sku: "RENAMED-1",
    urlKey: { nl: "nieuwe-naam", de: base.urlKey.de, en: base.urlKey.en },
  };
}

/** Every product's values of each attribute as the summary has always collected them: its own, then its enabled variants'. */
function collectedValues(product: Product): Record<string, string[]> {
  const values: Record<string, string[]> = {};
  const add = (code: string, value: string) => {
    const list = (values[code] ??= []);
    if (!list.includes(value)) list.push(value);
  };
  for (const [code, list] of Object.entries(product.attributes)) for (const v of list) add(code, v);
  for (const child of product.children.filter((c) => c.status === 1))
    for (const [code, value] of Object.entries(child.options)) add(code, value);
  return values;
}

describe("catalog.json's product summaries (CATALOG_FORMAT)", () => {
  let dir = "";
  let versionDir = "";
  let written: CatalogFile;
  let products: Product[];
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "storefront-summary-"));
    const demo = generateDemoCatalog({ products: 60 });
    const catalog: Catalog = { ...demo, products: [...demo.products, renamed()] };
    const { manifest } = await writeSnapshot(catalog, { dir });
    versionDir = path.join(dir, manifest.path);
    written = JSON.parse(await readFile(path.join(versionDir, "catalog.json"), "utf8")) as CatalogFile;
    products = [];
    for (let shard = 0; shard < written.shardCount; shard++)
      products.push(
        ...(JSON.parse(await readFile(path.join(versionDir, shardFile(shard)), "utf8")) as ShardFile).products,
      );
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("leaves out only the url keys that are their path's last segment, and reads every one back", () => {
    expect(written.format).toBe(CATALOG_FORMAT);
    const bySku = new Map(written.products.map((s) => [s.sku, s]));
    expect(bySku.size).toBe(products.length);
    for (const product of products) {
      const summary = bySku.get(product.sku)!;
      for (const code of STORE_CODES) expect(productUrlKey(summary, code)).toBe(product.urlKey[code]);
    }
    expect(bySku.get("RENAMED-1")!.urlKey).toEqual(renamed().urlKey);
    expect(written.products.filter((s) => s.urlKey !== undefined).map((s) => s.sku)).toEqual(["RENAMED-1"]);
  });

  it("writes each attribute's values as one text and reads them back as they were collected", () => {
    const bySku = new Map(written.products.map((s) => [s.sku, s]));
    let multiValued = 0;
    for (const product of products) {
      const summary = bySku.get(product.sku)!;
      const collected = collectedValues(product);
      expect(Object.keys(summary.attributes).sort()).toEqual(Object.keys(collected).sort());
      for (const [code, values] of Object.entries(collected)) {
        expect(typeof summary.attributes[code]).toBe("string");
        expect(attributeValues(summary, code)).toEqual(values);
        if (values.length > 1) multiValued++;
      }
      expect(attributeValues(summary, "no-such-attribute")).toEqual([]);
    }
    expect(multiValued).toBeGreaterThan(50);
  });

  it("is refused by the worker in any other format, rather than misread", () => {
    expect(() => buildCatalogData(written)).not.toThrow();
    const { format: _format, ...older } = written;
    expect(() => buildCatalogData(older as CatalogFile)).toThrow(
      `its products are summarised in format 1, this worker reads ${CATALOG_FORMAT}`,
    );
  });

  it("summarises a snapshot of the first format again from its shards when shipped, as the writer does now", async () => {
    const { format: _format, ...rest } = written;
    const formatOne = {
      ...rest,
      products: written.products.map((summary) => {
        const product = products.find((p) => p.sku === summary.sku)!;
        const attributes = Object.fromEntries(
          Object.keys(summary.attributes).map((code) => [code, [...attributeValues(summary, code)]]),
        );
        return { ...summary, urlKey: product.urlKey, attributes };
      }),
    };
    const file = path.join(versionDir, "catalog.json");
    await writeFile(file, JSON.stringify(formatOne));
    await summariseAgainIfOlder(versionDir);
    const again = JSON.parse(await readFile(file, "utf8")) as CatalogFile;
    expect(again).toEqual(written);
    // A current file is left alone.
    const before = await readFile(file, "utf8");
    await summariseAgainIfOlder(versionDir);
    expect(await readFile(file, "utf8")).toBe(before);
  });

  it("is not written from a catalogue off the schema: the refusal names the field, and nothing is written", async () => {
    const out = await mkdtemp(path.join(os.tmpdir(), "storefront-refused-"));
    try {
      const stray = { ...FIXTURE.products[0]!, colour: "red" } as Product;
      const wrong = { ...FIXTURE.products[0]!, sku: 42 } as unknown as Product;
      await expect(writeSnapshot({ ...FIXTURE, products: [stray, wrong] }, { dir: out })).rejects.toThrow(
        /does not match the snapshot schema:\n {2}products\.0: Unrecognized key: "colour"\n {2}products\.1\.sku: /,
      );
      await expect(readFile(path.join(out, "manifest.json"), "utf8")).rejects.toThrow(/ENOENT/);
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });

  it("rejects an option value with a comma when the catalogue is written", () => {
    const product = { ...FIXTURE.products[0]!, attributes: { color: ["49,50"] } };
    const result = catalogSchema.safeParse({ ...FIXTURE, products: [product] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain("an option value cannot be empty or contain a comma");
  });
});
