import { describe, expect, it } from "vitest";
import { shippedSnapshot } from "../../test/support/snapshot";
import { withWorker } from "../../test/support/worker";
import { SESSION_COOKIE } from "../../schema/constants";
import { productUrlKey } from "../../schema/catalog/files";

const worker = withWorker();
const snapshot = shippedSnapshot();

describe("edge cache", () => {
  it("serves an anonymous catalogue page byte for byte, with headers a CDN can keep it by", async () => {
    const category = snapshot.catalog.categories.find((c) => c.level === 2 && c.isActive)!;
    const path = `/${category.urlPath.nl}?sort=new&utm_source=test`;
    const first = await worker.fetch(path);
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=300, stale-while-revalidate=3600");
    // What the page shows, for purging (pages/cache-tags.ts; cache-purge.test.ts has the rest).
    expect(first.headers.get("cache-tag")).toMatch(
      new RegExp(`^pages,view:nl,category:${category.id}(,product:[^,]+)+$`),
    );
    expect(first.headers.get("etag")).toMatch(/^"[0-9a-f]{24}"$/);
    const firstHtml = await first.text();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = await worker.fetch(`/${category.urlPath.nl}?utm_source=other&sort=new`);
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(second.headers.get("cache-control")).toMatch(
      /^public, max-age=0, s-maxage=(29\d|300), stale-while-revalidate=3600$/,
    );
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(second.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
    // The page's own headers as rendered; the stored copy's bookkeeping stays inside.
    for (const name of ["content-type", "vary", "cache-tag", "x-content-type-options"])
      expect(second.headers.get(name), name).toBe(first.headers.get(name));
    expect(second.headers.get("x-rendered-at")).toBeNull();
    expect(await second.text()).toBe(firstHtml);

    // The same URL again is answered by the memory front door, before the app: the same page and headers.
    const third = await worker.fetch(`/${category.urlPath.nl}?utm_source=other&sort=new`);
    expect(third.headers.get("x-cache")).toBe("HIT");
    const names = (r: Response) => [...r.headers.keys()].filter((n) => !["x-request-id", "date"].includes(n)).sort();
    expect(names(third)).toEqual(names(second));
    // Both cache policies count down the fresh seconds left.
    for (const name of names(second).filter((n) => !n.endsWith("cache-control")))
      expect(third.headers.get(name), name).toBe(second.headers.get(name));
    expect(third.headers.get("x-request-id")).not.toBe(second.headers.get("x-request-id"));
    expect(await third.text()).toBe(firstHtml);

    // A browser asking again with the copy it has hears 304, without a body or a render.
    const again = await worker.fetch(path, { headers: { "if-none-match": first.headers.get("etag")! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const other = await worker.fetch(path, { headers: { "if-none-match": '"0000"' } });
    expect(other.status).toBe(200);
  });

  it("never stores what a logged-in shopper was sent, and never puts their data in the HTML", async () => {
    const product = snapshot.listed.find((p) => p.inStock)!;
    const path = `/p/${product.sku}/${productUrlKey(product, "nl")}?from=logged-in-test`;
    const personal = await worker.fetch(path, {
      headers: {
        cookie: `${SESSION_COOKIE}=s3cr3t-session-token; theme=dark`,
        authorization: "Bearer s3cr3t-user-token",
      },
    });
    expect(personal.status).toBe(200);
    expect(personal.headers.get("x-cache")).toBe("BYPASS");
    expect(personal.headers.get("cache-control")).toBe("private, no-cache");
    const body = await personal.text();
    expect(body).not.toContain("s3cr3t");
    await new Promise((resolve) => setTimeout(resolve, 100));
    const anonymous = await worker.fetch(path);
    expect(anonymous.headers.get("x-cache")).toBe("MISS");
    expect(await anonymous.text()).not.toContain("s3cr3t");
  });
});
