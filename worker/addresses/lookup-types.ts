/** The address lookup adapter's contract (ARCHITECTURE Adapters): a built-in table or an HTTP API. */

/** A lookup the route has checked: a normalised postcode ("1015CJ", "1000") and a house number of digits. */
export interface LookupRequest {
  country: "NL" | "BE";
  postcode: string;
  number: string;
  /** The addition ("a", "2-hoog"); passed through. */
  premise: string;
  /** BE only: the street the shopper typed. */
  street?: string;
}

/** What a lookup found: the address, or which part named nothing. */
export type LookupOutcome =
  { kind: "found"; street: string; city: string } | { kind: "unknown"; part: "postcode" | "number" | "street" };

/** The lookup service failed (down, slow, unreadable): a known fault, answered 503. */
export class AddressLookupError extends Error {
  override name = "AddressLookupError";
  constructor(
    readonly kind: "timeout" | "unreachable" | "status" | "bad-response",
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export interface AddressLookup {
  /** "builtin" or "http", for the log. */
  readonly name: string;
  find(request: LookupRequest): Promise<LookupOutcome>;
}
