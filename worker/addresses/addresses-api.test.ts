/**
 * The address lookup (GET /api/ext/postcode/autocomplete) and the directory (GET /api/ext/directory/…)
 * through the worker in Miniflare against the real test libSQL server: the built-in NL/BE table by
 * default, and a second worker configured for the HTTP lookup against a fake lookup API on 127.0.0.1.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { withWorker, type TestWorker } from "../../test/support/worker";
import { ADDRESS_LOOKUP_IP_LIMIT } from "./routes-lookup";

type Mode = "ok" | "error" | "hang" | "garbage";
let mode: Mode = "ok";
const asked: IncomingMessage[] = [];
const fake: Server = createServer((req, res) => {
  asked.push(req);
  if (mode === "hang") return;
  if (mode === "error") return void res.writeHead(502).end("bad gateway");
  if (mode === "garbage") return void res.writeHead(200, { "content-type": "text/html" }).end("<html>");
  const q = new URL(req.url!, "http://x").searchParams;
  if (req.headers.authorization !== "Bearer lookup-key") return void res.writeHead(401).end();
  if (q.get("postcode") === "9999ZZ")
    return void res.writeHead(404, { "content-type": "application/json" }).end('{"unknown":"postcode"}');
  if (q.get("number") === "999")
    return void res.writeHead(404, { "content-type": "application/json" }).end('{"unknown":"number"}');
  res
    .writeHead(200, { "content-type": "application/json" })
    .end(JSON.stringify({ street: `Fakestraat (${q.get("country")} ${q.get("postcode")})`, city: "Nepstad" }));
});
let fakeUrl = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v2/lookup`;
});
afterAll(async () => {
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
});
beforeEach(() => {
  mode = "ok";
  asked.length = 0;
});

const builtin = withWorker();
const http = withWorker({
  bindings: () => ({
    ADDRESS_LOOKUP: "http",
    ADDRESS_LOOKUP_API_URL: fakeUrl,
    ADDRESS_LOOKUP_API_KEY: "lookup-key",
    DELIVERY_COUNTRIES_NL: "NL,AT",
    DELIVERY_COUNTRIES_DE: "DE, lu ,DE",
  }),
});

let ipSerial = 0;
/** Each call comes from its own client unless told: the per-IP budget is one test's concern. */
const freshIp = () => `10.31.${Math.floor(ipSerial / 250) % 250}.${ipSerial++ % 250}`;

async function get(worker: TestWorker, path: string, headers: Record<string, string> = {}) {
  const res = await worker.fetch(path, { headers: { "cf-connecting-ip": freshIp(), ...headers } });
  return { status: res.status, headers: res.headers, body: (await res.json()) as { code: number; result: any } };
}
const lookup = (query: string, worker = builtin, headers: Record<string, string> = {}) =>
  get(worker, `/api/ext/postcode/autocomplete?${query}`, headers);

