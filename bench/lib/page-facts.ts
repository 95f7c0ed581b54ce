/**
 * What the served pages are, as a server answers them (identity): each page's HTML and shape, and the
 * heaviest page of each kind among every candidate (bench/lib/heaviest-pages.ts), and the first-party
 * JS each page loads (brotli, scripts/client-size.ts).
 */
import { pageJs } from "../../scripts/client-size";
import { errorOf, get } from "./bench-http";
import { htmlShape, type HtmlShape } from "./html-shape";
import { heaviestOfEachKind, measurePages, readSnapshot } from "./heaviest-pages";
import type { PageName, SsrResult } from "./ssr-bench";
import type { SsrStack } from "./ssr-stack";

export async function servedPages(
  base: string,
  pages: SsrStack["pages"],
): Promise<{ html: Partial<Record<PageName, string>>; shape: Partial<Record<PageName, HtmlShape>> }> {
  const html: Partial<Record<PageName, string>> = {};
  const shape: Partial<Record<PageName, HtmlShape>> = {};
  for (const [name, path] of Object.entries(pages) as [PageName, string][]) {
    const page = await get(`${base}${path}`);
    if (page.status !== 200) throw new Error(`${path} answered ${page.status}`);
    html[name] = page.body;
    shape[name] = htmlShape(page.body);
  }
  return { html, shape };
}

/** The heaviest page of each kind on a server, measured as served (identity). */
export async function heaviestPages(base: string, snapshotDir: string): Promise<SsrResult["heaviest"]> {
  try {
    const measured = await measurePages((p) => get(`${base}${p}`), readSnapshot(snapshotDir));
    const heaviest = heaviestOfEachKind(measured);
    return Object.fromEntries(
      Object.entries(heaviest).map(([kind, page]) => [
        kind,
        { ...page, of: measured.filter((p) => p.kind === kind).length },
      ]),
    );
  } catch (error) {
    return { error: errorOf(error) };
  }
}

/** The first-party JS each page loads (brotli): on load, and with every island. */
export function pagesJs(html: Partial<Record<PageName, string>>): SsrResult["js"] {
  const js = {} as SsrResult["js"];
  for (const [name, body] of Object.entries(html) as [PageName, string][]) {
    const eager = pageJs(body, { includeLazy: false });
    const all = pageJs(body);
    js[name] = {
      status: 200,
      htmlBytes: Buffer.byteLength(body),
      eagerBytes: eager.brotliBytes,
      allBytes: all.brotliBytes,
      islands: all.islands,
    };
  }
  return js;
}
