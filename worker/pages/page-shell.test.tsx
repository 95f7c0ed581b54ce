import { Hono } from "hono";
import { lazy, Suspense } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { BRAND_TITLE_SUFFIX } from "../../client/config/brand";
import type { Env } from "../config/env";
import { requestContext, type AppEnv } from "../context";
import { handleError } from "../errors/on-error";
import { clearShells, escapeHtml, pageShells, shellStats, shellTemplate, slotMarker, splitBody } from "./page-shell";
import { renderPage, type PageSpec } from "./render";

const env = { LIBSQL_URL: "http://127.0.0.1:9", LOG_LEVEL: "error" } as unknown as Env;

/** The page of `spec` as the worker answers it. */
async function page(spec: PageSpec, path = "/p"): Promise<string> {
  const app = new Hono<AppEnv>();
  app.use(requestContext());
  app.get("*", (c) => renderPage(c, spec));
  app.onError(handleError);
  const res = await app.request(path, {}, env);
  expect(res.status).toBe(spec.status ?? 200);
  return res.text();
}

/** The page rendered in its shell (the shell made, then reused) and whole. */
async function bothWays(spec: PageSpec, path?: string, inShell = true): Promise<{ shell: string; whole: string }> {
  pageShells.enabled = true;
  const used = shellStats.used;
  // The first page of its kind is rendered whole, the second makes the shell, the third reuses it.
  const first = await page(spec, path);
  expect(shellStats.used - used).toBe(0);
  const second = await page(spec, path);
  const shell = await page(spec, path);
  // The second and third took the shell (or, for a page that cannot have one, neither did).
  expect(shellStats.used - used).toBe(inShell ? 2 : 0);
  expect(second).toBe(shell);
  pageShells.enabled = false;
  const whole = await page(spec, path);
  pageShells.enabled = true;
  expect(first).toBe(shell);
  return { shell, whole };
}

// Everything the escapes differ on: HTML specials, a script's end, the line separators JSON keeps.
const TRICKY = `Trui "Ida" & <Co's> </script>\u2028\u2029 ü`;

function Gallery() {
  return (
    <div className="gallery">
      <img src="/img/a.jpg" srcSet="/img/a.jpg 1x, /img/b.jpg 2x" sizes="100vw" alt="" fetchPriority="high" />
      <img src="/img/c.jpg" alt="" />
      <img src="/img/d.jpg" alt="" loading="lazy" />
      <p>{TRICKY}</p>
    </div>
  );
}

// A lazy part as the bundle has one: loaded after the current task (render.tsx renders again for it).
const LazyChoice = lazy(() => Promise.resolve({ default: () => <em>bundle choice</em> }));

afterEach(() => {
  pageShells.enabled = true;
  clearShells();
});

