/**
 * Stale-while-revalidate in one isolate: many concurrent stale hits of one key start one re-render.
 * The Cache API and HTMLRewriter are Workers platform APIs, faked here in memory; the page cache
 * itself is the real one.
 */
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Env } from "../config/env";
import { requestContext, type AppEnv } from "../context";
import { createPageCache, PAGE_TTL_SECONDS } from "./edge-cache";

const store = new Map<string, Response>();
const fakeCache = {
  match: (key: string) => Promise.resolve(store.get(key)?.clone()),
  put: async (key: string, response: Response) => {
    store.set(key, new Response(await response.arrayBuffer(), response));
  },
};
class PassThroughRewriter {
  on() {
    return this;
  }
  transform(response: Response) {
    return response;
  }
}
/** An env without a reachable database, and an execution context that collects `waitUntil` work. */
function workerRequestArgs() {
  const env = { LIBSQL_URL: "http://127.0.0.1:9", LOG_LEVEL: "error" } as unknown as Env;
  const background: Promise<unknown>[] = [];
  const ctx = {
    waitUntil: (p: Promise<unknown>) => void background.push(p),
    passThroughOnException: () => undefined,
    props: {},
  };
  return { env, background, ctx };
}

const globals = globalThis as Record<string, unknown>;
beforeAll(() => {
  globals.caches = { default: fakeCache };
  globals.HTMLRewriter = PassThroughRewriter;
});
afterAll(() => {
  delete globals.caches;
  delete globals.HTMLRewriter;
});

describe("the page cache", () => {
  it("re-renders a stale page once however many requests find it stale", async () => {
    let renders = 0;
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const cached = createPageCache([() => Promise.resolve("v1")]);
    const app = new Hono<AppEnv>();
    app.use(requestContext());
    app.get(
      "/page",
      cached([], async () => {
        renders++;
        if (renders > 1) await slow;
        return new Response(`<p>render ${renders}</p>`, { headers: { "content-type": "text/html" } });
      }),
    );
    const { env, background, ctx } = workerRequestArgs();

    expect(await (await app.request("/page", {}, env, ctx)).text()).toBe("<p>render 1</p>");
    await Promise.all(background.splice(0));
    // The stored copy (in the Cache API and in the isolate's memory) ages past its freshness.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + (PAGE_TTL_SECONDS + 5) * 1000);
    const stale = await Promise.all(Array.from({ length: 10 }, async () => app.request("/page", {}, env, ctx)));
    expect(stale.map((r) => r.headers.get("x-cache"))).toEqual(Array(10).fill("STALE"));
    release();
    await Promise.all(background.splice(0));
    expect(renders).toBe(2);
    expect(await (await app.request("/page", {}, env, ctx)).text()).toBe("<p>render 2</p>");
    vi.useRealTimers();
  });

  it("serves a page this isolate stored from memory, without asking the Cache API, the same bytes", async () => {
    let renders = 0;
    const cached = createPageCache([() => Promise.resolve("v-memory")]);
    const app = new Hono<AppEnv>();
    app.use(requestContext());
    app.get(
      "/kept",
      cached([], () =>
        Promise.resolve(new Response(`<p>kept ${++renders}</p>`, { headers: { "content-type": "text/html" } })),
      ),
    );
    const { env, background, ctx } = workerRequestArgs();
    const first = await app.request("/kept", {}, env, ctx);
    expect(await first.text()).toBe("<p>kept 1</p>");
    await Promise.all(background.splice(0));
    const asked = fakeCache.match;
    fakeCache.match = () => Promise.reject(new Error("the Cache API was asked"));
    try {
      const hit = await app.request("/kept", {}, env, ctx);
      expect(hit.headers.get("x-cache")).toBe("HIT");
      expect(hit.headers.get("etag")).toBe(first.headers.get("etag"));
      expect(await hit.text()).toBe("<p>kept 1</p>");
    } finally {
      fakeCache.match = asked;
    }
    expect(renders).toBe(1);
  });
});
