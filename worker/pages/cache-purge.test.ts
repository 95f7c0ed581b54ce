/**
 * Workers Cache tags and purges, through the worker in Miniflare over HTTP: cached answers carry the
 * Cache-Tag of what they show, and every write that changes what visitors see (a story published,
 * unpublished, moved or deleted; a redirect changed; an operator's stock change) purges exactly
 * those tags through the one seam (pages/purge.ts), observed here by the PURGE_OBSERVER binding a
 * recorder answers. Miniflare has no Workers Cache, so the seam's calls are what is checked; the
 * pages themselves show the change at once because the worker's own cache keys move with it.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { shippedSnapshot } from "../../test/support/snapshot";
import { withWorker } from "../../test/support/worker";
import { productUrlKey } from "../../schema/catalog/files";

const ADMIN_TOKEN = "test-content-admin-token-0123456789abcdef";
const purges: string[][] = [];
const worker = withWorker({
  bindings: { CONTENT_ADMIN_TOKEN: ADMIN_TOKEN },
  services: {
    PURGE_OBSERVER: async (request) => {
      purges.push(((await request.json()) as { tags: string[] }).tags);
      return new Response(null, { status: 204 });
    },
  },
});
const snapshot = shippedSnapshot();
const run = Math.random().toString(36).slice(2, 8);

beforeEach(() => {
  purges.length = 0;
});

async function call(method: string, path: string, body?: unknown, token: string | null = ADMIN_TOKEN) {
  const response = await worker.fetch(path, {
    method,
    headers: {
      ...(body !== undefined ? { "Content-Type": "application/json" } : {}),
      ...(token ? { "X-Admin-Token": token } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as { result: Record<string, unknown> } };
}

const tagsOf = (response: Response) => (response.headers.get("cache-tag") ?? "").split(",");
const page = (title: string) => ({ component: "page", title, body: [{ component: "rich_text", text: title }] });

async function createStory(fullSlug: string, publish: boolean, store = "nl") {
  const res = await call("POST", "/api/content/admin/stories", {
    store,
    fullSlug,
    name: fullSlug,
    content: page(`Page ${fullSlug}`),
    publish,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result.uuid as string;
}

describe("cache tags on cached pages", () => {
  it("name the store view, the category and every product tile of a listing, on a miss and on hits", async () => {
    const category = snapshot.catalog.categories.find((c) => c.level === 2 && c.isActive)!;
    const first = await worker.fetch(`/de/${category.urlPath.de}?sort=new`);
    expect(first.status).toBe(200);
    const tags = tagsOf(first);
    expect(tags.slice(0, 2)).toEqual(["pages", "view:de"]);
    expect(tags).toContain(`category:${category.id}`);
    const skus = [...(await first.text()).matchAll(/href="\/de\/p\/([^/"]+)\//g)].map((m) => m[1]!);
    expect(skus.length).toBeGreaterThan(0);
    for (const sku of new Set(skus)) expect(tags).toContain(`product:${sku}`);
    // Workers Cache gets the same freshness as max-age, so it may serve a stale copy while it asks again.
    expect(first.headers.get("cloudflare-cdn-cache-control")).toBe(
      "public, max-age=300, stale-while-revalidate=3600, stale-if-error=0",
    );

    await new Promise((resolve) => setTimeout(resolve, 100));
    for (let i = 0; i < 2; i++) {
      // The app's hit, then the memory front door's: the tags it was rendered with.
      const again = await worker.fetch(`/de/${category.urlPath.de}?sort=new&utm_source=x`);
      expect(again.headers.get("x-cache")).toBe("HIT");
      expect(again.headers.get("cache-tag")).toBe(first.headers.get("cache-tag"));
      expect(again.headers.get("cloudflare-cdn-cache-control")).toMatch(
        /^public, max-age=(29\d|300), stale-while-revalidate=3600, stale-if-error=0$/,
      );
    }
  });

  it("name a product page's product, and a story page's story; a redirect is never kept untagged", async () => {
    const product = snapshot.listed.find((p) => p.inStock)!;
    const productPage = await worker.fetch(`/en/p/${product.sku}/${productUrlKey(product, "en")}`);
    expect(productPage.status).toBe(200);
    // Its own product first, then the products its "Complete the look" shows (worker/recommendations).
    const tags = tagsOf(productPage);
    expect(tags.slice(0, 3)).toEqual(["pages", "view:en", `product:${product.sku}`]);
    expect(tags.slice(3)).toHaveLength(4);
    for (const tag of tags.slice(3)) expect(tag).toMatch(/^product:/);

    const about = await worker.fetch("/de/about");
    expect(about.status).toBe(200);
    expect(tagsOf(about)).toContain("story:de:about");
    const home = await worker.fetch("/");
    expect(tagsOf(home)).toContain("story:nl:home");
    const blog = await worker.fetch("/en/blog");
    expect(tagsOf(blog)).toContain("stories:en");

    // A wrong slug redirects: a cache in front must ask again (no heuristic lifetime) and can purge it.
    const moved = await worker.fetch(`/en/p/${product.sku}/wrong-slug`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get("cache-control")).toBe("no-cache");
    expect(tagsOf(moved)).toContain(`product:${product.sku}`);
  });
});

describe("purges where content changes", () => {
  it("a publish purges the story's page and the story lists, and the page shows at once", async () => {
    const slug = `purge-${run}-a`;
    const before = await worker.fetch(`/${slug}`);
    expect(before.status).toBe(404);
    expect(tagsOf(before)).toContain(`story:nl:${slug}`);

    const uuid = await createStory(slug, false);
    expect(purges).toEqual([]); // A draft changes nothing visitors see.

    expect((await call("POST", `/api/content/admin/stories/${uuid}/publish`)).status).toBe(200);
    expect(purges).toEqual([[`story:nl:${slug}`, "stories:nl"]]);
    const shown = await worker.fetch(`/${slug}`);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain(`Page ${slug}`);
    expect(tagsOf(shown)).toContain(`story:nl:${slug}`);
  });

  it("an unpublish and a delete purge what the story showed; a second unpublish purges nothing", async () => {
    const slug = `purge-${run}-b`;
    const uuid = await createStory(slug, true, "de");
    expect(purges).toEqual([[`story:de:${slug}`, "stories:de"]]);
    expect((await worker.fetch(`/de/${slug}`)).status).toBe(200);

    purges.length = 0;
    expect((await call("POST", `/api/content/admin/stories/${uuid}/unpublish`)).status).toBe(200);
    expect(purges).toEqual([[`story:de:${slug}`, "stories:de"]]);
    expect((await worker.fetch(`/de/${slug}`)).status).toBe(404);

    purges.length = 0;
    expect((await call("POST", `/api/content/admin/stories/${uuid}/unpublish`)).status).toBe(200);
    expect(purges).toEqual([]);
    expect((await call("DELETE", `/api/content/admin/stories/${uuid}`)).status).toBe(200);
    expect(purges).toEqual([]); // It was not on the site any more.
    expect((await call("POST", `/api/content/admin/stories/${uuid}/publish`)).status).toBe(404);
    expect(purges).toEqual([]);
  });

  it("moving a published story purges its old and its new path; editing a draft purges nothing", async () => {
    const slug = `purge-${run}-c`;
    const uuid = await createStory(slug, true);
    purges.length = 0;
    const edit = (fullSlug: string) =>
      call("PUT", `/api/content/admin/stories/${uuid}`, {
        store: "nl",
        fullSlug,
        name: fullSlug,
        content: page(`Draft ${fullSlug}`),
      });
    expect((await edit(slug)).status).toBe(200);
    expect(purges).toEqual([]);
    expect((await edit(`${slug}-moved`)).status).toBe(200);
    expect(purges).toEqual([[`story:nl:${slug}`, "stories:nl", `story:nl:${slug}-moved`]]);
  });

  it("publishing the config story purges every page of its store view", async () => {
    const config = await worker.fetch("/api/content/story/config?storeCode=en");
    const uuid = ((await config.json()) as { result: { uuid: string } }).result.uuid;
    expect((await call("POST", `/api/content/admin/stories/${uuid}/publish`)).status).toBe(200);
    expect(purges).toEqual([["view:en"]]);
  });

  it("an import that publishes many stories purges every page in one call", async () => {
    const stories = Array.from({ length: 35 }, (_, i) => ({
      store: "en",
      fullSlug: `purge-${run}-import-${i}`,
      name: `Import ${i}`,
      content: page(`Import ${i}`),
    }));
    expect((await call("POST", "/api/content/admin/import", { stories })).status).toBe(200);
    expect(purges).toEqual([["pages"]]);
    purges.length = 0;
    expect(
      (await call("POST", "/api/content/admin/import", { stories: stories.slice(0, 2), publish: false })).status,
    ).toBe(200);
    expect(purges).toEqual([]);
  });

  it("a redirect changed or removed purges the answer at its path", async () => {
    const from = `/purge-${run}-old`;
    const put = await call("PUT", "/api/content/admin/redirects", {
      store: "de",
      requestPath: from,
      target: "/about",
      status: 301,
    });
    expect(put.status).toBe(200);
    const tag = `redirect:de:/purge-${run}-old`;
    expect(purges).toEqual([[tag]]);
    // The redirect answers with that tag, with and without the trailing slash.
    for (const path of [`/de${from}`, `/de${from}/`]) {
      const answer = await worker.fetch(path);
      expect(answer.status, path).toBe(301);
      expect(tagsOf(answer), path).toContain(tag);
      expect(answer.headers.get("cache-control")).toBe("no-cache");
    }
    purges.length = 0;
    expect((await call("DELETE", "/api/content/admin/redirects", { store: "de", requestPath: from })).status).toBe(200);
    expect(purges).toEqual([[tag]]);
    expect((await worker.fetch(`/de${from}`)).status).toBe(404);
  });

  it("an operator's stock change purges the pages of the products it names; variants name their product", async () => {
    const product = snapshot.find((p) => p.children.length >= 2 && p.status === 1);
    const simple = snapshot.listed.find((p) => p.sku !== product.sku)!;
    const res = await call("POST", "/api/content/admin/purge-products", {
      skus: [product.children[0]!.sku, product.children[1]!.sku, simple.sku],
    });
    expect(res.status).toBe(200);
    expect(res.body.result.products).toEqual([product.sku, simple.sku]);
    expect(purges).toEqual([[`product:${product.sku}`, `product:${simple.sku}`]]);
  });

  it("refuses a purge without the admin token or with a bad body, and purges nothing", async () => {
    expect((await call("POST", "/api/content/admin/purge-products", { skus: ["x"] }, null)).status).toBe(401);
    expect((await call("POST", "/api/content/admin/purge-products", { skus: ["x"] }, "forged-token")).status).toBe(401);
    expect((await call("POST", "/api/content/admin/purge-products", { skus: [] })).status).toBe(400);
    expect((await call("POST", "/api/content/admin/purge-products", { skus: ["x"], tags: ["pages"] })).status).toBe(
      400,
    );
    const tooMany = Array.from({ length: 101 }, (_, i) => `sku-${i}`);
    expect((await call("POST", "/api/content/admin/purge-products", { skus: tooMany })).status).toBe(400);
    expect(purges).toEqual([]);
  });
});
