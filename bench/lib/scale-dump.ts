/**
 * A product dump of any size for timing the importer: the Luma dump (../shared/data/vsf-luma-2017,
 * elasticdump lines of the 2017 shape) with its product documents written again and again, each copy
 * with its own ids, skus (the variants' too, so configurables still find their children) and url
 * keys. Attributes and categories are written once. Lines are written as they are made: the
 * generator holds one copy of the dump, not the file.
 */
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { readFile } from "node:fs/promises";

/** Ids of copy `n` are the original's plus n times this (Luma's ids stay below it). */
const ID_STRIDE = 10_000;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The copy of a product document: skus and url keys suffixed, its id moved (variants' ids alike). */
function copyOf(value: Json, copy: number): Json {
  if (Array.isArray(value)) return value.map((v) => copyOf(v, copy));
  if (value === null || typeof value !== "object") return value;
  const out: { [key: string]: Json } = {};
  for (const [key, v] of Object.entries(value)) {
    if ((key === "sku" || key === "url_key" || key === "linked_product_sku") && typeof v === "string")
      out[key] = `${v}-c${copy}`;
    else if ((key === "id" || key === "entity_id") && typeof v === "number") out[key] = v + copy * ID_STRIDE;
    else out[key] = copyOf(v, copy);
  }
  return out;
}

/**
 * Writes `products` product documents (copies of the dump's, in order) after the dump's other
 * documents to `file`; returns how many lines and bytes it wrote.
 */
export async function writeScaleDump(
  lumaDump: string,
  file: string,
  products: number,
): Promise<{ products: number; bytes: number }> {
  const lines = (await readFile(lumaDump, "utf8")).split("\n").filter((l) => l.trim() !== "");
  const docs = lines.map((l) => JSON.parse(l) as { _type: string; _id: string; _source: Json });
  const productDocs = docs.filter(
    (d) => d._type === "product" && typeof d._source === "object" && d._source !== null && "sku" in d._source,
  );
  const out = createWriteStream(file);
  let bytes = 0;
  const write = async (line: string) => {
    bytes += Buffer.byteLength(line) + 1;
    if (!out.write(`${line}\n`)) await once(out, "drain");
  };
  for (const doc of docs) if (doc._type !== "product") await write(JSON.stringify(doc));
  let written = 0;
  for (let copy = 0; written < products; copy++)
    for (const doc of productDocs) {
      if (written === products) break;
      const source = copy === 0 ? doc._source : copyOf(doc._source, copy);
      await write(JSON.stringify({ ...doc, _id: `${doc._id}-c${copy}`, _source: source }));
      written++;
    }
  out.end();
  await once(out, "finish");
  return { products: written, bytes };
}
