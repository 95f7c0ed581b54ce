import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { $notifications, dismiss, notify } from "./notifications";

describe("notifications", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    for (const n of $notifications.get()) dismiss(n.id);
    vi.useRealTimers();
  });

  it("expires after 5 s by default", () => {
    notify({ type: "success", message: "Product has been added to the cart!" });
    vi.advanceTimersByTime(4999);
    expect($notifications.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($notifications.get()).toHaveLength(0);
  });

  it("honours timeToLive and hasNoTimeout", () => {
    notify({ type: "info", message: "short", timeToLive: 1000 });
    notify({ type: "info", message: "sticky", hasNoTimeout: true });
    vi.advanceTimersByTime(1000);
    expect($notifications.get().map((n) => n.message)).toEqual(["sticky"]);
    vi.advanceTimersByTime(60_000);
    expect($notifications.get().map((n) => n.message)).toEqual(["sticky"]);
  });

  it("suppresses a duplicate of the last message but not an earlier one", () => {
    expect(notify({ type: "danger", message: "A" })).not.toBeNull();
    expect(notify({ type: "danger", message: "A" })).toBeNull();
    notify({ type: "danger", message: "B" });
    expect(notify({ type: "danger", message: "A" })).not.toBeNull();
    expect($notifications.get().map((n) => n.message)).toEqual(["A", "B", "A"]);
  });

  it("shows an unknown type as danger", () => {
    notify({ type: "shout", message: "X" });
    expect($notifications.get()[0]?.type).toBe("danger");
  });
});
