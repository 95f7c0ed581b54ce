import { describe, expect, it } from "vitest";
import { BARE_WORKER, MEMORY_CACHE_WORKER, plainWorkerdConfig, type PlainWorkerdConfig } from "./workerd-plain";

const base: PlainWorkerdConfig = {
  bundleDir: "/repo/dist/worker",
  modules: ["index.js", "chunk.wasm"],
  assetsDir: "/repo/dist/client",
  helperDir: "/tmp/bench/workerd",
  compatibilityDate: "2026-04-20",
  compatibilityFlags: ["nodejs_compat"],
  bindings: { LIBSQL_URL: "http://127.0.0.1:9000", LOG_LEVEL: "warn" },
  ports: { storefront: 8001, uncached: 8002, bare: 8003 },
};

interface CacheWorker {
  fetch(request: Request): Promise<Response>;
}

async function cacheWorker(): Promise<CacheWorker> {
  const module = (await import(`data:text/javascript,${encodeURIComponent(MEMORY_CACHE_WORKER)}`)) as {
    default: CacheWorker;
  };
  return module.default;
}

const message = (status: string, headers: string[], body: string) =>
  `HTTP/1.1 ${status}\r\n${headers.join("\r\n")}\r\n\r\n${body}`;

describe("plainWorkerdConfig", () => {
  it("wires the storefront twice (page cache on and off), the bare floor, the cache service and the assets", () => {
    const config = plainWorkerdConfig(base);
    expect(config).toContain('(name = "index.js", esModule = embed "../../../repo/dist/worker/index.js")');
    expect(config).toContain('(name = "chunk.wasm", wasm = embed "../../../repo/dist/worker/chunk.wasm")');
    expect(config).toContain('(name = "assets", disk = (path = "/repo/dist/client", writable = false))');
    expect(config).toContain('address = "127.0.0.1:8002", http = (), service = "storefront-uncached"');
    expect(config).toContain('address = "127.0.0.1:8003", http = (), service = "bare"');
    expect(config.match(/cacheApiOutbound = "page-cache"/g)).toHaveLength(2);
    expect(config).toContain('(name = "PAGE_CACHE", text = "on")');
    expect(config).toContain('(name = "PAGE_CACHE", text = "off")');
    expect(config.match(/\(name = "LIBSQL_URL", text = "http:\/\/127.0.0.1:9000"\)/g)).toHaveLength(2);
    expect(config).toContain('compatibilityFlags = ["nodejs_compat"]');
    expect(config).toContain('allow = ["public", "private", "local"]');
  });

  it("the cold-start config has only the storefront socket", () => {
    const config = plainWorkerdConfig({ ...base, ports: { storefront: 8001 } });
    expect(config).not.toContain("storefront-uncached");
    expect(config).not.toContain('service = "bare"');
    expect(config.match(/address = /g)).toHaveLength(1);
  });

  it("the bare worker answers ok", async () => {
    const module = (await import(`data:text/javascript,${encodeURIComponent(BARE_WORKER)}`)) as {
      default: { fetch(): Response };
    };
    expect(await module.default.fetch().text()).toBe("ok");
  });
});

describe("the in-memory cache service", () => {
  it("stores what a shared cache may store and answers HIT, else MISS", async () => {
    const cache = await cacheWorker();
    const key = "https://page-cache.invalid/a";
    const miss = await cache.fetch(new Request(key));
    expect(miss.status).toBe(504);
    expect(miss.headers.get("cf-cache-status")).toBe("MISS");

    const put = await cache.fetch(
      new Request(key, {
        method: "PUT",
        body: message("200 OK", ["Content-Type: text/html", "Cache-Control: public, max-age=3900"], "<p>é</p>"),
      }),
    );
    expect(put.status).toBe(204);
    const hit = await cache.fetch(new Request(key));
    expect(hit.status).toBe(200);
    expect(hit.headers.get("cf-cache-status")).toBe("HIT");
    expect(hit.headers.get("content-type")).toBe("text/html");
    expect(await hit.text()).toBe("<p>é</p>");

    expect((await cache.fetch(new Request(key, { method: "PURGE" }))).status).toBe(200);
    expect((await cache.fetch(new Request(key))).status).toBe(504);
  });

  it("refuses private, no-store, Set-Cookie and responses without a lifetime", async () => {
    const cache = await cacheWorker();
    for (const headers of [
      ["Cache-Control: private, max-age=60"],
      ["Cache-Control: no-store"],
      ["Cache-Control: max-age=60", "Set-Cookie: a=b"],
      ["Content-Type: text/plain"],
    ]) {
      const key = `https://page-cache.invalid/${headers.join()}`;
      const put = await cache.fetch(new Request(key, { method: "PUT", body: message("200 OK", headers, "x") }));
      expect(put.status).toBe(413);
      expect((await cache.fetch(new Request(key))).status).toBe(504);
    }
  });
});
