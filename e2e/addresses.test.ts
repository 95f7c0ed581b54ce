/**
 * Issue 31.6 and 31.8 in Chromium against the built worker: a shopper types a Dutch postcode and
 * house number the moment the checkout shows (CPU throttled 4x) and sees the street and city filled;
 * a signed-in customer checks out with their saved address and a company billing address with a VAT
 * number, by keyboard, and the order carries it; axe finds no serious violations.
 */
import { axeBuilder } from "./support/axe";
import type { Page } from "playwright-core";
import { createClient } from "@libsql/client";
import { afterAll, describe, expect, inject, it } from "vitest";
import { shippedSnapshot } from "../test/support/snapshot";
import { screenshot, withBrowser } from "./support/fixtures";

const { open } = withBrowser();
const db = createClient({ url: inject("libsqlUrl") });
afterAll(() => db.close());
// This file's products: simple products in stock, from the middle of the list (other journeys take the ends).
const products = shippedSnapshot()
  .listed.filter((p) => p.type === "simple" && p.status === 1 && p.inStock)
  .slice(-36, -30);
let next = 0;

/** Posts from the page (same origin, the browser's cookies). */
async function inPage(page: Page, calls: { path: string; body?: unknown; headers?: Record<string, string> }[]) {
  return page.evaluate(async (calls) => {
    const results: unknown[] = [];
    for (const call of calls) {
      const res = await fetch(call.path, {
        method: "POST",
        credentials: "include",
        headers: { ...(call.body ? { "content-type": "application/json" } : {}), ...call.headers },
        body: call.body ? JSON.stringify(call.body) : undefined,
      });
      results.push(((await res.json()) as { result: unknown }).result);
    }
    return results;
  }, calls);
}

/** One product in a new cart of this page's session. */
async function fillBag(page: Page) {
  const [cartId] = await inPage(page, [{ path: "/api/cart/create?storeCode=en" }]);
  await inPage(page, [
    { path: `/api/cart/update?cartId=${String(cartId)}`, body: { cartItem: { sku: products[next++]!.sku, qty: 1 } } },
  ]);
}

/** Chromium's CPU throttling over CDP. */
async function throttle(page: Page, rate: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
}

/** The page's problems without the lookup's own 404s (an unknown house number is an answer, not a fault). */
const faults = (problems: string[]) => problems.filter((p) => !/status of 404/.test(p));

describe("address lookup at checkout (SPEC §5)", () => {
  it("fills street and city from a Dutch postcode and house number typed at once, CPU throttled 4x", async () => {
    const { page, problems } = await open("/en/styleguide", { width: 375 });
    await fillBag(page);
    await throttle(page, 4);
    await page.goto(new URL("/en/checkout", page.url()).href, { waitUntil: "commit" });
    // Typed the moment the fields show, while the page's scripts still load.
    await page.getByLabel("Postal code", { exact: true }).fill("1012 js");
    await page.getByLabel("House number", { exact: true }).fill("5");
    await expect.poll(() => page.getByLabel("Street", { exact: true }).inputValue(), { timeout: 20_000 }).toBe("Dam");
    expect(await page.getByLabel("City", { exact: true }).inputValue()).toBe("Amsterdam");
    // A number the postcode does not have: the SPEC's message beside the house number.
    await page.getByLabel("House number", { exact: true }).fill("99");
    await page.getByText("The housenumber is not valid").waitFor({ timeout: 20_000 });
    await page.getByLabel("House number", { exact: true }).fill("7");
    await page.getByText("The housenumber is not valid").waitFor({ state: "detached", timeout: 20_000 });
    await screenshot(page, "checkout-lookup-375");
    expect(faults(problems)).toEqual([]);
  });
});

