/** Parcel service points (SPEC §7 /api/ext/{carrier}/…) and delivery to one, through the worker in Miniflare. */
import { describe, expect, it } from "vitest";
import { shopper } from "../../test/support/shopper";
import { shippedSnapshot } from "../../test/support/snapshot";
import { withWorker } from "../../test/support/worker";

const worker = withWorker();
const product = shippedSnapshot().listed.filter((p) => p.type === "simple" && p.status === 1)[85]!;

describe("service points", () => {
  it("lists points near a Dutch and a German postcode, nearest first, with Packstations in Germany", async () => {
    const nl = await shopper(worker).call("GET", "/api/ext/dhlparcel/servicepoints?countryCode=NL&postalCode=1015CJ");
    expect(nl.status).toBe(200);
    expect(nl.body.result.length).toBeGreaterThanOrEqual(3);
    const de = await shopper(worker).call("GET", "/api/ext/dhlparcel/servicepoints?countryCode=DE&postalCode=10119");
    expect(de.body.result.some((p: { shopType: string }) => p.shopType === "packStation")).toBe(true);
    const bad = await shopper(worker).call("GET", "/api/ext/dhlparcel/servicepoints?countryCode=NL&postalCode=ABC");
    expect(bad.status).toBe(400);
    expect(bad.body.result.fields).toHaveProperty("postalCode");
    expect(
      (await shopper(worker).call("GET", "/api/ext/othercarrier/servicepoints?countryCode=NL&postalCode=1015CJ"))
        .status,
    ).toBe(404);
  });

  it("asks for a post number for a Packstation, keeps the choice on the cart, and delivers there", async () => {
    const who = shopper(worker);
    const cartId = (await who.call("POST", "/api/cart/create?storeCode=de")).body.result as string;
    await who.call("POST", `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: product.sku, qty: 1 } });
    const points = (await who.call("GET", "/api/ext/dhlparcel/servicepoints?countryCode=DE&postalCode=10119")).body
      .result as { id: string; shopType: string }[];
    const station = points.find((p) => p.shopType === "packStation")!;
    const missing = await who.call("POST", `/api/ext/dhlparcel/select-servicepoint?cartId=${cartId}`, {
      servicePoint: station.id,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.result.fields.postNumber).toBe(
      "Gib deine Postnummer für die Zustellung an eine DHL Packstation ein:",
    );
    const chosen = await who.call("POST", `/api/ext/dhlparcel/select-servicepoint?cartId=${cartId}`, {
      servicePoint: `${station.id}|12345678`,
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.result).toMatchObject({ id: station.id, postNumber: "12345678" });
    const address = {
      firstname: "Jonas",
      lastname: "Weber",
      street: ["Torstraße", "12"],
      postcode: "10119",
      city: "Berlin",
      country_id: "DE",
      email: "jonas@example.com",
    };
    const res = await worker.fetch("/api/order", {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": crypto.randomUUID(), cookie: who.cookie! },
      body: JSON.stringify({
        cart_id: cartId,
        products: [{ sku: product.sku, qty: 1 }],
        addressInformation: {
          shippingAddress: address,
          shipping_method_code: "servicepoint",
          shipping_carrier_code: "dhlparcel",
          payment_method_code: "banktransfer",
        },
      }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { result: { incrementId: string } }).result.incrementId).toMatch(/^DE\d+$/);
  });
});