describe("GET /api/ext/postcode/autocomplete with the built-in table", () => {
  it("fills a Dutch street and city from postcode and house number, dropping any street sent", async () => {
    const res = await lookup("countryCode=NL&postalCode=1015%20cj&streetNumber=123&premise=a&street=Wrong");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: 200,
      result: {
        countryCode: "NL",
        postalCode: "1015 CJ",
        streetNumber: "123",
        premise: "a",
        street: "Keizersgracht",
        city: "Amsterdam",
      },
    });
    expect((await lookup("countryCode=nl&postalCode=1015CJ&streetNumber=123")).body.result.street).toBe(
      "Keizersgracht",
    );
  });

  it("needs the street in Belgium and answers its spelling and the municipality", async () => {
    const res = await lookup("countryCode=BE&postalCode=2000&streetNumber=12&street=meir");
    expect(res.body.result).toMatchObject({ countryCode: "BE", postalCode: "2000", street: "Meir", city: "Antwerpen" });
    const accents = await lookup("countryCode=BE&postalCode=4000&streetNumber=3&street=rue%20pont%20d'avroy");
    expect(accents.body.result).toMatchObject({ street: "Rue Pont d'Avroy", city: "Liège" });
    const noStreet = await lookup("countryCode=BE&postalCode=2000&streetNumber=12&store=en");
    expect(noStreet.status).toBe(400);
    expect(noStreet.body.result.fields).toEqual({ street: "Field is required" });
    const otherStreet = await lookup("countryCode=BE&postalCode=2000&streetNumber=12&street=Veldstraat&store=en");
    expect(otherStreet.status).toBe(404);
    expect(otherStreet.body.result.fields).toEqual({ street: "We could not find this street at this postcode" });
  });

  it("says 'The zipcode is not valid' / 'The housenumber is not valid' in the SPEC's words, per store view", async () => {
    const badZip = await lookup("countryCode=NL&postalCode=1015&streetNumber=1&store=en");
    expect(badZip.status).toBe(400);
    expect(badZip.body.result).toMatchObject({
      errorCode: "INVALID_INPUT",
      fields: { postalCode: "The zipcode is not valid" },
    });
    const badNumber = await lookup("countryCode=NL&postalCode=1015CJ&streetNumber=12b&store=en");
    expect(badNumber.body.result.fields).toEqual({ streetNumber: "The housenumber is not valid" });
    const unknownZip = await lookup("countryCode=NL&postalCode=1234AB&streetNumber=1&store=en");
    expect(unknownZip.status).toBe(404);
    expect(unknownZip.body.result.fields).toEqual({ postalCode: "The zipcode is not valid" });
    const noSuchNumber = await lookup("countryCode=NL&postalCode=1015CJ&streetNumber=5");
    expect(noSuchNumber.status).toBe(404);
    expect(noSuchNumber.body.result.fields).toEqual({ streetNumber: "Het huisnummer is niet geldig" });
    const german = await lookup("countryCode=NL&postalCode=x&streetNumber=1&store=de");
    expect(german.body.result.fields).toEqual({ postalCode: "Die Postleitzahl ist nicht gültig" });
  });

  it("refuses other countries and junk with a 400, never a 500", async () => {
    const de = await lookup("countryCode=DE&postalCode=10115&streetNumber=1&store=en");
    expect(de.status).toBe(400);
    expect(de.body.result.fields).toEqual({
      countryCode: "Addresses can be looked up in the Netherlands and Belgium.",
    });
    for (const query of [
      "",
      "countryCode=NLD&postalCode=1015CJ&streetNumber=1",
      `countryCode=NL&postalCode=${"1".repeat(40)}&streetNumber=1`,
      "countryCode=NL&postalCode=1015CJ&streetNumber=0",
      "countryCode=NL&postalCode=1015CJ&streetNumber=%00",
      "countryCode=NL&postalCode=1015SA&streetNumber=1",
      `countryCode=BE&postalCode=2000&streetNumber=1&street=${"x".repeat(500)}`,
    ]) {
      const res = await lookup(query);
      expect(res.status, query).toBe(400);
      expect(res.body.result.errorCode, query).toBe("INVALID_INPUT");
    }
  });

  it(
    `answers 429 with Retry-After past ${ADDRESS_LOOKUP_IP_LIMIT.max} lookups from one IP, other IPs unaffected`,
    {
      timeout: 30_000,
    },
    async () => {
      const ip = { "cf-connecting-ip": "10.31.250.1" };
      // A scripted flood: the budget one by one, then a burst past it at once (each upsert counts).
      const statuses: Awaited<ReturnType<typeof lookup>>[] = [];
      for (let i = 0; i < ADDRESS_LOOKUP_IP_LIMIT.max; i++)
        statuses.push(
          await lookup(`countryCode=NL&postalCode=1012JS&streetNumber=${(i % 20) + 1}&store=en`, builtin, ip),
        );
      statuses.push(
        ...(await Promise.all(
          Array.from({ length: 5 }, () =>
            lookup("countryCode=NL&postalCode=1012JS&streetNumber=1&store=en", builtin, ip),
          ),
        )),
      );
      const codes = statuses.map((r) => r.status);
      expect(codes.filter((s) => s === 200)).toHaveLength(ADDRESS_LOOKUP_IP_LIMIT.max);
      expect(codes.filter((s) => s === 429)).toHaveLength(5);
      const refused = statuses.find((r) => r.status === 429)!;
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(refused.body.result.errorMessage).toBe(
        "Too many address lookups from your connection. Please enter your street and city.",
      );
      expect((await lookup("countryCode=NL&postalCode=1012JS&streetNumber=1")).status).toBe(200);
    },
  );
});

