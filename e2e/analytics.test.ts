/**
 * Analytics in Chromium (issue 34): nothing leaves for a third party before consent (the network
 * log), the tag manager only after "Accept all" (its host is answered locally, so the attempt is
 * seen without the internet); the data layer's GA4 events arrive in order with the right items and
 * values through a whole purchase; a reloaded thank-you page reports no second purchase; the
 * banner is accessible, reopened from the footer, and a rejection loads nothing.
 */
import type { VitalsReport } from "../schema/api/analytics";
import { axeBuilder } from "./support/axe";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { shippedSnapshot } from "../test/support/snapshot";
import { withWorker } from "../test/support/worker";
import { closeContexts, launchBrowser } from "./support/browser";
import { fileClientIp, screenshot, waitForHydration } from "./support/fixtures";

const GTM = "GTM-TEST123";
const ADMIN_TOKEN = "analytics-e2e-admin-token-0123456789abcdef";
const worker = withWorker({ listen: true, bindings: { GTM_CONTAINER_ID: GTM, CONTENT_ADMIN_TOKEN: ADMIN_TOKEN } });
const clientIp = fileClientIp();
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(() => closeContexts(browser));
afterAll(() => browser?.close());

const snapshot = shippedSnapshot();
const listing = snapshot.catalog.categories.find((c) => c.level === 3 && c.urlPath.nl === "dames/jassen")!;

type Entry = Record<string, unknown> & { gtag?: unknown[] };

/**
 * A fresh browser whose every request is logged and whose data layer entries are recorded across
 * navigations; the tag manager's host is answered here with an empty script.
 */
