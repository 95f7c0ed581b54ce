/**
 * The cart handler: one object per request, `c.get("cart")`, through which every route reads and
 * changes the caller's cart (modelled on Hydrogen's cart handler; docs/architecture.md "The cart
 * handler"). It is made by `cartContext()` for every request and costs nothing until a method is
 * called: the database connects only then, and each method keeps the round trips of the call it
 * serves (adding to the cart two, totals one). Ownership is checked in the statements that read
 * the cart (repo.ts); line changes are decided by the pure line-change.ts.
 */
import type { Context, MiddlewareHandler } from "hono";
import type { StoreCode } from "../../domain/store-views";
import type { AppEnv } from "../context";
import { AppError } from "../errors/app-error";
import { randomId } from "../session/token";
import { callerOf, ownedCart, requestedStore } from "./access";
import { settleRemove } from "./line-change";
import { refusalError, writeLine, type LineInput, type UpdatedItem } from "./line-writes";
import { priceCart, type PricedCart } from "./pricing";
import { deleteLine, findOpenCartId, insertCart, updateCart, type CartRecord, type CartSnapshot } from "./repo";

/** The cart fields checkout sets: delivery, payment, service point. */
export type DeliveryFields = Pick<
  Partial<CartRecord>,
  "shippingCarrier" | "shippingMethod" | "shippingAddress" | "billingAddress" | "servicePoint"
>;
export type PaymentFields = Pick<Partial<CartRecord>, "paymentMethod" | "paymentAdditional">;

export interface CartHandler {
  /** A new cart of the caller's session (started here when new), in `store`; its id. */
  create(store?: StoreCode): Promise<string>;
  /** The caller's newest open cart, if any. */
  findOpen(): Promise<string | null>;
  /** The caller's open cart, or a new one (add to bag without JavaScript). */
  openOrCreate(): Promise<string>;
  /**
   * The caller's open cart with its lines, offers and the stock of its skus (plus `extraSkus`), or
   * a 404 (401 for a session gone). Over-full lines are cut down unless `clamp` is false.
   */
  get(cartId: string, options?: { clamp?: boolean; extraSkus?: readonly string[] }): Promise<CartSnapshot>;
  /** `get`, priced now from the catalogue: lines, methods and totals. */
  priced(cartId: string): Promise<PricedCart>;
  /** Adds units of a product (with its options) to its line, a new line when there is none. */
  addLine(cartId: string, line: LineInput): Promise<UpdatedItem>;
  /** Sets a line's quantity; another variant or other options change the line (SPEC §4 edit mode). */
  updateLine(cartId: string, itemId: number, line: LineInput): Promise<UpdatedItem>;
  /** Removes a line (404 when it is not there). */
  removeLine(cartId: string, itemId: number): Promise<void>;
  /** The coupon code (already checked by the caller), or none. */
  updateDiscountCode(cartId: string, code: string | null): Promise<void>;
  /** The gift card code (already checked by the caller), or none. */
  updateGiftCardCode(cartId: string, code: string | null): Promise<void>;
  /** The loyalty points paid with (already checked against the balance), or none. */
  updateLoyaltyPoints(cartId: string, points: number | null): Promise<void>;
  /** The delivery method, addresses and service point. */
  updateSelectedDelivery(cartId: string, fields: DeliveryFields): Promise<void>;
  /** The payment method. */
  updatePaymentMethod(cartId: string, fields: PaymentFields): Promise<void>;
  /** Delivery and payment methods at once (collect-totals): one write. */
  updateSelectedMethods(cartId: string, fields: DeliveryFields & PaymentFields): Promise<void>;
}

/** A new cart id: 128 random bits, base64url. */
export function newCartId(): string {
  return randomId(16);
}

/** The request's cart handler; no I/O until a method is called. */
export function createCartHandler(c: Context<AppEnv>): CartHandler {
  const update = (cartId: string, fields: Partial<Omit<CartRecord, "id" | "createdAt">>) =>
    updateCart(c.get("db"), cartId, fields);

  const insert = async (owner: { id: string; customerId: number | null }, store: StoreCode, now: Date) => {
    const id = newCartId();
    await insertCart(c.get("db"), { id, ownerSession: owner.id, customerId: owner.customerId, store, now });
    return id;
  };

  return {
    async create(store = requestedStore(c)) {
      const session = c.get("session");
      // An API client whose token no longer works hears 401 and falls back to a guest cart (SPEC §4).
      if (session.transport === "bearer" || session.transport === "query") {
        if ((await session.current()).id === null)
          throw new AppError(401, "UNAUTHORIZED", "User is not authorized to access the resource");
      }
      return insert(await session.ensure(), store, new Date());
    },

    async findOpen() {
      const caller = await callerOf(c);
      return caller ? findOpenCartId(c.get("db"), caller) : null;
    },

    async openOrCreate() {
      const session = await c.get("session").ensure();
      const now = new Date();
      const existing = await findOpenCartId(c.get("db"), { tokenHash: session.id, now });
      return existing ?? insert(session, c.get("store").code, now);
    },

    get: (cartId, { clamp = true, extraSkus = [] } = {}) => ownedCart(c, cartId, extraSkus, { clamp }),

    priced: async (cartId) => priceCart(c, await ownedCart(c, cartId), new Date()),

    addLine: (cartId, line) => writeLine(c, cartId, line, null),

    updateLine: (cartId, itemId, line) => writeLine(c, cartId, line, itemId),

    async removeLine(cartId, itemId) {
      const snapshot = await ownedCart(c, cartId, [], { clamp: false });
      const refusal = settleRemove(await deleteLine(c.get("db"), cartId, itemId, new Date()));
      if (refusal) throw refusalError(snapshot.cart.store, refusal);
    },

    updateDiscountCode: (cartId, couponCode) => update(cartId, { couponCode }),
    updateGiftCardCode: (cartId, giftCardCode) => update(cartId, { giftCardCode }),
    updateLoyaltyPoints: (cartId, loyaltyPoints) => update(cartId, { loyaltyPoints }),
    updateSelectedDelivery: (cartId, fields) => update(cartId, fields),
    updatePaymentMethod: (cartId, fields) => update(cartId, fields),
    updateSelectedMethods: (cartId, fields) => update(cartId, fields),
  };
}

/** Puts the request's cart handler in the context (`c.get("cart")`); after the session and catalogue. */
export function cartContext(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set("cart", createCartHandler(c));
    await next();
  };
}
