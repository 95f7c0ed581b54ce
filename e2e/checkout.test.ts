/**
 * Checkout journeys in Chromium against the built worker: a guest orders by bank transfer and sees
 * the confirmation; a guest buys a configurable product with the sandbox card and finds the
 * confirmation e-mail in the mailbox; a declined sandbox payment comes back with the cart intact;
 * a 100 % coupon order goes through as `free`; a Packstation asks for the post number; axe finds
 * no serious violations.
 */
import { axeBuilder } from "./support/axe";
import type { Page } from "playwright-core";
import { createClient } from "@libsql/client";
import { afterAll, describe, expect, inject, it } from "vitest";
import { shippedSnapshot } from "../test/support/snapshot";
import { screenshot, withBrowser } from "./support/fixtures";

const { open, worker } = withBrowser({ serviceWorker: true });
const db = createClient({ url: inject("libsqlUrl") });
afterAll(() => db.close());
const products = shippedSnapshot()
  .listed.filter((p) => p.type === "simple" && p.status === 1 && p.inStock)
  .slice(-12);
let next = 0;
const snapshot = shippedSnapshot();
/** A configurable with sizes in stock, from the back of the list (the cart journeys take the first such). */
const configurable = snapshot.product(
  snapshot.listed
    .filter((p) => p.type === "configurable" && p.inStock)
    .map((p) => snapshot.product(p.sku))
    .filter((p) => p.customOptions.length === 0)
    .filter((p) => p.children.some((c) => c.status === 1 && c.stock.isInStock && c.stock.qty > 5))
    .at(-3)!.sku,
);

/** Puts one product in a new cart of this browser's session, through the API from the page. */
async function fillBag(page: Page, store: "nl" | "de" | "en"): Promise<string> {
  const product = products[next++]!;
  const name = await page.evaluate(
    async ({ sku, store }) => {
      const post = (url: string, body?: unknown) =>
        fetch(url, {
          method: "POST",
          credentials: "include",
          headers: body ? { "content-type": "application/json" } : {},
          body: body ? JSON.stringify(body) : undefined,
        }).then((r) => r.json() as Promise<{ result: { name?: string } & Record<string, unknown> }>);
      const cartId = (await post(`/api/cart/create?storeCode=${store}`)).result as unknown as string;
      const line = await post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty: 1 } });
      return String(line.result.name);
    },
    { sku: product.sku, store },
  );
  return name;
}

async function fillAddress(page: Page, address: Record<string, string>) {
  for (const [label, value] of Object.entries(address)) {
    if (label === "Country") await page.getByLabel("Country").selectOption(value);
    else await page.getByLabel(label, { exact: true }).fill(value);
  }
}

const NL_ADDRESS = {
  "E-mail address": "anna@example.com",
  "First name": "Anna",
  "Last name": "de Vries",
  Country: "NL",
  "Postal code": "1015 CJ",
  "House number": "123",
  Street: "Keizersgracht",
  City: "Amsterdam",
};

async function openCheckout(storePath: string, store: "nl" | "de" | "en", width = 1440) {
  const opened = await open(`${storePath}/styleguide`, { width });
  const name = await fillBag(opened.page, store);
  await opened.page.goto(new URL(`${storePath}/checkout`, opened.page.url()).href);
  await opened.page.locator(".choice__label").first().waitFor();
  return { ...opened, name };
}

