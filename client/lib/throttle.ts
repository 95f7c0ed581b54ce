/**
 * Trailing-only throttle (SPEC §9: search input throttled 1000 ms, trailing): calls run at most
 * once per interval, always with the latest arguments, and never immediately on the first call.
 */
export function throttleTrailing<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number,
): { (...args: A): void; cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let latest: A | null = null;
  const throttled = (...args: A) => {
    latest = args;
    if (timer) return;
    timer = setTimeout(() => {
      timer = null;
      const call = latest;
      latest = null;
      if (call) fn(...call);
    }, ms);
  };
  throttled.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    latest = null;
  };
  return throttled;
}
