/**
 * POST /api/order (SPEC §7): places the caller's cart as an order. The Vue Storefront body names the
 * cart, the addresses and the methods; every price, total, status or owner in it is ignored — the
 * server prices the cart itself. Idempotent by key (`Idempotency-Key` header, else the body's
 * `order_id`): a retry gets the same order, another body 422; while another request holds the key,
 * or when the database did not answer in time, ORDER_PENDING (pending.ts) asks for the same request
 * again — an order that was written is never answered as failed.
 */
import type { Context } from "hono";
import type { OrderBody, PlacedOrderDto } from "../../schema/api/order";
import { SUPPORTED_COUNTRIES, validateAddress } from "../../domain/checkout/address";
import { normalizeVatId, validateBillingAddress } from "../../domain/checkout/vat";
import { toAddressRow } from "../account";
import { deliveryCountries } from "../addresses";
import { COLLECT_CARRIER, COLLECT_METHOD, FREE_PAYMENT_METHOD, SERVICE_POINT_METHOD } from "../../schema/constants";
import type { AppEnv } from "../context";
import { sha256Hex } from "../session/token";
import { translatorFor } from "../context";
import { AppError } from "../errors/app-error";
import {
  callerOf,
  cartNotFound,
  cartText,
  clampOverfull,
  paymentMethods,
  priceCart,
  usableGiftCard,
  type ProviderMethods,
} from "../cart";
import { confirmationMail, deliverConfirmation, ORDER_NUMBER_SLOT, withNumber } from "./confirmation-mail";
import { isDatabaseUnavailable } from "../db/faults";
import { describeError } from "../logging/logger";
import { FAILURES, prefixed, sameLines } from "./checks";
import { orderPending } from "./pending";
import { pickupAddress, pickupStoreOf } from "./pickup";
import { claimAndReadCart, claimLeaseMs, readKey, releaseClaim, writeOrder, type NewOrder } from "./repo";

/**
 * Places the order; answers `{code, result}` with the order, or throws the refusal as an AppError.
 * A database that does not answer in time is not a refusal: the order may have been written, so
 * the answer is ORDER_PENDING (pending.ts) and the retry with the same key learns the outcome.
 */
export async function placeOrder(c: Context<AppEnv>, body: OrderBody, provider: ProviderMethods): Promise<Response> {
  try {
    return await placeOnce(c, body, provider);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    c.get("log").warn("order outcome unknown: the database did not answer", describeError(error));
    return orderPending(c, 503, RETRY_PENDING_MS);
  }
}

/** How soon a shopper whose order's outcome is unknown is asked to try again (with the same key). */
const RETRY_PENDING_MS = 1000;

