/**
 * Offline and installable (issue 33) in Chromium against the built worker: the service worker and
 * web app manifest as served, Chromium's installability check, browsing offline (a page seen before
 * comes from the offline copy; one never seen shows the SPEC's message and goes home), an add to bag
 * made offline and replayed exactly once when the browser is online again, personal answers never
 * in the service worker's caches, and an update with the tab open (the "new version" notice).
 */
import { axeBuilder } from "./support/axe";
import type { Page } from "playwright-core";
import { createClient } from "@libsql/client";
import { afterAll, describe, expect, inject, it } from "vitest";
import { shippedSnapshot } from "../test/support/snapshot";
import { screenshot, waitForHydration, withBrowser } from "./support/fixtures";

const { open, worker } = withBrowser({ serviceWorker: true });
const db = createClient({ url: inject("libsqlUrl") });
afterAll(() => db.close());
const snapshot = shippedSnapshot();
/** Two simple products in stock, from the middle of the list (other journeys take the ends). */
const simples = snapshot.listed
  .filter((p) => p.type === "simple" && p.status === 1 && p.inStock)
  .slice(40, 42)
  .map((p) => snapshot.product(p.sku)) as [ReturnType<typeof snapshot.product>, ReturnType<typeof snapshot.product>];

/** A listed configurable product in stock with nothing to choose but its size. */
const product = snapshot.find((p) => {
  const summary = snapshot.listed.find((s) => s.sku === p.sku);
  const inStock = p.children.filter((c) => c.status === 1 && c.stock.isInStock && c.stock.qty > 5);
  return p.type === "configurable" && summary?.inStock === true && inStock.length >= 2 && p.customOptions.length === 0;
});
const productPath = `/en/p/${encodeURIComponent(product.sku)}/${encodeURIComponent(product.urlKey.en)}`;
const category = snapshot.catalog.categories.find((c) => c.level === 2)!;
const categoryPath = `/en/${category.urlPath.en}`;
const OFFLINE_MESSAGE = "The product, category or CMS page is not available in Offline mode. Redirecting to Home.";

/** Waits until the service worker controls the page (registered after load and idle, precache done). */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
}

/** Every URL the service worker's caches hold (precache and runtime), read in the page. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(`${name} ${new URL(request.url).pathname}`);
    }
    return urls;
  });
}

/** The sync tasks in IndexedDB. */
function queuedTasks(page: Page): Promise<{ url: string; transmited: boolean }[]> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const request = indexedDB.open("an-offline", 1);
        request.onupgradeneeded = () => request.result.createObjectStore("sync_tasks", { keyPath: "task_id" });
        request.onerror = () => reject(new Error("no database"));
        request.onsuccess = () => {
          const all = request.result.transaction("sync_tasks").objectStore("sync_tasks").getAll();
          all.onsuccess = () => resolve(all.result as { url: string; transmited: boolean }[]);
        };
      }),
  );
}

