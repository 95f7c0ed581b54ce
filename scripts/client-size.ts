/**
 * First-party JavaScript a page downloads, from the client build's metafile: the boot script, the
 * entry and its static imports, the page's language strings (those every page loads and those its
 * islands load on demand), and the chunks of the islands the HTML contains.
 * Sizes are brotli-compressed, as browsers receive them (ARCHITECTURE §8 budget: 80 KB).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import type { Metafile } from "esbuild";
import { ISLAND_MESSAGES, type IslandName } from "../client/islands/registry";

const ROOT = path.resolve(import.meta.dirname, "..");

export interface PageJs {
  files: string[];
  brotliBytes: number;
  /**
   * What the entry loads on every page once the browser is idle, after the page works (analytics and
   * consent, the navigation history and transitions, the offline boot), beyond `files`: reported
   * beside the budget, not in it.
   */
  idleBrotliBytes: number;
  /** Islands that hydrate on load or idle, i.e. whose code every visitor downloads. */
  islands: string[];
}

/** The output files `start` loads: themselves and, transitively, what they import statically. */
export function importClosure(metafile: Metafile, start: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const dep of metafile.outputs[file]?.imports ?? []) if (dep.kind === "import-statement") queue.push(dep.path);
  }
  return seen;
}

/**
 * An island's chunk: the dynamically imported output that contains its module (its own, or a
 * group's such as chrome.ts).
 */
export function islandChunk(metafile: Metafile, name: string): string | undefined {
  return Object.entries(metafile.outputs).find(
    ([file, o]) => o.entryPoint !== undefined && file.endsWith(".js") && `client/islands/${name}.tsx` in o.inputs,
  )?.[0];
}

/** The modules client/entry.tsx imports when the browser is idle, on every page. */
const IDLE_MODULES = ["client/analytics/page.ts", "client/navigation/start.ts", "client/offline/boot.ts"];

/**
 * Each output file's brotli size, kept with the bytes it was measured on: pages share most of their
 * files (the entry, React, the strings), and quality 11 costs some 100 ms per 100 KB.
 */
const compressed = new Map<string, { body: Buffer; bytes: number }>();

function brotliSize(file: string): number {
  const body = readFileSync(path.join(ROOT, file));
  const known = compressed.get(file);
  if (known?.body.equals(body)) return known.bytes;
  const bytes = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  compressed.set(file, { body, bytes });
  return bytes;
}

/** The JS an HTML page costs; `lazy` islands (visible/interaction) are counted too when asked. */
export function pageJs(html: string, { includeLazy = true } = {}): PageJs {
  const metafile = JSON.parse(readFileSync(path.join(ROOT, "dist/client-metafile.json"), "utf8")) as Metafile;
  const outputFor = (entryPoint: string) =>
    Object.entries(metafile.outputs).find(([file, o]) => o.entryPoint === entryPoint && file.endsWith(".js"))?.[0];
  const islands = [...html.matchAll(/data-island="(\w+)" data-hydrate="(\w+)"/g)]
    .filter(([, , hydrate]) => includeLazy || hydrate === "load" || hydrate === "idle")
    .map(([, name]) => name!);
  const store = /data-store="(\w+)"/.exec(html)?.[1] ?? "nl";
  const starts = [
    outputFor("client/boot.ts"),
    outputFor("client/entry.tsx"),
    outputFor(`client/i18n/messages/common.${store}.ts`),
    ...islands
      .flatMap((name) => ISLAND_MESSAGES[name as IslandName] ?? [])
      .map((feature) => outputFor(`client/i18n/messages/${feature}/ui.${store}.ts`)),
    ...islands.map((name) => islandChunk(metafile, name)),
  ].filter((f): f is string => f !== undefined);
  const files = [...importClosure(metafile, starts)];
  const idle = [
    ...importClosure(
      metafile,
      IDLE_MODULES.map(outputFor).filter((f): f is string => f !== undefined),
    ),
  ];
  const brotli = (list: string[]) => list.reduce((sum, file) => sum + brotliSize(file), 0);
  return {
    files,
    brotliBytes: brotli(files),
    idleBrotliBytes: brotli(idle.filter((file) => !files.includes(file))),
    islands: [...new Set(islands)],
  };
}