describe("checkout", () => {
  it("a guest places an order by bank transfer and sees the confirmation with an order number", async () => {
    const { page, name, problems } = await openCheckout("/en", "en");
    expect(await page.locator(".summary-line__name").first().textContent()).toBe(name);
    // Validation beside the field, on blur.
    await page.getByLabel("Postal code", { exact: true }).fill("12");
    await page.getByLabel("Postal code", { exact: true }).blur();
    await page.getByText("The zipcode is not valid").waitFor();
    await fillAddress(page, NL_ADDRESS);
    expect(await page.getByText("The zipcode is not valid").count()).toBe(0);
    expect(await page.getByLabel("Home delivery").isChecked()).toBe(true);
    await page.getByLabel("Bank transfer").check();
    // A reload within 30 minutes resumes the entered details.
    await page.waitForTimeout(100);
    await page.reload();
    await page.locator(".choice__label").first().waitFor();
    expect(await page.getByLabel("E-mail address").inputValue()).toBe("anna@example.com");
    expect(await page.getByLabel("Bank transfer").isChecked()).toBe(true);
    // Terms are required and open in a modal.
    await page.getByRole("button", { name: "Place order" }).click();
    await page.getByText("Please accept the terms and conditions").waitFor();
    await page.getByRole("button", { name: "terms and conditions" }).click();
    await page.getByRole("dialog").getByText("Return items unworn within 30 days").waitFor();
    await screenshot(page, "checkout-terms-1440");
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await page.locator("#checkout-terms").check();
    await screenshot(page, "checkout-1440", { fullPage: true });
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "checkout-1440-top");
    await page.getByRole("button", { name: "Place order" }).click();
    await page.waitForURL(/\/en\/checkout-return\?orderId=/);
    await page.getByRole("heading", { name: "Thank you for your order" }).waitFor();
    expect(await page.getByTestId("order-number").textContent()).toMatch(/^[A-Z]{2}\d+$/);
    await page.locator("#main").getByText("Free returns within 30 days").waitFor();
    await screenshot(page, "checkout-return-placed-1440", { fullPage: true });
    expect(problems).toEqual([]);
  });

  it("a guest buys a configurable product with the sandbox card and finds the confirmation in the mailbox", async () => {
    const { page, problems } = await open(
      `/en/p/${encodeURIComponent(configurable.sku)}/${encodeURIComponent(configurable.urlKey.en)}`,
      { width: 1440 },
    );
    const size = (await page.locator(".option-picker--size .is-selected").textContent())!.trim();
    await page.getByRole("button", { name: "Add to bag" }).click();
    const note = page.locator(".notification", { hasText: "Product has been added to the cart!" });
    await note.getByRole("link", { name: "Proceed to checkout" }).click();
    await page.waitForURL(/\/en\/checkout$/);
    await page.locator(".choice__label").first().waitFor();
    // The summary beside the form (at this width) shows the chosen size.
    await page.locator(".summary-line").first().waitFor();
    expect(await page.locator(".summary-line").first().textContent()).toContain(size);
    await fillAddress(page, NL_ADDRESS);
    await page.getByLabel("Credit card").check();
    await page.locator("#checkout-terms").check();
    await page.getByRole("button", { name: "Place order" }).click();

    // The provider's hosted page: the amount, and the shopper approves.
    await page.waitForURL(/\/payment\/sandbox\//);
    await screenshot(page, "payment-sandbox-1440", { fullPage: true });
    await page.getByRole("button", { name: "Approve payment" }).click();
    await page.waitForURL(/\/en\/checkout-return\?/);
    await page.getByRole("heading", { name: "Thank you for your order" }).waitFor();
    const number = (await page.getByTestId("order-number").textContent())!;
    expect(number).toMatch(/^EN\d+$/);
    await screenshot(page, "checkout-return-paid-1440", { fullPage: true });
    // The bag is empty now.
    await page.waitForFunction(() => !document.querySelector(".site-header .count-badge"));

    // The confirmation, sent once the verified webhook marked the order paid, in English.
    await page.goto(new URL("/en/dev/mailbox", worker.url()).href);
    const mail = page.getByRole("link", { name: new RegExp(`Your order ${number} at Atelier Noord`) });
    await mail.click();
    await page.getByText(configurable.name.en).first().waitFor();
    expect(await page.locator("body").textContent()).toContain(size);
    await screenshot(page, "mailbox-confirmation-1440", { fullPage: true });
    expect(problems).toEqual([]);
  });

  it("a 100 % coupon order with free delivery goes through as free", async () => {
    await db.execute({
      sql: "insert or replace into coupons (code, kind, value, min_subtotal, times_used, free_shipping, active, created_at) values ('ONTHEHOUSE', 'percent', 100, 0, 0, 1, 1, ?)",
      args: [Date.now()],
    });
    const { page, problems } = await open("/en/styleguide", { width: 1440 });
    await fillBag(page, "en");
    // The code goes in on the cart page; the checkout's summary carries it.
    await page.goto(new URL("/en/cart/", worker.url()).href);
    await page.locator(".cart-lines .cart-line").first().waitFor();
    await page.getByLabel("Discount code").fill("onthehouse");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.locator(".cart__summary .cart-totals__row--discount").waitFor();
    await page.getByRole("link", { name: "Proceed to checkout" }).click();
    await page.waitForURL(/\/en\/checkout$/);
    await page.locator(".choice__label").first().waitFor();
    await fillAddress(page, NL_ADDRESS);
    // Nothing left to pay: 'free' is the only payment method, and chosen.
    const free = page.getByLabel("No payment required");
    await free.waitFor();
    expect(await free.isChecked()).toBe(true);
    expect(await page.getByLabel("Bank transfer").count()).toBe(0);
    await page.locator("#checkout-terms").check();
    await screenshot(page, "checkout-free-1440", { fullPage: true });
    await page.getByRole("button", { name: "Place order" }).click();
    await page.waitForURL(/\/en\/checkout-return\?orderId=/);
    await page.getByRole("heading", { name: "Thank you for your order" }).waitFor();
    const number = (await page.getByTestId("order-number").textContent())!;
    const [order] = (
      await db.execute({ sql: "select grand_total, payment_method from orders where increment_id = ?", args: [number] })
    ).rows;
    expect(order).toMatchObject({ grand_total: 0, payment_method: "free" });
    expect(problems).toEqual([]);
  });

  it("a declined card payment comes back saying so, with the cart intact", async () => {
    const { page, name } = await openCheckout("/en", "en", 375);
    await fillAddress(page, NL_ADDRESS);
    await page.getByLabel("iDEAL").check();
    await page.locator("#checkout-terms").check();
    await screenshot(page, "checkout-375", { fullPage: true });
    await page.getByRole("button", { name: "Place order" }).click();
    await page.waitForURL(/\/payment\/sandbox\//);
    await page.getByRole("button", { name: "Decline payment" }).waitFor();
    await screenshot(page, "payment-sandbox-375", { fullPage: true });
    await page.getByRole("button", { name: "Decline payment" }).click();
    await page.waitForURL(/\/en\/checkout-return\?.*outcome=declined/);
    await page.getByRole("heading", { name: "Your payment did not go through" }).waitFor();
    await screenshot(page, "checkout-return-declined-375", { fullPage: true });
    await page.getByRole("link", { name: "Back to checkout" }).click();
    await page.waitForURL(/\/en\/checkout$/);
    await page.getByRole("button", { name: "Show order summary" }).click();
    await page.locator(".summary-line__name", { hasText: name }).waitFor();
    expect(await page.getByLabel("E-mail address").inputValue()).toBe("anna@example.com");
  });

  it("a Packstation asks for the post number; cancelling clears the choice", async () => {
    const { page } = await openCheckout("/en", "en");
    await fillAddress(page, {
      ...NL_ADDRESS,
      Country: "DE",
      "Postal code": "10119",
      Street: "Torstraße",
      "House number": "12",
      City: "Berlin",
    });
    await page.getByLabel(/Collect at a DHL ServicePoint/).check();
    const station = page.locator(".point", { has: page.locator(".point__badge") }).first();
    await station.waitFor();
    await station.locator("input[type=radio]").check();
    const prompt = page.getByText("Add your postnumber for delivery at a DHL Packstation:", { exact: true });
    await prompt.waitFor();
    await page.getByRole("button", { name: "Cancel" }).click();
    await prompt.waitFor({ state: "detached" });
    expect(await page.locator("input[name=servicePoint]:checked").count()).toBe(0);
    await station.locator("input[type=radio]").check();
    await page.getByLabel("DHL post number").fill("12");
    await page.getByRole("button", { name: "Use this Packstation" }).click();
    await page.getByText("A DHL post number has 6 to 10 digits.").waitFor();
    await page.getByLabel("DHL post number").fill("12345678");
    await page.getByRole("button", { name: "Use this Packstation" }).click();
    await page.getByText("Post number 12345678").waitFor();
    await screenshot(page, "checkout-packstation-1440", { fullPage: true });
    // Any other method clears the chosen point.
    await page.getByLabel("Home delivery").check();
    await page.getByLabel(/Collect at a DHL ServicePoint/).check();
    await page.locator(".point").first().waitFor();
    expect(await page.locator("input[name=servicePoint]:checked").count()).toBe(0);
  });

  it("has no serious accessibility violations on /checkout", async () => {
    for (const width of [375, 1440]) {
      const { page } = await openCheckout("", "nl", width);
      const results = await axeBuilder(page).withTags(["wcag2a", "wcag2aa"]).analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    }
  });
});