describe("page shells", () => {
  it("give the same document as a whole render, with every value escaped where it stands", async () => {
    const spec: PageSpec = {
      meta: {
        title: TRICKY,
        description: `${TRICKY} description`,
        image: `/demo/${TRICKY}.jpg`,
        type: "product",
        jsonLd: [{ "@type": "BreadcrumbList", name: TRICKY }, { "@type": "Thing" }],
      },
      body: <Gallery />,
      alternates: { nl: `/p?q=${TRICKY}`, de: "/de/p?a=1&b=2", en: "/en/p" },
    };
    const { shell, whole } = await bothWays(spec);
    expect(shell).toBe(whole);
    // The body's image preloads went into the head, as React puts them there.
    expect(shell.indexOf('<link rel="preload" as="image"')).toBeLessThan(shell.indexOf("</head>"));
    expect(shell).not.toMatch(/[\uE000\uE001]/);
  });

  it("give each page of one kind its own values", async () => {
    const make = (name: string): PageSpec => ({
      meta: { title: name, description: `Over ${name}` },
      body: <h1>{name}</h1>,
      alternates: { nl: `/${name}`, de: `/de/${name}`, en: `/en/${name}` },
    });
    const names = ["pagina-een", "pagina-twee", "pagina <drie> & vier"];
    const used = shellStats.used;
    // The first page makes the kind known, the second makes the shell, the third reuses it.
    const shelled = [];
    for (const name of names) shelled.push(await page(make(name)));
    expect(shellStats.used - used).toBe(2);
    pageShells.enabled = false;
    for (const [i, name] of names.entries()) {
      expect(shelled[i]).toBe(await page(make(name)));
      expect(shelled[i]).toContain(`<h1>${escapeHtml(name)}</h1>`);
      if (i > 0) expect(shelled[i]).not.toContain("pagina-een");
    }
  });

  it.each<[string, Partial<PageSpec>, boolean]>([
    ["minimal", { layout: "minimal" }, true],
    ["checkout", { layout: "checkout", styles: ["checkout"] }, true],
    [
      "a transparent header, a tab and no index",
      { transparentHeader: true, routeItem: "account", meta: { title: "x", noindex: true } },
      true,
    ],
    ["a title with the brand already", { meta: { title: `Over ons${BRAND_TITLE_SUFFIX}` } }, true],
    ["a status", { status: 404 }, true],
    ["no chrome", { layout: "empty" }, false],
    ["an absolute image", { meta: { title: "x", image: "https://cdn.example/a.jpg" } }, false],
  ])("give the same document for %s", async (_name, variant, inShell) => {
    const spec: PageSpec = { meta: { title: "Pagina" }, body: <p>Inhoud</p>, ...variant };
    const { shell, whole } = await bothWays(spec, "/de/seite", inShell);
    expect(shell).toBe(whole);
  });

  it("render a body's lazy parts in the shell as a whole render does", async () => {
    const spec: PageSpec = {
      meta: { title: "Bundel" },
      body: (
        <Suspense fallback={<p>Laden</p>}>
          <LazyChoice />
        </Suspense>
      ),
    };
    const { shell, whole } = await bothWays(spec);
    expect(shell).toBe(whole);
    expect(shell).toContain("<em>bundle choice</em>");
    expect(shell).not.toContain("Laden");
  });

  it("leave a body that hoists a title or a stylesheet to a whole render", async () => {
    const spec: PageSpec = {
      meta: { title: "Pagina" },
      body: (
        <>
          <title>Eigen titel</title>
          <link rel="stylesheet" href="/x.css" precedence="default" />
          <p>Inhoud</p>
        </>
      ),
    };
    const { shell, whole } = await bothWays(spec, undefined, false);
    expect(shell).toBe(whole);
  });

  it("leave a body with more image preloads than the head hole takes to a whole render", async () => {
    const images = Array.from({ length: 12 }, (_, i) => <img key={i} src={`/img/${i}.jpg`} alt="" />);
    const { shell, whole } = await bothWays({ meta: { title: "Veel" }, body: <div>{images}</div> }, undefined, false);
    expect(shell).toBe(whole);
    expect(shell.indexOf('<link rel="preload" as="image" href="/img/11.jpg"/>')).toBeGreaterThan(
      shell.indexOf('<script type="module"'),
    );
  });
});

describe("shellTemplate and splitBody", () => {
  it("refuse a shell without exactly one body marker, with something hoisted at the head hole, or a value in an unknown script", () => {
    const head = `<html><head><meta charSet="utf-8"/><meta name="viewport" content="x"/>`;
    const body = `<template data-page-shell-body=""></template>`;
    const template = (html: string) => shellTemplate(html, '<meta name="viewport"', "<title>");
    expect(template(`${head}<title>${slotMarker(0)}</title></head><body>${body}</body></html>`)).not.toBeNull();
    expect(template(`${head}<title>t</title></head><body></body></html>`)).toBeNull();
    expect(template(`${head}<title>t</title>${body}${body}`)).toBeNull();
    expect(template(`${head}<link rel="preload" as="image" href="/a.jpg"/><title>t</title>${body}`)).toBeNull();
    // A value inside a script whose escaping the template does not know.
    expect(template(`${head}<title>t</title><script>var a="${slotMarker(0)}"</script>${body}`)).toBeNull();
  });

  it("take only image preloads from before the body", () => {
    const open = `<div data-page-shell-body="">`;
    expect(splitBody(`<link rel="preload" as="image" href="/a.jpg"/>${open}<p>x</p></div>`)).toEqual({
      head: `<link rel="preload" as="image" href="/a.jpg"/>`,
      body: "<p>x</p>",
    });
    expect(splitBody(`<title>t</title>${open}<p>x</p></div>`)).toBeNull();
  });
});