async function shopperBrowser(width = 1440) {
  const context = await browser.newContext({
    viewport: { width, height: width < 1024 ? 812 : 900 },
    extraHTTPHeaders: { "cf-connecting-ip": clientIp },
  });
  const requests: URL[] = [];
  const layer: Entry[] = [];
  context.on("request", (request) => requests.push(new URL(request.url())));
  await context.route("https://www.googletagmanager.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: "window.__gtmLoaded = true;" }),
  );
  await context.exposeBinding("__recordLayer", (_source, json: string) => layer.push(JSON.parse(json) as Entry));
  await context.addInitScript(() => {
    const dl: unknown[] = [];
    const push = dl.push.bind(dl);
    dl.push = (...items: unknown[]) => {
      for (const item of items) {
        const plain =
          Object.prototype.toString.call(item) === "[object Arguments]"
            ? { gtag: Array.from(item as ArrayLike<unknown>) }
            : item;
        void (window as unknown as { __recordLayer: (json: string) => Promise<void> }).__recordLayer(
          JSON.stringify(plain),
        );
      }
      return push(...items);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = dl;
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  const origin = worker.url().origin;
  const foreign = () => requests.filter((u) => u.origin !== origin && u.protocol.startsWith("http"));
  const events = (name?: string) => layer.filter((e) => typeof e.event === "string" && (!name || e.event === name));
  return { context, page, problems, requests, layer, foreign, events };
}

const go = async (page: Page, pathname: string) => {
  const response = await page.goto(new URL(pathname, worker.url()).href);
  await waitForHydration(page);
  return response;
};
const banner = (page: Page) => page.getByRole("dialog", { name: "Your privacy, your choice" });

async function axe(page: Page, include: string) {
  const results = await axeBuilder(page).withTags(["wcag2a", "wcag2aa"]).include(include).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

describe("consent and the tag manager", () => {
  it("sends nothing to any third party before consent, and loads the tag manager only after Accept all", async () => {
    const { page, problems, foreign, layer } = await shopperBrowser(375);
    const response = await go(page, `/en/${listing.urlPath.en}`);
    // The CSP allows the configured container's host (the script itself waits for consent).
    expect(response!.headers()["content-security-policy"]).toContain(
      "script-src 'self' https://www.googletagmanager.com",
    );
    await banner(page).waitFor();
    // Consent Mode v2: everything denied before anything else is on the data layer.
    expect(layer[0]).toEqual({
      gtag: [
        "consent",
        "default",
        {
          ad_storage: "denied",
          analytics_storage: "denied",
          ad_user_data: "denied",
          ad_personalization: "denied",
          functionality_storage: "denied",
          personalization_storage: "denied",
          security_storage: "denied",
          wait_for_update: 500,
        },
      ],
    });
    expect(await axe(page, ".consent")).toEqual([]);
    await screenshot(page, "consent-banner-375");
    // Scroll, wait, interact with the page: still nothing leaves for another host.
    await page.mouse.wheel(0, 1200);
    await page.waitForTimeout(1500);
    expect(foreign()).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem("an-consent"))).toBeNull();

    await banner(page).getByRole("button", { name: "Accept all" }).click();
    await page.waitForFunction(() => (window as unknown as { __gtmLoaded?: boolean }).__gtmLoaded === true);
    expect(foreign().map((u) => `${u.origin}${u.pathname}?${u.searchParams.toString()}`)).toEqual([
      `https://www.googletagmanager.com/gtm.js?id=${GTM}`,
    ]);
    expect(layer).toContainEqual({
      gtag: [
        "consent",
        "update",
        expect.objectContaining({ analytics_storage: "granted", ad_storage: "granted", security_storage: "granted" }),
      ],
    });
    expect(await banner(page).count()).toBe(0);
    // The next page remembers the choice: no banner, and the container loads from the start.
    await go(page, "/en/search?q=jacket");
    await page.waitForFunction(() => (window as unknown as { __gtmLoaded?: boolean }).__gtmLoaded === true);
    expect(await banner(page).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it("rejects as easily, loads nothing, and reopens from the footer with a choice per purpose", async () => {
    const { page, foreign, layer, problems } = await shopperBrowser(1440);
    await go(page, "/en/");
    await banner(page).waitFor();
    await screenshot(page, "consent-banner-1440");
    await banner(page).getByRole("button", { name: "Reject all" }).click();
    await page.waitForTimeout(500);
    expect(foreign()).toEqual([]);
    expect(layer.filter((e) => e.gtag?.[1] === "update")).toEqual([
      { gtag: ["consent", "update", expect.objectContaining({ analytics_storage: "denied", ad_storage: "denied" })] },
    ]);
    // Reopened from the footer, by keyboard: focus moves into the banner; Escape returns it.
    const link = page.getByRole("button", { name: "Cookie settings" });
    await link.focus();
    await page.keyboard.press("Enter");
    await banner(page).waitFor();
    await page.waitForFunction(() => document.activeElement?.closest(".consent") !== null);
    expect(
      await banner(page)
        .getByRole("checkbox", { name: /Statistics/ })
        .isChecked(),
    ).toBe(false);
    expect(await axe(page, ".consent")).toEqual([]);
    await screenshot(page, "consent-choices-1440");
    await page.keyboard.press("Escape");
    await banner(page).waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Cookie settings");
    // Statistics only: the tag manager may load now; marketing stays denied.
    await link.click();
    await banner(page)
      .getByRole("checkbox", { name: /Statistics/ })
      .check();
    await banner(page).getByRole("button", { name: "Save my choices" }).click();
    await page.waitForFunction(() => (window as unknown as { __gtmLoaded?: boolean }).__gtmLoaded === true);
    expect(layer.filter((e) => e.gtag?.[1] === "update").at(-1)).toEqual({
      gtag: ["consent", "update", expect.objectContaining({ analytics_storage: "granted", ad_storage: "denied" })],
    });
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("an-consent")))!) as Record<
      string,
      unknown
    >;
    expect(stored).toMatchObject({ preferences: false, statistics: true, marketing: false });
    expect(problems).toEqual([]);
  });
});

const NL_ADDRESS = {
  "E-mail address": "lotte@example.com",
  "First name": "Lotte",
  "Last name": "Jansen",
  Country: "NL",
  "Postal code": "1015 CJ",
  "House number": "12",
  Street: "Keizersgracht",
  City: "Amsterdam",
};

interface Item {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
  item_list_name?: string;
  item_category?: string;
}
const ecommerce = (e: Entry) => e.ecommerce as { items: Item[]; value?: number; currency?: string } & Entry;

describe("the data layer through a purchase", () => {
  it("sends the GA4 events in order with the right items and values, and one purchase however often the thank-you page loads", async () => {
    const { page, events, problems } = await shopperBrowser(1440);
    await go(page, `/en/${listing.urlPath.en}`);
    await banner(page).getByRole("button", { name: "Accept all" }).click();

    // Impressions: the tiles on screen, once they have been still for a second.
    await page.waitForFunction(() => true);
    await expect.poll(() => events("view_item_list").length, { timeout: 5000 }).toBeGreaterThan(0);
    const list = ecommerce(events("view_item_list")[0]!);
    expect(list.item_list_name).toBe(listing.name.en);
    expect(list.items.length).toBeGreaterThan(0);
    const firstTile = list.items[0]!;
    expect(firstTile).toMatchObject({ index: 0, quantity: 1, item_list_name: listing.name.en });
    expect(firstTile.price).toBeGreaterThan(0);
    expect(firstTile.item_category).toBeTruthy();
    const product = snapshot.product(firstTile.item_id);
    expect(firstTile.item_name).toBe(product.name.en);

    // select_item on the tile's link (the navigation is held here so the event can be read).
    await page.evaluate(() =>
      document.addEventListener("click", (e) => (e.target as Element).closest("a") && e.preventDefault(), true),
    );
    const tileLink = page.locator("li.tile a.tile__link").first();
    const href = (await tileLink.getAttribute("href"))!;
    await tileLink.click();
    await expect.poll(() => events("select_item").length).toBe(1);
    expect(ecommerce(events("select_item")[0]!).items[0]).toMatchObject({ item_id: firstTile.item_id });

    // view_item on the product page, then add_to_cart of the chosen variant.
    await go(page, href);
    // The page's events start when the browser is idle after hydration.
    await expect.poll(() => events("view_item").length).toBe(1);
    const viewed = ecommerce(events("view_item")[0]!);
    expect(viewed.items[0]).toMatchObject({ item_id: product.sku, item_name: product.name.en, quantity: 1 });
    expect(viewed.currency).toBe("EUR");
    await page.getByRole("button", { name: "Add to bag" }).click();
    const note = page.locator(".notification", { hasText: "Product has been added to the cart!" });
    await note.waitFor();
    await expect.poll(() => events("add_to_cart").length).toBe(1);
    const added = ecommerce(events("add_to_cart")[0]!);
    expect(added.items).toHaveLength(1);
    const variant = added.items[0]!;
    expect(variant.quantity).toBe(1);
    expect(product.type === "configurable" ? product.children.map((c) => c.sku) : [product.sku]).toContain(
      variant.item_id,
    );
    expect(added.value).toBe(variant.price);

    // The checkout: begin_checkout with the bag, then the shipping and payment choices as the order goes.
    await note.getByRole("link", { name: "Proceed to checkout" }).click();
    await page.waitForURL(/\/en\/checkout$/);
    await page.locator(".choice__label").first().waitFor();
    await expect.poll(() => events("begin_checkout").length).toBe(1);
    const begun = ecommerce(events("begin_checkout")[0]!);
    expect(begun.items.map((i) => [i.item_id, i.quantity, i.price])).toEqual([[variant.item_id, 1, variant.price]]);
    for (const [label, value] of Object.entries(NL_ADDRESS)) {
      if (label === "Country") await page.getByLabel("Country").selectOption(value);
      else await page.getByLabel(label, { exact: true }).fill(value);
    }
    await page.getByLabel("Bank transfer").check();
    await page.locator("#checkout-terms").check();
    await page.getByRole("button", { name: "Place order" }).click();
    await page.waitForURL(/\/en\/checkout-return\?orderId=/);
    await page.getByRole("heading", { name: "Thank you for your order" }).waitFor();
    const number = (await page.getByTestId("order-number").textContent())!;
    await expect.poll(() => events("purchase").length).toBe(1);
    const purchase = ecommerce(events("purchase")[0]!);
    expect(purchase).toMatchObject({ transaction_id: number, currency: "EUR" });
    expect(purchase.items.map((i) => [i.item_id, i.quantity, i.price])).toEqual([[variant.item_id, 1, variant.price]]);
    expect(purchase.value).toBeGreaterThanOrEqual(variant.price);
    expect(ecommerce(events("add_shipping_info")[0]!).shipping_tier).toBeTruthy();
    expect(ecommerce(events("add_payment_info")[0]!).payment_type).toBeTruthy();

    const order = [
      "view_item_list",
      "select_item",
      "view_item",
      "add_to_cart",
      "begin_checkout",
      "add_shipping_info",
      "add_payment_info",
      "purchase",
    ];
    const names = events().map((e) => e.event as string);
    const at = order.map((name) => names.indexOf(name));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    for (const name of order.slice(1))
      expect(
        names.filter((n) => n === name),
        name,
      ).toHaveLength(1);
    const pageTypes = events().map((e) => e.page_type);
    expect(pageTypes).toContain("ProductListing");
    expect(pageTypes).toContain("ThankYou");

    // A reload: no second purchase (this browser remembers it)…
    await page.reload();
    await waitForHydration(page);
    await page.getByRole("heading", { name: "Thank you for your order" }).waitFor();
    await page.waitForTimeout(1000);
    expect(events("purchase")).toHaveLength(1);
    // …and opened where nothing is remembered (another tab's storage, the e-mail link), the server says it was reported.
    await page.evaluate(() => localStorage.removeItem("an-reported-orders"));
    const claim = page.waitForResponse((r) => r.url().endsWith("/api/ext/analytics/purchase"));
    await page.reload();
    expect(((await (await claim).json()) as { result: unknown }).result).toEqual({ first: false });
    await page.getByRole("heading", { name: "Thank you for your order" }).waitFor();
    await page.waitForTimeout(500);
    expect(events("purchase")).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  it("reports a search with its terms", async () => {
    const { page, events } = await shopperBrowser(375);
    await go(page, "/en/search?q=jacket");
    await expect.poll(() => events("search").length).toBe(1);
    expect(events("search")[0]).toMatchObject({ search_term: "jacket", page_type: "SearchResults" });
  });
});

describe("the field vitals screen", () => {
  it("shows the operator the table behind the token and flags a page type whose p75 is not good", async () => {
    const { context, page, problems } = await shopperBrowser(1440);
    // Samples already on record (a retry of this journey finds its first try's): the row counts on.
    const before = await page.request.get(new URL("/api/ext/analytics/vitals?days=7", worker.url()).href, {
      headers: { "X-Admin-Token": ADMIN_TOKEN },
    });
    const report = ((await before.json()) as { result: VitalsReport }).result;
    const recorded =
      report.rows.find((r) => r.day === "all" && r.pageType === "StorelocatorDetail" && r.store === "all")?.metrics.LCP
        ?.samples ?? 0;
    // Field samples from a page of the shop, for a page type no journey here visits.
    await go(page, "/en/search?q=coat");
    // Sent one after another and awaited (a beacon is fire-and-forget; a busy test machine's
    // database may miss its deadline for one of four sent at once).
    const statuses = await page.evaluate(async () => {
      const send = (pageType: string, name: string, value: number) =>
        fetch("/api/rum", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ pageType, store: "en", metrics: [{ name, value }] }),
        }).then((r) => r.status);
      const out: number[] = [];
      for (const value of [3100, 3900, 4200]) out.push(await send("StorelocatorDetail", "LCP", value));
      out.push(await send("StorelocatorDetail", "CLS", 0.02));
      return out;
    });
    expect(statuses).toEqual([200, 200, 200, 200]);
    // The operator types and signs in the moment the form shows, on a link slow enough that the
    // screen's script is not in yet: the sign-in waits for it and is not sent as a plain POST.
    const posts: string[] = [];
    page.on("request", (r) => r.method() === "POST" && posts.push(new URL(r.url()).pathname));
    await context.route(/\/chunks\/ContentEditor-/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.goto(new URL("/admin/vitals", worker.url()).href, { waitUntil: "commit" });
    await page.getByLabel("Operator token").fill("wrong-token");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("alert").waitFor();
    await page.getByLabel("Operator token").fill(ADMIN_TOKEN);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("table").waitFor();
    expect(posts).toEqual([]);
    expect(await page.getByRole("status").textContent()).toContain("StorelocatorDetail (LCP)");
    const row = page.getByRole("row", { name: /^all StorelocatorDetail all/ });
    expect(await row.textContent()).toContain(`≤ 5000 ms · 0 % good · n ${recorded + 3}`);
    const results = await axeBuilder(page).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
    await screenshot(page, "vitals-screen-1440", { fullPage: true });
    expect(problems).toEqual([]);
  });
});
