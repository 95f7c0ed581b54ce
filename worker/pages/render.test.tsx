import { Hono } from "hono";
import { Suspense, use } from "react";
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

  it("streams a page with the nonce on the entry script", async () => {
    const res = await appWith(() => <p>Hello</p>).request("/", {}, env);
    expect(res.status).toBe(200);
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
    const html = await res.text();
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(html).toContain(`nonce="${nonce}"`);
    expect(html).toContain("<p>Hello</p>");
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

  it("keeps the 200 once the shell is out: later failures fall back to client rendering", async () => {
    const failing = Promise.reject(new Error("late failure"));
    failing.catch(() => undefined);
    const res = await appWith(() => (
      <Suspense fallback={<p>Loading</p>}>
        <Later value={failing} />
      </Suspense>
    )).request("/", {}, env);
    expect(res.status).toBe(200);
    // The boundary is marked client-rendered in the HTML, or by React's instruction after it (the
    // document is buffered for its module preloads, so which one depends on when the failure lands).
    expect(await res.text()).toMatch(/<!--\$!-->|\$RX\("B:0"/);
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

  it("gives bots the complete document", async () => {
    let resolve: (v: string) => void = () => undefined;
    const slow = new Promise<string>((r) => (resolve = r));
    setTimeout(() => resolve("Ready for crawlers"), 50);
    const res = await appWith(() => (
      <Suspense fallback={<p>Loading</p>}>
        <Later value={slow} />
      </Suspense>
    )).request("/", { headers: { "user-agent": "Googlebot/2.1" } }, env);
    const html = await res.text();
    expect(html).toContain("Ready for crawlers");
    expect(html).not.toContain("<p>Loading</p>");
  });
});
