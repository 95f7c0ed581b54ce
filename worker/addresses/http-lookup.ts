/**
 * The production address lookup: a postcode API over HTTP (ADDRESS_LOOKUP=http). It is asked
 * GET {ADDRESS_LOOKUP_API_URL}?country=NL&postcode=1015CJ&number=123[&addition=a][&street=…] with
 * `Authorization: Bearer {ADDRESS_LOOKUP_API_KEY}` and answers 200 `{street, city}`, or 404
 * `{unknown: "postcode" | "number" | "street"}` (postcode when it says no more). Every call has a
 * deadline; a timeout, a refused connection, another status or an unreadable answer is an
 * AddressLookupError (the route answers 503: the shopper types the street themselves).
 */
import * as z from "zod";
import { AddressLookupError, type AddressLookup, type LookupOutcome, type LookupRequest } from "./lookup-types";

/** The lookup runs while the shopper types: it waits this long at most. */
export const ADDRESS_LOOKUP_TIMEOUT_MS = 2000;

export interface HttpLookupOptions {
  apiUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const found = z.object({ street: z.string().min(1).max(200), city: z.string().min(1).max(100) });
const unknown = z.object({ unknown: z.enum(["postcode", "number", "street"]) }).partial();

export function createHttpLookup(options: HttpLookupOptions): AddressLookup {
  // Called unbound: workerd refuses a fetch invoked as a method of another object.
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? ADDRESS_LOOKUP_TIMEOUT_MS;

  async function find(request: LookupRequest): Promise<LookupOutcome> {
    const url = new URL(options.apiUrl);
    url.searchParams.set("country", request.country);
    url.searchParams.set("postcode", request.postcode);
    url.searchParams.set("number", request.number);
    if (request.premise) url.searchParams.set("addition", request.premise);
    if (request.street) url.searchParams.set("street", request.street);
    let res: Response;
    try {
      res = await send(url.toString(), {
        headers: { Accept: "application/json", Authorization: `Bearer ${options.apiKey}` },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timeout = error instanceof Error && error.name === "TimeoutError";
      throw new AddressLookupError(
        timeout ? "timeout" : "unreachable",
        timeout ? `no answer within ${timeoutMs} ms` : "lookup API unreachable",
        { cause: error },
      );
    }
    if (res.status !== 200 && res.status !== 404) {
      await res.body?.cancel();
      throw new AddressLookupError("status", `lookup API answered ${res.status}`);
    }
    let body: unknown;
    try {
      body = await res.json<unknown>();
    } catch (error) {
      if (res.status === 404) return { kind: "unknown", part: "postcode" };
      throw new AddressLookupError("bad-response", "lookup API answered no JSON", { cause: error });
    }
    if (res.status === 404) return { kind: "unknown", part: unknown.safeParse(body).data?.unknown ?? "postcode" };
    const address = found.safeParse(body);
    if (!address.success) throw new AddressLookupError("bad-response", "lookup API answered no street and city");
    return { kind: "found", street: address.data.street, city: address.data.city };
  }

  return { name: "http", find };
}
