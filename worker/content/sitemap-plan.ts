/**
 * How the sitemap is split (issue point 6; sitemaps.org: at most 50,000 URLs per file): one
 * `/sitemap.xml` urlset while every URL fits, else `/sitemap.xml` is an index of numbered files per
 * kind (`/sitemaps/products-2.xml`). An entry is one page in every store view: each of its store
 * views is a URL (with hreflang alternates to the others).
 */
export const MAX_SITEMAP_URLS = 50_000;

export type SitemapKind = "pages" | "categories" | "products";

export interface SitemapFile {
  kind: SitemapKind;
  /** 1-based file number within its kind. */
  part: number;
  /** The entries [from, to) of that kind in this file. */
  from: number;
  to: number;
}

/** Null when one urlset holds everything; else the files of the index. */
export function planSitemaps(
  entries: Record<SitemapKind, { count: number; urlsPerEntry: number }>,
  maxUrls = MAX_SITEMAP_URLS,
): SitemapFile[] | null {
  const total = Object.values(entries).reduce((sum, e) => sum + e.count * e.urlsPerEntry, 0);
  if (total <= maxUrls) return null;
  const files: SitemapFile[] = [];
  for (const kind of ["pages", "categories", "products"] as const) {
    const { count, urlsPerEntry } = entries[kind];
    const perFile = Math.max(1, Math.floor(maxUrls / Math.max(1, urlsPerEntry)));
    for (let from = 0, part = 1; from < count; from += perFile, part++) {
      files.push({ kind, part, from, to: Math.min(count, from + perFile) });
    }
  }
  return files;
}

/** XML text with the five special characters escaped. */
export function xmlEscape(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[ch]!,
  );
}