describe("a customer's addresses at checkout (issue 31.8)", () => {
  it("checks out by keyboard with a saved address and a company billing address with VAT number", async () => {
    const { page, problems } = await open("/en/styleguide", { width: 1440 });
    const email = `saved.${Date.now().toString(36)}@example.com`;
    await inPage(page, [
      {
        path: "/api/user/create",
        body: { customer: { email, firstname: "Lotte", lastname: "Mulder" }, password: "Noord-2026!" },
      },
      {
        path: "/api/user/login",
        body: { username: email, password: "Noord-2026!" },
        headers: { "x-session-transport": "cookie" },
      },
      {
        path: "/api/user/address",
        body: {
          firstname: "Lotte",
          lastname: "Mulder",
          street: ["Oudegracht", "42"],
          postcode: "3511AB",
          city: "Utrecht",
          country_id: "NL",
          default_shipping: true,
        },
      },
    ]);
    await page.evaluate(
      (email) => localStorage.setItem("an_user", JSON.stringify({ email, firstname: "Lotte", lastname: "Mulder" })),
      email,
    );
    await fillBag(page);
    await page.goto(new URL("/en/checkout", page.url()).href);
    await page.locator(".choice__label").first().waitFor();
    // The saved address is chosen and fills the delivery address.
    await expect.poll(() => page.getByLabel("Street", { exact: true }).inputValue()).toBe("Oudegracht");
    expect(await page.getByLabel("Deliver to a saved address").inputValue()).not.toBe("");
    expect(await page.getByLabel("Postal code", { exact: true }).inputValue()).toBe("3511 AB");

    // Keyboard only from here: untick 'same as delivery', then the billing fields in order.
    await page.getByLabel("My billing address is the delivery address").focus();
    await page.keyboard.press("Space");
    await page.getByRole("group", { name: "Billing address" }).waitFor();
    await page.keyboard.press("Tab");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("checkout-billing_company");
    await page.keyboard.type("Noord Studio BV");
    await page.keyboard.press("Tab");
    await page.keyboard.type("NL12345");
    await page.keyboard.press("Tab");
    await page.getByText("This VAT number is not valid").first().waitFor();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("nl 1234.56789 b01");
    await page.keyboard.press("Tab");
    await page.getByText("This VAT number is not valid").first().waitFor({ state: "detached" });
    for (const text of ["Joris", "Peeters"]) {
      await page.keyboard.type(text);
      await page.keyboard.press("Tab");
    }
    await page.keyboard.press("Tab"); // country: the Netherlands
    for (const text of ["1015 CJ", "123"]) {
      await page.keyboard.type(text);
      await page.keyboard.press("Tab");
    }
    await page.keyboard.press("Tab"); // no addition
    for (const text of ["Keizersgracht", "Amsterdam"]) {
      await page.keyboard.type(text);
      await page.keyboard.press("Tab");
    }
    const results = await axeBuilder(page).withTags(["wcag2a", "wcag2aa"]).include("main").analyze();
    expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
    await screenshot(page, "checkout-billing-1440", { fullPage: true });

    await page.getByLabel("Bank transfer").focus();
    await page.keyboard.press("Space");
    await page.locator("#checkout-terms").focus();
    await page.keyboard.press("Space");
    await page.getByRole("button", { name: "Place order" }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/en\/checkout-return\?orderId=/);
    await page.getByRole("heading", { name: "Thank you for your order" }).waitFor();
    const number = (await page.getByTestId("order-number").textContent())!;
    const row = await db.execute({
      sql: "select shipping_address, billing_address from orders where increment_id = ?",
      args: [number],
    });
    expect(JSON.parse(row.rows[0]!.billing_address as string)).toMatchObject({
      company: "Noord Studio BV",
      vat_id: "NL123456789B01",
      street: ["Keizersgracht", "123"],
    });
    expect(JSON.parse(row.rows[0]!.shipping_address as string)).toMatchObject({
      street: ["Oudegracht", "42"],
      city: "Utrecht",
    });
    // The account's order detail shows the billing address.
    await page.goto(new URL(`/en/my-account/order/${number}`, page.url()).href);
    await page.getByText("VAT number: NL123456789B01").waitFor();
    expect(faults(problems)).toEqual([]);
  });
});
