import { Hono } from "hono";
import { lazy, Suspense, use } from "react";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import type { Env } from "../config/env";
import { requestContext, type AppEnv } from "../context";
import { handleError } from "../errors/on-error";
import { securityHeaders } from "../http/security";
import { renderPage, type Layout } from "./render";

function Boom(): never {
  throw new Error("render failed before the shell");
}

function Later({ value }: { value: Promise<string> }) {
  return <p>{use(value)}</p>;
}

// Lazy parts as the bundle has them: a dynamic import of a bundled module settles after the current task.
const Inner = lazy(() => Promise.resolve({ default: () => <em>inside</em> }));
function OuterPart() {
  return (
    <p>
      Ready for crawlers{" "}
      <Suspense fallback={<span>Loading inner</span>}>
        <Inner />
      </Suspense>
    </p>
  );
}
const Outer = lazy(() => Promise.resolve({ default: OuterPart }));
const Never = lazy(() => new Promise<{ default: () => React.ReactNode }>(() => undefined));

/** The page with `part` as its body, under a Suspense boundary whose fallback says "Loading". */
const underSuspense = (part: React.ReactNode) =>
  appWith(() => <Suspense fallback={<p>Loading</p>}>{part}</Suspense>).request("/", {}, env);

function appWith(body: () => React.ReactNode, layout?: Layout) {
  const app = new Hono<AppEnv>();
  app.use(securityHeaders());
  app.use(requestContext());
  app.get("/", (c) => renderPage(c, { meta: { title: "Test" }, body: body(), layout }));
  app.onError(handleError);
  return app;
}

const env = { LIBSQL_URL: "http://127.0.0.1:9", LOG_LEVEL: "error" } as unknown as Env;

describe("renderPage", () => {
  let errors: MockInstance<typeof console.error>;
  beforeEach(() => {
    errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  it("renders one complete document whose only script is the entry module", async () => {
    const res = await appWith(() => <p>Hello</p>).request("/", {}, env);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html.startsWith("<!DOCTYPE html><html")).toBe(true);
    expect(html.endsWith("</html>")).toBe(true);
    expect(html).toContain("<p>Hello</p>");
    expect(html).not.toContain("nonce=");
    expect(html.match(/<script type="module"/g)).toHaveLength(1);
  });

  it("answers 500 with the error page when rendering fails before the shell", async () => {
    const res = await appWith(() => <Boom />).request("/", {}, env);
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain("Er is iets misgegaan");
    expect(html).not.toContain("render failed before the shell");
    const logged = errors.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: "error",
        msg: "unhandled error",
        error: "render failed before the shell",
        requestId: expect.any(String),
      }),
    );
  });

  it("keeps the 200 when a part under Suspense fails: that part falls back to client rendering", async () => {
    const failing = Promise.reject(new Error("late failure"));
    failing.catch(() => undefined);
    const res = await appWith(() => (
      <Suspense fallback={<p>Loading</p>}>
        <Later value={failing} />
      </Suspense>
    )).request("/", {}, env);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("<!--$!-->");
  });

  it("renders the minimal and checkout layouts with a logo header, a footer and no navigation", async () => {
    for (const layout of ["minimal", "checkout"] as const) {
      const html = await (await appWith(() => <p>Checkout body</p>, layout).request("/", {}, env)).text();
      expect(html).toContain("Checkout body");
      expect(html).toContain(layout === "checkout" ? "site-header--checkout" : "site-header--logo-only");
      expect(html).toContain('class="site-footer"');
      expect(html).not.toContain('class="mega"');
      expect(html).not.toContain('data-island="BottomNav"');
    }
  });

  it("renders the maintenance layout with the logo header only and no islands", async () => {
    const html = await (await appWith(() => <p>Back soon</p>, "maintenance").request("/", {}, env)).text();
    expect(html).toContain("site-header--logo-only");
    expect(html).not.toContain("site-footer");
    expect(html).not.toContain("data-island=");
  });

  it("names the fonts it preloads and the stylesheets it links in a Link header, in the document's order", async () => {
    const res = await appWith(() => <p>Hello</p>).request("/", {}, env);
    const html = await res.text();
    const head = html.slice(0, html.indexOf("</head>"));
    const fonts = [...head.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((m) => m[1]);
    const sheets = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
    expect(sheets.length).toBeGreaterThan(0);
    expect(res.headers.get("link")).toBe(
      [
        ...fonts.map((f) => `<${f}>; rel=preload; as=font; type="font/woff2"; crossorigin`),
        ...sheets.map((s) => `<${s}>; rel=preload; as=style`),
      ].join(", "),
    );
  });

  it("waits for lazy parts, a lazy part inside one too, and still sends no inline script", async () => {
    const res = await underSuspense(<Outer />);
    const html = await res.text();
    expect(html).toContain("Ready for crawlers");
    expect(html).toContain("<em>inside</em>");
    expect(html).not.toContain("Loading");
    expect(html).not.toContain("<!--$!-->");
    expect(html).not.toMatch(/<script>|<script (?!type=)/);
  });

  it("leaves a part that never loads to the browser, and logs that it did", async () => {
    const res = await underSuspense(<Never />);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<!--$!-->");
    expect(html).not.toMatch(/<script>|<script (?!type=)/);
    const logged = errors.mock.calls.map((call) => String(call[0]));
    expect(logged.some((line) => line.includes("render error") && line.includes("left to the browser"))).toBe(true);
  });
});
