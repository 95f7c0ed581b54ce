/**
 * Orders made offline (issue 33 point 3, SPEC §4) in Chromium against the built worker, with the
 * service worker in control: a shopper whose connection drops at checkout is warned that stock
 * cannot be checked, places the order offline, and it is sent exactly once when the browser is online
 * again — by the checkout itself (the SPEC's thank-you page), or, after the shopper left it, when
 * they confirm it from "Order waiting!" and the order confirmation modal. A card payment cannot be
 * made offline; a cancelled offline order is forgotten and the bag stays. The data layer sees one purchase.
 */
import type { Page } from "playwright-core";
import { createClient } from "@libsql/client";
import { afterAll, describe, expect, inject, it } from "vitest";
import { shippedSnapshot } from "../test/support/snapshot";
import { axeBuilder } from "./support/axe";
import { screenshot, waitForHydration, withBrowser } from "./support/fixtures";

const { open, worker } = withBrowser({ serviceWorker: true });
const db = createClient({ url: inject("libsqlUrl") });
afterAll(() => db.close());
const snapshot = shippedSnapshot();

/** Simple products in stock, from the middle of the list (other journeys take the ends). */
const products = snapshot.listed.filter((p) => p.type === "simple" && p.status === 1 && p.inStock).slice(20, 30);
let next = 0;

const address = (email: string) => ({
  "E-mail address": email,
  "First name": "Noor",
  "Last name": "Bakker",
  Country: "NL",
  "Postal code": "3511 LX",
  "House number": "12",
  Street: "Oudegracht",
  City: "Utrecht",
});

/** Waits until the service worker controls the page (registered after load and idle, precache done). */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
}

/** The POSTs of /api/order the page sent. */
function orderPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === "/api/order") posts.push(r.url());
  });
  return posts;
}

/** `purchase` events on this page's data layer. */
const purchases = (page: Page) =>
  page.evaluate(
    () =>
      ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
        (e) => e.event === "purchase",
      ).length,
  );

const ordersFor = async (email: string) =>
  Number((await db.execute({ sql: "select count(*) as n from orders where email = ?", args: [email] })).rows[0]!.n);

/**
 * A shopper with one product in the bag at a filled-in checkout, the service worker in control and
 * the product page in its offline copy.
 */
