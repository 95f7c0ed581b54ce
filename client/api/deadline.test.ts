import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { deadlineSignal } from "./deadline";

const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("deadlineSignal", () => {
  it("aborts with a TimeoutError when the deadline passes", async () => {
    const signal = deadlineSignal(10);
    expect(signal.aborted).toBe(false);
    await after(40);
    expect(signal.aborted).toBe(true);
    expect((signal.reason as DOMException).name).toBe("TimeoutError");
  });

  it("aborts with the caller's reason when the caller aborts first", () => {
    const caller = new AbortController();
    const signal = deadlineSignal(10_000, caller.signal);
    caller.abort(new Error("replaced"));
    expect(signal.aborted).toBe(true);
    expect((signal.reason as Error).message).toBe("replaced");
  });

  describe("without AbortSignal.any (older Safari and Firefox)", () => {
    const original = Object.getOwnPropertyDescriptor(AbortSignal, "any")!;
    beforeEach(() => {
      Object.defineProperty(AbortSignal, "any", { value: undefined, configurable: true });
    });
    afterEach(() => {
      Object.defineProperty(AbortSignal, "any", original);
    });

    it("still combines the deadline and the caller's signal", async () => {
      const caller = new AbortController();
      const byCaller = deadlineSignal(10_000, caller.signal);
      caller.abort(new Error("replaced"));
      expect((byCaller.reason as Error).message).toBe("replaced");

      const byDeadline = deadlineSignal(10, new AbortController().signal);
      await after(40);
      expect((byDeadline.reason as DOMException).name).toBe("TimeoutError");
    });

    it("is aborted at once when the caller's signal already is", () => {
      expect(deadlineSignal(10_000, AbortSignal.abort()).aborted).toBe(true);
    });
  });
});
