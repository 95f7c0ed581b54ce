/**
 * The CMS through the worker in Miniflare against the real test libSQL server (seeded with the demo
 * content by the global setup): the content API, the operator API behind the admin token, schema
 * refusals naming the field, drafts invisible without a preview token, and publishing reaching the
 * cached pages at once. Stories written here use slugs of their own (the database is shared).
 */
import { describe, expect, it } from "vitest";
import { withWorker } from "../../test/support/worker";

export const ADMIN_TOKEN = "test-content-admin-token-0123456789abcdef";
const worker = withWorker({ bindings: { CONTENT_ADMIN_TOKEN: ADMIN_TOKEN } });
const run = Math.random().toString(36).slice(2, 8);

type Json = {
  code: number;
  result: Record<string, unknown> & { errorMessage?: string; fields?: Record<string, string> };
};

async function call(method: string, path: string, body?: unknown, token: string | null = ADMIN_TOKEN) {
  const response = await worker.fetch(path, {
    method,
    headers: {
      ...(body !== undefined ? { "Content-Type": "application/json" } : {}),
      ...(token ? { "X-Admin-Token": token } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

const page = (title: string, body: unknown[] = []) => ({ component: "page", title, body });
const text = (value: string) => ({ component: "rich_text", text: value });

async function createPage(slug: string, content: unknown, publish = true) {
  const res = await call("POST", "/api/content/admin/stories", {
    store: "nl",
    fullSlug: slug,
    name: slug,
    content,
    publish,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result.uuid as string;
}

describe("content API (SPEC §7)", () => {
  it("answers a published story by full slug and by uuid, and 404 for an unknown slug", async () => {
    const res = await worker.fetch("/api/content/story/about?storeCode=de");
    expect(res.status).toBe(200);
    const story = ((await res.json()) as { result: { uuid: string; full_slug: string; content: { title: string } } })
      .result;
    expect(story.full_slug).toBe("about");
    expect(story.content.title).toBe("Über Atelier Noord");
    const byUuid = await worker.fetch(`/api/content/get-by-uuid?uuid=${story.uuid}`);
    expect(((await byUuid.json()) as { result: { full_slug: string } }).result.full_slug).toBe("about");
    expect((await worker.fetch("/api/content/story/no-such-page")).status).toBe(404);
  });

  it("answers the config story with menu, footer, usps and theme flags", async () => {
    const res = await worker.fetch("/api/content/config", { headers: { "x-vs-store-code": "en" } });
    const config = ((await res.json()) as { result: { content: Record<string, unknown> } }).result.content;
    expect((config.menu as { name: string }[]).map((m) => m.name)).toEqual([
      "Women",
      "Men",
      "Accessories",
      "Journal",
      "Stores",
    ]);
    expect((config.usps as { label: string }[])[0]!.label).toBe("Free returns within 30 days");
    expect(config.theme).toEqual({ transparentHeader: true });
  });

  it("lists the blog: size 6 and offset 0 by default, result.total and result.stories, per category", async () => {
    const all = await worker.fetch("/api/content/blog?storeCode=en&slug=blog");
    const page1 = (
      (await all.json()) as { result: { total: number; stories: { full_slug: string; content: { date: string } }[] } }
    ).result;
    expect(page1.total).toBeGreaterThanOrEqual(6);
    expect(page1.stories).toHaveLength(6);
    const dates = page1.stories.map((s) => s.content.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const care = await worker.fetch("/api/content/blog?slug=blog/care&size=2&offset=1", {
      headers: { "x-vs-store-code": "de" },
    });
    const carePage = (
      (await care.json()) as { result: { total: number; stories: { content: { category: string } }[] } }
    ).result;
    expect(carePage.total).toBe(3);
    expect(carePage.stories).toHaveLength(2);
    expect(carePage.stories.every((s) => s.content.category === "blog/care")).toBe(true);
    expect((await worker.fetch("/api/content/blog?size=0")).status).toBe(400);
  });
});

describe("operator API (admin token)", () => {
  it("refuses calls without the admin token, or with a customer's bearer token", async () => {
    expect((await call("GET", "/api/content/admin/stories", undefined, null)).status).toBe(401);
    expect(
      (await call("GET", "/api/content/admin/stories", undefined, "wrong-token-wrong-token-wrong-token")).status,
    ).toBe(401);
    const bearer = await worker.fetch("/api/content/admin/stories", {
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(bearer.status).toBe(401);
    const list = await call("GET", "/api/content/admin/stories?store=de");
    expect(list.status).toBe(200);
    expect((list.body.result as unknown as { fullSlug: string }[]).map((s) => s.fullSlug)).toContain("impressum");
  });

  it("refuses bad component data, naming the field, and keeps the previous version", async () => {
    const slug = `test-${run}-schema`;
    const uuid = await createPage(slug, page("Schema test", [text("Version one")]));
    const bad = await call("PUT", `/api/content/admin/stories/${uuid}`, {
      store: "nl",
      fullSlug: slug,
      name: slug,
      content: page("Schema test", [
        { component: "image_tile", title: "", desktopImage: { filename: "javascript:alert(1)" } },
        {
          component: "banner",
          title: "Hi",
          image: { filename: "/demo/coat/coat-camel-front.jpg" },
          buttons: [{ label: "Go", url: "javascript:alert(1)" }],
        },
      ]),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.result.fields).toMatchObject({
      "content.body.0.title": "is required",
      "content.body.0.desktopImage.filename": expect.stringContaining("media path") as string,
      "content.body.1.buttons.0.url": expect.stringContaining("must be a path") as string,
    });
    expect(bad.body.result.errorMessage).toContain("content.body.0.title");
    const kept = await call("GET", `/api/content/admin/stories/${uuid}`);
    expect(JSON.stringify(kept.body.result.draft)).toContain("Version one");
    const wrongRoot = await call("POST", "/api/content/admin/stories", {
      store: "nl",
      fullSlug: `${slug}-x`,
      name: "x",
      content: { component: "banner" },
    });
    expect(wrongRoot.status).toBe(400);
    expect(wrongRoot.body.result.fields).toHaveProperty(["content.component"]);
  });

  it("refuses oversized or malformed story JSON with a clear error", async () => {
    const slug = `test-${run}-size`;
    const uuid = await createPage(slug, page("Size test", [text("Small")]));
    // Over the story limit (60,000 bytes) but within the API's body limit (64 KB), so the worker reads
    // the whole body and the story check answers (a body past 64 KB is refused before it is read,
    // and the client may still be sending it).
    const big = page(
      "Size test",
      Array.from({ length: 4 }, () => text("x".repeat(15_500))),
    );
    const tooLarge = await call("PUT", `/api/content/admin/stories/${uuid}`, {
      store: "nl",
      fullSlug: slug,
      name: slug,
      content: big,
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.result.errorMessage).toMatch(/^Story content is too large/);
    const malformed = await worker.fetch(`/api/content/admin/stories/${uuid}`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", "X-Admin-Token": ADMIN_TOKEN },
      body: '{"store":"nl","fullSlug":"x","content":{',
    });
    expect(malformed.status).toBe(400);
    const kept = await call("GET", `/api/content/admin/stories/${uuid}`);
    expect(JSON.stringify(kept.body.result.draft)).toContain("Small");
  });

  it("keeps blocks of unknown type with a warning; the page renders the rest", async () => {
    const slug = `test-${run}-unknown`;
    const res = await call("POST", "/api/content/admin/stories", {
      store: "nl",
      fullSlug: slug,
      name: slug,
      publish: true,
      content: page("Unknown block", [
        text("Before the unknown block"),
        { component: "hologram", beam: 3 },
        text("After the unknown block"),
      ]),
    });
    expect(res.status).toBe(200);
    expect(res.body.result.warnings).toEqual([
      expect.stringContaining('Unknown component "hologram" at content.body.1'),
    ]);
    const html = await (await worker.fetch(`/${slug}`)).text();
    expect(html).toContain("Before the unknown block");
    expect(html).toContain("After the unknown block");
    expect(html).not.toContain("hologram");
  });

  it("issues the component schemas as JSON Schema for the content screen", async () => {
    const res = await call("GET", "/api/content/admin/schemas");
    const tile = (res.body.result as Record<string, { properties: Record<string, { default?: unknown }> }>).image_tile!;
    expect(tile.properties.textAlignment!.default).toBe("bottom-left");
    expect(tile.properties.headingLevel!.default).toBe(2);
  });
});

describe("drafts and publishing", () => {
  it("never shows a draft without a valid preview token; the preview shows it", async () => {
    const slug = `test-${run}-draft`;
    const uuid = await createPage(slug, page("Draft test", [text("Only the editor sees this draft")]), false);
    expect((await worker.fetch(`/${slug}`)).status).toBe(404);
    expect((await worker.fetch(`/api/content/story/${slug}`)).status).toBe(404);
    expect((await worker.fetch(`/api/content/draft?id=${uuid}`)).status).toBe(401);
    const forged = `spaceId=atelier-noord&timestamp=${Math.floor(Date.now() / 1000)}&token=${"0".repeat(64)}`;
    expect((await worker.fetch(`/api/content/draft?id=${uuid}&${forged}`)).status).toBe(401);
    expect((await worker.fetch(`/api/content/validate-editor?${forged}`)).status).toBe(401);
    expect((await worker.fetch(`/editor/story?id=${uuid}&${forged}`)).status).toBe(401);

    const token = (await call("GET", "/api/content/admin/preview-token")).body.result as unknown as Record<
      string,
      string
    >;
    const query = new URLSearchParams(token).toString();
    expect((await worker.fetch(`/api/content/validate-editor?${query}`)).status).toBe(200);
    const draft = await worker.fetch(`/api/content/draft?id=${uuid}&${query}`);
    expect(draft.status).toBe(200);
    expect(draft.headers.get("cache-control")).toBe("no-store");
    const preview = await worker.fetch(`/editor/story?id=${uuid}&${query}`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("cache-control")).toBe("no-store");
    const html = await preview.text();
    expect(html).toContain("Only the editor sees this draft");
    expect(html).toContain('name="robots" content="noindex"');
    // The anonymous page still does not exist.
    expect((await worker.fetch(`/${slug}`)).status).toBe(404);
  });

  it("shows a published change at once (the cached page's key changes), and unpublishing removes it", async () => {
    const slug = `test-${run}-publish`;
    const uuid = await createPage(slug, page("Publish test", [text("First published words")]));
    const first = await worker.fetch(`/${slug}`);
    expect(await first.text()).toContain("First published words");
    const again = await worker.fetch(`/${slug}`);
    expect(again.headers.get("x-cache")).toBe("HIT");
    await again.text();

    const update = await call("PUT", `/api/content/admin/stories/${uuid}`, {
      store: "nl",
      fullSlug: slug,
      name: slug,
      content: page("Publish test", [text("Second published words")]),
    });
    expect(update.status).toBe(200);
    expect(await (await worker.fetch(`/${slug}`)).text()).toContain("First published words");
    expect((await call("POST", `/api/content/admin/stories/${uuid}/publish`)).status).toBe(200);
    const after = await (await worker.fetch(`/${slug}`)).text();
    expect(after).toContain("Second published words");
    expect(after).not.toContain("First published words");

    expect((await call("POST", `/api/content/admin/stories/${uuid}/unpublish`)).status).toBe(200);
    expect((await worker.fetch(`/${slug}`)).status).toBe(404);
  });

  it("imports stories all or nothing", async () => {
    const slug = `test-${run}-import`;
    const refused = await call("POST", "/api/content/admin/import", {
      stories: [
        { store: "en", fullSlug: slug, name: "ok", content: page("Imported", [text("Imported words")]) },
        { store: "en", fullSlug: `${slug}-2`, name: "bad", content: page("") },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.result.fields).toHaveProperty(["stories.1.content.title"]);
    expect((await worker.fetch(`/en/${slug}`)).status).toBe(404);
    const ok = await call("POST", "/api/content/admin/import", {
      stories: [{ store: "en", fullSlug: slug, name: "ok", content: page("Imported", [text("Imported words")]) }],
    });
    expect(ok.status).toBe(200);
    expect(await (await worker.fetch(`/en/${slug}`)).text()).toContain("Imported words");
  });
});

describe("redirects (unknown-URL step 4)", () => {
  it("answers a path from the redirect table with its status, after products, categories and stories", async () => {
    const from = `/old-${run}/winter-sale`;
    const put = await call("PUT", "/api/content/admin/redirects", {
      store: "de",
      requestPath: from,
      target: "/damen/jacken",
      status: 301,
    });
    expect(put.status).toBe(200);
    const res = await worker.fetch(`/de${from}`);
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/de/damen/jacken");
    await call("PUT", "/api/content/admin/redirects", {
      store: "de",
      requestPath: from,
      target: "/damen",
      status: 302,
    });
    const moved = await worker.fetch(`/de${from}/`);
    expect(moved.status).toBe(302);
    expect(moved.headers.get("location")).toBe("/de/damen");
    // Other store views have their own table.
    expect((await worker.fetch(from)).status).toBe(404);
    const self = await call("PUT", "/api/content/admin/redirects", { store: "de", requestPath: "/a", target: "/a" });
    expect(self.status).toBe(400);
    expect((await call("DELETE", "/api/content/admin/redirects", { store: "de", requestPath: from })).status).toBe(200);
    expect((await worker.fetch(`/de${from}`)).status).toBe(404);
  });
});
