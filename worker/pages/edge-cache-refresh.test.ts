/**
 * Stale-while-revalidate in one isolate: many concurrent stale hits of one key start one re-render;
 * the memory front door answers what the app would, and leaves everything else to it.
 * The Cache API and HTMLRewriter are Workers platform APIs, faked here in memory; the page cache
 * itself is the real one.
 */
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Env } from "../config/env";
import { requestContext, type AppEnv } from "../context";
import { securityHeaderLists } from "../http/security";
import { SESSION_COOKIE } from "../../schema/constants";
import {
  cacheKey,
  createMemoryFrontDoor,
  createPageCache,
  MEMORY_PAGE_BYTES,
  PAGE_TTL_SECONDS,
  type VersionSource,
} from "./edge-cache";

/** A version source that always answers `value`, with or without I/O. */
const fixedVersion = (value: string): VersionSource => ({ read: () => Promise.resolve(value), peek: () => value });

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
    const cached = createPageCache([fixedVersion("v1")]);
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
    const cached = createPageCache([fixedVersion("v-memory")]);
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

  it("lets the memory front door answer a kept page as the app would, and nothing it cannot vouch for", async () => {
    let renders = 0;
    let version = "v-front";
    let known: string | undefined = version;
    const source: VersionSource = { read: () => Promise.resolve(version), peek: () => known };
    const cached = createPageCache([source]);
    const listFor = securityHeaderLists();
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      await next();
      for (const [name, value] of listFor(c.req.path)) c.res.headers.set(name, value);
    });
    app.use(requestContext());
    app.get(
      "/front",
      cached(["sort"], () =>
        Promise.resolve(
          new Response(`<p>front ${++renders}</p>`, { headers: { "content-type": "text/html", vary: "Accept" } }),
        ),
      ),
    );
    const frontDoor = createMemoryFrontDoor([source], listFor);
    const { env, background, ctx } = workerRequestArgs();
    const url = "http://shop.test/front?sort=new&utm_source=a";

    // Nothing kept yet: the app renders, stores, and names the URL for the front door.
    expect(frontDoor(new Request(url), env)).toBeNull();
    const miss = await app.request(url, {}, env, ctx);
    expect(miss.headers.get("x-cache")).toBe("MISS");
    await Promise.all(background.splice(0));
    // The same page under another URL is the app's to answer first (a HIT from memory)…
    const other = "http://shop.test/front?utm_source=b&sort=new";
    expect(frontDoor(new Request(other), env)).toBeNull();
    const appHit = await app.request(other, {}, env, ctx);
    expect(appHit.headers.get("x-cache")).toBe("HIT");

    // …then the front door answers both URLs: the same bytes and the same headers as the app's hit.
    const hit = frontDoor(new Request(other), env)!;
    expect(hit).not.toBeNull();
    expect(await hit.text()).toBe("<p>front 1</p>");
    const names = (r: Response) => [...r.headers.keys()].filter((n) => n !== "x-request-id").sort();
    expect(names(hit)).toEqual(names(appHit));
    // The two cache lifetimes count down from the render: a second may tick between the two answers.
    const ageing = ["cache-control", "cloudflare-cdn-cache-control"];
    for (const name of names(appHit).filter((n) => !ageing.includes(n)))
      expect(hit.headers.get(name), name).toBe(appHit.headers.get(name));
    expect(hit.headers.get("cache-control")).toMatch(
      /^public, max-age=0, s-maxage=(29\d|300), stale-while-revalidate=3600$/,
    );
    expect(hit.headers.get("cloudflare-cdn-cache-control")).toMatch(
      /^public, max-age=(29\d|300), stale-while-revalidate=3600, stale-if-error=0$/,
    );
    expect(hit.headers.get("x-request-id")).toMatch(/\S/);
    expect(hit.headers.get("x-rendered-at")).toBeNull();
    expect(frontDoor(new Request(url), env)?.status).toBe(200);
    // A browser's revalidation with the copy it has: 304 with the validator.
    const revalidated = frontDoor(new Request(url, { headers: { "if-none-match": miss.headers.get("etag")! } }), env)!;
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("etag")).toBe(miss.headers.get("etag"));
    expect(revalidated.headers.get("content-security-policy")).toBe(appHit.headers.get("content-security-policy"));

    // Never for credentials, another method, the page cache switched off, the shop in maintenance.
    expect(frontDoor(new Request(url, { headers: { cookie: `${SESSION_COOKIE}=t0k3n` } }), env)).toBeNull();
    expect(frontDoor(new Request(url, { headers: { authorization: "Bearer t0k3n" } }), env)).toBeNull();
    expect(frontDoor(new Request(url, { method: "POST" }), env)).toBeNull();
    expect(frontDoor(new Request(url), { ...env, PAGE_CACHE: "off" })).toBeNull();
    expect(frontDoor(new Request(url), { ...env, MAINTENANCE_MODE: "on" })).toBeNull();
    // Nor while a version source cannot vouch for its part without I/O, or has moved on.
    known = undefined;
    expect(frontDoor(new Request(url), env)).toBeNull();
    version = known = "v-front-2";
    expect(frontDoor(new Request(url), env)).toBeNull();
    version = known = "v-front";
    expect(frontDoor(new Request(url), env)).not.toBeNull();
    // Nor for a stale copy: the app serves it stale and re-renders.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + (PAGE_TTL_SECONDS + 5) * 1000);
      expect(frontDoor(new Request(url), env)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
    expect(renders).toBe(1);
  });

  it("keeps a page many ask for in memory however many others are rendered once beside it", async () => {
    const source = fixedVersion("v-lru");
    const cached = createPageCache([source]);
    const listFor = securityHeaderLists();
    const frontDoor = createMemoryFrontDoor([source], listFor);
    // Pages of a sixteenth of the memory: sixteen fill it.
    const filler = "x".repeat(MEMORY_PAGE_BYTES / 16);
    const rendered: string[] = [];
    const app = new Hono<AppEnv>();
    app.use(requestContext());
    app.get(
      "/lru/:name",
      cached([], (c) => {
        const name = c.req.param("name") ?? "";
        rendered.push(name);
        return Promise.resolve(new Response(`<p>${name}</p>${filler}`));
      }),
    );
    const { env, background, ctx } = workerRequestArgs();
    const render = async (name: string) => {
      expect((await app.request(`http://shop.test/lru/${name}`, {}, env, ctx)).headers.get("x-cache")).toBe("MISS");
      await Promise.all(background.splice(0));
    };
    const hot = new Request("http://shop.test/lru/hot");
    await render("hot");
    expect(frontDoor(hot, env)?.status).toBe(200);

    // Forty pages rendered once, the hot one asked for between them: it is never the one forgotten.
    for (let i = 0; i < 40; i++) {
      await render(`once-${i}`);
      expect(frontDoor(hot, env)?.status, `after ${i + 1} others`).toBe(200);
    }
    // Forty more while nobody asks for it: memory lets it go, the Cache API still has it…
    for (let i = 40; i < 80; i++) await render(`once-${i}`);
    expect(frontDoor(hot, env)).toBeNull();
    const fromCache = await app.request(hot.url, {}, env, ctx);
    expect(fromCache.headers.get("x-cache")).toBe("HIT");
    expect(await fromCache.text()).toBe(`<p>hot</p>${filler}`);
    // …and the hit keeps it in memory again: the front door answers it, the same bytes, no render.
    const again = frontDoor(hot, env)!;
    expect(again?.status).toBe(200);
    expect(again.headers.get("etag")).toBe(fromCache.headers.get("etag"));
    expect(await again.text()).toBe(`<p>hot</p>${filler}`);
    expect(rendered.filter((name) => name === "hot")).toHaveLength(1);
  });

  it("renders a page again when its copy in the Cache API cannot be read whole", async () => {
    const source = fixedVersion("v-broken");
    const cached = createPageCache([source]);
    const app = new Hono<AppEnv>();
    app.use(requestContext());
    app.get(
      "/broken",
      cached([], () => Promise.resolve(new Response("<p>rendered</p>"))),
    );
    const url = "http://shop.test/broken";
    const failing = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("<p>half"));
        controller.error(new Error("the cache lost the rest"));
      },
    });
    store.set(
      cacheKey(new URL(url), ["v-broken"], [], false),
      new Response(failing, { headers: { etag: '"old"', "x-rendered-at": String(Date.now()) } }),
    );
    const { env, background, ctx } = workerRequestArgs();
    const response = await app.request(url, {}, env, ctx);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-cache")).toBe("MISS");
    expect(await response.text()).toBe("<p>rendered</p>");
    await Promise.all(background.splice(0));
  });
});
