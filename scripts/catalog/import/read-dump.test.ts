import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseName, sniffEntity } from "./entities";
import { expandPaths, parseDump, readDump, shortName } from "./read-dump";

const lines = (...docs: unknown[]) => docs.map((d) => JSON.stringify(d)).join("\n");

describe("entity and store view names", () => {
  it("finds the entity at the end of an index name, with a store code before it", () => {
    expect(parseName("vue_storefront_catalog_category_1587031505")).toEqual({ entity: "category", store: null });
    expect(parseName("vue_storefront_catalog_de_category")).toEqual({ entity: "category", store: "de" });
    expect(parseName("vue_storefront_catalog_cms_block_1587031505")).toEqual({ entity: "cms_block", store: null });
    expect(parseName("vue_storefront_catalog_taxrule_1587031505")).toEqual({ entity: "taxrule", store: null });
    expect(parseName("vue_storefront_catalog1507151193738")).toEqual({ entity: null, store: null });
  });

  it("reads file names too", () => {
    expect(parseName("products")).toEqual({ entity: "product", store: null });
    expect(parseName("categories")).toEqual({ entity: "category", store: null });
    expect(parseName("taxrules")).toEqual({ entity: "taxrule", store: null });
    expect(parseName("catalog_it_category")).toEqual({ entity: "category", store: "it" });
  });

  it("guesses the entity from the fields when nothing names it", () => {
    expect(sniffEntity({ sku: "X", type_id: "simple" })).toBe("product");
    expect(sniffEntity({ attribute_code: "color" })).toBe("attribute");
    expect(sniffEntity({ id: 3, parent_id: 2, level: 2 })).toBe("category");
    expect(sniffEntity({ id: 1, code: "VAT", rates: [] })).toBe("taxrule");
    expect(sniffEntity({ foo: 1 })).toBe("unknown");
  });
});

describe("parseDump", () => {
  it("reads elasticdump lines with the entity in _type (2017)", () => {
    const text = lines(
      { _index: "vue_storefront_catalog1507151193738", _type: "product", _id: "19", _source: { id: 19, sku: "MH01" } },
      {
        _index: "vue_storefront_catalog1507151193738",
        _type: "attribute",
        _id: "93",
        _source: { attribute_code: "color" },
      },
    );
    const { file, docs, errors } = parseDump(text, "data/vsf-luma-2017/catalog.json");
    expect(errors).toEqual([]);
    expect(file).toEqual({ path: "data/vsf-luma-2017/catalog.json", format: "lines", documents: 2 });
    expect(docs.map((d) => [d.entity, d.store, d.id, d.location])).toEqual([
      ["product", null, "19", "vsf-luma-2017/catalog.json:1"],
      ["attribute", null, "93", "vsf-luma-2017/catalog.json:2"],
    ]);
  });

  it("reads _doc lines with the entity and store view in _index", () => {
    const text = lines({
      _index: "vue_storefront_catalog_de_category",
      _type: "_doc",
      _id: "20",
      _source: { id: 20, name: "Frauen" },
    });
    const [doc] = parseDump(text, "catalog_de_category.json").docs;
    expect(doc).toMatchObject({ entity: "category", store: "de", id: "20" });
  });

  it("reports unreadable lines by file and line number and reads the rest", () => {
    const text = `${lines({ _type: "product", _id: "1", _source: { sku: "A" } })}\n{"_type": "product", "_id": \n\n${lines({ _type: "product", _id: "3", _source: { sku: "C" } })}`;
    const { docs, errors } = parseDump(text, "dump/catalog.json");
    expect(docs.map((d) => d.id)).toEqual(["1", "3"]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ id: "line 2", location: "dump/catalog.json:2" });
    expect(errors[0]!.reason).toMatch(/^unreadable line: /);
  });

  it("reads JSON arrays of _source objects, the entity from the file name", () => {
    const { file, docs } = parseDump(
      JSON.stringify([
        { id: 14, name: "Jackets" },
        { id: 19, name: "Shorts" },
      ]),
      "vsf-sample/categories.json",
    );
    expect(file.format).toBe("array");
    expect(docs.map((d) => [d.entity, d.id, d.location])).toEqual([
      ["category", "14", "vsf-sample/categories.json#0"],
      ["category", "19", "vsf-sample/categories.json#1"],
    ]);
  });

  it("reads search responses and arrays of hits", () => {
    const hits = [{ _index: "vue_storefront_catalog_product_1", _type: "_doc", _id: "5", _source: { sku: "X" } }];
    expect(parseDump(JSON.stringify({ hits: { hits } }), "response.json").docs[0]).toMatchObject({
      entity: "product",
      id: "5",
    });
    expect(parseDump(JSON.stringify(hits), "export.json").docs[0]).toMatchObject({ entity: "product", id: "5" });
  });

  it("reports a malformed JSON array as a whole", () => {
    const { file, docs, errors } = parseDump('[{"id": 1},\n{"id": ]', "products.json");
    expect(file.format).toBe("unreadable");
    expect(docs).toEqual([]);
    expect(errors[0]!.reason).toMatch(/^unreadable JSON: /);
  });

  it("reads a pretty-printed single document", () => {
    const { file, docs } = parseDump(
      JSON.stringify({ _type: "taxrule", _id: "2", _source: { id: 2 } }, null, 2),
      "rule.json",
    );
    expect(file.format).toBe("json");
    expect(docs[0]).toMatchObject({ entity: "taxrule", id: "2" });
  });
});

