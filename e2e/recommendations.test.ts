/**
 * Recommendation journeys in Chromium against the built worker (issue 32.3): "Complete the look" on
 * a product page (server HTML, tiles that lead to the product), the cart's "You may also like" with
 * the bag's cross-sells and "Recently viewed" after visiting two products, and the product carousel
 * modal opened by keyboard (arrows, Escape, focus back on the image) and by swipe. axe-clean page and
 * modal; screenshots at 375 and 1440 px.
 */
import { axeBuilder } from "./support/axe";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { productUrl } from "../domain/urls";
import { shippedSnapshot } from "../test/support/snapshot";
import { screenshot, waitForHydration, withBrowser } from "./support/fixtures";

const { open, worker } = withBrowser();
const snapshot = shippedSnapshot();
const bySku = new Map(snapshot.catalog.products.map((p) => [p.sku, p]));
const eligible = (sku: string) => {
  const p = bySku.get(sku);
  return p !== undefined && p.status === 1 && p.visibility >= 2 && p.inStock;
};
// A configurable of its own with cross-sells that show, and several gallery images.
const merchandised = snapshot.find(
  (p) =>
    p.type === "configurable" &&
    p.status === 1 &&
    p.visibility >= 2 &&
    p.stock.isInStock &&
    p.gallery.length >= 2 &&
    p.links.filter((l) => l.type === "crosssell").some((l) => eligible(l.sku)),
);
const crossSells = merchandised.links.filter((l) => l.type === "crosssell" && eligible(l.sku)).map((l) => l.sku);

async function expectNoSeriousAxeViolations(page: Page, include?: string) {
  const builder = axeBuilder(page).withTags(["wcag2a", "wcag2aa"]);
  const results = await (include ? builder.include(include) : builder).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Waits until the page (when the browser is idle, client/analytics/page.ts) has recorded its product as viewed. */
const recorded = (page: Page, sku: string) =>
  page.waitForFunction((s) => (localStorage.getItem("recently-viewed") ?? "").includes(`"${s}"`), sku);

describe("recommendations in the browser", () => {
  it("shows Complete the look on the product page, and the bag's suggestions and recently viewed in the cart", async () => {
    const other = snapshot.listed.find((p) => p.type === "simple" && p.inStock && p.sku !== merchandised.sku)!;
    // Two products viewed: the other one first, then the merchandised one (added to the bag).
    const { page, problems } = await open(productUrl("en", other), { width: 1440 });
    const look = page.getByRole("region", { name: "Complete the look" });
    await look.scrollIntoViewIfNeeded();
    expect(await look.locator(".tile").count()).toBe(4);
    await screenshot(page, "recs-product-1440", { fullPage: true });
    await expectNoSeriousAxeViolations(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await look.scrollIntoViewIfNeeded();
    await screenshot(page, "recs-product-375");
    await page.setViewportSize({ width: 1440, height: 900 });
    await recorded(page, other.sku);

    await page.goto(new URL(productUrl("en", merchandised), worker.url()).href);
    await waitForHydration(page);
    await recorded(page, merchandised.sku);
    const firstCross = bySku.get(crossSells[0]!)!;
    // Linked products lead: the first cross-sell is among the tiles, linked to its page.
    const tile = page
      .getByRole("region", { name: "Complete the look" })
      .getByRole("link", { name: firstCross.name.en });
    expect(await tile.getAttribute("href")).toBe(productUrl("en", firstCross));
    await page.getByRole("button", { name: "Add to bag" }).click();
    await page.getByText("Product has been added to the cart!").waitFor();

    await page.goto(new URL("/en/cart/", worker.url()).href);
    await waitForHydration(page);
    await page.locator(".cart-lines .cart-line").first().waitFor();
    const suggestions = page.getByRole("region", { name: "You may also like" });
    await suggestions.scrollIntoViewIfNeeded();
    await suggestions.locator(".tile").first().waitFor();
    const names = await suggestions.locator(".tile__name").allTextContents();
    expect(names.slice(0, Math.min(4, crossSells.length))).toEqual(
      crossSells.slice(0, 4).map((sku) => bySku.get(sku)!.name.en),
    );
    expect(names).not.toContain(merchandised.name.en);
    const viewed = page.getByRole("region", { name: "Recently viewed" });
    await viewed.locator(".tile").first().waitFor();
    // Newest first.
    expect(await viewed.locator(".tile__name").allTextContents()).toEqual([merchandised.name.en, other.name.en]);
    await screenshot(page, "recs-cart-1440", { fullPage: true });
    await expectNoSeriousAxeViolations(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, "recs-cart-375", { fullPage: true });
    expect(problems).toEqual([]);
  });

  it("opens the zoom carousel by keyboard and by swipe; Escape closes it and the focus comes back", async () => {
    const { page, problems } = await open(productUrl("en", merchandised), { width: 375 });
    const zoom = page.getByRole("button", { name: "Enlarge image" });
    await zoom.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Product images" });
    await dialog.waitFor();
    const count = dialog.locator(".zoom__count");
    const total = (await count.textContent())!.split("/")[1]!.trim();
    expect(await count.textContent()).toMatch(/^1 \/ \d+$/);
    await page.keyboard.press("ArrowRight");
    expect(await count.textContent()).toBe(`2 / ${total}`);
    await page.keyboard.press("ArrowLeft");
    expect(await count.textContent()).toBe(`1 / ${total}`);
    // Focus stays inside: Tab from the last control comes back to the first.
    for (let i = 0; i < 4; i++) await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("dialog") !== null)).toBe(true);
    await screenshot(page, "recs-zoom-375");
    await expectNoSeriousAxeViolations(page, ".zoom");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.className)).toBe("gallery__zoom");

    // A swipe to the left shows the next image (pointer events: touch, pen or a dragging mouse).
    await page.setViewportSize({ width: 1440, height: 900 });
    await zoom.click();
    await dialog.waitFor();
    const box = (await dialog.locator(".zoom__viewport").boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.7, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.3, y, { steps: 5 });
    await page.mouse.up();
    expect(await count.textContent()).toBe(`2 / ${total}`);
    // The slide has arrived (350 ms) and its image is there.
    await page.waitForTimeout(500);
    expect(
      await dialog
        .locator(".zoom__slide")
        .nth(1)
        .locator("img")
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    await screenshot(page, "recs-zoom-1440");
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "detached" });
    // The gallery shows the image seen last.
    expect(await page.locator(".gallery__thumb[aria-current=true]").getAttribute("aria-label")).toBe("Show image 2");
    expect(problems).toEqual([]);
  });

  it("moves without animation when the shopper asks for reduced motion", async () => {
    const { page } = await open(productUrl("en", merchandised), { width: 1440 });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.getByRole("button", { name: "Enlarge image" }).click();
    const track = page.locator(".zoom__track");
    await track.waitFor();
    const seconds = () => track.evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration));
    // No slide: at most the 1 ms the site's reduced-motion rule leaves (base styles), against 350 ms.
    expect(await seconds()).toBeLessThanOrEqual(0.001);
    await page.emulateMedia({ reducedMotion: "no-preference" });
    expect(await seconds()).toBeGreaterThanOrEqual(0.3);
  });
});
