/** Product shards are read on demand and kept in the isolate once loaded, never shared while loading. */
import { describe, expect, it } from "vitest";
import { CatalogUnavailableError } from "./asset-files";
import { getProduct } from "./shard-files";

describe("product shards", () => {
  /** A catalogue of one shard, served by a fetcher that counts reads and can be told to fail once. */
  function oneShard() {
    const reads: string[] = [];
    let failNext = false;
    const assets = {
      fetch: (url: string) => {
        reads.push(new URL(url).pathname);
        if (failNext) {
          failNext = false;
          return Promise.resolve(new Response("gone", { status: 404 }));
        }
        const products = [{ sku: "A-1" }, { sku: "A-2" }];
        return Promise.resolve(new Response(JSON.stringify({ products })));
      },
    };
    const catalog = { base: "/catalog/v/x", shards: new Map(), data: { file: { shardCount: 1 } } };
    return {
      reads,
      failOnce: () => (failNext = true),
      product: (sku: string) => getProduct(catalog as never, assets, sku),
    };
  }

  it("shares only a loaded shard: two requests at once read it each, the next one reads nothing", async () => {
    // A read another request started is not awaited (awaiting another request's I/O can cancel this
    // one on Workers: loader.ts, `cached`); once loaded, the shard serves every request.
    const shop = oneShard();
    const [a, b] = await Promise.all([shop.product("A-1"), shop.product("A-2")]);
    expect([a?.sku, b?.sku]).toEqual(["A-1", "A-2"]);
    expect(shop.reads).toHaveLength(2);
    expect((await shop.product("A-2"))?.sku).toBe("A-2");
    expect(shop.reads).toHaveLength(2);
  });

  it("keeps no failed read: the next request reads the shard again", async () => {
    const shop = oneShard();
    shop.failOnce();
    await expect(shop.product("A-1")).rejects.toBeInstanceOf(CatalogUnavailableError);
    expect((await shop.product("A-1"))?.sku).toBe("A-1");
    expect(shop.reads).toEqual(["/catalog/v/x/products/000.json", "/catalog/v/x/products/000.json"]);
  });
});
