import { useCallback, useEffect, useState, type ComponentType } from "react";
import { withTimeout } from "../lib/with-timeout";

type State<P> = { status: "idle" | "loading" | "error" } | { status: "ready"; Component: ComponentType<P> };

/**
 * Loads a code-split component when `enabled` first becomes true, failing after `timeoutMs`.
 * `retry` tries again after an error.
 */
export function useLazyComponent<P>(
  load: () => Promise<{ default: ComponentType<P> }>,
  enabled: boolean,
  timeoutMs: number,
): State<P> & { retry: () => void } {
  const [state, setState] = useState<State<P>>({ status: "idle" });
  const [attempt, setAttempt] = useState(0);
  const shouldLoad = enabled && state.status !== "ready" && state.status !== "error";

  useEffect(() => {
    if (!shouldLoad) return undefined;
    let cancelled = false;
    setState({ status: "loading" });
    withTimeout(load(), timeoutMs).then(
      (mod) => !cancelled && setState({ status: "ready", Component: mod.default }),
      (error: unknown) => {
        console.error(JSON.stringify({ level: "error", msg: "component load failed", error: String(error) }));
        if (!cancelled) setState({ status: "error" });
      },
    );
    return () => {
      cancelled = true;
    };
    // `attempt` re-runs the load after retry(); `load` is a stable module-level function.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shouldLoad, attempt, timeoutMs]);

  const retry = useCallback(() => {
    setState({ status: "idle" });
    setAttempt((a) => a + 1);
  }, []);
  return { ...state, retry };
}
