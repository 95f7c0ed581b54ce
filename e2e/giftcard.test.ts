/**
 * Gift cards at the till in Chromium against the built worker (issue 32 point 5): on the cart page a
 * shopper opens 'Gift card', types a code the moment the field appears, is told a wrong one is not
 * valid, checks a card's balance, applies it and sees its own totals line, then pays the rest with
 * the sandbox's iDEAL; at checkout (375 px) a card that pays the whole order leaves only 'No payment
 * required', and is removed and applied again. axe finds no serious violations; screenshots at 375
 * and 1440 px.
 */
import { axeBuilder } from "./support/axe";
import type { Page } from "playwright-core";
import { createClient } from "@libsql/client";
import { afterAll, describe, expect, inject, it } from "vitest";
import { shippedSnapshot } from "../test/support/snapshot";
import { screenshot, withBrowser } from "./support/fixtures";

const { open, worker } = withBrowser();
const db = createClient({ url: inject("libsqlUrl") });
afterAll(() => db.close());
const products = shippedSnapshot()
  .listed.filter((p) => p.type === "simple" && p.status === 1 && p.inStock)
  .slice(-20, -14);
let next = 0;
const run = Date.now().toString(36).toUpperCase();

async function newCard(balance: number): Promise<string> {
  const code = `E2E${run}-${next}${Math.floor(Math.random() * 1e6)}`;
  await db.execute({
    sql: "insert into gift_cards (code, balance, created_at) values (?, ?, ?)",
    args: [code, balance, Date.now()],
  });
  return code;
}
const balanceOf = async (code: string) =>
  Number((await db.execute({ sql: "select balance from gift_cards where code = ?", args: [code] })).rows[0]!.balance);

/** One product in a new cart of this browser's session (through the API from the page); its grand total. */
async function fillBag(page: Page, store: "nl" | "de" | "en"): Promise<number> {
  const product = products[next++ % products.length]!;
  await db.execute({ sql: "update stock_items set qty = 50, is_in_stock = 1 where sku = ?", args: [product.sku] });
  return page.evaluate(
    async ({ sku, store }) => {
      const call = (url: string, body?: unknown) =>
        fetch(url, {
          method: body === undefined && url.includes("totals") ? "GET" : "POST",
          credentials: "include",
          headers: body ? { "content-type": "application/json" } : {},
          body: body ? JSON.stringify(body) : undefined,
        }).then((r) => r.json() as Promise<{ result: any }>);
      const cartId = (await call(`/api/cart/create?storeCode=${store}`)).result as string;
      await call(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty: 1 } });
      return Number((await call(`/api/cart/totals?cartId=${cartId}`)).result.grand_total);
    },
    { sku: product.sku, store },
  );
}

async function fillAddress(page: Page) {
  const address: Record<string, string> = {
    "E-mail address": "noor@example.com",
    "First name": "Noor",
    "Last name": "Bakker",
    "Postal code": "1015 CJ",
    "House number": "123",
    Street: "Keizersgracht",
    City: "Amsterdam",
  };
  await page.getByLabel("Country").selectOption("NL");
  for (const [label, value] of Object.entries(address)) await page.getByLabel(label, { exact: true }).fill(value);
}

