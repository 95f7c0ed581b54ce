/**
 * Issue 31.8 through the worker in Miniflare against the real test libSQL server: a billing address
 * with company and VAT number travels with the order into the confirmation e-mail and the account's
 * order detail; a customer may save the delivery address with the order (same batch); VAT numbers and
 * delivery countries are checked in the store view's words.
 */
import { createClient } from "@libsql/client";
import { afterAll, describe, expect, inject, it } from "vitest";
import { shippedSnapshot } from "../../test/support/snapshot";
import { withWorker } from "../../test/support/worker";

const worker = withWorker();
const db = createClient({ url: inject("libsqlUrl") });
afterAll(() => db.close());
// This file's products (one shared database): the first variant of configurables 150–169.
const snapshot = shippedSnapshot();
const own = snapshot.listed
  .filter((p) => p.type === "configurable" && p.status === 1)
  .slice(150, 170)
  .flatMap((p) =>
    snapshot
      .product(p.sku)
      .children.filter((c) => c.status === 1)
      .slice(0, 1),
  );
let next = 0;
async function product() {
  const p = own[next++]!;
  await db.execute({ sql: "update stock_items set qty = 50, is_in_stock = 1 where sku = ?", args: [p.sku] });
  return p;
}

let seq = 0;
const fresh = () => `billing.${Date.now().toString(36)}${seq++}@example.com`;

