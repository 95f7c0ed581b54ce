import { describe, expect, it } from "vitest";
import type { OpeningSource } from "./opening";
import { readyForPickup } from "./pickup";

// Tuesday to Saturday 10:00–18:00, Sunday and Monday closed; Christmas Day closed.
const STORE: OpeningSource = {
  timeZone: "Europe/Amsterdam",
  hours: Object.fromEntries(["2", "3", "4", "5", "6"].map((d) => [d, [{ open: "10:00", close: "18:00" }]])),
  exceptions: [{ date: "2026-12-25", kind: "holiday", hours: [] }],
};

describe("ready for pick-up (issue 31.5)", () => {
  it("is two hours on, rounded up to the quarter, while the store is open", () => {
    // Wednesday 2 December 2026, 11:07 in Amsterdam (10:07 UTC).
    expect(readyForPickup(STORE, new Date("2026-12-02T10:07:00Z"), 2)).toEqual({ date: "2026-12-02", time: "13:15" });
    expect(readyForPickup(STORE, new Date("2026-12-02T10:00:00Z"), 2)).toEqual({ date: "2026-12-02", time: "13:00" });
  });

  it("moves to the next opening when the lead time ends after closing", () => {
    // Wednesday 16:30 + 2 h = 18:30: Thursday at opening.
    expect(readyForPickup(STORE, new Date("2026-12-02T15:30:00Z"), 2)).toEqual({ date: "2026-12-03", time: "10:00" });
    // Wednesday 15:50 + 2 h = 17:50, rounded to 18:00 = closing: Thursday.
    expect(readyForPickup(STORE, new Date("2026-12-02T14:50:00Z"), 2)).toEqual({ date: "2026-12-03", time: "10:00" });
  });

  it("skips closed weekdays and holiday exceptions", () => {
    // Saturday 17:00 → Sunday, Monday closed → Tuesday.
    expect(readyForPickup(STORE, new Date("2026-12-05T16:00:00Z"), 2)).toEqual({ date: "2026-12-08", time: "10:00" });
    // Thursday 24 December 17:00 → Christmas closed → Saturday 26th.
    expect(readyForPickup(STORE, new Date("2026-12-24T16:00:00Z"), 2)).toEqual({ date: "2026-12-26", time: "10:00" });
  });

  it("reads the store's own clock across a DST change", () => {
    // Sunday 29 March 2026 DST starts; Tuesday 31 March 08:30 UTC is 10:30 in Amsterdam (was 09:30 a week before).
    expect(readyForPickup(STORE, new Date("2026-03-31T08:30:00Z"), 2)).toEqual({ date: "2026-03-31", time: "12:30" });
    expect(readyForPickup(STORE, new Date("2026-03-24T08:30:00Z"), 2)).toEqual({ date: "2026-03-24", time: "11:30" });
  });

  it("is null for a store that does not open within two weeks", () => {
    expect(readyForPickup({ ...STORE, hours: {} }, new Date("2026-12-02T10:00:00Z"), 2)).toBeNull();
  });
});