async function expectAxeClean(page: Page) {
  const results = await axeBuilder(page).withTags(["wcag2a", "wcag2aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** The browser logs the refusals this journey provokes on purpose (400 'not a valid giftcard'). */
const unexpected = (problems: string[]) => problems.filter((p) => !p.includes("status of 400 (Bad Request)"));

const euro = (cents: number) => `€${(cents / 100).toFixed(2)}`;

describe("gift cards at the till", () => {
  it("cart page: a wrong code is refused, the balance is shown, the card is applied and the rest is paid by iDEAL", async () => {
    const { page, problems } = await open("/en/styleguide", { width: 1440 });
    const total = await fillBag(page, "en");
    const code = await newCard(1500);
    await page.goto(new URL("/en/cart/", worker.url()).href);
    await page.locator(".cart-lines .cart-line").first().waitFor();

    await page.getByText("Gift card", { exact: true }).click();
    const field = page.getByLabel("Gift card code");
    await field.fill("NOT-A-REAL-CARD");
    expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByRole("button", { name: "Apply", exact: true }).last().click();
    await page.getByRole("alert").getByText("This is not a valid giftcard").waitFor();
    expect(await field.getAttribute("aria-invalid")).toBe("true");

    await field.fill(code.toLowerCase());
    await page.getByRole("button", { name: "Check balance" }).click();
    await page.getByText(`This card holds ${euro(1500)}.`).waitFor();
    await page.getByRole("button", { name: "Apply", exact: true }).last().click();
    const row = page.locator(".cart__summary .cart-totals__row--giftcard");
    await row.waitFor();
    expect(await row.textContent()).toContain(euro(1500));
    const last = code.replace(/[^A-Z0-9]/g, "").slice(-4);
    await page.getByText(`Gift card ending in ${last} pays ${euro(1500)} of this order.`).waitFor();
    await screenshot(page, "giftcard-cart-1440", { fullPage: true });
    await screenshot(page.locator(".cart__summary"), "giftcard-cart-summary-1440");
    await expectAxeClean(page);

    await page.getByRole("link", { name: "Proceed to checkout" }).click();
    await page.waitForURL(/\/en\/checkout$/);
    await page.locator(".choice__label").first().waitFor();
    // The checkout's summary carries the card, open, with its own line.
    await page.getByText(`Gift card ending in ${last} pays`).waitFor();
    expect(await page.locator(".summary-totals__row--giftcard").textContent()).toContain(euro(1500));
    await fillAddress(page);
    await page.getByLabel("iDEAL").check();
    await page.locator("#checkout-terms").check();
    await screenshot(page, "giftcard-checkout-1440", { fullPage: true });
    await expectAxeClean(page);
    await page.getByRole("button", { name: "Place order" }).click();
    await page.waitForURL(/\/payment\/sandbox\//);
    await page.getByRole("button", { name: "Approve payment" }).click();
    await page.waitForURL(/\/en\/checkout-return\?/);
    await page.getByRole("heading", { name: "Thank you for your order" }).waitFor();
    // The provider was asked only for what the card left.
    const number = (await page.getByTestId("order-number").textContent())!;
    const [order] = (
      await db.execute({
        sql: "select grand_total, gift_card_amount, payment_method from orders where increment_id = ?",
        args: [number],
      })
    ).rows;
    expect(order).toMatchObject({ grand_total: total - 1500, gift_card_amount: 1500, payment_method: "psp_ideal" });
    expect(await balanceOf(code)).toBe(0);
    expect(unexpected(problems)).toEqual([]);
  });

  it("checkout at 375 px: a card paying the whole order leaves 'No payment required'; removed and applied again", async () => {
    const { page, problems } = await open("/en/styleguide", { width: 375 });
    const total = await fillBag(page, "en");
    const code = await newCard(total + 2000);
    await page.goto(new URL("/en/checkout", worker.url()).href);
    await page.locator(".choice__label").first().waitFor();
    await page.getByRole("button", { name: "Show order summary" }).click();
    await page.getByText("Gift card", { exact: true }).click();
    await page.getByLabel("Gift card code").fill(code);
    await page.getByRole("button", { name: "Apply", exact: true }).last().click();
    const last = code.replace(/[^A-Z0-9]/g, "").slice(-4);
    await page.getByText("The card covers the whole order: no payment needed.").waitFor();
    const free = page.getByLabel("No payment required");
    await free.waitFor();
    expect(await free.isChecked()).toBe(true);
    await screenshot(page, "giftcard-checkout-375", { fullPage: true });
    await screenshot(page.locator(".checkout-summary"), "giftcard-summary-375");
    await expectAxeClean(page);

    await page.getByRole("button", { name: `Remove gift card ending in ${last}` }).click();
    await page.getByText("The gift card has been removed.").waitFor();
    await page.getByLabel("Bank transfer").waitFor();
    expect(await page.locator(".summary-totals__row--giftcard").count()).toBe(0);
    await page.getByLabel("Gift card code").fill(code);
    await page.getByRole("button", { name: "Apply", exact: true }).last().click();
    await free.waitFor();

    await fillAddress(page);
    await page.locator("#checkout-terms").check();
    await page.getByRole("button", { name: "Place order" }).click();
    await page.waitForURL(/\/en\/checkout-return\?orderId=/);
    await page.getByRole("heading", { name: "Thank you for your order" }).waitFor();
    const number = (await page.getByTestId("order-number").textContent())!;
    const [order] = (
      await db.execute({
        sql: "select grand_total, gift_card_amount, payment_method from orders where increment_id = ?",
        args: [number],
      })
    ).rows;
    expect(order).toMatchObject({ grand_total: 0, gift_card_amount: total, payment_method: "free" });
    expect(await balanceOf(code)).toBe(2000);
    expect(problems).toEqual([]);
  });

  it("cart page at 375 px in Dutch: the disclosure, the refusal in Dutch, axe clean", async () => {
    const { page, problems } = await open("/styleguide", { width: 375 });
    await fillBag(page, "nl");
    await page.goto(new URL("/cart", worker.url()).href);
    await page.locator(".cart-lines .cart-line").first().waitFor();
    await page.getByText("Cadeaukaart", { exact: true }).click();
    await page.getByLabel("Code van je cadeaukaart").fill("GEEN-KAART");
    await page.getByRole("button", { name: "Toepassen", exact: true }).last().click();
    await page.getByRole("alert").getByText("Dit is geen geldige cadeaukaart").waitFor();
    await screenshot(page.locator(".cart__summary"), "giftcard-cart-summary-375");
    await screenshot(page, "giftcard-cart-375", { fullPage: true });
    await expectAxeClean(page);
    expect(unexpected(problems)).toEqual([]);
  });
});
