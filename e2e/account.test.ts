/**
 * Accounts in a real browser: register → logout → login → profile edit → address add → the order
 * history shows a placed order; a password reset from the outbox link; the wishlist survives login;
 * every new screen at 375 px and 1440 px, axe-clean.
 */
import { axeBuilder } from "./support/axe";
import { createClient } from "@libsql/client";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, inject, it } from "vitest";
import { shippedSnapshot } from "../test/support/snapshot";
import { screenshot, waitForHydration, withBrowser } from "./support/fixtures";

const { open } = withBrowser();
const db = createClient({ url: inject("libsqlUrl") });
afterAll(() => db.close());
const snapshot = shippedSnapshot();
const PASSWORD = "Noord-2026!";
let seq = 0;
const fresh = () => `e2e.${Date.now().toString(36)}${seq++}@example.com`;

async function axe(page: Page) {
  const results = await axeBuilder(page).withTags(["wcag2a", "wcag2aa"]).include("main").analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

async function shot(page: Page, name: string) {
  await screenshot(page, `${name}`, { fullPage: true });
}

/** A variant of a configurable before the last ones (the cart tests' is the last), with stock. */
async function productInStock(): Promise<string> {
  const configurables = snapshot.listed.filter((p) => p.type === "configurable" && p.status === 1).slice(-20, -12);
  for (const summary of configurables) {
    for (const child of snapshot.product(summary.sku).children.filter((c) => c.status === 1)) {
      const row = (
        await db.execute({ sql: "select qty, is_in_stock from stock_items where sku = ?", args: [child.sku] })
      ).rows[0];
      if (row && Number(row.is_in_stock) === 1 && Number(row.qty) >= 5) return child.sku;
    }
  }
  throw new Error("no product in stock for the account journey");
}

async function register(page: Page, email: string) {
  const form = page.locator("section", { has: page.getByRole("heading", { name: "Create an account" }) });
  await form.getByLabel("First name").fill("Sanne");
  await form.getByLabel("Last name").fill("Visser");
  await form.getByLabel("E-mail address").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await form.getByLabel("Repeat password").fill(PASSWORD);
  await form.getByRole("button", { name: "Create account" }).click();
}

/** Creates an account through the API from the page (registration never signs in). */
async function createAccount(page: Page, email: string, firstname: string, lastname: string) {
  await page.evaluate(
    async ([address, password, first, last]) => {
      await fetch("/api/user/create", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ customer: { email: address, firstname: first, lastname: last }, password }),
      });
    },
    [email, PASSWORD, firstname, lastname],
  );
}

/** Puts one `sku` in a new cart of the page's session, through the cart API. */
async function cartWith(page: Page, sku: string) {
  await page.evaluate(async (item) => {
    const post = (url: string, body?: unknown) =>
      fetch(url, {
        method: "POST",
        headers: body ? { "content-type": "application/json" } : {},
        body: body ? JSON.stringify(body) : undefined,
      }).then((r) => r.json() as Promise<{ result: unknown }>);
    const cartId = (await post("/api/cart/create?storeCode=en")).result as string;
    await post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: item, qty: 1 } });
  }, sku);
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  const form = page.locator("section", { has: page.getByRole("heading", { name: "Sign in", exact: true }) });
  await form.getByLabel("E-mail address").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Sign in" }).click();
}

