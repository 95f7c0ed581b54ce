/**
 * The lighter browser side (issue 12, point 4): islands hydrate when their directive says and no
 * first click is lost, the page's load islands are modulepreloaded, image URLs are versioned and
 * immutable, and a product page does not fetch the stock it was rendered with.
 */
import type { Browser, Page, Request } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { shippedSnapshot } from "../test/support/snapshot";
import { closeContexts, launchBrowser } from "./support/browser";
import { waitForHydration, withBrowser } from "./support/fixtures";
import { productUrlKey } from "../schema/catalog/files";

const { worker, open, clientIp } = withBrowser();
const snapshot = shippedSnapshot();
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(() => closeContexts(browser));
afterAll(() => browser?.close());

/**
 * A page whose main thread never goes idle (requestIdleCallback never fires), as on a busy phone:
 * islands that wait for idle then hydrate only on interaction. `delay` holds back the chrome's
 * chunks so a first click surely lands before hydration has finished.
 */
async function busyPage(path: string, width: number, { delayChrome = 0 } = {}) {
  const context = await browser.newContext({
    viewport: { width, height: width < 1024 ? 812 : 900 },
    extraHTTPHeaders: { "cf-connecting-ip": clientIp },
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  page.on("console", (m) => {
    if (m.type() === "error" || /hydrat/i.test(m.text())) problems.push(`${m.type()}: ${m.text()}`);
  });
  const requested: string[] = [];
  page.on("request", (r: Request) => requested.push(new URL(r.url()).pathname));
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  if (delayChrome > 0)
    await page.route(/\/assets\/chunks\/chrome/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, delayChrome));
      await route.continue();
    });
  await page.goto(new URL(path, worker.url()).href);
  return { page, problems, requested, close: () => context.close() };
}

/** The boot script has started the entry (after the first paint): islands are scheduled, listeners in place. */
const booted = (page: Page) => page.waitForFunction(() => "booted" in document.documentElement.dataset);

const hydrated = (page: Page, island: string) =>
  page.evaluate(
    (name) => "hydrated" in (document.querySelector<HTMLElement>(`[data-island="${name}"]`)?.dataset ?? {}),
    island,
  );

describe("chrome islands hydrate on idle or interaction, not on load", () => {
  it("a tap on the closed menu button before the chrome has hydrated still opens the menu", async () => {
    const { page, problems, requested, close } = await busyPage("/en", 375, { delayChrome: 600 });
    await booted(page);
    await page.waitForTimeout(300);
    expect(await hydrated(page, "Header")).toBe(false);
    expect(await hydrated(page, "MobileMenu")).toBe(false);
    // Nothing of the chrome was even downloaded: no island hydrates on this page's load.
    expect(requested.filter((p) => p.includes("/chunks/chrome"))).toEqual([]);

    // The shopper's very first event is the click (no hover first), as a tap or a script would send it.
    await page.getByRole("button", { name: "Open menu" }).dispatchEvent("click");
    await page.waitForSelector("#mobile-menu.is-open", { timeout: 10_000 });
    expect(await hydrated(page, "Header")).toBe(true);
    expect(await hydrated(page, "MobileMenu")).toBe(true);
    const burger = page.locator(".site-header").getByRole("button", { name: "Close menu" });
    expect(await burger.getAttribute("aria-expanded")).toBe("true");
    expect(problems).toEqual([]);
    await close();
  });

  it("a keyboard user's first Enter on the search button opens the search panel", async () => {
    const { page, problems, close } = await busyPage("/en", 1440, { delayChrome: 400 });
    await booted(page);
    expect(await hydrated(page, "Header")).toBe(false);
    const search = page.locator(".site-header").getByRole("button", { name: "Search" });
    await search.focus();
    await page.keyboard.press("Enter");
    await page.waitForSelector(".side-panel--search.is-open", { timeout: 10_000 });
    expect(await search.getAttribute("aria-expanded")).toBe("true");
    // The form around the header (for browsers without JavaScript) did not submit.
    expect(new URL(page.url()).pathname).toBe("/en");
    expect(problems).toEqual([]);
    await close();
  });

  it("on idle the header hydrates by itself and shows the cart count the shopper's cart saved", async () => {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      extraHTTPHeaders: { "cf-connecting-ip": clientIp },
    });
    await context.addInitScript(() => localStorage.setItem("an-cart", JSON.stringify({ count: 3 })));
    const page = await context.newPage();
    await page.goto(new URL("/en", worker.url()).href);
    await page.waitForSelector('[data-island="Header"][data-hydrated]', { state: "attached" });
    expect(await page.locator(".site-header .count-badge").textContent()).toBe("3");
    await context.close();
  });
});

