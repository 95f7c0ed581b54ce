import type { PaymentMethod } from "./types";

/**
 * SPEC §4/§9: checkout method codes that start with this prefix are paid through the payment
 * provider (order first, then the redirect); any other code (`free`, offline methods) is not.
 * Provider-neutral on purpose: switching from the sandbox to Mollie keeps every saved checkout
 * and every order's method code valid.
 */
export const CARD_METHOD_PREFIX = "psp_";

interface MethodEntry extends PaymentMethod {
  /** Mollie's id for the method (`method` in Create payment). */
  mollie: string;
}

/** The methods the shop offers, in checkout order; the sandbox simulates them all. */
const METHODS: readonly MethodEntry[] = [
  { code: "ideal", mollie: "ideal", title: { nl: "iDEAL", de: "iDEAL", en: "iDEAL" } },
  { code: "card", mollie: "creditcard", title: { nl: "Creditcard", de: "Kreditkarte", en: "Credit card" } },
  { code: "bancontact", mollie: "bancontact", title: { nl: "Bancontact", de: "Bancontact", en: "Bancontact" } },
];

/** The methods as the interface shows them (code and titles only). */
export const PAYMENT_METHODS: readonly PaymentMethod[] = METHODS.map(({ code, title }) => ({ code, title }));

/** The method with this code (without the prefix), or undefined. */
export function findMethod(code: string): PaymentMethod | undefined {
  return PAYMENT_METHODS.find((m) => m.code === code);
}

/** Mollie's method id for our code, or undefined when we do not offer it. */
export function mollieMethod(code: string): string | undefined {
  return METHODS.find((m) => m.code === code)?.mollie;
}

/** `psp_ideal` → `ideal`; null for codes that are not the provider's (`free`, offline methods). */
export function providerMethodCode(checkoutCode: string): string | null {
  return checkoutCode.startsWith(CARD_METHOD_PREFIX) ? checkoutCode.slice(CARD_METHOD_PREFIX.length) : null;
}

/** `ideal` → `psp_ideal`: the code checkout lists and orders keep. */
export function checkoutMethodCode(code: string): string {
  return `${CARD_METHOD_PREFIX}${code}`;
}
