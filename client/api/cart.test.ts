import { describe, expect, it, vi } from "vitest";
import type { CartItemDto, TotalsDto } from "../../schema/api/cart";
import {
  applyCoupon,
  cartTotals,
  createCart,
  deleteCartItem,
  deleteCoupon,
  findMyCart,
  pullCart,
  updateCartItem,
} from "./cart";
import { ApiError } from "./errors";
import type { Fetch } from "./request";

const answering = (result: unknown) =>
  vi.fn<Fetch>(() => Promise.resolve(new Response(JSON.stringify({ code: 200, result }))));
const line: CartItemDto = {
  item_id: 7,
  sku: "AN-1-S",
  qty: 2,
  name: "Parka",
  price: 14900,
  product_type: "configurable",
  quote_id: "cart-1",
  options: [],
};

describe("the cart API client (SPEC §7 cart calls)", () => {
  it("creates a cart in the page's store view and answers its id", async () => {
    const fetch = answering("cart-1");
    await expect(createCart({ storeCode: "de" }, { fetch })).resolves.toBe("cart-1");
    expect(fetch.mock.calls[0]![0]).toBe("/api/cart/create?storeCode=de");
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: "POST", body: null });
  });

  it("adds to a line without item_id and sets its quantity with it, the cart id in the query", async () => {
    const fetch = answering(line);
    const option = { extension_attributes: { bundle_options: [{ option_id: 1, option_selections: [2] }] } };
    await expect(
      updateCartItem({ cartId: "cart-1", cartItem: { sku: "AN-1-S", qty: 1, product_option: option } }, { fetch }),
    ).resolves.toEqual(line);
    await updateCartItem({ cartId: "cart-1", cartItem: { sku: "AN-1-S", qty: 3, item_id: 7 } }, { fetch });
    const [[addUrl, add], [setUrl, set]] = fetch.mock.calls as [[string, RequestInit], [string, RequestInit]];
    expect(addUrl).toBe("/api/cart/update?cartId=cart-1");
    expect(JSON.parse(add.body as string)).toEqual({ cartItem: { sku: "AN-1-S", qty: 1, product_option: option } });
    expect(setUrl).toBe("/api/cart/update?cartId=cart-1");
    expect(JSON.parse(set.body as string)).toEqual({ cartItem: { sku: "AN-1-S", qty: 3, item_id: 7 } });
  });

  it("deletes a line by item_id", async () => {
    const fetch = answering(true);
    await deleteCartItem({ cartId: "cart-1", item_id: 7 }, { fetch });
    expect(fetch.mock.calls[0]![0]).toBe("/api/cart/delete?cartId=cart-1");
    expect(fetch.mock.calls[0]![1].body).toBe('{"cartItem":{"item_id":7}}');
  });

  it("pulls lines, reads totals and the session's open cart with GET", async () => {
    const pull = answering([line]);
    await expect(pullCart({ cartId: "cart 1" }, { fetch: pull })).resolves.toEqual([line]);
    expect(pull.mock.calls[0]![0]).toBe("/api/cart/pull?cartId=cart+1");
    const totals = answering({ grand_total: 100 } satisfies Partial<TotalsDto>);
    await cartTotals({ cartId: "cart-1" }, { fetch: totals });
    expect(totals.mock.calls[0]![0]).toBe("/api/cart/totals?cartId=cart-1");
    const mine = answering(null);
    await expect(findMyCart({}, { fetch: mine })).resolves.toBeNull();
    expect(mine.mock.calls[0]![0]).toBe("/api/cart/mine");
  });

  it("applies and removes a coupon, a refusal with the server's words", async () => {
    const ok = answering(true);
    await applyCoupon({ cartId: "cart-1", coupon: "WELKOM10" }, { fetch: ok });
    expect(ok.mock.calls[0]![0]).toBe("/api/cart/apply-coupon?cartId=cart-1&coupon=WELKOM10");
    await deleteCoupon({ cartId: "cart-1" }, { fetch: ok });
    expect(ok.mock.calls[1]![0]).toBe("/api/cart/delete-coupon?cartId=cart-1");
    const refusal = {
      code: 400,
      result: { errorMessage: "Deze kortingscode is niet geldig", errorCode: "COUPON_INVALID" },
    };
    const refused = vi.fn<Fetch>(() => Promise.resolve(new Response(JSON.stringify(refusal), { status: 400 })));
    const error = await applyCoupon({ cartId: "cart-1", coupon: "NOPE" }, { fetch: refused }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ errorCode: "COUPON_INVALID", message: "Deze kortingscode is niet geldig" });
  });
});