describe("the listing grid hydrates on interaction", () => {
  const category = snapshot.catalog.categories.find((c) => c.level === 2 && c.urlPath.en === "women")!;

  it("is server-rendered and inert until touched; the first click on sort then works in place", async () => {
    const { page, problems } = await open(`/en/${category.urlPath.en}`, { width: 1440, interaction: false });
    const requested: string[] = [];
    page.on("request", (r) => requested.push(new URL(r.url()).pathname));
    // The chrome (idle) has hydrated; the listing has not, and its chunk was not downloaded.
    expect(await hydrated(page, "Header")).toBe(true);
    expect(await hydrated(page, "Listing")).toBe(false);
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType("resource").map((e) => new URL(e.name).pathname),
    );
    expect(scripts.some((p) => /\/chunks\/Listing-/.test(p))).toBe(false);
    expect(await page.locator(".product-grid .tile").count()).toBeGreaterThan(0);

    // The sort menu's summary is the first thing the shopper clicks: it opens, and the listing hydrates.
    await page.locator(".sort-menu__summary").dispatchEvent("click");
    await page.waitForSelector('[data-island="Listing"][data-hydrated]', { state: "attached" });
    await page.waitForSelector(".sort-menu[open]");
    expect(requested.some((p) => /\/chunks\/Listing-/.test(p))).toBe(true);
    const before = page.url();
    await page.getByRole("link", { name: "Price low to high" }).click();
    await page.waitForURL(/sort=price_asc/);
    await page.waitForFunction(() => !document.querySelector(".listing.is-loading"));
    // In place: the document was not reloaded (the header stayed hydrated).
    expect(await hydrated(page, "Header")).toBe(true);
    expect(page.url()).not.toBe(before);
    expect(problems).toEqual([]);
  });
  it("a listing whose search call failed stays working HTML, and hydrates at the shopper's next interaction", async () => {
    const { page, problems } = await open(`/en/${category.urlPath.en}`, { width: 1440, interaction: false });
    let failing = true;
    await page.route("**/api/catalog/search?**", (route) =>
      failing ? route.fulfill({ status: 503, contentType: "text/plain", body: "down" }) : route.continue(),
    );
    const failed = page.waitForEvent("console", (m) => m.text().includes("island failed to hydrate"));
    // The first click on sort starts hydrating, which fails: the held click then opens the menu as
    // plain HTML does, and the listing stays the server's (its links work).
    await page.locator(".sort-menu__summary").dispatchEvent("click");
    await failed;
    await page.waitForSelector(".sort-menu[open]");
    expect(await hydrated(page, "Listing")).toBe(false);
    await page.locator(".sort-menu__summary").dispatchEvent("click"); // closes it again (retrying, still down)
    await page.waitForSelector(".sort-menu:not([open])");

    // The search call answers again: the next interaction hydrates the listing, and sort works in place.
    failing = false;
    await page.mouse.move(0, 0);
    await page.locator(".product-grid .tile").first().hover();
    await page.waitForSelector('[data-island="Listing"][data-hydrated]', { state: "attached" });
    await page.locator(".sort-menu__summary").click();
    await page.getByRole("link", { name: "Price low to high" }).click();
    await page.waitForURL(/sort=price_asc/);
    await page.waitForFunction(() => !document.querySelector(".listing.is-loading"));
    expect(await hydrated(page, "Header")).toBe(true);
    expect(problems.filter((p) => !/island failed to hydrate|status of 503/.test(p))).toEqual([]);
  });
  it("a Ctrl-click on a listing link opens it in a new tab; the listing in this one stays as it was", async () => {
    const { page, context, problems } = await open(`/en/${category.urlPath.en}`, { width: 1440 });
    const before = page.url();
    // The new tab is watched for at the browser's level, through the DevTools protocol's targets:
    // Playwright (1.62 on, with the headless shell) now and then does not report a tab a modifier
    // click opened (microsoft/playwright#42142), which failed this journey under full load although
    // the click was taken and not prevented. A target is the tab itself, whoever attaches to it.
    const own = (await (await context.newCDPSession(page)).send("Target.getTargetInfo")).targetInfo;
    const cdp = await context.browser()!.newBrowserCDPSession();
    const tabs: string[] = [];
    let seen: (url: string) => void = () => {};
    const opened = new Promise<string>((resolve) => (seen = resolve));
    const watch = ({
      targetInfo: t,
    }: {
      targetInfo: { targetId: string; type: string; url: string; browserContextId?: string };
    }) => {
      if (t.type !== "page" || t.targetId === own.targetId || t.browserContextId !== own.browserContextId) return;
      tabs.push(t.url);
      if (t.url.startsWith(worker.url().origin)) seen(t.url);
    };
    cdp.on("Target.targetCreated", watch);
    cdp.on("Target.targetInfoChanged", watch);
    await cdp.send("Target.setDiscoverTargets", { discover: true });
    // Whether the page's own handlers took the click (a listener on the document runs after the
    // islands') and where it landed: said in the failure.
    await page.evaluate(() =>
      document.addEventListener(
        "click",
        (event) => {
          const target = event.target instanceof Element ? event.target : null;
          const on = target?.closest("a") ?? target;
          document.documentElement.dataset.testClick = `prevented: ${event.defaultPrevented}, on ${on?.outerHTML.slice(0, 120)}`;
        },
        { once: true },
      ),
    );
    await page
      .locator(".pagination__page")
      .filter({ hasText: /^2$/ })
      .click({ modifiers: ["Control"] });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const url = await Promise.race([
      opened,
      new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), 20_000))),
    ]);
    clearTimeout(timer);
    if (url === null) {
      const click = await page.evaluate(() => document.documentElement.dataset.testClick ?? "no click");
      throw new Error(`no new tab in 20 s; this tab at ${page.url()}, click ${click}, tabs: ${JSON.stringify(tabs)}`);
    }
    await cdp.detach();
    expect(new URL(url).pathname).toBe(new URL(before).pathname);
    expect(new URL(url).searchParams.get("page")).toBe("2");
    expect(page.url()).toBe(before);
    expect(await page.locator(".listing.is-loading").count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it("puts a tile's second picture in the page only once a mouse comes near it", async () => {
    const { page, problems } = await open(`/en/${category.urlPath.en}`, { width: 1440 });
    expect(await page.locator(".tile__hover").count()).toBe(0);
    const tile = page.locator(".product-grid .tile").nth(4);
    await tile.scrollIntoViewIfNeeded();
    await page.mouse.move(5, 5);
    await tile.locator(".tile__link").hover();
    const hover = tile.locator(".tile__hover img");
    await hover.waitFor({ state: "attached" });
    expect(await hover.getAttribute("alt")).toBe("");
    expect(await page.locator(".tile__hover").count()).toBe(1);
    expect(problems).toEqual([]);
  });
});

