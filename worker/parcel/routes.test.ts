/** The service point API through `app.request()`, behind the real request context and error handler. */
import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import { requestContext, type AppEnv } from "../context";
import { handleError } from "../errors/on-error";
import { createParcelCarrier } from "./carrier";
import { parcelConfigSchema } from "../../schema/config/parcel";
import { createServicePointApi } from "./routes";
import { ParcelCarrierError, type ParcelCarrier } from "./types";

// The error handler can render pages, whose shell links the client build's files; which ones does not matter here.
vi.mock("../pages/assets", () => ({ CLIENT_ASSETS: { entry: "/entry.js", css: "/main.css", fonts: [] } }));
// The rest of a valid local worker configuration (the payment sandbox cannot start without its secret).
const LOCAL_ENV = { PAYMENT_SIGNING_SECRET: "0123456789abcdef0123456789abcdef" };

function apiWith(carrier: ParcelCarrier) {
  const app = new Hono<AppEnv>({ strict: false });
  app.use(requestContext());
  app.route(`/api/ext/${carrier.code}`, createServicePointApi(carrier));
  app.onError(handleError);
  return (path: string) =>
    app.request(path, {}, { LIBSQL_URL: "http://127.0.0.1:9", LOG_LEVEL: "error", ...LOCAL_ENV });
}
const get = apiWith(createParcelCarrier(parcelConfigSchema.parse({})));
const body = async (res: Response) => (await res.json()) as { code: number; result: any };

describe("GET /api/ext/dhlparcel/servicepoints (SPEC §7)", () => {
  it("lists points for an NL postcode with or without the space, and a DE one, in the envelope", async () => {
    const res = await get("/api/ext/dhlparcel/servicepoints?countryCode=NL&postalCode=3511AB");
    expect(res.status).toBe(200);
    const nl = await body(res);
    expect(nl.code).toBe(200);
    expect(nl.result.length).toBeGreaterThanOrEqual(3);
    expect(nl.result[0]).toMatchObject({ city: "Utrecht", countryCode: "NL", distanceMeters: expect.any(Number) });
    expect(await body(await get("/api/ext/dhlparcel/servicepoints/?countryCode=nl&postalCode=3511%20AB"))).toEqual(nl);
    const de = await body(await get("/api/ext/dhlparcel/servicepoints?countryCode=DE&postalCode=50667"));
    expect(de.result.some((p: { shopType: string }) => p.shopType === "packStation")).toBe(true);
  });

  it("answers 400 INVALID_INPUT naming each bad field, in the store view's language", async () => {
    const res = await get("/api/ext/dhlparcel/servicepoints?countryCode=BE&postalCode=1000&store=en");
    expect(res.status).toBe(400);
    expect(await body(res)).toMatchObject({
      code: 400,
      result: {
        errorCode: "INVALID_INPUT",
        fields: { countryCode: "Service points can be found in the Netherlands and Germany." },
      },
    });
    const missing = await body(await get("/api/ext/dhlparcel/servicepoints?countryCode=NL&store=fr"));
    expect(missing.result.fields).toEqual({ postalCode: "De postcode is niet geldig" });
    for (const query of [
      "countryCode=NL&postalCode=10115",
      "countryCode=DE&postalCode=1012",
      "countryCode=NL",
      "postalCode=10115",
    ]) {
      expect((await get(`/api/ext/dhlparcel/servicepoints?${query}`)).status, query).toBe(400);
    }
    const german = await body(await get("/api/ext/dhlparcel/servicepoints?countryCode=DE&postalCode=1012AB&store=de"));
    expect(german.result.fields).toEqual({ postalCode: "Die Postleitzahl ist nicht gültig" });
    const dutch = await body(await get("/api/ext/dhlparcel/servicepoints?countryCode=DE&postalCode=1012AB"));
    expect(dutch.result.fields).toEqual({ postalCode: "De postcode is niet geldig" });
  });

  it("answers 503 with Retry-After when the carrier's API fails", async () => {
    const failing: ParcelCarrier = {
      code: "dhlparcel",
      servicePoints: () => Promise.reject(new ParcelCarrierError("timeout", "no answer within 3000 ms")),
      servicePoint: () => Promise.resolve(null),
      trackingUrl: () => "https://example.invalid/",
    };
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const res = await apiWith(failing)("/api/ext/dhlparcel/servicepoints?countryCode=NL&postalCode=1012AB&store=en");
    expect(JSON.parse(String(logged.mock.calls[0]?.[0]))).toMatchObject({
      detail: "parcel carrier dhlparcel: timeout",
    });
    logged.mockRestore();
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBeTruthy();
    expect(await body(res)).toMatchObject({
      code: 503,
      result: {
        errorCode: "SERVICE_UNAVAILABLE",
        errorMessage: "Service points cannot be loaded right now. Please try again in a moment.",
      },
    });
  });
});
