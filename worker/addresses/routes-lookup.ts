/**
 * SPEC §7 address lookup, GET /api/ext/postcode/autocomplete?countryCode&postalCode&streetNumber&premise[&street]
 * (SPEC §5: NL and BE only; NL needs the postcode and house number and drops any street, BE needs the
 * street too). A bad field is 400 naming it in the SPEC's words ("The zipcode is not valid", "The
 * housenumber is not valid"); a postcode, number or street the lookup does not know is 404 with the
 * same words; past the per-IP budget 429; a lookup service that fails 503.
 */
import { Hono, type Context } from "hono";
import { autocompleteQuerySchema, type AutocompleteResult } from "../../schema/api/addresses";
import { ADDRESS_LOOKUP_IP_MAX, ADDRESS_LOOKUP_WINDOW_MS } from "../../schema/constants";
import { STORE_CODES } from "../../domain/store-views";
import { translatorFor, type AppEnv } from "../context";
import { AppError, ServiceUnavailableError } from "../errors/app-error";
import { clientIp, hitStatement, retryAfter, tooManyRequests, type Limit } from "../http/rate-limit";
import { validate } from "../http/validate";
import { AddressLookupError, type AddressLookup, type LookupRequest } from "./lookup-types";

export const ADDRESS_LOOKUP_IP_LIMIT: Limit = { max: ADDRESS_LOOKUP_IP_MAX, windowMs: ADDRESS_LOOKUP_WINDOW_MS };

const NL_POSTCODE = /^([1-9][0-9]{3}) ?(?!SA|SD|SS)([A-Z]{2})$/;
const BE_POSTCODE = /^[1-9][0-9]{3}$/;
const NUMBER = /^[1-9][0-9]{0,4}$/;

type Field = "countryCode" | "postalCode" | "streetNumber" | "street";
const FIELD_OF = { postcode: "postalCode", number: "streetNumber", street: "street" } as const;

/** The store view whose language the messages use: ?store=, else the path's. */
const storeOf = (c: Context<AppEnv>, asked: string | undefined) =>
  STORE_CODES.find((code) => code === asked) ?? c.get("store").code;

/** /api/ext/postcode: the lookup follows the request's configuration (the route table passes a factory). */
export function createAddressLookupApi(lookupFor: (c: Context<AppEnv>) => AddressLookup): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  app.get("/autocomplete", validate("query", autocompleteQuerySchema), async (c) => {
    const query = c.req.valid("query");
    const t = translatorFor(storeOf(c, query.store));
    const country = query.countryCode.toUpperCase();
    const postcode = query.postalCode.replace(/\s+/g, " ").trim().toUpperCase();
    const number = query.streetNumber.trim();
    const street = query.street?.trim() ?? "";
    const fields: Partial<Record<Field, string>> = {};
    if (country !== "NL" && country !== "BE") fields.countryCode = t("address.lookupCountry");
    else if (!(country === "NL" ? NL_POSTCODE : BE_POSTCODE).test(postcode)) fields.postalCode = t("form.zipInvalid");
    if (!NUMBER.test(number)) fields.streetNumber = t("form.houseNumberInvalid");
    if (country === "BE" && !street) fields.street = t("form.required");
    if (Object.keys(fields).length > 0)
      throw new AppError(400, "INVALID_INPUT", Object.values(fields).join(" "), fields);

    // The budget is counted before the (paid) lookup, in one statement.
    const now = new Date();
    const [counter] = await hitStatement(
      c.get("db"),
      `address-lookup:ip:${clientIp((name) => c.req.header(name))}`,
      ADDRESS_LOOKUP_IP_LIMIT,
      now,
    );
    const wait = retryAfter(counter, ADDRESS_LOOKUP_IP_LIMIT, now);
    if (wait !== null) throw tooManyRequests(c, wait, t("address.tooMany"));

    const request: LookupRequest = {
      country: country as LookupRequest["country"],
      postcode: postcode.replace(" ", ""),
      number,
      premise: query.premise?.trim() ?? "",
      ...(country === "BE" ? { street } : {}),
    };
    const lookup = lookupFor(c);
    let outcome;
    try {
      outcome = await lookup.find(request);
    } catch (error) {
      if (!(error instanceof AddressLookupError)) throw error;
      throw new ServiceUnavailableError(t("address.lookupUnavailable"), `address lookup ${lookup.name}: ${error.kind}`);
    }
    if (outcome.kind === "unknown") {
      const field = FIELD_OF[outcome.part];
      const message =
        outcome.part === "postcode"
          ? t("form.zipInvalid")
          : outcome.part === "number"
            ? t("form.houseNumberInvalid")
            : t("address.streetUnknown");
      throw new AppError(404, "NOT_FOUND", message, { [field]: message });
    }
    const result: AutocompleteResult = {
      countryCode: request.country,
      postalCode: request.country === "NL" ? `${request.postcode.slice(0, 4)} ${request.postcode.slice(4)}` : postcode,
      streetNumber: number,
      premise: request.premise,
      street: outcome.street,
      city: outcome.city,
    };
    return c.json({ code: 200, result }, 200, { "Cache-Control": "private, max-age=300" });
  });
  return app;
}
