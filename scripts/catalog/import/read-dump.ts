/**
 * Reads dump files: elasticdump JSON lines (one hit per line), JSON arrays of `_source` objects
 * or of hits, and Elasticsearch search responses. Folders stand for every .json file in them.
 * Unreadable lines are reported by file and line number and the rest of the file is still read.
 */
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { classify, parseName } from "./entities";
import type { InputFile, SkippedDocument } from "./report";
import { isRecord, type Source } from "./values";

export interface RawDoc {
  /** product, category, attribute, taxrule, or another entity (cms_block, review, unknown…). */
  entity: string;
  /** The store view of the dump ("de" for vue_storefront_catalog_de_category), null for the default one. */
  store: string | null;
  /** How reports name the document: `_id`, else the source's id or sku, else its position. */
  id: string;
  source: Source;
  location: string;
}

export interface ParsedDump {
  file: InputFile;
  docs: RawDoc[];
  errors: SkippedDocument[];
}

/**
 * Expands folders into their .json files (sorted, not recursive); throws for a path that does not
 * exist. `labels` name the inputs for the catalogue's source ("vsf-sample/", "vsf-luma-2017/catalog.json").
 */
export async function expandPaths(paths: string[]): Promise<{ files: string[]; labels: string[] }> {
  const files: string[] = [];
  const labels: string[] = [];
  for (const p of paths) {
    const info = await stat(p).catch(() => null);
    if (!info) throw new Error(`${p}: no such file or folder`);
    if (!info.isDirectory()) {
      files.push(p);
      labels.push(shortName(p));
      continue;
    }
    labels.push(`${path.basename(path.resolve(p))}/`);
    const entries = await readdir(p, { withFileTypes: true });
    const json = entries
      .filter((e) => e.isFile() && e.name.toLowerCase().endsWith(".json"))
      .map((e) => path.join(p, e.name));
    files.push(...json.sort());
  }
  return { files: [...new Set(files)], labels };
}

/** The last two segments of a path ("vsf-luma-2017/catalog.json"): enough to tell dumps apart in messages. */
export function shortName(file: string): string {
  return file
    .split(/[\\/]/)
    .filter((s) => s !== "" && s !== "." && s !== "..")
    .slice(-2)
    .join("/");
}

function docId(origin: { id: string | null; source: Source }, fallback: string): string {
  if (origin.id) return origin.id;
  const { id, sku, attribute_code: code } = origin.source;
  for (const candidate of [id, sku, code])
    if (typeof candidate === "string" || typeof candidate === "number") return String(candidate);
  return fallback;
}

function lineOf(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const position = /position (\d+)/.exec(message);
  if (!position?.[1]) return message;
  const line = text.slice(0, Number(position[1])).split("\n").length;
  return `${message} (line ${line})`;
}

/** Parses the text of one dump file; `name` is how the report refers to it. */
export function parseDump(text: string, name: string): ParsedDump {
  const fromName = parseName(path.basename(name, path.extname(name)));
  const docs: RawDoc[] = [];
  const errors: SkippedDocument[] = [];
  const add = (element: unknown, location: string, fallbackId: string) => {
    const origin = classify(element, fromName);
    if (!origin) {
      errors.push({ entity: "unknown", id: fallbackId, location, reason: "not a JSON object" });
      return;
    }
    docs.push({
      entity: origin.entity,
      store: origin.store,
      id: docId(origin, fallbackId),
      source: origin.source,
      location,
    });
  };
  const trimmed = text.trimStart();
  const base = shortName(name);

  // A whole-file JSON value: an array of documents or hits, or a search response.
  if (trimmed.startsWith("[") || (trimmed.startsWith("{") && !isJsonLine(trimmed))) {
    let value: unknown;
    try {
      value = JSON.parse(trimmed);
    } catch (error) {
      errors.push({
        entity: "unknown",
        id: base,
        location: name,
        reason: `unreadable JSON: ${lineOf(trimmed, error)}`,
      });
      return { file: { path: name, format: "unreadable", documents: 0 }, docs, errors };
    }
    const hits = searchHits(value);
    const elements: unknown[] = Array.isArray(value) ? value : (hits ?? [value]);
    elements.forEach((element, i) => add(element, `${base}#${i}`, `#${i}`));
    return {
      file: { path: name, format: Array.isArray(value) || hits ? "array" : "json", documents: docs.length },
      docs,
      errors,
    };
  }

  text.split(/\r?\n/).forEach((line, i) => {
    if (line.trim() === "") return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      const reason = `unreadable line: ${error instanceof Error ? error.message : String(error)}`;
      errors.push({ entity: "unknown", id: `line ${i + 1}`, location: `${base}:${i + 1}`, reason });
      return;
    }
    for (const element of searchHits(value) ?? [value]) add(element, `${base}:${i + 1}`, `line ${i + 1}`);
  });
  return { file: { path: name, format: "lines", documents: docs.length }, docs, errors };
}

/** The hits of an Elasticsearch search response (`{hits: {hits: [...]}}`), else null. */
function searchHits(value: unknown): unknown[] | null {
  return isRecord(value) && isRecord(value.hits) && Array.isArray(value.hits.hits) ? value.hits.hits : null;
}

/** Whether the first line of the text is a complete JSON value (elasticdump) rather than the start of a pretty-printed one. */
function isJsonLine(text: string): boolean {
  const first = text.split(/\r?\n/, 1)[0] ?? "";
  try {
    JSON.parse(first);
    return true;
  } catch {
    // A first line that does not parse on its own is either a pretty-printed document or a bad line;
    // it counts as lines only if the rest has more lines that parse.
    return text
      .split(/\r?\n/)
      .slice(1, 5)
      .some((line) => {
        try {
          return isRecord(JSON.parse(line));
        } catch {
          return false;
        }
      });
  }
}

export async function readDumps(paths: string[]): Promise<{ dumps: ParsedDump[]; labels: string[] }> {
  const { files, labels } = await expandPaths(paths);
  const dumps: ParsedDump[] = [];
  for (const file of files) dumps.push(parseDump(await readFile(file, "utf8"), file));
  return { dumps, labels };
}
