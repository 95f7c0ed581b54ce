/** Response DTOs built explicitly from rows, so no internal column (password hash, ids of sessions) leaks. */
import type { CustomerAddressDto, CustomerDto, OrderSummaryDto } from "../../schema/api/account";
import type { orderItems, orders } from "../../schema/db";
import type { AddressRecord, CustomerRecord } from "./repo";

const euros = (cents: number) => Math.round(cents) / 100;

/** A saved address as SPEC §3 shows it: street is [street, house number, affix]. */
export function addressDto(a: AddressRecord): CustomerAddressDto {
  return {
    id: a.id,
    firstname: a.firstname,
    lastname: a.lastname,
    street: a.affix ? [a.street, a.houseNumber, a.affix] : [a.street, a.houseNumber],
    postcode: a.postcode,
    city: a.city,
    region: a.region,
    country_id: a.countryId,
    telephone: a.telephone,
    ...(a.company ? { company: a.company } : {}),
    ...(a.vatId ? { vat_id: a.vatId } : {}),
    default_shipping: a.defaultShipping,
    default_billing: a.defaultBilling,
  };
}

export function customerDto(c: CustomerRecord, addresses: readonly AddressRecord[]): CustomerDto {
  return {
    id: c.id,
    email: c.email,
    firstname: c.firstname,
    lastname: c.lastname,
    created_at: c.createdAt.toISOString(),
    store_code: c.store,
    addresses: addresses.map(addressDto),
    loyalty_card: c.loyaltyCard,
  };
}

type OrderRow = typeof orders.$inferSelect;
type OrderLineRow = typeof orderItems.$inferSelect;

/** SPEC §3 Order as the history lists it (amounts in euros). */
export function orderDto(o: OrderRow, lines: readonly OrderLineRow[]): OrderSummaryDto {
  return {
    id: o.id,
    increment_id: o.incrementId,
    created_at: o.createdAt.toISOString(),
    status: o.status,
    grand_total: euros(o.grandTotal),
    subtotal: euros(o.subtotal),
    discount_amount: euros(o.discount),
    tax_amount: euros(o.taxAmount),
    shipping_incl_tax: euros(o.shipping),
    order_currency_code: o.currency,
    payment_method: o.paymentMethod,
    shipping_method: `${o.shippingCarrier}_${o.shippingMethod}`,
    store_code: o.store,
    items: lines
      .filter((l) => l.orderId === o.id)
      .map((l) => ({
        sku: l.sku,
        name: l.name,
        qty_ordered: l.qty,
        price_incl_tax: euros(l.unitPrice),
        row_total_incl_tax: euros(l.rowTotal),
      })),
    shipping_address: o.shippingAddress,
    billing_address: o.billingAddress,
    pickup_store: o.pickupStore,
  };
}
