import type { ParcelMessageKey } from "./messages";
import type { ParcelCarrier, ServicePoint } from "./types";

/** A DHL "Postnummer": the 6 to 10 digit customer number a Packstation delivery needs (SPEC §5). */
const POST_NUMBER = /^\d{6,10}$/;
const POINT_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

/** A problem with a selection, naming the field and the message to show. */
export interface SelectionError {
  error: ParcelMessageKey;
  field: "servicePoint" | "postNumber";
}

/**
 * Reads SPEC §7's select-servicepoint value: "id" or "id|postnumber". The post number, when given,
 * must be 6–10 digits (spaces are ignored); whether the point needs one is `validateSelection`'s call.
 */
export function parseServicePointSelection(value: string): { id: string; postNumber: string | null } | SelectionError {
  const [id = "", postNumber, ...rest] = value.trim().split("|");
  if (!POINT_ID.test(id.trim()) || rest.length > 0)
    return { error: "parcel.servicePoint.invalid", field: "servicePoint" };
  if (postNumber === undefined || postNumber.trim() === "") return { id: id.trim(), postNumber: null };
  const digits = postNumber.replace(/\s+/g, "");
  if (!POST_NUMBER.test(digits)) return { error: "parcel.postNumber.invalid", field: "postNumber" };
  return { id: id.trim(), postNumber: digits };
}

/**
 * Whether a point can be chosen with this post number (SPEC §4/§5): a Packstation needs one, and the
 * answer for a missing one is the prompt itself ("Add your postnumber for delivery at a DHL
 * Packstation:"), for the checkout to ask; a parcel shop needs none, so a number given is dropped.
 */
export function validateSelection(
  point: ServicePoint,
  postNumber: string | null,
): { postNumber: string | null } | SelectionError {
  if (point.shopType !== "packStation") return { postNumber: null };
  if (postNumber === null) return { error: "parcel.postNumber.prompt", field: "postNumber" };
  if (!POST_NUMBER.test(postNumber)) return { error: "parcel.postNumber.invalid", field: "postNumber" };
  return { postNumber };
}

/** A selection value checked all the way: parsed, the point looked up at the carrier, its post number rule applied. */
export async function resolveServicePointSelection(
  carrier: ParcelCarrier,
  value: string,
): Promise<{ point: ServicePoint; postNumber: string | null } | SelectionError> {
  const parsed = parseServicePointSelection(value);
  if ("error" in parsed) return parsed;
  const point = await carrier.servicePoint(parsed.id);
  if (!point) return { error: "parcel.servicePoint.notFound", field: "servicePoint" };
  const checked = validateSelection(point, parsed.postNumber);
  return "error" in checked ? checked : { point, postNumber: checked.postNumber };
}
