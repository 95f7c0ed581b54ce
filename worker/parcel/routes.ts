import { Hono, type Context } from "hono";
import * as z from "zod";
import { servicePointsQuerySchema } from "../../schema/api/parcel";
import { STORE_CODES, type StoreCode } from "../../domain/store-views";
import type { AppEnv } from "../context";
import { AppError, ServiceUnavailableError } from "../errors/app-error";
import { parcelMessage, type ParcelMessageKey } from "./messages";
import { normalisePostalCode } from "./postcode";
import { ParcelCarrierError, type ParcelCarrier } from "./types";

/** The query: a country we ship to, and a postcode of that country (normalised: "1012 AB", "10115"). */
const servicePointQuery = z.lazy(() =>
  servicePointsQuerySchema.transform(({ countryCode, postalCode }, ctx) => {
    const normalised = normalisePostalCode(countryCode, postalCode);
    if (normalised) return { countryCode, postalCode: normalised };
    ctx.addIssue({ code: "custom", path: ["postalCode"], message: "is not a postcode of that country" });
    return z.NEVER;
  }),
);

/** Which message each field's problem shows, in the store view's language. */
const FIELD_MESSAGES: Record<string, ParcelMessageKey> = {
  countryCode: "parcel.countryCode.invalid",
  postalCode: "parcel.postalCode.invalid",
};

/**
 * SPEC §7 parcel carrier API, mounted at /api/ext/{carrier code}: GET /servicepoints(/)?countryCode&postalCode
 * answers `{code: 200, result: ServicePoint[]}`, nearest first. NL postcodes are "1234 AB" or "1234AB", DE
 * ones five digits; anything else is 400 INVALID_INPUT naming the field. A carrier API that fails is 503.
 */
export function createServicePointApi(
  carrierFor: ParcelCarrier | ((c: Context<AppEnv>) => ParcelCarrier),
): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  app.get("/servicepoints", async (c) => {
    // The carrier follows the request's configuration (the composition root passes a factory).
    const carrier = typeof carrierFor === "function" ? carrierFor(c) : carrierFor;
    const raw = c.req.query();
    // The store view whose language messages use: ?store= (as the catalogue API takes it), else the path's.
    const store: StoreCode = STORE_CODES.find((code) => code === raw.store) ?? c.get("store").code;
    const query = servicePointQuery.safeParse(raw);
    if (!query.success) {
      const fields: Record<string, string> = {};
      for (const issue of query.error.issues) {
        const field = String(issue.path[0]);
        fields[field] ??= parcelMessage(store, FIELD_MESSAGES[field] ?? "parcel.postalCode.invalid");
      }
      throw new AppError(400, "INVALID_INPUT", Object.values(fields).join(" "), fields);
    }
    try {
      const points = await carrier.servicePoints(query.data.countryCode, query.data.postalCode);
      return c.json({ code: 200, result: points }, 200, { "Cache-Control": "private, max-age=300" });
    } catch (error) {
      if (!(error instanceof ParcelCarrierError)) throw error;
      const detail = `parcel carrier ${carrier.code}: ${error.kind}${error.status ? ` ${error.status}` : ""}`;
      throw new ServiceUnavailableError(parcelMessage(store, "parcel.unavailable"), detail);
    }
  });
  return app;
}