async function placeOnce(c: Context<AppEnv>, body: OrderBody, provider: ProviderMethods): Promise<Response> {
  const key = c.req.header("idempotency-key") ?? body.order_id;
  if (!key || key.length > 100)
    throw new AppError(400, "INVALID_INPUT", "An Idempotency-Key header or order_id is required", {
      order_id: "required",
    });
  const caller = await callerOf(c);
  if (!caller) throw cartNotFound(c.get("store").code);
  const idem = {
    key: `${caller.tokenHash}:${key}`,
    claim: crypto.randomUUID(),
    bodyHash: await sha256Hex(JSON.stringify(body)),
  };

  const leaseMs = claimLeaseMs(c.get("config").DB_TIMEOUT_MS);
  const info = body.addressInformation;
  // Click & collect: the store is read in the same round trip as the cart.
  const collecting = info.shipping_method_code === COLLECT_METHOD && info.shipping_carrier_code === COLLECT_CARRIER;
  const claimed = await claimAndReadCart(
    c.get("db"),
    caller,
    body.cart_id,
    idem,
    leaseMs,
    collecting ? (info.pickup_store ?? null) : null,
  );
  const { row, snapshot: read } = claimed;
  if (row.claim !== idem.claim) {
    if (row.bodyHash !== idem.bodyHash)
      throw new AppError(422, "UNPROCESSABLE", "This idempotency key was used for another order");
    // Another request holds the key: ask again when its lease runs out (then the key is done, or ours).
    if (row.state === "processing")
      return orderPending(c, 409, row.createdAt.getTime() + leaseMs - caller.now.getTime());
    return c.json({ code: 200, result: row.response });
  }
  // Until the order is written, any refusal hands the key back so a corrected retry can use it.
  const refuse = async (error: AppError): Promise<never> => {
    await releaseClaim(c.get("db"), idem.key, idem.claim);
    throw error;
  };
  if (!read) return refuse(cartNotFound(c.get("store").code));
  // Lines over their stock are cut down first (issue 35 point 2); the products sent then differ: refused below.
  const snapshot = await clampOverfull(c, read);
  const now = caller.now;
  const priced = await priceCart(c, snapshot, now);
  const store = priced.store.code;
  const t = translatorFor(store);

  if (priced.lines.length === 0 || priced.broken.length > 0)
    return refuse(new AppError(409, "OUT_OF_STOCK", t("order.unavailable")));
  // Points the shopper chose that their balance no longer covers (spent on another order meanwhile):
  // refused rather than silently charging more than the checkout showed.
  const askedPoints = snapshot.cart.loyaltyPoints ?? 0;
  if (snapshot.cart.customerId !== null && askedPoints > snapshot.loyaltyBalance)
    return refuse(new AppError(409, "POINTS_SHORT", t("account.notEnoughPoints")));
  // Likewise a gift card on the cart that another order emptied meanwhile (or that expired).
  if (snapshot.cart.giftCardCode !== null && !usableGiftCard(snapshot.giftCard, now))
    return refuse(new AppError(409, "GIFTCARD_INVALID", t("cart.giftCardInvalid")));
  const inCart = priced.lines.map((l) => ({ sku: l.sku, qty: l.record.qty }));
  if (!sameLines(body.products, inCart)) return refuse(new AppError(409, "CONFLICT", t("order.cartChanged")));

  const errors = {
    ...prefixed(
      "shippingAddress",
      validateAddress(info.shippingAddress, { needEmail: true, countries: deliveryCountries(c.get("config"), store) }),
    ),
    ...prefixed(
      "billingAddress",
      info.billingAddress ? validateBillingAddress(info.billingAddress, { countries: SUPPORTED_COUNTRIES }) : {},
    ),
  };
  if (Object.keys(errors).length > 0) {
    return refuse(
      new AppError(
        400,
        "INVALID_INPUT",
        t("form.shippingAddress"),
        Object.fromEntries(Object.entries(errors).map(([f, k]) => [f, t(k)])),
      ),
    );
  }
  const method = priced.shippingOptions.find(
    (m) => m.methodCode === info.shipping_method_code && m.carrierCode === info.shipping_carrier_code,
  );
  if (!method)
    return refuse(
      new AppError(400, "INVALID_INPUT", t("form.fixErrors"), { shipping_method_code: t("form.required") }),
    );
  if (method.methodCode === SERVICE_POINT_METHOD && !snapshot.cart.servicePoint) {
    return refuse(
      new AppError(400, "INVALID_INPUT", t("order.servicePointRequired"), {
        servicePoint: t("order.servicePointRequired"),
      }),
    );
  }
  const pickup =
    method.methodCode === COLLECT_METHOD ? pickupStoreOf(info.pickup_store, claimed.pickupStore, now) : null;
  if (typeof pickup === "string")
    return refuse(new AppError(400, "INVALID_INPUT", t(pickup), { pickup_store: t(pickup) }));
  // The totals with the shipping method of this order (it may differ from the one saved on the cart).
  const totals = (
    await priceCart(
      c,
      {
        ...snapshot,
        cart: { ...snapshot.cart, shippingCarrier: method.carrierCode, shippingMethod: method.methodCode },
      },
      now,
    )
  ).totals;
  const allowed = paymentMethods(
    provider(c).map((m) => ({ code: m.code, title: m.title[store] })),
    t,
    totals.grandTotal,
    totals.virtualOnly,
  );
  const payment = allowed.find((m) => m.code === info.payment_method_code);
  if (!payment)
    return refuse(
      new AppError(400, "INVALID_INPUT", t("form.fixErrors"), { payment_method_code: t("order.paymentUnavailable") }),
    );

  const orderId = crypto.randomUUID();
  const stock = new Map<string, number>();
  for (const line of priced.lines)
    for (const claim of line.claims)
      stock.set(claim.sku, (stock.get(claim.sku) ?? 0) + claim.perUnit * line.record.qty);
  const status = payment.redirect ? "pending_payment" : "placed";
  const response: Omit<PlacedOrderDto, "incrementId"> = {
    orderId,
    status,
    grandTotal: totals.grandTotal,
    currency: "EUR",
    paymentMethod: payment.code,
    redirect: payment.redirect,
  };
  const { save_in_address_book: keep, ...shopperAddress } = info.shippingAddress;
  // A click & collect order is delivered to its store; the invoice still goes to the shopper.
  const shippingAddress = pickup ? pickupAddress(shopperAddress, pickup) : shopperAddress;
  // The invoice address as printed: the VAT number normalised ("nl 1234.56789 b01" → "NL123456789B01").
  const billingAddress = info.billingAddress
    ? {
        ...info.billingAddress,
        ...(info.billingAddress.vat_id ? { vat_id: normalizeVatId(info.billingAddress.vat_id) } : {}),
      }
    : shopperAddress;
  const items = totals.lines.map((line) => ({
    sku: line.sku,
    name: line.name,
    qty: line.qty,
    unitPrice: line.unitPrice,
    rowTotal: line.rowTotal,
    discount: line.discount,
    taxAmount: line.taxAmount,
    taxRate: line.taxRate,
    options: line.options,
    stockClaims: priced.lines
      .find((l) => l.record.id === line.itemId)!
      .claims.map((claim) => ({ sku: claim.sku, qty: claim.perUnit * line.qty })),
  }));
  const orderValues: NewOrder["order"] = {
    id: orderId,
    store,
    cartId: snapshot.cart.id,
    ownerSession: caller.tokenHash,
    customerId: snapshot.cart.customerId,
    email: (shippingAddress.email ?? "").trim().toLowerCase(),
    status,
    paymentMethod: payment.code,
    paymentStatus: payment.code === FREE_PAYMENT_METHOD ? "none" : "open",
    subtotal: totals.subtotal,
    discount: totals.discount,
    shipping: totals.shipping,
    taxAmount: totals.taxAmount,
    giftCardAmount: totals.giftCard,
    loyaltyPoints: totals.loyaltyPoints,
    loyaltyAmount: totals.loyaltyAmount,
    grandTotal: totals.grandTotal,
    couponCode: totals.discount > 0 ? (snapshot.coupon?.code ?? null) : null,
    giftCardCode: totals.giftCard > 0 ? (snapshot.giftCard?.code ?? null) : null,
    shippingCarrier: method.carrierCode,
    shippingMethod: method.methodCode,
    shippingAddress,
    billingAddress,
    servicePoint: method.methodCode === SERVICE_POINT_METHOD ? snapshot.cart.servicePoint : null,
    pickupStore: pickup,
    createdAt: now,
    updatedAt: now,
  };
  // Orders placed at once are confirmed in the same batch; redirect payments when the payment is verified.
  const mail =
    status === "placed"
      ? {
          id: crypto.randomUUID(),
          message: confirmationMail({ ...orderValues, currency: "EUR", incrementId: ORDER_NUMBER_SLOT }, items),
        }
      : null;
  // A fault during the write (the database went away) leaves either the whole order or none of it.
  // The claim is handed back when possible — a claim whose order was written is kept ('done') — so
  // the shopper's retry need not wait until the claim goes stale; a second order is impossible
  // anyway (one order per cart).
  const written = await writeOrder(c.get("db"), {
    order: orderValues,
    items,
    stock: [...stock].map(([sku, qty]) => ({ sku, qty })),
    pickupStoreId: pickup?.id ?? null,
    couponCode: totals.discount > 0 ? (snapshot.coupon?.code ?? null) : null,
    giftCard:
      totals.giftCard > 0 && snapshot.giftCard ? { code: snapshot.giftCard.code, amount: totals.giftCard } : null,
    loyalty:
      totals.loyaltyPoints > 0 && snapshot.cart.customerId !== null
        ? { customerId: snapshot.cart.customerId, points: totals.loyaltyPoints }
        : null,
    idem,
    response,
    mail,
    saveAddress:
      keep && snapshot.cart.customerId !== null
        ? {
            customerId: snapshot.cart.customerId,
            address: toAddressRow({ ...shopperAddress, telephone: shopperAddress.telephone ?? null }),
          }
        : null,
  }).catch(async (error: unknown) => {
    await releaseClaim(c.get("db"), idem.key, idem.claim).catch(() => undefined);
    throw error;
  });
  if ("failure" in written) {
    // Another request with this key (one that timed out, or a retry that took the claim over) wrote
    // the order first: that order is the answer.
    if (written.failure === "cart_closed") {
      const now = await readKey(c.get("db"), idem.key);
      if (now?.state === "done" && now.bodyHash === idem.bodyHash) return c.json({ code: 200, result: now.response });
    }
    const failure = FAILURES[written.failure];
    return refuse(new AppError(failure.status, failure.code, cartText(store, failure.key)));
  }
  c.get("log").info("order placed", {
    orderId,
    incrementId: written.incrementId,
    status,
    grandTotal: totals.grandTotal,
  });
  if (mail) deliverConfirmation(c, mail.id, withNumber(mail.message, written.incrementId));
  return c.json({ code: 200, result: { ...response, incrementId: written.incrementId } });
}