describe("module preloads", () => {
  const product = snapshot.listed.find((p) => p.type === "configurable" && p.inStock)!;

  it("a product page preloads the chunks of its load islands, which are the ones the browser then fetches", async () => {
    const path = `/p/${product.sku}/${productUrlKey(product, "nl")}`;
    const html = await (await worker.fetch(path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    const preloads = [...head.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!);
    expect(preloads.some((p) => /\/chunks\/ProductOptions-/.test(p))).toBe(true);
    // Message chunks of the store's language, which the entry awaits before hydrating.
    expect(preloads.some((p) => /\/chunks\/common\.nl-/.test(p))).toBe(true);
    expect(preloads.some((p) => /\/chunks\/(common|ui)\.(de|en)-/.test(p))).toBe(false);
    // Islands that wait (gallery on idle, size guide on interaction) are not preloaded.
    expect(preloads.some((p) => /\/chunks\/(Gallery|SizeGuideButton)-/.test(p))).toBe(false);
    // Only the faces above the fold are preloaded among the fonts: headings and body, not the italic.
    const fonts = [...head.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((m) => m[1]!);
    expect(fonts).toHaveLength(2);
    expect(fonts.some((f) => /cormorant-garamond-latin-wght-normal/.test(f))).toBe(true);
    expect(fonts.some((f) => /jost-latin-wght-normal/.test(f))).toBe(true);

    // Inert in a template until the boot script starts the entry after the first paint.
    expect(head).toMatch(/<template data-preloads>(<link rel="modulepreload" href="[^"]+"\/>)+<\/template>/);

    const { page } = await open(path, { width: 375, interaction: false });
    const fetched = await page.evaluate(() =>
      performance.getEntriesByType("resource").map((e) => new URL(e.name).pathname),
    );
    for (const url of preloads) expect(fetched).toContain(url);
    const active = await page.evaluate(() =>
      [...document.head.querySelectorAll<HTMLLinkElement>(':scope > link[rel="modulepreload"]')].map(
        (l) => new URL(l.href).pathname,
      ),
    );
    expect(active).toEqual(preloads);
  });

  it("a category page (no island hydrates on load) preloads no module: nothing competes with its first paint", async () => {
    const html = await (await worker.fetch("/dames/jassen")).text();
    expect(html).toContain('data-island="Listing" data-hydrate="interaction"');
    expect(html).not.toContain('rel="modulepreload"');
  });
});

describe("image URLs", () => {
  it("carry the media version and are served immutable; unversioned and old versions still answer", async () => {
    const { page } = await open("/dames/jassen", { width: 1440, interaction: false });
    const src = await page.locator(".product-grid .tile__media > img").first().getAttribute("src");
    expect(src).toMatch(/^\/img\/tile\/\d+\/.+\?v=[0-9a-f]{8}$/);
    const srcset = await page.locator(".product-grid .tile__media > img").first().getAttribute("srcset");
    expect(srcset!.split(", ").every((c) => /\?v=[0-9a-f]{8} \d+w$/.test(c))).toBe(true);
    // The browser loaded the versioned image and got it as immutable.
    const loaded = await page.evaluate(() =>
      [...document.images].some((img) => img.complete && img.naturalWidth > 0 && img.currentSrc.includes("?v=")),
    );
    expect(loaded).toBe(true);

    // Each answer's bytes are read as it arrives: a body left unread while the next request runs is
    // not guaranteed to stay readable through Miniflare.
    const versioned = await worker.fetch(src!);
    expect(versioned.status).toBe(200);
    expect(versioned.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const versionedBytes = new Uint8Array(await versioned.arrayBuffer());
    const unversioned = await worker.fetch(src!.replace(/\?v=.*$/, ""));
    expect(unversioned.status).toBe(200);
    expect(unversioned.headers.get("cache-control")).toMatch(/^public, max-age=86400\b/);
    expect(new Uint8Array(await unversioned.arrayBuffer())).toEqual(versionedBytes);
    const old = await worker.fetch(src!.replace(/\?v=.*$/, "?v=00000000"));
    expect(old.status).toBe(200);
    expect(old.headers.get("cache-control")).toMatch(/^public, max-age=86400\b/);
    expect(new Uint8Array(await old.arrayBuffer())).toEqual(versionedBytes);
  });
});

describe("product stock", () => {
  const product = snapshot.listed.find((p) => p.type === "configurable" && p.inStock)!;

  it("a freshly rendered product page shows the server's stock and asks the API for none, even after a variant change", async () => {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      extraHTTPHeaders: { "cf-connecting-ip": clientIp },
    });
    const page = await context.newPage();
    const stockRequests: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname.startsWith("/api/stock")) stockRequests.push(r.url());
    });
    await page.goto(new URL(`/p/${product.sku}/${productUrlKey(product, "nl")}`, worker.url()).href);
    await waitForHydration(page);
    await page.waitForSelector('[data-island="ProductOptions"][data-hydrated]', { state: "attached" });
    await page.waitForLoadState("networkidle");
    expect(await page.locator(".stock-state").getAttribute("class")).toMatch(/stock-state--(ok|out)/);
    // Another size: every variant's stock came with the page.
    const sizes = page.locator(".option-picker--size .size-button:not(.is-unavailable):not(.is-selected)");
    if ((await sizes.count()) > 0) {
      await sizes.first().click();
      await page.waitForFunction(() => location.pathname.split("/").length === 5);
      await page.waitForLoadState("networkidle");
    }
    expect(stockRequests).toEqual([]);
    await context.close();
  });

  it("a page from a cache older than a minute refreshes its stock once after hydration", async () => {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      extraHTTPHeaders: { "cf-connecting-ip": clientIp },
    });
    // The browser's clock two minutes ahead of the server's rendering: the page's stock is stale.
    await context.addInitScript(() => {
      const now = Date.now;
      Date.now = () => now() + 120_000;
    });
    const page = await context.newPage();
    const stockRequests: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname.startsWith("/api/stock")) stockRequests.push(r.url());
    });
    await page.goto(new URL(`/p/${product.sku}/${productUrlKey(product, "nl")}`, worker.url()).href);
    await page.waitForSelector('[data-island="ProductOptions"][data-hydrated]', { state: "attached" });
    await page.waitForLoadState("networkidle");
    expect(stockRequests.length).toBeGreaterThan(0);
    expect(stockRequests.every((u) => new URL(u).pathname === "/api/stock/list")).toBe(true);
    await context.close();
  });
});
