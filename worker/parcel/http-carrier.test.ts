/** The HTTP carrier against a fake carrier API on 127.0.0.1 (node:http, loopback only). */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createParcelCarrier } from "./carrier";
import { parcelConfigSchema } from "../../schema/config/parcel";
import { ParcelCarrierError } from "./types";

type Mode = "ok" | "error" | "hang" | "garbage";
const requests: IncomingMessage[] = [];
let mode: Mode = "ok";
let server: Server;
let url: string;

const location = (id: string, shopType: string, country = "NL", extra: object = {}) => ({
  id,
  name: shopType === "packStation" ? "Packstation 117" : "Primera Dorpsstraat",
  shopType,
  address: {
    countryCode: country,
    zipCode: "3433CA",
    city: "Nieuwegein",
    street: "Dorpsstraat",
    number: "24",
    addition: "A",
  },
  geoLocation: { latitude: 52.008, longitude: 5.09 },
  distance: 1234.4,
  openingTimes: [
    { timeFrom: "09:00", timeTo: "18:00", weekDay: 1 },
    { timeFrom: "10:00", timeTo: "16:00", weekDay: 0 },
  ],
  ...extra,
});

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(req);
    if (mode === "hang") return; // accepts, never answers
    if (mode === "error") return void res.writeHead(502).end("bad gateway");
    if (mode === "garbage") return void res.writeHead(200, { "content-type": "text/html" }).end("<html>");
    const path = new URL(req.url!, "http://x").pathname;
    const body =
      path === "/v1/parcel-shop-locations/NL"
        ? [
            location("8004-NL-1", "parcelShop"),
            location("8004-NL-2", "packStation"),
            location("8004-BE-3", "parcelShop", "BE"),
            { id: "broken" },
          ]
        : path === "/v1/parcel-shop-locations/NL/8004-NL-1"
          ? location("8004-NL-1", "parcelShop", "NL", { distance: undefined })
          : null;
    res
      .writeHead(body ? 200 : 404, { "content-type": "application/json" })
      .end(JSON.stringify(body ?? { error: "not found" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  mode = "ok";
  requests.length = 0;
});

const carrierAt = (apiUrl: string, timeoutMs = 300) =>
  createParcelCarrier(
    parcelConfigSchema.parse({ PARCEL_CARRIER: "http", PARCEL_API_URL: apiUrl, PARCEL_API_KEY: "k-1" }),
    { timeoutMs },
  );

describe("the HTTP carrier", () => {
  it("asks the API for ten points near the postcode and maps DHL's answer, skipping what it cannot ship to", async () => {
    const points = await carrierAt(url).servicePoints("NL", "3433 ca");
    expect(requests[0]!.url).toBe("/v1/parcel-shop-locations/NL?postalCode=3433CA&limit=10");
    expect(requests[0]!.headers.authorization).toBe("Bearer k-1");
    expect(points.map((p) => [p.id, p.shopType])).toEqual([
      ["8004-NL-1", "parcelShop"],
      ["8004-NL-2", "packStation"],
    ]);
    expect(points[0]).toEqual({
      id: "8004-NL-1",
      name: "Primera Dorpsstraat",
      shopType: "parcelShop",
      street: "Dorpsstraat",
      houseNumber: "24 A",
      postalCode: "3433 CA",
      city: "Nieuwegein",
      countryCode: "NL",
      latitude: 52.008,
      longitude: 5.09,
      openingHours: [
        { day: 1, open: "09:00", close: "18:00" },
        { day: 7, open: "10:00", close: "16:00" },
      ],
      distanceMeters: 1234,
    });
  });

  it("finds one point by id (the country is in DHL's id), and null for one the API does not know", async () => {
    const carrier = carrierAt(url);
    expect(await carrier.servicePoint("8004-NL-1")).toMatchObject({ id: "8004-NL-1", city: "Nieuwegein" });
    expect(requests[0]!.url).toBe("/v1/parcel-shop-locations/NL/8004-NL-1");
    expect(await carrier.servicePoint("8004-NL-999")).toBeNull();
    expect(await carrier.servicePoint("no-country")).toBeNull();
  });

  it("turns a server error into a typed error", async () => {
    mode = "error";
    const failure = carrierAt(url).servicePoints("NL", "3433CA");
    await expect(failure).rejects.toBeInstanceOf(ParcelCarrierError);
    await expect(failure).rejects.toMatchObject({ kind: "status", status: 502 });
  });

  it("gives up on a server that never answers at the deadline", async () => {
    mode = "hang";
    const started = Date.now();
    await expect(carrierAt(url, 250).servicePoints("DE", "10115")).rejects.toMatchObject({ kind: "timeout" });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("reports an answer that is not JSON, and an API that cannot be reached", async () => {
    mode = "garbage";
    await expect(carrierAt(url).servicePoints("NL", "3433CA")).rejects.toMatchObject({ kind: "bad-response" });
    await expect(carrierAt("http://127.0.0.1:9").servicePoints("NL", "3433CA")).rejects.toMatchObject({
      kind: "unreachable",
    });
  });

  it("does not call the API for a postcode that is not one of the country", async () => {
    expect(await carrierAt(url).servicePoints("DE", "3433CA")).toEqual([]);
    expect(requests).toHaveLength(0);
  });
});
