import { afterEach, describe, expect, it, vi } from "vitest";
import { withTimeout } from "./with-timeout";

describe("withTimeout", () => {
  afterEach(() => vi.useRealTimers());

  it("resolves when the promise is in time", async () => {
    await expect(withTimeout(Promise.resolve(7), 3000)).resolves.toBe(7);
  });

  it("rejects after the timeout", async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => undefined);
    const result = withTimeout(never, 3000);
    vi.advanceTimersByTime(3000);
    await expect(result).rejects.toThrow("Timed out after 3000 ms");
  });

  it("passes rejections through", async () => {
    await expect(withTimeout(Promise.reject(new Error("boom")), 3000)).rejects.toThrow("boom");
  });
});
