/**
 * The search page when the libSQL search tier cannot reach its tables and has no recent answer: the
 * shopper reads that search is unavailable right now and can browse the categories instead (listed
 * from the isolate's own catalogue meanwhile); the page is accessible and fits a phone.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startDbProxy, type DbProxy } from "../test/support/db-proxy";
import { axeBuilder } from "./support/axe";
import { screenshot, withBrowser } from "./support/fixtures";

let proxy: DbProxy;
beforeAll(async () => {
  proxy = await startDbProxy(inject("libsqlUrl"));
});
afterAll(() => proxy.close());
const { open } = withBrowser({
  bindings: () => ({ SEARCH_TIER: "libsql", LIBSQL_URL: proxy.url, PAGE_CACHE: "off" }),
});

describe("search while its database is down", () => {
  it("a search the names can answer shows them, saying the results may be incomplete", async () => {
    proxy.arm(/search_f\d+_/, "refuse", 10);
    const { page, problems, status } = await open("/en/search?q=coat", { width: 375 });
    expect(status).toBe(200);
    await page.getByText("Search is slow right now, so these results may be incomplete.").waitFor();
    const names = await page.locator(".tile__name").allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/coat/i);
    expect(problems).toEqual([]);
  });

  it("says search is unavailable, offers the categories, and passes axe at 375 and 1440 px", async () => {
    for (const width of [375, 1440]) {
      // Only the search tables' statements are refused: the rest of the shop answers.
      proxy.arm(/search_f\d+_/, "refuse", 10);
      const { page, problems, status } = await open(`/en/search?q=coat${width}`, { width });
      expect(status).toBe(503);
      await page.getByRole("heading", { name: "Search is unavailable right now" }).waitFor();
      await page.getByText("Please try again in a moment, or browse our categories.").waitFor();
      const categories = page.locator(".no-results__categories a");
      expect(await categories.count()).toBeGreaterThan(0);
      const results = await axeBuilder(page).withTags(["wcag2a", "wcag2aa", "best-practice"]).analyze();
      expect(results.violations.map((v) => v.id)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await screenshot(page, `search-unavailable-${width}`);
      // The document's own 503 is what the browser reports; nothing else failed.
      expect(problems.filter((p) => !/status of 503/.test(p))).toEqual([]);
      // The categories still list their products while search is down (from the isolate's catalogue).
      await categories.first().click();
      await page.waitForURL((url) => !url.pathname.includes("/search"));
      await page.locator(".tile").first().waitFor();
    }
  });
});
