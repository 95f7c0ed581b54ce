/**
 * The store locator in Chromium against the built worker (issue 31 point 9): find a store by
 * postcode and open its page with the keyboard only; axe clean; screenshots at 375 and 1440 px.
 */
import { axeBuilder } from "./support/axe";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot, withBrowser } from "./support/fixtures";
import { productUrlKey } from "../schema/catalog/files";
import { shippedSnapshot } from "../test/support/snapshot";

const { open } = withBrowser();

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await axeBuilder(page).withTags(["wcag2a", "wcag2aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Presses Tab until the focused element matches `test` (at most `max` times). */
async function tabTo(page: Page, test: (el: Element) => boolean, max = 80): Promise<void> {
  const source = `(${test.toString()})(document.activeElement)`;
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate(source)) return;
  }
  throw new Error("focus never reached the element");
}

describe("the store locator in the browser", () => {
  it("finds a store by postcode and opens its page, keyboard only", async () => {
    const { page, problems } = await open("/en/storelocator", { width: 1440 });
    await tabTo(page, (el) => el?.id === "store-search-q");
    await page.keyboard.type("3011 AB");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/en\/storelocator\?q=3011\+AB/);
    const heading = page.locator("#store-results");
    expect(await heading.textContent()).toMatch(/stores? near Rotterdam/);
    const first = page.locator(".store-card__name a").first();
    expect(await first.textContent()).toBe("Atelier Noord Rotterdam");
    // The opening state is there, in words.
    expect(await page.locator(".store-card .store-status").first().textContent()).toMatch(/^(Open until|Closed)/);
    await screenshot(page, "stores-locator-1440", { fullPage: true });
    await expectNoSeriousAxeViolations(page);

    await tabTo(page, (el) => el?.textContent === "Atelier Noord Rotterdam");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/en\/storelocator\/rotterdam-meent$/);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Atelier Noord Rotterdam");
    expect(await page.locator("[data-page-type]").getAttribute("data-page-type")).toBe("StorelocatorDetail");
    expect(await page.getByRole("link", { name: "Directions" }).getAttribute("href")).toContain(
      "destination=51.92260,4.48290",
    );
    await screenshot(page, "stores-detail-1440", { fullPage: true });
    await expectNoSeriousAxeViolations(page);
    expect(problems).toEqual([]);
  });

  it("reaches a store from the map's pins by keyboard, and looks right on a phone", async () => {
    const { page, problems } = await open("/storelocator?q=Gent", { width: 375 });
    expect(await page.locator(".store-card__name a").first().textContent()).toBe("Atelier Noord Gent");
    await screenshot(page, "stores-locator-375", { fullPage: true });
    await tabTo(page, (el) => el?.getAttribute("aria-label") === "Atelier Noord Antwerpen, Antwerpen", 120);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/storelocator\/antwerpen-kammenstraat$/);
    await screenshot(page, "stores-detail-375", { fullPage: true });
    await expectNoSeriousAxeViolations(page);
    expect(problems).toEqual([]);
  });

  it("shows a size's availability in the nearest stores in a dialog, in one call when it opens", async () => {
    const snapshot = shippedSnapshot();
    const product = snapshot.listed.find((p) => p.type === "configurable" && p.inStock)!;
    const { page, problems } = await open(`/en/p/${product.sku}/${productUrlKey(product, "en")}`, { width: 1440 });
    const calls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/stores")) calls.push(request.url());
    });
    await tabTo(page, (el) => el?.textContent === "Check availability in store", 120);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Availability in store" });
    await dialog.getByLabel("Postcode or city").fill("1017 AB");
    await page.keyboard.press("Enter");
    const size = dialog.getByLabel("Size");
    if ((await size.inputValue()) === "") await size.selectOption({ index: 1 });
    await dialog.locator(".in-store__store").first().waitFor();
    expect(await dialog.locator(".in-store__headline").textContent()).toMatch(
      /^(Available in \d+ stores? near you|Not available in a store near you)$/,
    );
    expect(await dialog.locator(".in-store__store a").first().textContent()).toBe("Atelier Noord Amsterdam");
    expect(calls.every((url) => url.includes("/api/stores/inventory?sku="))).toBe(true);
    await screenshot(page, "stores-product-panel-1440");
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole("button", { name: "Close" }).focus();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden", timeout: 2000 });
    expect(problems).toEqual([]);
  });
});
