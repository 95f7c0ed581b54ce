import { afterEach, describe, expect, it, vi } from "vitest";
import { throttleTrailing } from "./throttle";

describe("throttleTrailing", () => {
  afterEach(() => vi.useRealTimers());
  it("calls once per interval with the latest arguments, trailing only", () => {
    vi.useFakeTimers();
    const calls: string[] = [];
    const t = throttleTrailing((q: string) => calls.push(q), 1000);
    t("j");
    t("ja");
    t("jac");
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual(["jac"]);
    t("jack");
    vi.advanceTimersByTime(999);
    expect(calls).toEqual(["jac"]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(["jac", "jack"]);
    t("x");
    t.cancel();
    vi.advanceTimersByTime(2000);
    expect(calls).toEqual(["jac", "jack"]);
  });
});
