/**
 * The checkout form's pure rules: the entered details as an address for the API, their SPEC §5
 * messages by field, the server's field errors mapped onto the form, the saved draft (SPEC §4: a
 * shopper counts as in checkout while `modifiedAt` is under 30 minutes old), the default method
 * (SPEC §4) and which delivery is a service point. No I/O apart from the Storage passed in.
 */
import { SUPPORTED_COUNTRIES, validateAddress, type AddressMessage } from "../../domain/checkout/address";
import type { AddressDto } from "../../schema/api/cart";
import { CHECKOUT_ACTIVITY_MS, SERVICE_POINT_METHOD } from "../../schema/constants";

export const FORM_FIELDS = [
  "email",
  "firstname",
  "lastname",
  "street",
  "housenumber",
  "addition",
  "postcode",
  "city",
  "country_id",
  "telephone",
  // The billing address when it is not the delivery address (issue 31.8), with company and VAT number.
  "billing_company",
  "billing_vat_id",
  "billing_firstname",
  "billing_lastname",
  "billing_street",
  "billing_housenumber",
  "billing_addition",
  "billing_postcode",
  "billing_city",
  "billing_country_id",
] as const;
export type FormField = (typeof FORM_FIELDS)[number];
export type CheckoutForm = Record<FormField, string>;
export type FieldErrors = Partial<Record<FormField, string>>;

export const EMPTY_FORM: CheckoutForm = {
  ...(Object.fromEntries(FORM_FIELDS.map((field) => [field, ""])) as CheckoutForm),
  country_id: "NL",
  billing_country_id: "NL",
};

/** The form as the API's shipping address: street is [street, house number, addition]. */
export function toAddress(form: CheckoutForm): AddressDto {
  const street = [form.street.trim(), form.housenumber.trim()];
  if (form.addition.trim()) street.push(form.addition.trim());
  const address: AddressDto = {
    firstname: form.firstname.trim(),
    lastname: form.lastname.trim(),
    street,
    postcode: form.postcode.trim().toUpperCase(),
    city: form.city.trim(),
    country_id: form.country_id,
    email: form.email.trim(),
  };
  if (form.telephone.trim()) address.telephone = form.telephone.trim();
  return address;
}

/** SPEC §5 message keys by form field (the delivery address); empty when the form is valid. */
export function formErrors(form: CheckoutForm): Partial<Record<FormField, AddressMessage>> {
  // The country list offers only the store view's delivery countries; the server checks against them.
  return validateAddress(toAddress(form), { needEmail: true, countries: SUPPORTED_COUNTRIES });
}

/** The API's `fields` (e.g. "shippingAddress.postcode") as messages beside the form's fields. */
export function serverFieldErrors(fields: Readonly<Record<string, string>> | undefined): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, message] of Object.entries(fields ?? {})) {
    const field = path.startsWith("billingAddress.")
      ? `billing_${path.slice("billingAddress.".length)}`
      : path.replace(/^shippingAddress\./, "");
    if ((FORM_FIELDS as readonly string[]).includes(field)) out[field as FormField] ??= message;
  }
  return out;
}

/**
 * `saved` (a resumed draft, the signed-in customer's name) filled into the form: a field the
 * shopper typed keeps its value unless it is empty (issue 35.1: typed input is never lost).
 */
export function fillUntyped(
  form: CheckoutForm,
  typed: readonly FormField[],
  saved: Partial<Record<FormField, string>>,
): CheckoutForm {
  const next = { ...form };
  for (const field of FORM_FIELDS) {
    const value = saved[field];
    if (typeof value !== "string" || (typed.includes(field) && form[field].trim() !== "")) continue;
    next[field] = value;
  }
  return next;
}

/** What a reload within the activity window brings back (never the terms consent). */
export interface CheckoutDraft {
  modifiedAt: number;
  form: CheckoutForm;
  shippingMethod: string | null;
  paymentMethod: string | null;
}

export const DRAFT_KEY = "an_checkout";
/** Where an order sent but not yet answered keeps its idempotency key and body (lib/send-order.ts). */
export const ATTEMPT_KEY = "an_checkout_order";

export function saveDraft(storage: Pick<Storage, "setItem">, draft: Omit<CheckoutDraft, "modifiedAt">, now: number) {
  try {
    storage.setItem(DRAFT_KEY, JSON.stringify({ ...draft, modifiedAt: now }));
  } catch {
    // Private mode or a full quota: the checkout works without resuming.
  }
}

/** The saved draft when it was modified under 30 minutes ago (SPEC §4, §9), else null. */
export function loadDraft(storage: Pick<Storage, "getItem">, now: number): CheckoutDraft | null {
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(DRAFT_KEY) ?? "null");
  } catch {
    return null;
  }
  if (typeof raw !== "object" || raw === null) return null;
  const draft = raw as Partial<CheckoutDraft>;
  if (typeof draft.modifiedAt !== "number" || now - draft.modifiedAt >= CHECKOUT_ACTIVITY_MS || now < draft.modifiedAt)
    return null;
  const form = { ...EMPTY_FORM };
  if (typeof draft.form === "object" && draft.form !== null)
    for (const field of FORM_FIELDS) {
      const value = (draft.form as Partial<Record<string, unknown>>)[field];
      if (typeof value === "string") form[field] = value.slice(0, 200);
    }
  return {
    modifiedAt: draft.modifiedAt,
    form,
    shippingMethod: typeof draft.shippingMethod === "string" ? draft.shippingMethod : null,
    paymentMethod: typeof draft.paymentMethod === "string" ? draft.paymentMethod : null,
  };
}

export function clearDraft(storage: Pick<Storage, "removeItem">) {
  try {
    storage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}

/** SPEC §4: a method is offered unless flagged unavailable; the default is the first flagged default, else the first. */
export function defaultMethod<T extends { default: boolean; available?: boolean }>(
  methods: readonly T[],
): T | undefined {
  const offered = methods.filter((m) => m.available !== false);
  return offered.find((m) => m.default) ?? offered[0];
}

/** The method to show as chosen: the remembered one while still offered, else the default. */
export function chooseMethod<T extends { default: boolean; available?: boolean }>(
  methods: readonly T[],
  remembered: string | null,
  codeOf: (m: T) => string,
): string | null {
  const kept = methods.find((m) => m.available !== false && codeOf(m) === remembered);
  const chosen = kept ?? defaultMethod(methods);
  return chosen ? codeOf(chosen) : null;
}

export const isServicePointMethod = (code: string | null) => code === SERVICE_POINT_METHOD;

/** Countries with service points; a Belgian address cannot use them. */
export const SERVICE_POINT_COUNTRIES = ["NL", "DE"] as const;
