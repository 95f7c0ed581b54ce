/**
 * The cart in a real browser: add to bag on a product page, the badge, the microcart (quantity,
 * removal with confirmation), a reload, the cart page, the quick add of a listing, and the
 * product page's form without JavaScript.
 */
import { axeBuilder } from "./support/axe";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { shippedSnapshot } from "../test/support/snapshot";
import { screenshot, waitForHydration, withBrowser } from "./support/fixtures";

const { open, worker, clientIp } = withBrowser();
const snapshot = shippedSnapshot();

/** A listed configurable product with at least two sizes in stock and nothing else to choose. */
const product = snapshot.find((p) => {
  const summary = snapshot.listed.find((s) => s.sku === p.sku);
  const sizes = new Set(
    p.children.filter((c) => c.status === 1 && c.stock.isInStock && c.stock.qty > 5).map((c) => c.options.size),
  );
  return p.type === "configurable" && summary?.inStock === true && sizes.size >= 2 && p.customOptions.length === 0;
});
const productPath = (store: "nl" | "en") =>
  `${store === "en" ? "/en" : ""}/p/${encodeURIComponent(product.sku)}/${encodeURIComponent(product.urlKey[store])}`;
const listing = snapshot.catalog.categories.find((c) => c.level === 3 && c.urlPath.nl === "dames/jassen")!;

const header = (page: Page) => page.locator(".site-header");
const badge = (page: Page) => header(page).locator(".count-badge");
const microcart = (page: Page) => page.locator(".side-panel--microcart");

