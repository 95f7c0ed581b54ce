/**
 * The operator's price changes over a snapshot (price-overlay.ts) as prices are worked out with
 * them: a changed sku's fields replace the snapshot's, their special windows count in the cache
 * key's epoch, and the lowest price of the 30 days before a reduction the change starts counts the
 * snapshot's price before it, whether the price history read already has the change or not.
 */
import { describe, expect, it } from "vitest";
import type { PriceFields } from "../../domain/pricing/store-price";
import { priorPricesOf, type PriceHistory } from "./price-history";
import { NO_PRICE_CHANGES, priceOverlayOf, type PriceChange } from "./price-overlay";

const at = (iso: string) => Date.parse(iso);
const snapshot: PriceFields & { sku: string; name: string } = {
  sku: "A-1",
  name: "a product",
  price: 9000,
  specialPrice: null,
  specialFrom: null,
  specialTo: null,
};
const change: PriceChange = {
  price: 10000,
  specialPrice: 7000,
  specialFrom: "2026-11-20T00:00:00Z",
  specialTo: "2026-11-30T23:59:59Z",
  changedAt: at("2026-11-21T09:00:00Z"),
};
const overlay = priceOverlayOf("v1", new Map([["A-1", change]]));
const now = new Date("2026-11-22T12:00:00Z");
const snapshotAt = at("2026-10-01T00:00:00Z");
const history = (texts: Record<string, string>): PriceHistory => new Map(Object.entries(texts));

describe("the price overlay", () => {
  it("replaces a changed sku's price fields and keeps the rest of what it is given", () => {
    expect(overlay.fields("A-1", snapshot)).toEqual({
      sku: "A-1",
      name: "a product",
      price: 10000,
      specialPrice: 7000,
      specialFrom: change.specialFrom,
      specialTo: change.specialTo,
    });
    const other = { ...snapshot, sku: "B-2" };
    expect(overlay.fields("B-2", other)).toBe(other);
    expect(NO_PRICE_CHANGES.fields("A-1", snapshot)).toBe(snapshot);
    expect([overlay.size, overlay.changedAt("A-1"), overlay.changedAt("B-2")]).toEqual([
      1,
      change.changedAt,
      undefined,
    ]);
  });

  it("gives a variant without a change of its own its product's", () => {
    const variant = { ...snapshot, sku: "A-1-M" };
    expect(overlay.fields("A-1-M", variant, "A-1")).toMatchObject({ sku: "A-1-M", price: 10000, specialPrice: 7000 });
    expect(overlay.changedAt("A-1-M", "A-1")).toBe(change.changedAt);
    const own = priceOverlayOf(
      "v2",
      new Map([
        ["A-1", change],
        ["A-1-M", { ...change, price: 12000 }],
      ]),
    );
    expect(own.fields("A-1-M", variant, "A-1").price).toBe(12000);
    expect(overlay.fields("B-2-M", variant, "B-2")).toBe(variant);
    expect(priorPricesOf(history({}), snapshotAt, true, overlay).lowest("A-1-M", variant, now, "A-1")).toBe(9000);
  });

  it("counts the changed special windows' ends that have passed (a part of cached pages' keys)", () => {
    expect(overlay.epoch(at("2026-11-19T00:00:00Z"))).toBe(0);
    expect(overlay.epoch(now.getTime())).toBe(1);
    expect(overlay.epoch(at("2026-12-01T00:00:00Z"))).toBe(2);
    expect(NO_PRICE_CHANGES.epoch(now.getTime())).toBe(0);
  });

  it("gives as the prior price the snapshot's price before the change, with or without the change in the history", () => {
    // The history read before the change (the sku was never reduced, so it holds nothing of it).
    expect(priorPricesOf(history({}), snapshotAt, true, overlay).lowest("A-1", snapshot, now)).toBe(9000);
    // The history read after it: the snapshot's price when loaded, then the change.
    const rows = JSON.stringify([
      [snapshotAt, 9000, null, null, null],
      [change.changedAt, 10000, 7000, change.specialFrom, change.specialTo],
    ]);
    expect(priorPricesOf(history({ "A-1": rows }), snapshotAt, true, overlay).lowest("A-1", snapshot, now)).toBe(9000);
    // Without the change nothing is reduced.
    expect(priorPricesOf(history({}), snapshotAt, true).lowest("A-1", snapshot, now)).toBeNull();
  });

  it("makes prices incomplete (not cached) when the changes could not be read", () => {
    const unread = priceOverlayOf("v1", new Map(), false);
    expect(priorPricesOf(history({}), snapshotAt, true, unread).complete).toBe(false);
    expect(priorPricesOf(history({}), snapshotAt, true, overlay).complete).toBe(true);
  });
});
