import { describe, expect, it } from "vitest";
import { distanceKm, MAX_RADIUS_KM, nearest } from "./geo";
import { localMoment, openingHoursSpecification, openingState, upcomingDays, type OpeningSource } from "./opening";
import { findPlace, postcodeArea } from "./postcode-areas";

const AMSTERDAM = { lat: 52.372, lng: 4.895 };
const ROTTERDAM = { lat: 51.922, lng: 4.479 };

describe("distance and radius", () => {
  it("measures great-circle kilometres", () => {
    expect(distanceKm(AMSTERDAM, ROTTERDAM)).toBeGreaterThan(56);
    expect(distanceKm(AMSTERDAM, ROTTERDAM)).toBeLessThan(59);
    expect(distanceKm(AMSTERDAM, AMSTERDAM)).toBe(0);
  });

  it("orders by distance inside the initial 30 km and widens only when nothing is inside", () => {
    const stores = [
      { name: "far", ...ROTTERDAM },
      { name: "near", lat: 52.36, lng: 4.88 },
      { name: "nearer", lat: 52.371, lng: 4.894 },
    ];
    const inside = nearest(stores, AMSTERDAM);
    expect(inside.radius).toBe(30);
    expect(inside.items.map((s) => s.name)).toEqual(["nearer", "near"]);
    expect(inside.items[0]!.distance).toBeLessThan(inside.items[1]!.distance);

    const fromUtrecht = nearest(stores, { lat: 52.091, lng: 5.122 });
    expect(fromUtrecht.radius).toBe(60);
    expect(fromUtrecht.items.map((s) => s.name)).toEqual(["near", "nearer", "far"]);

    const fromLisbon = nearest(stores, { lat: 38.72, lng: -9.14 });
    expect(fromLisbon.radius).toBe(MAX_RADIUS_KM);
    expect(fromLisbon.items).toEqual([]);
  });
});

const WEEK = {
  "1": [{ open: "12:00", close: "18:00" }],
  "2": [{ open: "10:00", close: "18:00" }],
  "3": [{ open: "10:00", close: "18:00" }],
  "4": [{ open: "10:00", close: "21:00" }],
  "5": [{ open: "10:00", close: "18:00" }],
  "6": [{ open: "10:00", close: "17:30" }],
  "7": [{ open: "12:00", close: "17:00" }],
};
const amsterdam = (exceptions: OpeningSource["exceptions"] = []): OpeningSource => ({
  timeZone: "Europe/Amsterdam",
  hours: WEEK,
  exceptions,
});

