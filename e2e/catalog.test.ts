import { axeBuilder } from "./support/axe";
import { describe, expect, it } from "vitest";
import { shippedSnapshot } from "../test/support/snapshot";
import { screenshot, waitForHydration, withBrowser } from "./support/fixtures";
import { productUrlKey } from "../schema/catalog/files";

const { open } = withBrowser();
const snapshot = shippedSnapshot();

describe("shopping the catalogue", () => {
  it("category → filter → sort → page 2 → product → colour and size (URL follows) → back restores the listing", async () => {
    const top = snapshot.catalog.categories.find((c) => c.level === 2 && c.urlPath.en === "women")!;
    const { page, problems } = await open(`/en/${top.urlPath.en}`, { width: 1440 });
    await page.waitForSelector('[data-island="Listing"][data-hydrated]', { state: "attached" });

    // Filter on a size: the listing updates in place and the URL carries the filter.
    const sizeLink = page.locator(".facet--size .facet__list button").first();
    // The option's label is its text before the count (`.facet__list button > span`).
    const sizeLabel = await sizeLink.evaluate((a) => a.firstChild?.textContent ?? "");
    expect(sizeLabel).not.toBe("");
    await sizeLink.click();
    await page.waitForURL(/size=/);
    await page.locator(".chips button", { hasText: sizeLabel }).waitFor();

    // Sort by price, low to high: prices on the page ascend.
    await page.locator(".sort-menu__summary").click();
    await page.getByRole("link", { name: "Price low to high" }).click();
    await page.waitForURL(/sort=price_asc/);
    await page.waitForFunction(() => !document.querySelector(".listing.is-loading"));
    // What each tile asks: its special price when it has one, else the price line's own text.
    const prices = await page
      .locator(".tile .price")
      .evaluateAll((ps) => ps.map((p) => (p.querySelector(".price__special") ?? p).textContent ?? ""));
    const cents = prices.map((p) => Number(p.replace(/[^\d]/g, "")));
    expect(cents.slice(0, 10)).toEqual([...cents.slice(0, 10)].sort((a, b) => a - b));

    // Page 2 through the numbered pagination.
    await page.locator(".pagination").getByRole("link", { name: "Page 2" }).click();
    await page.waitForURL(/page=2/);
    await page.waitForFunction(() => !document.querySelector(".listing.is-loading"));
    const listingUrl = page.url();
    await screenshot(page, "listing-1440");

    // Open a configurable product further down the listing.
    const tile = page.locator(".tile", { has: page.locator(".tile__colors") }).nth(4);
    await tile.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200);
    await page.waitForTimeout(300);
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);
    await tile.locator(".tile__name").click();
    await page.waitForURL(/\/en\/p\//);
    await waitForHydration(page);
    const productPath = new URL(page.url()).pathname;

    // Choose another size: the URL gains the variant sku without a reload.
    const sizes = page.locator(".option-picker--size .size-button:not(.is-unavailable):not(.is-selected)");
    if ((await sizes.count()) > 0) {
      await sizes.first().click();
      await page.waitForFunction(
        (p) => location.pathname.startsWith(p) && location.pathname.split("/").length === 6,
        productPath.split("/").slice(0, 5).join("/"),
      );
      expect(await page.locator(".option-picker--size .is-selected").count()).toBe(1);
    }
    const colours = page.locator(
      ".option-picker--color .swatch:not(.is-selected), .color-relations .swatch:not(.is-selected)",
    );
    expect(await colours.count()).toBeGreaterThan(0);
    await screenshot(page, "product-1440");

    // Back to the listing: same page of results, scrolled where the shopper was.
    await page.goBack();
    await page.waitForURL(listingUrl);
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 80, scrolled, { timeout: 5000 });
    expect(await page.locator(".pagination__page.is-current").textContent()).toBe("2");
    expect(problems).toEqual([]);
  });

  it("the header search panel finds a product as you type", async () => {
    const product = snapshot.listed.find((p) => p.inStock && p.type === "configurable")!;
    const { page, problems } = await open("/de", { width: 375 });
    await page.locator(".site-header").getByRole("button", { name: "Suche", exact: true }).click();
    const input = page.locator("#search-panel-input");
    await input.waitFor();
    await input.fill(product.name.de);
    await page.locator(".search-panel .tile").first().waitFor({ timeout: 5000 });
    const names = await page.locator(".search-panel .tile__name").allTextContents();
    expect(names.length).toBeLessThanOrEqual(18);
    expect(names).toContain(product.name.de);
    await screenshot(page, "search-panel-375");
    await page.locator(".search-panel .tile__link", { hasText: product.name.de }).first().click();
    await page.waitForURL(`**/de/p/${product.sku}/**`);
    expect(problems).toEqual([]);
  });

  it("a search strict matching cannot answer falls back and says what it searched (issue 35 point 9)", async () => {
    const { page, problems } = await open("/en/search", { width: 1440 });
    const input = page.locator("#search-page-input");
    // A word no product has beside a garment word, typed and submitted like a shopper would.
    await input.fill("zzqxv coat");
    await input.press("Enter");
    await page.waitForURL(/q=zzqxv/);
    await page.locator(".search-suggestion", { hasText: "Showing results for “coat”." }).waitFor();
    expect(await page.locator(".search-suggestion").textContent()).toContain("No product matches every word you typed");
    expect(await page.locator(".tile__name").count()).toBeGreaterThan(0);
    for (const name of await page.locator(".tile__name").allTextContents()) expect(name).toMatch(/coat/i);
    const results = await axeBuilder(page).withTags(["wcag2a", "wcag2aa", "best-practice"]).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it("category and product pages have no accessibility violations", async () => {
    const product = snapshot.listed.find((p) => p.type === "configurable" && p.inStock)!;
    for (const target of ["/dames/jassen", `/p/${product.sku}/${productUrlKey(product, "nl")}`]) {
      const { page } = await open(target, { width: 1440 });
      // WCAG A/AA and axe's best practices (Lighthouse runs those too: image-redundant-alt is one), any impact.
      const results = await axeBuilder(page).withTags(["wcag2a", "wcag2aa", "best-practice"]).analyze();
      expect(
        results.violations.map((v) => `${target} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
      ).toEqual([]);
    }
    // Filtered (chips, pressed options, the tiles' shared labels), reached the way a browser
    // without JavaScript gets there: the filter form's toggle, answered by a redirect.
    const { page } = await open("/dames/jassen", { width: 1440 });
    const toggles = await page.locator(".facet__list button").evaluateAll((b) => b.map((e) => e.getAttribute("value")));
    await page.goto(new URL(`/dames/jassen?toggle=${encodeURIComponent(toggles[0]!)}`, page.url()).href);
    expect(new URL(page.url()).search).not.toContain("toggle");
    await page.locator('.chips button[aria-pressed="true"]').first().waitFor();
    const results = await axeBuilder(page).withTags(["wcag2a", "wcag2aa", "best-practice"]).analyze();
    expect(
      results.violations.map((v) => `filtered ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  });

  it("catalogue pages fit a 375 px screen without sideways scrolling", async () => {
    const product = snapshot.listed.find((p) => p.type === "configurable" && p.inStock)!;
    for (const target of [
      "/dames/jassen",
      "/search?q=marineblauwe%20jas",
      "/no-result",
      `/p/${product.sku}/${productUrlKey(product, "nl")}`,
    ]) {
      const { page } = await open(target, { width: 375 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), target).toBeLessThanOrEqual(375);
    }
  });

  it("a shopper who jumps to the foot of a listing taps the pagination where it shows, on a phone and a desktop", async () => {
    // Tiles below the first rows render as they near the viewport (content-visibility): the rows
    // beside the pagination must already have their size, or the link moves under the finger (it
    // moved 51 px at 1440 px and 324 px at 375 px).
    for (const width of [375, 768, 1440]) {
      const { page } = await open("/en/women", { width });
      const link = page.getByRole("link", { name: "Page 2" }).first();
      // The jump to the link (a fling, a tap on the scroll bar) and where it shows in the first frame
      // after it, then a second on.
      const moved = await page.evaluate(async () => {
        const target = [...document.querySelectorAll<HTMLAnchorElement>("a.pagination__page")].find(
          (a) => a.textContent?.trim() === "2",
        )!;
        target.scrollIntoView({ block: "center" });
        await new Promise(requestAnimationFrame);
        const shown = target.getBoundingClientRect();
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        return { by: target.getBoundingClientRect().top - shown.top, height: shown.height };
      });
      // Half the link's height: a tap at its centre still lands on it.
      expect(Math.abs(moved.by), `at ${width} px`).toBeLessThan(moved.height / 2);
      await link.click();
      await page.waitForURL(/[?&]page=2/);
    }
  });
});
