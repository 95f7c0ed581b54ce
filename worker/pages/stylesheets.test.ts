/**
 * Each kind of page links the main stylesheet and only its own of the page-*.css (issue 12: a
 * catalogue page's render-blocking CSS holds no checkout, account or CMS rules). What that must not
 * cost: a class a page renders that some stylesheet styles is styled by one the page links.
 */
import { describe, expect, it } from "vitest";
import { withWorker } from "../../test/support/worker";
import { CLIENT_ASSETS } from "./assets";

const worker = withWorker();

const PAGES = [
  "/",
  "/en",
  "/dames/truien",
  "/search?q=trui",
  "/cart",
  "/checkout",
  "/login",
  "/my-account",
  "/my-account/wishlist",
  "/password-reset",
  "/blog",
  "/about",
  "/contact",
  "/size-guide",
  "/shipping-returns",
  "/styleguide",
  "/newsletter",
  "/menu",
  "/no-such-page",
];

/** The class names a stylesheet's selectors name (a class in any selector counts as styled). */
function classesOf(css: string): Set<string> {
  const names = new Set<string>();
  const selectors = css.replace(/\/\*[\s\S]*?\*\//g, "").match(/[^{}]+(?=\{)/g) ?? [];
  for (const selector of selectors) for (const m of selector.matchAll(/\.([a-zA-Z][\w-]*)/g)) names.add(m[1]!);
  return names;
}

const sheets = new Map<string, Set<string>>();
async function sheet(href: string): Promise<Set<string>> {
  let classes = sheets.get(href);
  if (!classes) {
    const res = await worker.fetch(href);
    expect(res.status, href).toBe(200);
    classes = classesOf(await res.text());
    sheets.set(href, classes);
  }
  return classes;
}

describe("page stylesheets", () => {
  it("style every class a page renders with the sheets it links; catalogue pages link the main one only", async () => {
    const anywhere = new Set<string>();
    for (const href of [CLIENT_ASSETS.css, ...Object.values(CLIENT_ASSETS.pageCss)])
      for (const name of await sheet(href)) anywhere.add(name);

    const product = /href="(\/p\/[^"]+)"/.exec(await (await worker.fetch("/dames/truien")).text())![1]!;
    for (const path of [...PAGES, product]) {
      const html = await (await worker.fetch(path)).text();
      const links = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
      expect(links[0], path).toBe(CLIENT_ASSETS.css);
      const styled = new Set<string>();
      for (const href of links) for (const name of await sheet(href)) styled.add(name);
      const used = new Set([...html.matchAll(/ class="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)));
      const unstyled = [...used].filter((name) => anywhere.has(name) && !styled.has(name));
      expect(unstyled, `${path} renders classes only an unlinked page stylesheet styles`).toEqual([]);
      if (path === "/dames/truien" || path === product || path.startsWith("/search"))
        expect(
          links.filter((l) => l.includes("/page-")),
          path,
        ).toEqual([]);
    }
  });
});