describe("opening state in the store's time zone", () => {
  it("reads the wall clock on both sides of the spring DST change", () => {
    // Saturday 28 March 2026, 16:45 UTC = 17:45 CET.
    expect(localMoment("Europe/Amsterdam", new Date("2026-03-28T16:45:00Z"))).toEqual({
      date: "2026-03-28",
      weekday: 6,
      minutes: 17 * 60 + 45,
    });
    // Sunday 29 March 2026 (clocks went 02:00 → 03:00): 15:45 UTC is 17:45 CEST.
    expect(localMoment("Europe/Amsterdam", new Date("2026-03-29T15:45:00Z")).minutes).toBe(17 * 60 + 45);
    // The same UTC time of day, one day apart, lands an hour apart on the store's clock: 15:15 UTC
    // is 16:15 on Saturday (open until 17:30) but 17:15 on Sunday (closed since 17:00).
    expect(openingState(amsterdam(), new Date("2026-03-28T15:15:00Z"))).toEqual({ open: true, until: "17:30" });
    expect(openingState(amsterdam(), new Date("2026-03-29T15:15:00Z"))).toEqual({
      open: false,
      opens: { date: "2026-03-30", weekday: 1, time: "12:00", inDays: 1 },
    });
    expect(openingState(amsterdam(), new Date("2026-03-29T14:45:00Z"))).toEqual({ open: true, until: "17:00" });
  });

  it("reads the wall clock across the autumn DST change, in another zone too", () => {
    // Sunday 25 October 2026: CEST ends at 03:00 → 02:00. 11:30 UTC is 12:30 CET: open.
    expect(openingState(amsterdam(), new Date("2026-10-25T11:30:00Z"))).toEqual({ open: true, until: "17:00" });
    // The day before, 11:30 UTC was 13:30 CEST.
    expect(localMoment("Europe/Amsterdam", new Date("2026-10-24T11:30:00Z")).minutes).toBe(13 * 60 + 30);
    // Same instant, a store in London is an hour behind.
    const london = { ...amsterdam(), timeZone: "Europe/London" };
    expect(openingState(london, new Date("2026-10-25T11:30:00Z"))).toEqual({
      open: false,
      opens: { date: "2026-10-25", weekday: 7, time: "12:00", inDays: 0 },
    });
  });

  it("follows holiday closures, late-night shopping and the next opening after them", () => {
    const source = amsterdam([
      { date: "2026-12-25", kind: "holiday", hours: [], label: "Christmas Day" },
      { date: "2026-12-26", kind: "holiday", hours: [], label: "Boxing Day" },
      { date: "2026-12-23", kind: "late-night", hours: [{ open: "10:00", close: "22:00" }] },
    ]);
    // Friday 25 December 2026 at noon (CET): closed for the holiday, Saturday too; opens Sunday 12:00.
    expect(openingState(source, new Date("2026-12-25T11:00:00Z"))).toEqual({
      open: false,
      opens: { date: "2026-12-27", weekday: 7, time: "12:00", inDays: 2 },
    });
    // Wednesday 23 December, 20:30 CET: late-night shopping.
    expect(openingState(source, new Date("2026-12-23T19:30:00Z"))).toEqual({ open: true, until: "22:00" });
    // An ordinary Wednesday at that hour is closed, and opens tomorrow.
    expect(openingState(source, new Date("2026-12-16T19:30:00Z"))).toMatchObject({ open: false, opens: { inDays: 1 } });
    const days = upcomingDays(source, new Date("2026-12-24T09:00:00Z"), 3);
    expect(days.map((d) => [d.date, d.ranges.length, d.exception?.label])).toEqual([
      ["2026-12-24", 1, undefined],
      ["2026-12-25", 0, "Christmas Day"],
      ["2026-12-26", 0, "Boxing Day"],
    ]);
  });

  it("says when nothing opens within two weeks", () => {
    expect(openingState({ timeZone: "Europe/Berlin", hours: {}, exceptions: [] }, new Date())).toEqual({
      open: false,
      opens: null,
    });
  });

  it("writes schema.org opening hours, closed exceptions as 00:00–00:00", () => {
    const spec = openingHoursSpecification(
      amsterdam([
        { date: "2026-12-25", kind: "holiday", hours: [] },
        { date: "2025-01-01", kind: "holiday", hours: [] },
      ]),
      "2026-12-01",
    );
    expect(spec).toContainEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: "https://schema.org/Thursday",
      opens: "10:00",
      closes: "21:00",
    });
    expect(spec).toContainEqual({
      "@type": "OpeningHoursSpecification",
      validFrom: "2026-12-25",
      validThrough: "2026-12-25",
      opens: "00:00",
      closes: "00:00",
    });
    expect(spec).toHaveLength(8);
  });
});

describe("postcode and town search", () => {
  it("finds NL, BE and DE postcode areas", () => {
    expect(findPlace("1017 AB")).toMatchObject({ country: "NL", city: "Amsterdam" });
    expect(findPlace("3011ab")).toMatchObject({ country: "NL", city: "Rotterdam" });
    expect(findPlace("B-2000")).toMatchObject({ country: "BE", city: "Antwerpen" });
    expect(findPlace("2800", "BE")).toMatchObject({ country: "BE", city: "Mechelen" });
    expect(findPlace("9000", "BE")).toMatchObject({ country: "BE", city: "Gent" });
    expect(findPlace("2511")).toMatchObject({ country: "NL", city: "Den Haag" });
    expect(findPlace("50667")).toMatchObject({ country: "DE", city: "Köln" });
    expect(findPlace("D-20095")).toMatchObject({ country: "DE", city: "Hamburg" });
    expect(postcodeArea("DE", "05000")).toBeNull();
  });

  it("finds towns by name, accents and other languages' names", () => {
    expect(findPlace("koln")).toMatchObject({ city: "Köln" });
    expect(findPlace("  The Hague ")).toMatchObject({ city: "Den Haag" });
    expect(findPlace("Brussels")).toMatchObject({ country: "BE" });
    expect(findPlace("maas")).toMatchObject({ city: "Maastricht" });
    expect(findPlace("Atlantis")).toBeNull();
    expect(findPlace("")).toBeNull();
    expect(findPlace("x".repeat(200))).toBeNull();
  });
});