describe("offline and installable", () => {
  it("serves the service worker, revalidated, and a web app manifest with icons and theme colour", async () => {
    const html = await (await worker.fetch("/en/")).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
    const css = /href="(\/assets\/styles-[^"]+\.css)"/.exec(html)![1]!;

    const sw = await worker.fetch("/service-worker.js");
    expect(sw.status).toBe(200);
    expect(sw.headers.get("cache-control")).toBe("no-cache");
    expect(sw.headers.get("content-type")).toMatch(/javascript/);
    const code = await sw.text();
    // The precache list names the page's own stylesheet with a revision.
    expect(code).toMatch(new RegExp(`url:"${css.replace(/[.]/g, "\\.")}",revision:"[0-9a-f]{16}"`));

    const res = await worker.fetch("/manifest.webmanifest");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    const manifest = (await res.json()) as Record<string, any>;
    expect(manifest).toMatchObject({
      name: "Atelier Noord",
      start_url: "/",
      display: "standalone",
      theme_color: "#f7f4ef",
    });
    const sizes = manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`);
    expect(sizes).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
    for (const icon of manifest.icons as { src: string }[]) {
      const image = await worker.fetch(icon.src);
      expect(image.status, icon.src).toBe(200);
      expect(image.headers.get("content-type")).toBe("image/png");
    }
  });

  it("is installable, browses the offline copy, and sends a page it never kept home with the SPEC's message", async () => {
    // The home as the shop links it (logo, tab bar, the offline page's OK): /en.
    const { page, context, problems } = await open("/en", { width: 375 });
    await controlled(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
      installabilityErrors: { errorId: string }[];
    };
    // Test browser contexts are incognito, which Chromium never offers to install from; nothing else may be missing.
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== "in-incognito")).toEqual([]);

    // Seen online: the home (reloaded now that the worker controls the page) and a category.
    await page.reload();
    await page.goto(new URL(categoryPath, worker.url()).href);
    const heading = await page.getByRole("heading", { level: 1 }).textContent();

    await context.setOffline(true);
    await page.goto(new URL(categoryPath, worker.url()).href);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(heading);

    // Never seen: the message, then the store view's home.
    await page.goto(new URL(productPath, worker.url()).href);
    const alert = page.getByRole("alert");
    expect(await alert.textContent()).toContain(OFFLINE_MESSAGE);
    expect(await alert.getByRole("link", { name: "OK" }).getAttribute("href")).toBe("/en");
    await screenshot(page, "offline-unavailable-375");
    const axe = await axeBuilder(page).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await page.waitForURL((url) => url.pathname === "/en", { timeout: 10_000 });
    await page.locator("main").first().waitFor();
    expect(await page.locator("[data-offline-page]").count()).toBe(0);
    await context.setOffline(false);
    expect(problems.filter((p) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(p))).toEqual([]);
  });

  it("keeps an add to bag made offline, sends it once when online, reloads the cart, and caches nothing personal", async () => {
    const { page, context } = await open(productPath, { width: 1440 });
    await controlled(page);
    // Seen again with the worker in control: the page is now in the offline copy.
    await page.reload();
    await waitForHydration(page);
    const updates: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && new URL(r.url()).pathname === "/api/cart/update") updates.push(r.url());
    });

    await context.setOffline(true);
    await page.getByRole("button", { name: "Add to bag" }).click();
    const note = page.locator(".notification", { hasText: "You are offline: your bag is saved" });
    await note.waitFor();
    await page.waitForFunction(() => document.querySelector(".site-header .count-badge")?.textContent === "1");
    expect(await queuedTasks(page)).toMatchObject([{ url: "/api/cart/update?cartId={{cartId}}", transmited: false }]);
    expect(updates).toEqual([]);

    // Online: the queue sends the add (the cart made now), once, and the cart is read back.
    await context.setOffline(false);
    await page.waitForFunction(
      () =>
        (JSON.parse(localStorage.getItem("an-cart") ?? "{}") as { lines?: { item_id: number | null }[] }).lines?.[0]
          ?.item_id,
      null,
      { timeout: 15_000 },
    );
    expect(await queuedTasks(page)).toEqual([]);
    expect(updates).toHaveLength(1);
    const cartId = await page.evaluate(() => (JSON.parse(localStorage.getItem("an-cart")!) as { id: string }).id);
    const pulled = await page.evaluate(
      async (id) =>
        ((await (await fetch(`/api/cart/pull?cartId=${id}`)).json()) as { result: { qty: number }[] }).result,
      cartId,
    );
    expect(pulled.map((l) => l.qty)).toEqual([1]);
    // Going online again sends nothing twice.
    await context.setOffline(true);
    await context.setOffline(false);
    await page.waitForTimeout(500);
    expect(updates).toHaveLength(1);

    // Personal pages and answers (cart, checkout, account) are never in the service worker's caches.
    await page.goto(new URL("/en/cart", worker.url()).href);
    await page.locator(".cart-line").first().waitFor();
    await page.goto(new URL("/en/checkout", worker.url()).href);
    const urls = await cachedUrls(page);
    expect(urls.some((u) => u.endsWith(productPath))).toBe(true);
    expect(
      urls.filter((u) =>
        /\s\/(?:en\/)?(?:cart|checkout|my-account|login)|\s\/api\/(?:cart|user|order|ext|stock)/.test(u),
      ),
    ).toEqual([]);
  });

  it("queues a quantity, a removal and a discount code changed offline in the bag, and replays each once", async () => {
    await db.execute({
      sql: "insert or replace into coupons (code, kind, value, min_subtotal, times_used, free_shipping, active, created_at) values ('OFFLINE10', 'percent', 10, 0, 0, 0, 1, ?)",
      args: [Date.now()],
    });
    const [first, second] = simples;
    const { page, context } = await open(`/en/p/${encodeURIComponent(first.sku)}/${first.urlKey.en}`, { width: 1440 });
    await controlled(page);
    await page.getByRole("button", { name: "Add to bag" }).click();
    await page.locator(".notification", { hasText: "Product has been added to the cart!" }).waitFor();
    await page.goto(new URL(`/en/p/${encodeURIComponent(second.sku)}/${second.urlKey.en}`, worker.url()).href);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Add to bag" }).click();
    await page.locator(".notification", { hasText: "Product has been added to the cart!" }).waitFor();
    await page.goto(new URL("/en/cart/", worker.url()).href);
    const lines = page.locator(".cart-lines .cart-line");
    await expect.poll(() => lines.count(), { timeout: 15_000 }).toBe(2);
    const sent: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && /^\/api\/cart\/(update|delete|apply-coupon)/.test(new URL(r.url()).pathname))
        sent.push(new URL(r.url()).pathname);
    });

    await context.setOffline(true);
    const firstLine = lines.filter({ hasText: first.name.en });
    await firstLine.getByRole("button", { name: "Increase quantity" }).click();
    await page.locator(".notification", { hasText: "You are offline: your bag is saved" }).waitFor();
    await firstLine.getByRole("button", { name: "Increase quantity" }).click();
    await expect
      .poll(() => firstLine.getByRole("spinbutton", { name: "Quantity" }).inputValue(), { timeout: 5000 })
      .toBe("3");
    const secondLine = lines.filter({ hasText: second.name.en });
    await secondLine.getByRole("button", { name: `Remove ${second.name.en}` }).click();
    await secondLine.getByRole("button", { name: "Yes, remove" }).click();
    await expect.poll(() => lines.count(), { timeout: 5000 }).toBe(1);
    await page.getByLabel("Discount code").fill("offline10");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.locator(".coupon", { hasText: "You are offline: your bag is saved" }).waitFor();
    expect(sent).toEqual([]);
    // Two quantity changes of one line wait as one task: the queue replays only the last word.
    expect((await queuedTasks(page)).map((t) => t.url.split("?")[0]).sort()).toEqual([
      "/api/cart/apply-coupon",
      "/api/cart/delete",
      "/api/cart/update",
    ]);

    await context.setOffline(false);
    await page.locator(".cart__summary .cart-totals__row--discount").waitFor({ timeout: 15_000 });
    expect(await queuedTasks(page)).toEqual([]);
    expect(sent.sort()).toEqual(["/api/cart/apply-coupon", "/api/cart/delete", "/api/cart/update"]);
    const cartId = await page.evaluate(() => (JSON.parse(localStorage.getItem("an-cart")!) as { id: string }).id);
    const pulled = await page.evaluate(
      async (id) =>
        ((await (await fetch(`/api/cart/pull?cartId=${id}`)).json()) as { result: { sku: string; qty: number }[] })
          .result,
      cartId,
    );
    expect(pulled.map((l) => [l.sku, l.qty])).toEqual([[first.sku, 3]]);
    await expect.poll(() => lines.count(), { timeout: 5000 }).toBe(1);
    expect(await firstLine.getByRole("spinbutton", { name: "Quantity" }).inputValue()).toBe("3");
  });

  it("offers a new version to an open tab and takes over when the shopper reloads", async () => {
    const { page } = await open("/en/", { width: 1440 });
    await controlled(page);
    // The next deploy's worker: here the same script under another URL, which the browser installs as a
    // new version whatever its bytes (a deploy changes the bytes; the page's side is the same).
    await page.evaluate(async () => {
      await navigator.serviceWorker.register("/service-worker.js?next", { scope: "/" });
    });
    const note = page.locator(".notification", { hasText: "A new version of the shop is ready." });
    await note.waitFor({ timeout: 30_000 });
    await screenshot(page, "offline-update-1440");
    const reloaded = page.waitForEvent("load");
    await note.getByRole("button", { name: "Reload" }).click();
    await reloaded;
    // The waiting version took over and controls the reloaded page.
    const state = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
    expect(state).toMatch(/\/service-worker\.js\?next$/);
  });
});