describe("GET /api/ext/postcode/autocomplete with the HTTP lookup (ADDRESS_LOOKUP=http)", () => {
  it("asks the configured API with its key and answers its street and city", async () => {
    const res = await lookup("countryCode=NL&postalCode=3511%20ab&streetNumber=7&premise=bis", http);
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      countryCode: "NL",
      postalCode: "3511 AB",
      streetNumber: "7",
      premise: "bis",
      street: "Fakestraat (NL 3511AB)",
      city: "Nepstad",
    });
    expect(asked).toHaveLength(1);
    expect(asked[0]!.url).toBe("/v2/lookup?country=NL&postcode=3511AB&number=7&addition=bis");
    expect(asked[0]!.headers.authorization).toBe("Bearer lookup-key");
    await lookup("countryCode=BE&postalCode=1000&streetNumber=7&street=Grasmarkt", http);
    expect(asked[1]!.url).toBe("/v2/lookup?country=BE&postcode=1000&number=7&street=Grasmarkt");
  });

  it("maps the API's 404 onto the field it names, and never asks it for input the route refuses", async () => {
    const zip = await lookup("countryCode=NL&postalCode=9999ZZ&streetNumber=7&store=en", http);
    expect(zip.status).toBe(404);
    expect(zip.body.result.fields).toEqual({ postalCode: "The zipcode is not valid" });
    const number = await lookup("countryCode=NL&postalCode=3511AB&streetNumber=999&store=en", http);
    expect(number.body.result.fields).toEqual({ streetNumber: "The housenumber is not valid" });
    asked.length = 0;
    expect((await lookup("countryCode=NL&postalCode=35&streetNumber=7", http)).status).toBe(400);
    expect(asked).toHaveLength(0);
  });

  it("answers 503 SERVICE_UNAVAILABLE when the API fails, hangs or answers garbage", async () => {
    for (const failing of ["error", "garbage", "hang"] as const) {
      mode = failing;
      const res = await lookup("countryCode=NL&postalCode=3511AB&streetNumber=7&store=en", http);
      expect(res.status, failing).toBe(503);
      expect(res.body.result.errorMessage, failing).toBe(
        "The address lookup is not available right now. Please enter your street and city.",
      );
    }
  }, 15_000);
});

describe("GET /api/ext/directory", () => {
  it("lists the store view's delivery countries from configuration, named in its language", async () => {
    const nl = await get(builtin, "/api/ext/directory/countries", { "x-vs-store-code": "nl" });
    expect(nl.status).toBe(200);
    expect(nl.body.result.map((c: { id: string }) => c.id)).toEqual(["NL", "BE", "DE"]);
    expect(nl.body.result[1]).toEqual({
      id: "BE",
      two_letter_abbreviation: "BE",
      three_letter_abbreviation: "BEL",
      full_name_locale: "België",
      full_name_english: "Belgium",
    });
    const configured = await get(http, "/api/ext/directory/countries", { "x-vs-store-code": "nl" });
    expect(configured.body.result.map((c: { id: string }) => c.id)).toEqual(["NL", "AT"]);
    const de = await get(http, "/api/ext/directory/countries", { "x-vs-store-code": "de" });
    expect(de.body.result.map((c: { full_name_locale: string }) => c.full_name_locale)).toEqual([
      "Deutschland",
      "Luxemburg",
    ]);
    // Without the header: ?storeCode=, else the request's store view.
    const path = await get(http, "/api/ext/directory/countries?storeCode=de");
    expect(path.body.result.map((c: { id: string }) => c.id)).toEqual(["DE", "LU"]);
  });

  it("answers the currency map for a store code sent with an underscore, and 400 for an unknown one", async () => {
    const res = await get(builtin, "/api/ext/directory/currency", { "x-vs-store-code": "default_de" });
    expect(res.body).toEqual({
      code: 200,
      result: {
        base_currency_code: "EUR",
        base_currency_symbol: "€",
        default_display_currency_code: "EUR",
        default_display_currency_symbol: "€",
        available_currency_codes: ["EUR"],
        exchange_rates: [{ currency_to: "EUR", rate: 1 }],
      },
    });
    const unknown = await get(builtin, "/api/ext/directory/countries", { "x-vs-store-code": "fr" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.result.errorCode).toBe("INVALID_INPUT");
  });

  it("refuses a worker configuration naming a country without address rules", async () => {
    const { addressConfigSchema } = await import("../../schema/config/addresses");
    const parsed = addressConfigSchema.safeParse({ DELIVERY_COUNTRIES_NL: "NL,US" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(["DELIVERY_COUNTRIES_NL"]);
    const http = addressConfigSchema.safeParse({ ADDRESS_LOOKUP: "http" });
    expect(http.success).toBe(true); // the worker's schema adds the cross-field check (refineAddressConfig)
  });
});