async function checkoutReady(email: string, width = 1440) {
  const product = products[next++]!;
  const productPath = `/en/p/${encodeURIComponent(product.sku)}/${encodeURIComponent(snapshot.product(product.sku).urlKey.en)}`;
  const opened = await open(productPath, { width });
  const { page } = opened;
  await controlled(page);
  await page.reload();
  await waitForHydration(page);
  await page.getByRole("button", { name: "Add to bag" }).click();
  await page.locator(".notification", { hasText: "Product has been added to the cart!" }).waitFor();
  await page.goto(new URL("/en/checkout", worker.url()).href);
  await page.locator(".choice__label").first().waitFor();
  for (const [label, value] of Object.entries(address(email))) {
    if (label === "Country") await page.getByLabel("Country").selectOption(value);
    else await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.locator("#checkout-terms").check();
  return { ...opened, productPath, posts: orderPosts(page) };
}

describe("orders made offline", () => {
  it("are placed with a stock warning and sent once by the checkout when it is online again", async () => {
    const email = `offline-${Date.now()}@example.com`;
    const { page, context, posts, problems } = await checkoutReady(email);

    await context.setOffline(true);
    await page.locator(".notification", { hasText: "You can still place your order" }).waitFor();
    // A card payment needs the provider's page: not offline.
    const card = page.getByLabel("iDEAL");
    if ((await card.count()) > 0) {
      await card.check();
      await page.getByRole("button", { name: "Place order" }).click();
      const dialog = page.getByRole("dialog", { name: "Ordering offline" });
      await dialog.getByText("iDEAL needs a connection").waitFor();
      await dialog.getByRole("button", { name: "Choose another payment method" }).click();
      await dialog.waitFor({ state: "detached" });
    }
    await page.getByLabel("Bank transfer").check();
    await page.getByRole("button", { name: "Place order" }).click();
    const dialog = page.getByRole("dialog", { name: "Ordering offline" });
    await dialog.getByText("Stock cannot be checked until then").waitFor();
    expect((await axeBuilder(page).include(".modal__sheet").analyze()).violations).toEqual([]);
    await screenshot(page, "offline-order-warning-1440");
    await dialog.getByRole("button", { name: "Place order offline" }).click();
    await dialog.getByText("Your order is saved on this device").waitFor();
    expect(posts).toEqual([]);
    expect(await ordersFor(email)).toBe(0);

    // Online again: the checkout sends it itself and shows the confirmation.
    await context.setOffline(false);
    await page.waitForURL(/\/en\/checkout-return\?orderId=/, { timeout: 20_000 });
    await page.getByRole("heading", { name: "Thank you for your order" }).waitFor();
    expect(posts).toHaveLength(1);
    expect(await ordersFor(email)).toBe(1);
    // The data layer sees the purchase once; the confirmation seen again reports none.
    await expect.poll(() => purchases(page), { timeout: 10_000 }).toBe(1);
    await page.reload();
    await page.getByRole("heading", { name: "Thank you for your order" }).waitFor();
    await page.waitForTimeout(1000);
    expect(await purchases(page)).toBe(0);
    // Going offline and online again sends nothing twice.
    await context.setOffline(true);
    await context.setOffline(false);
    await page.waitForTimeout(500);
    expect(posts).toHaveLength(1);
    expect(await ordersFor(email)).toBe(1);
    expect(problems.filter((p) => !p.includes("Failed to load resource"))).toEqual([]);
  });

  it("wait for the shopper's confirmation once they left the checkout, and a cancelled one is forgotten", async () => {
    const email = `offline-later-${Date.now()}@example.com`;
    const { page, context, posts, productPath, problems } = await checkoutReady(email, 375);
    await context.setOffline(true);
    await page.getByLabel("Bank transfer").check();
    await page.getByRole("button", { name: "Place order" }).click();
    const dialog = page.getByRole("dialog", { name: "Ordering offline" });
    await dialog.getByRole("button", { name: "Place order offline" }).click();
    await dialog.getByText("Your order is saved on this device").waitFor();
    await screenshot(page, "offline-order-saved-375");

    // The shopper browses on, offline, to a page from the offline copy.
    await page.goto(new URL(productPath, worker.url()).href);
    await waitForHydration(page);
    await context.setOffline(false);
    const waiting = page.locator(".notification", { hasText: "Order waiting!" });
    await waiting.waitFor({ timeout: 20_000 });
    expect(posts).toEqual([]);
    await waiting.getByRole("button", { name: "Click here to confirm the order that you made offline." }).click();
    const list = page.getByRole("dialog", { name: "Ordering offline" });
    await list.getByText("Noor Bakker, Utrecht").waitFor();
    expect((await axeBuilder(page).include(".modal__sheet").analyze()).violations).toEqual([]);
    await screenshot(page, "offline-order-confirm-375");
    await list.getByRole("button", { name: "Confirm order" }).click();
    await page.waitForURL(/\/en\/checkout-return\?orderId=/, { timeout: 20_000 });
    await page.getByRole("heading", { name: "Thank you for your order" }).waitFor();
    expect(posts).toHaveLength(1);
    expect(await ordersFor(email)).toBe(1);

    // A second offline order, cancelled: nothing is sent, the bag keeps its line.
    await page.goto(new URL(productPath, worker.url()).href);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Add to bag" }).click();
    await page.locator(".notification", { hasText: "Product has been added to the cart!" }).waitFor();
    await page.goto(new URL("/en/checkout", worker.url()).href);
    await page.locator(".choice__label").first().waitFor();
    // The details typed before are kept for the next order (SPEC §4 saved checkout details).
    if ((await page.getByLabel("E-mail address").inputValue()) === "")
      for (const [label, value] of Object.entries(address(email))) {
        if (label === "Country") await page.getByLabel("Country").selectOption(value);
        else await page.getByLabel(label, { exact: true }).fill(value);
      }
    await page.locator("#checkout-terms").check();
    await context.setOffline(true);
    await page.getByLabel("Bank transfer").check();
    await page.getByRole("button", { name: "Place order" }).click();
    await dialog.getByRole("button", { name: "Place order offline" }).click();
    await dialog.getByText("Your order is saved on this device").waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    // 'Place order' again while the first waits: that order is offered, not a second one.
    await page.getByRole("button", { name: "Place order" }).click();
    await list.getByRole("button", { name: "Cancel order" }).click();
    await list.getByText("No orders are waiting.").waitFor();
    await context.setOffline(false);
    await page.waitForTimeout(1000);
    expect(posts).toHaveLength(1);
    expect(await ordersFor(email)).toBe(1);
    expect(await page.locator(".summary-line__name").count()).toBe(1);
    expect(problems.filter((p) => !p.includes("Failed to load resource"))).toEqual([]);
  });
});
