/** The pure after-sales rules: carriers' tracking shapes and links, the return window, quantities, transitions, numbers. */
import { describe, expect, it } from "vitest";
import { normalizeTracking, trackingUrl, validTracking } from "./carriers";
import { newReturnNumber, returnableQty, returnDeadline, returnMove } from "./rules";

describe("tracking numbers", () => {
  it.each([
    ["dhl", "1234567890", true],
    ["dhl", "JVGL0123456789", true],
    ["dhl", "JJD0123456789012", true],
    ["dhl", "123456789", false],
    ["postnl", "3SABCD123456789", true],
    ["postnl", "RR123456789NL", true],
    ["postnl", "RR123456789DE", false],
    ["postnl", "3SAB123456789", false],
    ["dpd", "01234567890123", true],
    ["dpd", "0123456789012", false],
    ["dpd", "JVGL0123456789", false],
  ] as const)("%s %s → %s", (carrier, code, ok) => {
    expect(validTracking(carrier, normalizeTracking(code))).toBe(ok);
  });

  it("normalises spaces and case, and escapes what goes into the link", () => {
    expect(normalizeTracking(" 3s abcd 1234 56789 ")).toBe("3SABCD123456789");
    expect(trackingUrl("postnl", "3SABCD123456789", { postcode: "1015 cj", country_id: "nl" }, "nl")).toBe(
      "https://jouw.postnl.nl/track-and-trace/3SABCD123456789-NL-1015CJ",
    );
    expect(trackingUrl("dpd", "01234567890123", null, "de")).toBe(
      "https://tracking.dpd.de/status/de_DE/parcel/01234567890123",
    );
    expect(trackingUrl("postnl", "3SABCD123456789", { postcode: "1015/../x?y", country_id: "NL" }, "en")).not.toContain(
      "?y",
    );
  });
});

describe("returns", () => {
  const day = 24 * 60 * 60_000;
  it("counts 30 days from delivery, else from shipping; none before shipping", () => {
    const shipped = new Date("2026-11-01T10:00:00Z");
    expect(returnDeadline(null)).toBeNull();
    expect(returnDeadline({ shippedAt: shipped, deliveredAt: null })!.getTime()).toBe(shipped.getTime() + 30 * day);
    const delivered = new Date("2026-11-03T10:00:00Z");
    expect(returnDeadline({ shippedAt: shipped, deliveredAt: delivered })!.getTime()).toBe(
      delivered.getTime() + 30 * day,
    );
  });

  it("leaves what was ordered minus what earlier returns took", () => {
    const left = returnableQty(
      [
        { id: 1, qty: 3 },
        { id: 2, qty: 1 },
      ],
      [
        { orderItemId: 1, qty: 1 },
        { orderItemId: 1, qty: 1 },
        { orderItemId: 2, qty: 1 },
      ],
    );
    expect([...left]).toEqual([
      [1, 1],
      [2, 0],
    ]);
  });

  it("moves one step at a time; a repeat is no change; backwards or skipping is refused", () => {
    expect(returnMove("requested", "received")).toBe("move");
    expect(returnMove("received", "refunded")).toBe("move");
    expect(returnMove("received", "received")).toBe("same");
    expect(returnMove("refunded", "refunded")).toBe("same");
    expect(returnMove("requested", "refunded")).toBe("refused");
    expect(returnMove("refunded", "received")).toBe("refused");
  });

  it("numbers returns at random in an unambiguous alphabet", () => {
    const numbers = new Set(Array.from({ length: 2000 }, newReturnNumber));
    expect(numbers.size).toBe(2000);
    for (const n of numbers) expect(n).toMatch(/^R-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
  });
});
