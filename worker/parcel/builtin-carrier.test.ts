import { statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { areasOf } from "./areas";
import { builtinServicePoint, builtinServicePoints } from "./builtin-carrier";
import { createParcelCarrier } from "./carrier";
import { parcelConfigSchema } from "../../schema/config/parcel";
import type { CountryCode, ServicePoint } from "./types";

const carrier = createParcelCarrier(parcelConfigSchema.parse({}));
const distances = (points: ServicePoint[]) => points.map((p) => p.distanceMeters ?? -1);

describe("the built-in service points", () => {
  it("gives an Amsterdam postcode at least three Amsterdam shops, nearest first, at most ten in all", async () => {
    const points = await carrier.servicePoints("NL", "1012 AB");
    expect(points.length).toBeGreaterThanOrEqual(3);
    expect(points.length).toBeLessThanOrEqual(10);
    expect(distances(points)).toEqual([...distances(points)].sort((a, b) => a - b));
    expect(points.slice(0, 3).map((p) => p.city)).toEqual(["Amsterdam", "Amsterdam", "Amsterdam"]);
    expect(points[0]).toMatchObject({
      countryCode: "NL",
      shopType: "parcelShop",
      postalCode: expect.stringMatching(/^10\d\d [A-Z]{2}$/),
    });
    expect(points[0]!.distanceMeters).toBeLessThan(2000);
    expect(await carrier.servicePoints("NL", "1012ab")).toEqual(points);
  });

  it("gives a Berlin postcode Berlin points nearest first, Packstations among them, open around the clock", async () => {
    const points = await carrier.servicePoints("DE", "10115");
    expect(points.length).toBeGreaterThanOrEqual(3);
    expect(distances(points)).toEqual([...distances(points)].sort((a, b) => a - b));
    expect(points[0]).toMatchObject({
      city: "Berlin",
      countryCode: "DE",
      postalCode: expect.stringMatching(/^10\d{3}$/),
    });
    const station = points.find((p) => p.shopType === "packStation");
    expect(station?.name).toMatch(/^Packstation \d{3}$/);
    expect(station?.openingHours).toHaveLength(7);
    expect(station?.openingHours[6]).toEqual({ day: 7, open: "00:00", close: "24:00" });
  });

  it("covers every NL postcode area 10–99 and every DE region 01–99 with three or more points", () => {
    const postcodes: [CountryCode, string][] = [
      ...Array.from({ length: 90 }, (_, i): [CountryCode, string] => ["NL", `${i + 10}50 KL`]),
      ...Array.from({ length: 99 }, (_, i): [CountryCode, string] => ["DE", `${String(i + 1).padStart(2, "0")}500`]),
    ];
    for (const [country, postcode] of postcodes) {
      const points = builtinServicePoints(country, postcode);
      expect(points.length, `${country} ${postcode}`).toBeGreaterThanOrEqual(3);
      if (country === "DE")
        expect(
          points.some((p) => p.shopType === "packStation"),
          postcode,
        ).toBe(true);
      // The postcode's own area comes first (a region without addresses borrows the numerically nearest).
      const area = postcode.slice(0, 2);
      if (areasOf(country).some((a) => a[0] === area)) expect(points[0]!.postalCode.slice(0, 2), postcode).toBe(area);
    }
    expect(areasOf("NL").map((a) => a[0])).toEqual(Array.from({ length: 90 }, (_, i) => String(i + 10)));
  });

  it("is the same on every call, and finds each listed point again by its id", async () => {
    const points = await carrier.servicePoints("DE", "80331");
    expect(await carrier.servicePoints("DE", "80331")).toEqual(points);
    for (const point of points) {
      const { distanceMeters: _, ...stored } = point;
      expect(await carrier.servicePoint(point.id)).toEqual(stored);
    }
    expect(builtinServicePoint("NL-05-1")).toBeNull();
    expect(builtinServicePoint("NL-10-9")).toBeNull();
    expect(builtinServicePoint("anything")).toBeNull();
  });

  it("answers nothing for a postcode that is not one of the country", async () => {
    expect(await carrier.servicePoints("NL", "10115")).toEqual([]);
    expect(await carrier.servicePoints("DE", "1012 AB")).toEqual([]);
    expect(await carrier.servicePoints("DE", "00123")).toEqual([]);
  });

  it("builds the tracking link from the code and postcode, encoded", () => {
    expect(carrier.code).toBe("dhlparcel");
    expect(carrier.trackingUrl("JVGL0123456789", "1012 ab")).toBe(
      "https://my.dhlecommerce.nl/home/tracktrace/JVGL0123456789/1012AB",
    );
    expect(carrier.trackingUrl("a/b?c", "10115")).toContain("/a%2Fb%3Fc/10115");
  });

  it("keeps its data compact", () => {
    const size = ["areas-nl.ts", "areas-de.ts", "builtin-points.ts"]
      .map((file) => statSync(path.join(import.meta.dirname, file)).size)
      .reduce((a, b) => a + b);
    expect(size).toBeLessThan(60 * 1024);
  });
});