describe("accounts in the browser", () => {
  it("register → logout → login → profile → address → the order history shows a placed order", async () => {
    const email = fresh();
    const { page, context, problems } = await open("/en/login/", { width: 1440 });
    expect(await axe(page)).toEqual([]);
    await shot(page, "account-login-1440");

    // SPEC §5 messages beside the fields before anything is sent.
    const form = page.locator("section", { has: page.getByRole("heading", { name: "Create an account" }) });
    await form.getByLabel("Password", { exact: true }).fill("short");
    await form.getByLabel("Repeat password").fill("other");
    await form.getByRole("button", { name: "Create account" }).click();
    await form.getByText("Password must have at least 8 letters").waitFor();
    await form.getByText("Passwords must be identical").waitFor();
    await form.getByText("Name must have at least 2 letters").count();
    await shot(page, "account-register-errors-1440");

    await register(page, email);
    await page.waitForURL(/\/en\/my-account$/);
    await page.getByText("Hello Sanne").waitFor();
    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name === "__Host-an_session")!;
    expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", path: "/" });
    // The header's account icon now leads to the account.
    await page.waitForFunction(() =>
      document
        .querySelector('.site-header a[aria-label="Account"]')
        ?.getAttribute("href")
        ?.startsWith("/en/my-account"),
    );
    expect(await axe(page)).toEqual([]);

    // Logout: "You're logged out", the header goes back to login.
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(/\/en\/login\/\?loggedOut=1/);
    await page.getByText("You're logged out").waitFor();
    expect(await page.evaluate(() => localStorage.getItem("an_user"))).toBeNull();

    // A wrong password, then the right one.
    await signIn(page, email, "Wrong-pass-1");
    await page
      .getByText(
        "The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.",
      )
      .waitFor();
    await signIn(page, email);
    await page.waitForURL(/\/en\/my-account$/);

    // Profile edit.
    await page.getByRole("link", { name: "My Profile" }).click();
    await waitForHydration(page);
    await page.getByLabel("Last name").first().fill("Visser-de Boer");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Account data has successfully been updated").waitFor();

    // Address: the NL house number rule beside its field, then a good one.
    await page.getByRole("button", { name: "Add an address" }).click();
    await page.getByLabel("Postcode").fill("1015CJ");
    await page.getByLabel("House number").fill("abc");
    await page.getByLabel("Street").fill("Keizersgracht");
    await page.getByLabel("City").fill("Amsterdam");
    await page.getByRole("button", { name: "Save address" }).click();
    await page.getByText("The housenumber is not valid").waitFor();
    await page.getByLabel("House number").fill("123");
    await page.getByLabel("Addition").fill("A");
    await page.getByRole("button", { name: "Save address" }).click();
    await page.locator(".address-card", { hasText: "Keizersgracht 123 A" }).waitFor();
    expect(await page.locator(".address-card").textContent()).toContain("1015 CJ Amsterdam");
    expect(await axe(page)).toEqual([]);
    await shot(page, "account-profile-1440");

    // An order placed while logged in (through the API, with this browser's session).
    const sku = await productInStock();
    const api = context.request;
    const base = new URL(page.url()).origin;
    const cartId = (await (await api.post(`${base}/api/cart/create`, { data: {} })).json()).result as string;
    expect(
      (await api.post(`${base}/api/cart/update?cartId=${cartId}`, { data: { cartItem: { sku, qty: 1 } } })).ok(),
    ).toBe(true);
    const address = {
      firstname: "Sanne",
      lastname: "Visser",
      street: ["Keizersgracht", "123"],
      postcode: "1015 CJ",
      city: "Amsterdam",
      country_id: "NL",
      email,
    };
    const placed = await api.post(`${base}/api/order`, {
      headers: { "idempotency-key": `e2e-account-${Date.now()}` },
      data: {
        cart_id: cartId,
        products: [{ sku, qty: 1 }],
        addressInformation: {
          shippingAddress: address,
          billingAddress: address,
          shipping_method_code: "homedelivery",
          shipping_carrier_code: "dhlparcel",
          payment_method_code: "banktransfer",
        },
      },
    });
    const number = ((await placed.json()) as { result: { incrementId: string } }).result.incrementId;
    await page.getByRole("link", { name: "Orders" }).click();
    const card = page.getByRole("link", { name: `View order ${number}` });
    await card.waitFor();
    expect(await axe(page)).toEqual([]);
    await shot(page, "account-orders-1440");
    await card.click();
    await page.getByRole("heading", { name: `Order ${number}` }).waitFor();
    expect(await axe(page)).toEqual([]);
    await shot(page, "account-order-1440");
    // The wrong password's 401 is the one failed request the journey makes on purpose.
    expect(problems.filter((p) => !/status of 401/.test(p))).toEqual([]);
  });

  it("resets a password from the outbox link", async () => {
    const email = fresh();
    const first = await open("/login/", { width: 375 });
    await createAccount(first.page, email, "Bram", "Smit");
    const { page } = await open("/en/password-reset", { width: 375 });
    await page.getByRole("region", { name: "Forgot your password?" }).getByLabel("E-mail address").fill(email);
    await page.getByRole("button", { name: "Send link" }).click();
    await page.getByText("If an account exists for this e-mail address").waitFor();
    await shot(page, "account-reset-375");
    let link: string | null = null;
    for (let i = 0; i < 40 && !link; i++) {
      const row = (
        await db.execute({
          sql: "select text_body from mail_outbox where to_address = ? and kind = 'password-reset'",
          args: [email],
        })
      ).rows[0];
      link = row ? /https?:\/\/\S+/.exec(row.text_body as string)![0] : null;
      if (!link) await new Promise((r) => setTimeout(r, 100));
    }
    const target = new URL(link!);
    await page.goto(new URL(target.pathname + target.search, page.url()).href);
    await waitForHydration(page);
    await page.locator("input#account-new-password").fill("Fresh-pass-7");
    await page.locator("input#account-new-repeat").fill("Fresh-pass-7");
    expect(await axe(page)).toEqual([]);
    await shot(page, "account-new-password-375");
    await page.getByRole("button", { name: "Save password" }).click();
    await page.waitForURL(/\/en\/my-account$/);
    await page.getByText("Hello Bram").waitFor();
    await shot(page, "account-overview-375");
  });

  it("keeps a guest's hearts through login and shows them on the wishlist, loyalty card at 375 px", async () => {
    const email = fresh();
    const { page } = await open("/en/login/", { width: 375 });
    await createAccount(page, email, "Noor", "Jong");
    const category = snapshot.catalog.categories.find((c) => c.level === 3 && c.urlPath.nl === "dames/jassen")!;
    await page.goto(new URL(`/en/${category.urlPath.en}`, page.url()).href);
    await waitForHydration(page);
    const heart = page.locator(".tile__heart").first();
    // A listing's heart is named by the shared words and its tile's heading.
    const name = (await page.locator(".tile__name").first().textContent())!;
    expect(await page.getByRole("button", { name: `Add ${name} to favourites` }).count()).toBeGreaterThan(0);
    await heart.click();
    await page.waitForFunction(() => localStorage.getItem("an_wishlist") !== null);
    await page.waitForFunction(() => document.querySelector(".tile__heart")?.getAttribute("aria-pressed") === "true");
    await shot(page, "wishlist-heart-listing-375");
    await page.goto(new URL("/en/login/", page.url()).href);
    await waitForHydration(page);
    await signIn(page, email);
    await page.waitForURL(/\/en\/my-account$/);
    await page.getByRole("link", { name: "Wishlists" }).first().click();
    await page.locator(".wishlist-grid .tile__name", { hasText: name }).waitFor();
    expect(await axe(page)).toEqual([]);
    await shot(page, "account-wishlist-375");
    await page.goto(new URL("/en/my-account/loyalty-card", page.url()).href);
    await page.locator(".loyalty-card__barcode").waitFor();
    expect(await axe(page)).toEqual([]);
    await shot(page, "account-loyalty-375");
  });

  it("creates an account with the order at checkout; the order is in the new account's history", async () => {
    const email = fresh();
    const sku = await productInStock();
    const { page, context } = await open("/en/cart/", { width: 1440 });
    await cartWith(page, sku);
    await page.goto(new URL("/en/checkout", page.url()).href);
    await waitForHydration(page);
    const address: Record<string, string> = {
      "E-mail address": email,
      "First name": "Lotte",
      "Last name": "Mulder",
      "Postal code": "1015 CJ",
      "House number": "123",
      Street: "Keizersgracht",
      City: "Amsterdam",
    };
    for (const [label, value] of Object.entries(address)) await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByLabel("Country").selectOption("NL");
    await page.getByLabel(/Create an account with this order/).check();
    await page.locator("#checkout-password").fill("weak");
    await page.getByLabel("Bank transfer").check();
    await page.locator("#checkout-terms").check();
    await page.getByRole("button", { name: "Place order" }).click();
    await page.getByText("Password must have at least 8 letters").waitFor();
    await shot(page, "checkout-create-account-1440");
    await page.locator("#checkout-password").fill(PASSWORD);
    await page.getByRole("button", { name: "Place order" }).click();
    await page.getByRole("heading", { name: "Thank you for your order" }).waitFor();
    const history = await context.request.get(new URL("/api/user/order-history", page.url()).href);
    const body = (await history.json()) as { result: { total_count: number; items: { status: string }[] } };
    expect(body.result.total_count).toBe(1);
    expect(body.result.items[0]!.status).toBe("placed");
  });
  it("pays part of an order with loyalty points at checkout, at 375 px and 1440 px", async () => {
    const email = fresh();
    const sku = await productInStock();
    const { page, context } = await open("/en/login/", { width: 375 });
    await createAccount(page, email, "Joost", "Kok");
    await signIn(page, email);
    await page.waitForURL(/\/en\/my-account$/);
    await cartWith(page, sku);
    const id = Number(
      (await db.execute({ sql: "select id from customers where email = ?", args: [email] })).rows[0]!.id,
    );
    await db.execute({
      sql: "insert into loyalty_transactions (customer_id, points, reason, created_at) values (?, 240, 'welcome', ?)",
      args: [id, Date.now()],
    });
    await page.goto(new URL("/en/checkout", page.url()).href);
    await waitForHydration(page);
    // Signed in: the name and address are filled in, and no account is offered with the order.
    await expect.poll(() => page.getByLabel("E-mail address", { exact: true }).inputValue()).toBe(email);
    expect(await page.getByLabel("First name", { exact: true }).inputValue()).toBe("Joost");
    expect(await page.getByLabel(/Create an account with this order/).count()).toBe(0);
    await page.getByRole("button", { name: /Show order summary/ }).click();
    const points = page.getByRole("region", { name: "Pay with points" });
    await points.getByText("You have 240 points").waitFor();
    await points.getByLabel("Points to use").fill("999");
    await points.getByRole("button", { name: "Use points" }).click();
    await points.getByText("You do not have this many points").waitFor();
    await points.getByLabel("Points to use").fill("200");
    await points.getByRole("button", { name: "Use points" }).click();
    await points.getByText("200 points used").waitFor();
    await page.locator(".summary-totals__row--loyalty").getByText("−€10.00").waitFor();
    expect(await axe(page)).toEqual([]);
    await shot(page, "checkout-points-375");
    await page.setViewportSize({ width: 1440, height: 900 });
    await shot(page, "checkout-points-1440");
    const mine = await context.request.get(new URL("/api/cart/mine", page.url()).href);
    const cartId = ((await mine.json()) as { result: string }).result;
    const body = (await (
      await context.request.get(new URL(`/api/cart/totals?cartId=${cartId}`, page.url()).href)
    ).json()) as { result: { loyalty: { points: number; amount: number } } };
    expect(body.result.loyalty).toMatchObject({ points: 200, amount: 1000 });
  });
});
