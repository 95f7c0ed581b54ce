/**
 * A signal that aborts after `ms` or when `signal` aborts, whichever comes first (CONVENTIONS 15:
 * every I/O has a deadline). On the deadline its reason is a "TimeoutError" DOMException.
 */
export function deadlineSignal(ms: number, signal?: AbortSignal): AbortSignal {
  const deadline = AbortSignal.timeout(ms);
  if (!signal) return deadline;
  if (typeof AbortSignal.any === "function") return AbortSignal.any([signal, deadline]);
  // AbortSignal.any is missing in Safari < 17.4 and Firefox < 124, which the client build still targets.
  const combined = new AbortController();
  for (const source of [signal, deadline]) {
    if (source.aborted) {
      combined.abort(source.reason);
      break;
    }
    source.addEventListener("abort", () => combined.abort(source.reason), { once: true, signal: combined.signal });
  }
  return combined.signal;
}
