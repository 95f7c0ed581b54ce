/**
 * Click & collect at order time (issue 31.5): the pick-up store the order names must exist, be
 * open (not closed) and be a pick-up location; the order then carries the store and the moment it
 * is ready there (domain/stores/pickup.ts), and its delivery address is the store's, in the
 * shopper's name. Pure: the store row comes from the placement's first batch.
 */
import { readyForPickup } from "../../domain/stores/pickup";
import { PICKUP_LEAD_HOURS } from "../../schema/constants";
import type { PickupStore } from "../../schema/store-types";
import type { OrderBody } from "../../schema/api/order";
import { toSummary } from "../stores";
import type { PickupStoreRow } from "./repo";

type Address = Omit<OrderBody["addressInformation"]["shippingAddress"], "save_in_address_book">;

/** The order's pick-up store, or why it cannot be one ("order.pickupStore…" message keys). */
export function pickupStoreOf(
  slug: string | undefined,
  row: PickupStoreRow | null,
  now: Date,
): PickupStore | "order.pickupStoreRequired" | "order.pickupStoreUnavailable" {
  if (!slug) return "order.pickupStoreRequired";
  if (!row || row.status !== "open" || !row.isPickupLocation) return "order.pickupStoreUnavailable";
  const store = toSummary(row);
  const ready = readyForPickup(store, now, PICKUP_LEAD_HOURS);
  if (!ready) return "order.pickupStoreUnavailable";
  return {
    id: store.id,
    slug: store.slug,
    name: store.name,
    street: store.street,
    postcode: store.postcode,
    city: store.city,
    country: store.country,
    phone: store.phone,
    timeZone: store.timeZone,
    readyDate: ready.date,
    readyTime: ready.time,
  };
}

/** The delivery address of a click & collect order: the store's, in the shopper's name. */
export function pickupAddress(shopper: Address, store: PickupStore): Address {
  return {
    firstname: shopper.firstname,
    lastname: shopper.lastname,
    company: store.name,
    street: [store.street],
    postcode: store.postcode,
    city: store.city,
    country_id: store.country,
    ...(shopper.email === undefined ? {} : { email: shopper.email }),
    ...(shopper.telephone === undefined ? {} : { telephone: shopper.telephone }),
  };
}
