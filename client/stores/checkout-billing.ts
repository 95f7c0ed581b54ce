/**
 * The checkout's billing address when it is not the delivery address (issue 31.8): the billing_
 * fields as an address with company and VAT number, and their messages. Pure; loaded with the
 * billing fields and with 'Place order', not with the checkout (its JS budget).
 */
import { SUPPORTED_COUNTRIES, type AddressMessage } from "../../domain/checkout/address";
import { normalizeVatId, validateBillingAddress } from "../../domain/checkout/vat";
import type { AddressDto } from "../../schema/api/cart";
import type { CheckoutForm, FormField } from "./checkout-draft";

/** The billing address the form holds: street is [street, house number, addition]. */
export function toBillingAddress(form: CheckoutForm): AddressDto {
  const street = [form.billing_street.trim(), form.billing_housenumber.trim()];
  if (form.billing_addition.trim()) street.push(form.billing_addition.trim());
  const address: AddressDto = {
    firstname: form.billing_firstname.trim(),
    lastname: form.billing_lastname.trim(),
    street,
    postcode: form.billing_postcode.trim().toUpperCase(),
    city: form.billing_city.trim(),
    country_id: form.billing_country_id,
  };
  if (form.billing_company.trim()) address.company = form.billing_company.trim();
  if (form.billing_vat_id.trim()) address.vat_id = normalizeVatId(form.billing_vat_id);
  return address;
}

/** The billing fields' SPEC §5 message keys (any country the shop knows; VAT NL, BE, DE). */
export function billingErrors(form: CheckoutForm): Partial<Record<FormField, AddressMessage>> {
  const errors: Partial<Record<FormField, AddressMessage>> = {};
  for (const [field, key] of Object.entries(
    validateBillingAddress(toBillingAddress(form), { countries: SUPPORTED_COUNTRIES }),
  ))
    errors[`billing_${field}` as FormField] = key;
  return errors;
}