async function axe(page: Page, include?: string) {
  const builder = axeBuilder(page).withTags(["wcag2a", "wcag2aa"]);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** Chooses another size in stock on a product page and waits for the URL to follow it. */
async function chooseAnotherSize(page: Page): Promise<string> {
  const size = page.locator(".option-picker--size .size-button:not(.is-unavailable):not(.is-selected)").first();
  const label = (await size.textContent())!.trim();
  const before = page.url();
  await size.click();
  await page.waitForFunction((url) => location.href !== url, before);
  return label;
}

describe("the cart", () => {
  it("adds a variant on a product page, counts it, changes and removes lines in the microcart, and survives a reload", async () => {
    const { page, problems } = await open(productPath("en"), { width: 1440 });
    const add = page.getByRole("button", { name: "Add to bag" });

    // The first size, then another one: two lines.
    const first = (await page.locator(".option-picker--size .is-selected").textContent())!.trim();
    await add.click();
    const note = page.locator(".notification", { hasText: "Product has been added to the cart!" });
    await note.waitFor();
    expect(await note.getByRole("link", { name: "Proceed to checkout" }).getAttribute("href")).toBe("/en/checkout");
    await screenshot(page, "cart-added-1440");
    expect(await badge(page).textContent()).toBe("1");
    await note.getByRole("button", { name: "OK" }).click();
    const second = await chooseAnotherSize(page);
    await add.click();
    await page.waitForFunction(() => document.querySelector(".site-header .count-badge")?.textContent === "2");

    // The badge's button opens the microcart with both lines and the totals.
    await header(page).getByRole("button", { name: "Shopping bag, 2 items" }).click();
    const lines = microcart(page).locator(".cart-line");
    await lines.nth(1).waitFor();
    expect(await lines.count()).toBe(2);
    expect(await lines.nth(0).locator(".cart-line__options").textContent()).toContain(first);
    expect(await lines.nth(1).locator(".cart-line__options").textContent()).toContain(second);
    expect(await lines.nth(0).getByRole("link", { name: product.name.en }).getAttribute("href")).toMatch(
      new RegExp(`^/en/p/${product.sku}/`),
    );
    await microcart(page).locator(".cart-totals:not(.is-loading)").waitFor();
    const total = async () => microcart(page).locator(".cart-totals__row--grand_total dd").textContent();
    const totalBefore = await total();

    // More of the first line: its quantity, the badge and the total follow, and it is announced.
    await lines.nth(0).getByRole("button", { name: "Increase quantity" }).click();
    expect(await lines.nth(0).getByRole("spinbutton", { name: "Quantity" }).inputValue()).toBe("2");
    await page.waitForFunction(() => document.querySelector(".site-header .count-badge")?.textContent === "3");
    await microcart(page).getByText("Product quantity has been updated!").waitFor({ state: "attached" });
    await page.waitForFunction(
      (before) =>
        document.querySelector(".side-panel--microcart .cart-totals__row--grand_total dd")?.textContent !== before,
      totalBefore,
    );
    expect(await axe(page, ".side-panel--microcart")).toEqual([]);
    await screenshot(page, "cart-microcart-1440");

    // Removing asks first: Escape keeps the line (and the panel), 'Yes, remove' removes it.
    const remove = lines.nth(1).getByRole("button", { name: `Remove ${product.name.en}` });
    await remove.focus();
    await page.keyboard.press("Enter");
    const yes = lines.nth(1).getByRole("button", { name: "Yes, remove" });
    await yes.waitFor();
    expect(await yes.evaluate((el) => el === document.activeElement)).toBe(true);
    await screenshot(page, "cart-remove-confirm-1440");
    await page.keyboard.press("Escape");
    await remove.waitFor();
    expect(await remove.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await microcart(page).getAttribute("class")).toContain("is-open");
    await remove.click();
    // The line goes at once (optimistically); the reload below waits for the server to have removed it.
    const removedOnServer = page.waitForResponse(
      (r) => new URL(r.url()).pathname === "/api/cart/delete" && r.request().method() === "POST",
    );
    await lines.nth(1).getByRole("button", { name: "Yes, remove" }).click();
    expect((await removedOnServer).status()).toBe(200);
    await page.waitForFunction(() => document.querySelectorAll(".side-panel--microcart .cart-line").length === 1);
    await page.waitForFunction(() => document.querySelector(".site-header .count-badge")?.textContent === "2");

    // A reload keeps the bag: the badge comes from the browser's storage, the lines from the server.
    await page.reload();
    await waitForHydration(page);
    await page.waitForFunction(() => document.querySelector(".site-header .count-badge")?.textContent === "2");
    await header(page).getByRole("button", { name: "Shopping bag, 2 items" }).click();
    await microcart(page).locator(".cart-line").first().waitFor();
    expect(await microcart(page).locator(".cart-line").count()).toBe(1);
    expect(await microcart(page).getByRole("spinbutton", { name: "Quantity" }).inputValue()).toBe("2");
    expect(problems).toEqual([]);
  });

  it("shows the bag on the cart page, the same shell for everybody, with totals and no accessibility problems", async () => {
    // The page itself carries no cart: it is the same for every visitor and never stored.
    const response = await worker.fetch("/en/cart/");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain("<title>Shopping bag");
    expect(html).not.toMatch(/class="cart-line[" ]/);

    const { page, problems } = await open(productPath("en"), { width: 375 });
    await page.getByRole("button", { name: "Add to bag" }).click();
    await page.waitForFunction(() => document.querySelector(".bottom-nav .count-badge")?.textContent === "1");
    // The badge counts at once; the notification says the server has it.
    await page.getByText("Product has been added to the cart!").waitFor();
    await page.goto(new URL("/en/cart/", worker.url()).href);
    await waitForHydration(page);
    await page.locator(".cart-lines .cart-line").first().waitFor();
    await page.locator(".cart__summary .cart-totals:not(.is-loading)").waitFor();
    const segments = await page.locator(".cart__summary .cart-totals dt").allTextContents();
    expect(segments).toEqual(expect.arrayContaining(["Subtotal", "Total"]));
    expect(await page.getByRole("link", { name: "Proceed to checkout" }).getAttribute("href")).toBe("/en/checkout");

    // A coupon the shop does not know: the server's reason beside the field.
    await page.getByLabel("Discount code").fill("NO-SUCH-CODE");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.locator(".coupon__message.is-error", { hasText: "This discount code is not valid" }).waitFor();
    expect(await page.getByLabel("Discount code").getAttribute("aria-invalid")).toBe("true");
    expect(await axe(page)).toEqual([]);
    await screenshot(page, "cart-page-375", { fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.reload();
    await waitForHydration(page);
    await page.locator(".cart-lines .cart-line").first().waitFor();
    await page.locator(".cart__summary .cart-totals:not(.is-loading)").waitFor();
    await screenshot(page, "cart-page-1440", { fullPage: true });
    expect(await axe(page)).toEqual([]);
    // The browser logs the coupon's refusal (400) itself; that one was asked for.
    expect(problems.filter((p) => !p.includes("status of 400"))).toEqual([]);
  });

  it("adds from a listing with the quick-add modal: size and colour without leaving the list", async () => {
    const { page, problems } = await open(`/${listing.urlPath.nl}`, { width: 375 });
    await page.waitForSelector('[data-island="Listing"][data-hydrated]', { state: "attached" });
    await page.waitForSelector('[data-island="Overlays"][data-hydrated]', { state: "attached" });
    const tile = page.locator(".tile", { has: page.locator(".tile__quick") }).first();
    const name = (await tile.locator(".tile__name").textContent())!;
    // A button (7baeeb2), named by the listing's shared words and the tile's heading.
    await tile.getByRole("button", { name: `Snel toevoegen: ${name}`, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Snel toevoegen" });
    await dialog.getByRole("button", { name: "In winkeltas" }).waitFor();
    expect(await dialog.textContent()).toContain(name);
    const size = dialog.locator(".option-picker--size .size-button:not(.is-unavailable)").last();
    if ((await size.count()) > 0) await size.click();
    const listingUrl = page.url();
    expect(await axe(page, ".modal")).toEqual([]);
    await screenshot(page, "cart-quick-add-375");
    await dialog.getByRole("button", { name: "In winkeltas" }).click();
    await page.locator(".notification", { hasText: "Het product is aan je winkelmandje toegevoegd!" }).waitFor();
    await dialog.waitFor({ state: "detached" });
    expect(page.url()).toBe(listingUrl);
    await page.waitForFunction(() => document.querySelector(".bottom-nav .count-badge")?.textContent === "1");
    await page.locator(".bottom-nav").getByRole("button", { name: "Winkeltas, 1 artikelen" }).click();
    await microcart(page).getByRole("link", { name }).waitFor();
    await microcart(page).locator(".cart-totals:not(.is-loading)").waitFor();
    await screenshot(page, "cart-microcart-375");
    expect(problems).toEqual([]);
  });

  it("changes a line's size in place on the cart page (cart edit mode)", async () => {
    const { page, problems } = await open(productPath("en"), { width: 1440 });
    const first = (await page.locator(".option-picker--size .is-selected").textContent())!.trim();
    await page.getByRole("button", { name: "Add to bag" }).click();
    await page.getByText("Product has been added to the cart!").waitFor();
    await page.goto(new URL("/en/cart/", worker.url()).href);
    await waitForHydration(page);
    const line = page.locator(".cart-lines .cart-line").first();
    await line.waitFor();
    expect(await line.locator(".cart-line__options").textContent()).toContain(first);

    await line.getByRole("button", { name: `Change size or colour of ${product.name.en}` }).click();
    const dialog = page.getByRole("dialog", { name: "Change size or colour" });
    const update = dialog.getByRole("button", { name: "Update bag" });
    await update.waitFor();
    // The modal opens on the line's own size; another one is chosen there.
    expect((await dialog.locator(".option-picker--size .is-selected").textContent())!.trim()).toBe(first);
    const other = dialog.locator(".option-picker--size .size-button:not(.is-unavailable):not(.is-selected)").first();
    const second = (await other.textContent())!.trim();
    await other.click();
    expect(await axe(page, ".modal")).toEqual([]);
    await screenshot(page, "cart-edit-1440");
    await update.click();
    await page.locator(".notification", { hasText: "Your shopping bag has been updated" }).waitFor();
    await dialog.waitFor({ state: "detached" });
    await page.waitForFunction(
      (size) => document.querySelector(".cart-lines .cart-line .cart-line__options")?.textContent?.includes(size),
      second,
    );
    expect(await page.locator(".cart-lines .cart-line").count()).toBe(1);

    // The server has the new size on the same line.
    await page.reload();
    await waitForHydration(page);
    await page.locator(".cart-lines .cart-line").first().waitFor();
    expect(await page.locator(".cart-lines .cart-line .cart-line__options").textContent()).toContain(second);
    expect(problems).toEqual([]);
  });

  it("adds to the bag without JavaScript: the product page's form posts to /cart/add", async () => {
    const { context } = await open("/en", { width: 1440 });
    const browser = context.browser()!;
    const plain = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1440, height: 900 },
      extraHTTPHeaders: { "cf-connecting-ip": clientIp },
    });
    try {
      const page = await plain.newPage();
      await page.goto(new URL(productPath("en"), worker.url()).href);
      const sku = await page.locator('#add-to-bag input[name="sku"]').getAttribute("value");
      expect(sku).toBeTruthy();
      await page.getByRole("button", { name: "Add to bag" }).click();
      await page.waitForURL(/\/en\/cart\?added=/);
      await page.getByText("Product has been added to the cart!").waitFor();
      await screenshot(page, "cart-added-without-js-1440");

      // With JavaScript back on, the same session finds that cart.
      const scripted = await browser.newContext({
        storageState: await plain.storageState(),
        extraHTTPHeaders: { "cf-connecting-ip": clientIp },
      });
      try {
        const next = await scripted.newPage();
        await next.goto(new URL("/en/cart/", worker.url()).href);
        await next.locator(".cart-lines .cart-line").first().waitFor();
        expect(await next.locator(".cart-line__options").first().textContent()).toBeTruthy();
        await next.waitForFunction(() => document.querySelector(".site-header .count-badge")?.textContent === "1");
        expect(sku).toBe(
          await next.evaluate(
            () => (JSON.parse(localStorage.getItem("an-cart")!) as { lines: { sku: string }[] }).lines[0]!.sku,
          ),
        );
      } finally {
        await scripted.close();
      }
    } finally {
      await plain.close();
    }
  });
});