/** A browser: its cookies and its own IP. */
function client() {
  const jar = new Map<string, string>();
  const ip = `10.38.${Math.floor(seq / 250) % 250}.${seq++ % 250}`;
  const call = async (method: "GET" | "POST", path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const h: Record<string, string> = { accept: "application/json", "cf-connecting-ip": ip, ...headers };
    if (body !== undefined) h["content-type"] = "application/json";
    if (jar.size > 0) h.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const res = await worker.fetch(path, {
      method,
      headers: h,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [name, value] = line.split(";")[0]!.split("=");
      if (value) jar.set(name!, value);
    }
    return { status: res.status, body: (await res.json()) as { code: number; result: any } };
  };
  return Object.assign(call, { cookie: () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ") });
}
type Client = ReturnType<typeof client>;

const shipping = (email: string) => ({
  firstname: "Anna",
  lastname: "de Vries",
  street: ["Keizersgracht", "123", "b"],
  postcode: "1015 CJ",
  city: "Amsterdam",
  country_id: "NL",
  email,
});
const billing = {
  firstname: "Joris",
  lastname: "Peeters",
  company: "Noord Studio BV",
  vat_id: "be 0123.456.789",
  street: ["Meir", "12"],
  postcode: "2000",
  city: "Antwerpen",
  country_id: "BE",
};

/** A cart with one product, and the order body for it. */
async function orderFor(who: Client, addresses: Record<string, unknown>) {
  const p = await product();
  const cartId = (await who("POST", "/api/cart/create")).body.result as string;
  expect((await who("POST", `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: p.sku, qty: 1 } })).status).toBe(
    200,
  );
  return {
    cart_id: cartId,
    products: [{ sku: p.sku, qty: 1 }],
    addressInformation: {
      ...(addresses as { shippingAddress: unknown; billingAddress?: unknown }),
      shipping_method_code: "homedelivery",
      shipping_carrier_code: "dhlparcel",
      payment_method_code: "banktransfer",
    },
  };
}
const place = (who: Client, body: unknown) =>
  who("POST", "/api/order", body, { "idempotency-key": `billing-${seq++}-${Date.now()}` });

async function confirmationTo(email: string): Promise<{ text_body: string; html_body: string }> {
  for (let i = 0; i < 40; i++) {
    const rows = await db.execute({
      sql: "select text_body, html_body from mail_outbox where to_address = ? and kind = 'order-confirmation'",
      args: [email],
    });
    if (rows.rows[0]) return rows.rows[0] as unknown as { text_body: string; html_body: string };
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no confirmation to ${email}`);
}

describe("a billing address with company and VAT number (issue 31.8)", () => {
  it("is stored with the order, normalised, and printed in the confirmation e-mail", async () => {
    const email = fresh();
    const who = client();
    const placed = await place(who, await orderFor(who, { shippingAddress: shipping(email), billingAddress: billing }));
    expect(placed.status).toBe(200);
    const row = await db.execute({
      sql: "select billing_address, shipping_address from orders where id = ?",
      args: [placed.body.result.orderId],
    });
    const stored = JSON.parse(row.rows[0]!.billing_address as string) as Record<string, unknown>;
    expect(stored).toMatchObject({ company: "Noord Studio BV", vat_id: "BE0123456789", country_id: "BE" });
    const mail = await confirmationTo(email);
    expect(mail.text_body).toContain(
      "Factuuradres:\n  Noord Studio BV\n  Joris Peeters\n  Meir 12\n  2000 Antwerpen\n  BE\n  Btw-nummer: BE0123456789",
    );
    expect(mail.text_body).toContain("Bezorgadres:\n  Anna de Vries\n  Keizersgracht 123 b");
    expect(mail.html_body).toContain("Btw-nummer: BE0123456789");
  });

  it("without a billing address the order bills the delivery address, and the mail prints it once", async () => {
    const email = fresh();
    const who = client();
    const placed = await place(who, await orderFor(who, { shippingAddress: shipping(email) }));
    expect(placed.status).toBe(200);
    const mail = await confirmationTo(email);
    expect(mail.text_body).not.toContain("Factuuradres");
  });

  it("refuses a malformed VAT number, and one of a country it cannot check, in the store view's words", async () => {
    const who = client();
    const body = await orderFor(who, {
      shippingAddress: shipping(fresh()),
      billingAddress: { ...billing, vat_id: "NL12345678B01" },
    });
    const bad = await place(who, body);
    expect(bad.status).toBe(400);
    expect(bad.body.result.fields).toEqual({
      "billingAddress.vat_id": "Dit btw-nummer is niet geldig",
    });
    body.addressInformation.billingAddress = { ...billing, vat_id: "FR12345678901" };
    const french = await place(who, body);
    expect(french.body.result.fields).toEqual({
      "billingAddress.vat_id": "We nemen btw-nummers uit Nederland, België en Duitsland aan",
    });
    // The claim was handed back: the corrected order goes through.
    body.addressInformation.billingAddress = { ...billing, vat_id: "DE123456789" };
    expect((await place(who, body)).status).toBe(200);
  });

  it("delivers only to the store view's configured countries, and bills to any the shop knows", async () => {
    const who = client();
    const vienna = { ...shipping(fresh()), street: ["Graben", "1"], postcode: "1010", city: "Wien", country_id: "AT" };
    const refused = await place(who, await orderFor(who, { shippingAddress: vienna }));
    expect(refused.status).toBe(400);
    expect(refused.body.result.fields).toEqual({ "shippingAddress.country_id": "We leveren niet in dit land" });
    const { email: _email, ...viennaBilling } = vienna;
    const billed = await place(
      who,
      await orderFor(who, { shippingAddress: shipping(fresh()), billingAddress: viennaBilling }),
    );
    expect(billed.status).toBe(200);
  });
});

describe("saving the delivery address with the order (issue 31.8)", () => {
  it("adds it to a customer's book once, and shows both addresses in the account's order detail", async () => {
    const email = fresh();
    const who = client();
    const names = { firstname: "Anna", lastname: "de Vries" };
    expect(
      (await who("POST", "/api/user/create", { customer: { email, ...names }, password: "Noord-2026!" })).status,
    ).toBe(200);
    expect((await who("POST", "/api/user/login", { username: email, password: "Noord-2026!" })).status).toBe(200);
    const address = { ...shipping(email), save_in_address_book: true };
    const first = await place(who, await orderFor(who, { shippingAddress: address, billingAddress: billing }));
    expect(first.status).toBe(200);
    // The same address again (spelled in another case) is not saved twice.
    const again = { ...address, street: ["keizersgracht", "123", "B"] };
    expect((await place(who, await orderFor(who, { shippingAddress: again }))).status).toBe(200);
    const me = await who("GET", "/api/user/me");
    expect(me.body.result.addresses).toEqual([
      expect.objectContaining({
        firstname: "Anna",
        street: ["Keizersgracht", "123", "b"],
        postcode: "1015 CJ",
        country_id: "NL",
        default_shipping: true,
      }),
    ]);
    const detail = await who("GET", `/api/user/order/${first.body.result.incrementId}`);
    expect(detail.body.result.billing_address).toMatchObject({ company: "Noord Studio BV", vat_id: "BE0123456789" });
    expect(detail.body.result.shipping_address).not.toHaveProperty("save_in_address_book");
    const page = await worker.fetch(`/my-account/order/${first.body.result.incrementId}`, {
      headers: { cookie: who.cookie() },
    });
    const html = await page.text();
    expect(html).toContain("Factuuradres");
    expect(html).toContain("Btw-nummer: BE0123456789");
  });

  it("saves nothing for a guest who asks", async () => {
    const who = client();
    const lastname = `Gast${seq++}`;
    const address = { ...shipping(fresh()), lastname, save_in_address_book: 1 };
    expect((await place(who, await orderFor(who, { shippingAddress: address }))).status).toBe(200);
    const rows = await db.execute({
      sql: "select count(*) as n from customer_addresses where lastname = ?",
      args: [lastname],
    });
    expect(Number(rows.rows[0]!.n)).toBe(0);
  });
});