describe("expandPaths", () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it("imports every .json file of a folder, sorted, and labels the folder", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "import-read-"));
    dirs.push(dir);
    await mkdir(path.join(dir, "sub"));
    for (const name of ["products.json", "attributes.json", "notes.txt", "sub/more.json"])
      await writeFile(path.join(dir, name), "[]");
    const { files, labels } = await expandPaths([dir]);
    expect(files.map((f) => path.basename(f))).toEqual(["attributes.json", "products.json"]);
    expect(labels).toEqual([`${path.basename(dir)}/`]);
    await expect(expandPaths([path.join(dir, "missing.json")])).rejects.toThrow(/no such file or folder/);
  });

  it("names files by their last two path segments", () => {
    expect(shortName("../shared/data/vsf-luma-2017/catalog.json")).toBe("vsf-luma-2017/catalog.json");
    expect(shortName("catalog.json")).toBe("catalog.json");
  });
});

describe("readDump", () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });
  const file = async (name: string, text: string) => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "import-dump-"));
    dirs.push(dir);
    await writeFile(path.join(dir, name), text);
    return path.join(dir, name);
  };

  it("reads a file of lines a line at a time, as parseDump reads its text: CRLF, blank and bad lines", async () => {
    const product = (id: number) => ({ _type: "product", _id: String(id), _source: { id, sku: `S-${id}` } });
    // Long enough to come in several chunks of the stream, with lines across their edges.
    const many = Array.from({ length: 3000 }, (_, i) => JSON.stringify(product(i + 1)));
    const text = [...many.slice(0, 1500), "", "{not json", ...many.slice(1500)].join("\r\n") + "\n";
    const at = await file("catalog_product.json", text);
    const streamed = await readDump(at);
    expect(streamed).toEqual(parseDump(text, at));
    expect(streamed.file).toEqual({ path: at, format: "lines", documents: 3000 });
    expect(streamed.docs.at(-1)).toMatchObject({ entity: "product", id: "3000", location: `${shortName(at)}:3002` });
    expect(streamed.errors).toEqual([expect.objectContaining({ id: "line 1502", location: `${shortName(at)}:1502` })]);
  });

  it("reads a whole-file JSON value at once, and refuses one too long for a string, naming the way out", async () => {
    const at = await file(
      "products.json",
      JSON.stringify([
        { id: 1, sku: "A" },
        { id: 2, sku: "B" },
      ]),
    );
    expect((await readDump(at)).docs.map((d) => d.id)).toEqual(["1", "2"]);
    const refused = await readDump(at, { wholeMaxBytes: 10 });
    expect(refused.file).toEqual({ path: at, format: "unreadable", documents: 0 });
    expect(refused.docs).toEqual([]);
    expect(refused.errors.map((e) => e.reason)).toEqual([
      "one JSON value of 0 MB, too big to read at once: export it as elasticdump lines (one document per line), which are read a line at a time",
    ]);
  });
});
