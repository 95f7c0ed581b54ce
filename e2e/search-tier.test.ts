/**
 * Shopping through the libSQL search tier (SEARCH_TIER=libsql, worker/catalog/libsql-search): a
 * shopper on a slow phone (CPU throttled 4x) types in the header search the moment it opens, goes
 * to the results page, filters them, and opens a product; a category listing filters in place.
 * Every search and listing of these pages is answered by FTS5 tables in the database.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { shippedSnapshot } from "../test/support/snapshot";
import { categoryUrl } from "../domain/urls";
import { withBrowser } from "./support/fixtures";

const { open } = withBrowser({ bindings: { SEARCH_TIER: "libsql" } });
const snapshot = shippedSnapshot();

async function throttle(page: Page, rate: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
}

describe("search on the libSQL tier", () => {
  it("header search as you type → results page → colour filter → product, on a throttled phone", async () => {
    const product = snapshot.listed.find((p) => p.inStock && p.type === "configurable")!;
    const { page, problems } = await open("/", { width: 375, interaction: false });
    await throttle(page, 4);
    await page.locator(".site-header").getByRole("button", { name: "Zoeken", exact: true }).click();
    const input = page.locator("#search-panel-input");
    await input.waitFor();
    await input.pressSequentially(product.name.nl, { delay: 20 });
    await page.locator(".search-panel .tile__name", { hasText: product.name.nl }).first().waitFor({ timeout: 10_000 });
    await input.press("Enter");
    await page.waitForURL(/\/search\?q=/);
    await page.locator(".tile__name", { hasText: product.name.nl }).first().waitFor();
    // A colour filter narrows the results; the URL carries it.
    const total = await page.locator(".tile").count();
    expect(total).toBeGreaterThan(0);
    const colour = page.locator(".facet--color .facet__list button").first();
    if ((await colour.count()) > 0) {
      // On a phone the filters fold away behind "Filter".
      await page.locator(".listing__filters-toggle", { hasText: "Filter" }).click();
      await colour.click();
      await page.waitForURL(/color=/);
      await page.waitForFunction(() => !document.querySelector(".listing.is-loading"));
      expect(await page.locator(".tile").count()).toBeGreaterThan(0);
    }
    await page.locator(".tile__link").first().click();
    await page.waitForURL(/\/p\//);
    expect(problems).toEqual([]);
  });

  it("a category listing filters by size in place", async () => {
    const top = snapshot.catalog.categories.find((c) => c.level === 2 && c.urlPath.en === "women")!;
    const { page, problems } = await open(categoryUrl(top, "en"), { width: 1440 });
    await page.waitForSelector('[data-island="Listing"][data-hydrated]', { state: "attached" });
    const before = await page.locator(".listing__count, .catalog-page__count").first().textContent();
    const size = page.locator(".facet--size .facet__list button").first();
    const label = await size.evaluate((a) => a.firstChild?.textContent ?? "");
    await size.click();
    await page.waitForURL(/size=/);
    await page.locator(".chips button", { hasText: label }).waitFor();
    await page.waitForFunction(() => !document.querySelector(".listing.is-loading"));
    const after = await page.locator(".listing__count, .catalog-page__count").first().textContent();
    expect(after).not.toBe(before);
    expect(problems).toEqual([]);
  });
});
