/**
 * The delivery and payment methods a cart offers (SPEC §4 checkout defaults, §5 virtual cart, §9
 * service point and free method codes). Pure: the routes add the payment provider's own methods.
 */
import {
  COLLECT_CARRIER,
  COLLECT_METHOD,
  FREE_PAYMENT_METHOD,
  FREE_SHIPPING_FROM_CENTS,
  HOME_DELIVERY_CENTS,
  HOME_DELIVERY_METHOD,
  SERVICE_POINT_DELIVERY_CENTS,
  SERVICE_POINT_METHOD,
} from "../../schema/constants";
import type { Translate } from "../../client/i18n/translate";

export interface ShippingMethod {
  carrierCode: string;
  methodCode: string;
  carrierTitle: string;
  methodTitle: string;
  /** Price incl. tax before the free threshold, cents. */
  price: number;
  freeFrom: number | null;
  isDefault: boolean;
  available: boolean;
}

export interface PaymentMethod {
  code: string;
  title: string;
  /** True for methods that leave the shop for the provider's hosted page. */
  redirect: boolean;
  isDefault: boolean;
}

/** Virtual-only carts are delivered by e-mail: no carrier, no cost. */
export const VIRTUAL_DELIVERY = { carrierCode: "virtual", methodCode: "email" } as const;

/**
 * Delivery methods for a cart: home delivery (default), a parcel service point and collection in
 * one of the shop's stores, or e-mail for virtual-only carts.
 */
export function shippingMethods(carrierCode: string, t: Translate, virtualOnly: boolean): ShippingMethod[] {
  if (virtualOnly) {
    return [
      {
        ...VIRTUAL_DELIVERY,
        carrierTitle: t("checkout.shipping.email"),
        methodTitle: t("checkout.shipping.email"),
        price: 0,
        freeFrom: null,
        isDefault: true,
        available: true,
      },
    ];
  }
  const carrierTitle = t("checkout.shipping.carrier");
  return [
    {
      carrierCode,
      methodCode: HOME_DELIVERY_METHOD,
      carrierTitle,
      methodTitle: t("checkout.shipping.home"),
      price: HOME_DELIVERY_CENTS,
      freeFrom: FREE_SHIPPING_FROM_CENTS,
      isDefault: true,
      available: true,
    },
    {
      carrierCode,
      methodCode: SERVICE_POINT_METHOD,
      carrierTitle,
      methodTitle: t("checkout.shipping.servicePoint"),
      price: SERVICE_POINT_DELIVERY_CENTS,
      freeFrom: FREE_SHIPPING_FROM_CENTS,
      isDefault: false,
      available: true,
    },
    // Issue 31.5: free, at a pick-up store the order names (worker/order/pickup.ts).
    {
      carrierCode: COLLECT_CARRIER,
      methodCode: COLLECT_METHOD,
      carrierTitle: t("checkout.shipping.collect"),
      methodTitle: t("checkout.shipping.collect"),
      price: 0,
      freeFrom: null,
      isDefault: false,
      available: true,
    },
  ];
}

/**
 * Payment methods for a cart: `free` alone when nothing is left to pay; otherwise the provider's
 * redirect methods, bank transfer, and cash on delivery unless the cart is virtual-only (SPEC §5).
 */
export function paymentMethods(
  provider: readonly { code: string; title: string }[],
  t: Translate,
  grandTotal: number,
  virtualOnly: boolean,
): PaymentMethod[] {
  if (grandTotal === 0)
    return [{ code: FREE_PAYMENT_METHOD, title: t("checkout.payment.free"), redirect: false, isDefault: true }];
  const methods: PaymentMethod[] = provider.map((m, i) => ({
    code: m.code,
    title: m.title,
    redirect: true,
    isDefault: i === 0,
  }));
  methods.push({
    code: "banktransfer",
    title: t("checkout.payment.bankTransfer"),
    redirect: false,
    isDefault: methods.length === 0,
  });
  if (!virtualOnly)
    methods.push({
      code: "cashondelivery",
      title: t("checkout.payment.cashOnDelivery"),
      redirect: false,
      isDefault: false,
    });
  return methods;
}

/** SPEC §4: the default is the first method flagged default, else the first. */
export function defaultMethod<T extends { isDefault: boolean }>(methods: readonly T[]): T | undefined {
  return methods.find((m) => m.isDefault) ?? methods[0];
}
