/**
 * What a priced cart offers at checkout, as the API answers it: its payment methods (with the
 * provider's redirect methods), its delivery methods, and the address check in the cart's words.
 */
import type { Context } from "hono";
import type { PaymentMethodDto, ShippingMethodDto } from "../../schema/api/cart";
import { SUPPORTED_COUNTRIES, validateAddress } from "../../domain/checkout/address";
import { validateBillingAddress } from "../../domain/checkout/vat";
import type { AppEnv } from "../context";
import { translatorFor } from "../context";
import { AppError } from "../errors/app-error";
import { paymentMethods, type PaymentMethod } from "./methods";
import type { PricedCart } from "./pricing";
import { shipsFree } from "./totals";

/** The payment provider's redirect methods, as the composition root configures them. */
export type ProviderMethods = (
  c: Context<AppEnv>,
) => readonly { code: string; title: Record<"nl" | "de" | "en", string> }[];

/**
 * Address problems as a 400 naming each field with the SPEC message, in the cart's language. A
 * shipping address must be in one of the store view's delivery countries (configuration, passed as
 * `countries`); a billing address in any country the shop has address rules for.
 */
export function checkAddress(
  value: Parameters<typeof validateAddress>[0],
  store: "nl" | "de" | "en",
  needEmail: boolean,
  prefix: string,
  countries: readonly string[] = SUPPORTED_COUNTRIES,
): void {
  // A billing address (any country the shop knows) carries a company and VAT number to check.
  const errors =
    countries === SUPPORTED_COUNTRIES
      ? validateBillingAddress(value, { needEmail, countries })
      : validateAddress(value, { needEmail, countries });
  const entries = Object.entries(errors);
  if (entries.length === 0) return;
  const t = translatorFor(store);
  throw new AppError(
    400,
    "INVALID_INPUT",
    t("form.shippingAddress"),
    Object.fromEntries(entries.map(([field, key]) => [`${prefix}.${field}`, t(key)])),
  );
}

export function paymentsOf(c: Context<AppEnv>, priced: PricedCart, provider: ProviderMethods): PaymentMethod[] {
  const code = priced.store.code;
  return paymentMethods(
    provider(c).map((m) => ({ code: m.code, title: m.title[code] })),
    translatorFor(code),
    priced.totals.grandTotal,
    priced.totals.virtualOnly,
  );
}

export const paymentDto = (m: PaymentMethod): PaymentMethodDto => ({
  code: m.code,
  title: m.title,
  is_redirect: m.redirect,
  default: m.isDefault,
});

export function shippingDtos(priced: PricedCart): ShippingMethodDto[] {
  const afterDiscount = priced.totals.subtotal - priced.totals.discount;
  return priced.shippingOptions.map((m) => {
    const amount = shipsFree(m.freeFrom, afterDiscount, priced.coupon) ? 0 : m.price;
    return {
      carrier_code: m.carrierCode,
      method_code: m.methodCode,
      carrier_title: m.carrierTitle,
      method_title: m.methodTitle,
      amount,
      price_incl_tax: amount,
      available: m.available,
      default: m.isDefault,
    };
  });
}
