/**
 * The bounded load of the memory part, over loopback: in every store view, search pages (the
 * bench query set, and as often the same queries with a word nobody searched before, as visitors
 * type anything), category pages (plain, sorted, filtered, page 2) and product pages spread over the
 * catalogue's shards. Every request carries `Authorization`, so the edge cache is bypassed and every
 * one renders in the isolate (and nothing piles up in Miniflare's cache emulation).
 */
import { categoryUrl, productUrl, storePath } from "../../domain/urls";
import { STORE_CODES } from "../../domain/store-views";
import type { CatalogFile } from "../../schema/catalog/snapshot";
import { hasWrk, runNodeLoad, runWrk, type LoadResult, type LoadSettings } from "./load";
import { queriesForStore, type BenchQuery } from "./queries";

export interface LoadMix {
  /** Search paths ending in `q=…`: requested as they are, and with a fresh word appended. */
  searches: string[];
  /** Category and product paths, interleaved. */
  pages: string[];
  /** One search, category and product page per store view (what loads each store view's parts). */
  firsts: string[];
}

export const MIX_HEADERS = { authorization: "Bearer bench-memory" };
const CATEGORY_VARIANTS = ["", "?sort=price_asc", "?page=2", "?sort=new&price=100-250"];

/** Up to `n` items of a list, evenly spread over it. */
const spread = <T>(items: T[], n: number): T[] =>
  items.length <= n ? items : Array.from({ length: n }, (_, i) => items[Math.floor((i * items.length) / n)]!);

/** The pages of the load for a catalogue: `products` product pages and `categories` categories per store view. */
export function loadMix(catalog: CatalogFile, queries: BenchQuery[], products = 60, categories = 8): LoadMix {
  const listed = catalog.products.filter((p) => p.status === 1 && p.visibility >= 2);
  const counts = new Map<number, number>();
  for (const p of listed) for (const id of p.categoryIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  const busiest = catalog.categories
    .filter((c) => c.isActive && c.level >= 2 && (counts.get(c.id) ?? 0) > 0)
    .sort((a, b) => (counts.get(b.id) ?? 0) - (counts.get(a.id) ?? 0) || a.id - b.id);
  const colour = catalog.attributes.find((a) => a.code === "color")?.options[0]?.value;
  const variants = colour ? [...CATEGORY_VARIANTS, `?color=${encodeURIComponent(colour)}`] : CATEGORY_VARIANTS;
  const searches: string[] = [];
  const categoryPaths: string[] = [];
  const productPaths: string[] = [];
  const firsts: string[] = [];
  for (const code of STORE_CODES) {
    const [s, c, p] = [searches.length, categoryPaths.length, productPaths.length];
    for (const q of queriesForStore(queries, code))
      searches.push(`${storePath(code, "/search")}?q=${encodeURIComponent(q)}`);
    for (const category of busiest.slice(0, categories))
      for (const v of variants) categoryPaths.push(`${categoryUrl(category, code)}${v}`);
    for (const product of spread(listed, products)) productPaths.push(productUrl(code, product));
    firsts.push(...[searches[s], categoryPaths[c], productPaths[p]].filter((x): x is string => x !== undefined));
  }
  const pages = Array.from({ length: Math.max(categoryPaths.length, productPaths.length) }, (_, i) => [
    categoryPaths[i % categoryPaths.length]!,
    productPaths[i % productPaths.length]!,
  ]).flat();
  return { searches, pages, firsts };
}

/** A word of letters only, distinct for every k (at least four letters). */
export function freshWord(k: number): string {
  let word = "";
  for (let rest = k + 26 ** 3; rest > 0; rest = Math.floor(rest / 26)) word += String.fromCharCode(97 + (rest % 26));
  return word;
}

/** Request n of a connection or thread `lane`: 1 in 4 a search, 1 in 4 a search with a fresh word, else a page. */
export function mixPath(mix: LoadMix, n: number, lane: number): string {
  const i = Math.floor(n / 4) + lane * 7;
  switch (n % 4) {
    case 0:
      return mix.searches[i % mix.searches.length]!;
    case 1:
      return `${mix.searches[i % mix.searches.length]!}%20${freshWord(n * 64 + lane)}`;
    default:
      return mix.pages[(Math.floor(n / 2) + lane * 7) % mix.pages.length]!;
  }
}

const luaList = (paths: string[]) => {
  if (paths.some((p) => /[^\x21-\x7e]|["\\]/.test(p))) throw new Error("load paths must be plain URL-encoded ASCII");
  return `{ ${paths.map((p) => `"${p}"`).join(", ")} }`;
};

/** The same choice as mixPath, as a wrk script (each wrk thread is a lane). */
function mixLua(mix: LoadMix): string {
  const headers = Object.entries(MIX_HEADERS)
    .map(([k, v]) => `["${k}"] = "${v}"`)
    .join(", ");
  return `
local searches = ${luaList(mix.searches)}
local pages = ${luaList(mix.pages)}
local counter = 0
function setup(thread) counter = counter + 1; thread:set("lane", counter) end
function init(args) n = 0 end
local function fresh(k)
  local word, rest = "", k + 26 ^ 3
  while rest > 0 do word = word .. string.char(97 + rest % 26); rest = math.floor(rest / 26) end
  return word
end
function request()
  local i = math.floor(n / 4) + lane * 7
  local kind, path = n % 4, nil
  if kind == 0 then path = searches[i % #searches + 1]
  elseif kind == 1 then path = searches[i % #searches + 1] .. "%20" .. fresh(n * 64 + lane)
  else path = pages[(math.floor(n / 2) + lane * 7) % #pages + 1] end
  n = n + 1
  return wrk.format("GET", path, { ${headers} })
end
`;
}

/** One bounded run of the mix against `base` (fixed duration), with wrk or the Node loop. */
export function runMix(base: string, mix: LoadMix, settings: LoadSettings, tmp: string): Promise<LoadResult> {
  if (hasWrk()) return runWrk(`${base}/`, settings, tmp, false, mixLua(mix));
  // The Node loop numbers requests across its connections: one lane, the same proportions.
  return runNodeLoad(`${base}/`, settings, false, (n) => mixPath(mix, n, 0), MIX_HEADERS);
}
