/**
 * Reads dump files: elasticdump JSON lines (one hit per line), JSON arrays of `_source` objects
 * or of hits, and Elasticsearch search responses. Folders stand for every .json file in them.
 * Unreadable lines are reported by file and line number and the rest of the file is still read.
 *
 * A file of lines is read as a stream, a line at a time, so its size has no limit of its own (a
 * big shop's product dump runs to gigabytes). A whole-file JSON value has to be one string in
 * memory: a file longer than V8 allows a string to be is refused with a message, not a crash.
 */
import { createReadStream } from "node:fs";
import { open, readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
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

/**
 * Collects one file's documents and errors: `add` takes a parsed element, `line` one line of an
 * elasticdump file (a hit, or a search response whose hits it holds).
 */
function dumpCollector(name: string, onDoc?: (doc: RawDoc) => void) {
  const fromName = parseName(path.basename(name, path.extname(name)));
  const docs: RawDoc[] = [];
  let count = 0;
  const errors: SkippedDocument[] = [];
  const base = shortName(name);
  const add = (element: unknown, location: string, fallbackId: string) => {
    const origin = classify(element, fromName);
    if (!origin) {
      errors.push({ entity: "unknown", id: fallbackId, location, reason: "not a JSON object" });
      return;
    }
    const doc = {
      entity: origin.entity,
      store: origin.store,
      id: docId(origin, fallbackId),
      source: origin.source,
      location,
    };
    count++;
    if (onDoc) onDoc(doc);
    else docs.push(doc);
  };
  const line = (text: string, number: number) => {
    if (text.trim() === "") return;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      const reason = `unreadable line: ${error instanceof Error ? error.message : String(error)}`;
      errors.push({ entity: "unknown", id: `line ${number}`, location: `${base}:${number}`, reason });
      return;
    }
    for (const element of searchHits(value) ?? [value]) add(element, `${base}:${number}`, `line ${number}`);
  };
  const linesRead = (): ParsedDump => ({
    file: { path: name, format: "lines", documents: count },
    docs,
    errors,
  });
  return { docs, errors, base, add, line, linesRead };
}

/** Whether a file that starts with this text holds one JSON value (an array, a search response), not lines. */
function isWholeValue(start: string): boolean {
  const trimmed = start.trimStart();
  return trimmed.startsWith("[") || (trimmed.startsWith("{") && !isJsonLine(trimmed));
}

/** Parses the text of one dump file; `name` is how the report refers to it. */
export function parseDump(text: string, name: string): ParsedDump {
  const { docs, errors, base, add, line, linesRead } = dumpCollector(name);
  const trimmed = text.trimStart();

  // A whole-file JSON value: an array of documents or hits, or a search response.
  if (isWholeValue(trimmed)) {
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

  text.split(/\r?\n/).forEach((text, i) => line(text, i + 1));
  return linesRead();
}

/** Enough of a file's start to tell lines from one JSON value (isJsonLine reads its first five lines). */
const SNIFF_BYTES = 1 << 20;

/** The longest file read whole as one string: V8's limit on a string's length, less a margin. */
export const WHOLE_FILE_MAX_BYTES = 500 * 1024 * 1024;

/**
 * Reads one dump file: lines as a stream, a line at a time; a whole-file JSON value at once, when
 * it fits in a string (else one error naming the file, its size and what to do).
 */
export async function readDump(
  file: string,
  {
    wholeMaxBytes = WHOLE_FILE_MAX_BYTES,
    onDoc,
  }: {
    wholeMaxBytes?: number;
    /** Takes each document as it is read; the result then holds none (a big dump never sits in memory whole). */
    onDoc?: (doc: RawDoc) => void;
  } = {},
): Promise<ParsedDump> {
  const handle = await open(file);
  let start: string;
  let size: number;
  try {
    size = (await handle.stat()).size;
    const buffer = Buffer.alloc(Math.min(size, SNIFF_BYTES));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    start = buffer.subarray(0, bytesRead).toString("utf8");
  } finally {
    await handle.close();
  }
  if (isWholeValue(start)) {
    if (size <= wholeMaxBytes) {
      const parsed = parseDump(await readFile(file, "utf8"), file);
      if (!onDoc) return parsed;
      for (const doc of parsed.docs) onDoc(doc);
      return { ...parsed, docs: [] };
    }
    const megabytes = (size / 1024 / 1024).toFixed(0);
    return {
      file: { path: file, format: "unreadable", documents: 0 },
      docs: [],
      errors: [
        {
          entity: "unknown",
          id: shortName(file),
          location: file,
          reason: `one JSON value of ${megabytes} MB, too big to read at once: export it as elasticdump lines (one document per line), which are read a line at a time`,
        },
      ],
    };
  }
  const collector = dumpCollector(file, onDoc);
  const lines = createInterface({ input: createReadStream(file, { encoding: "utf8" }), crlfDelay: Infinity });
  let number = 0;
  for await (const text of lines) collector.line(text, ++number);
  return collector.linesRead();
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
  for (const file of files) dumps.push(await readDump(file));
  return { dumps, labels };
}
