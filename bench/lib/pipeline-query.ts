/**
 * A QueryOnce over Hrana-over-HTTP, for the bench's libSQL tier runs (scale-bench.ts,
 * scale-latency.ts): one statement, one POST to the pipeline, as the worker sends it.
 */
import type { InValue } from "@libsql/client";
import type { SearchTierContext as TierContext } from "../../worker/catalog";

const TIMEOUT_MS = 30_000;

type WireValue =
  | { type: "null" }
  | { type: "integer"; value: string }
  | { type: "float"; value: number }
  | { type: "text"; value: string }
  | { type: "blob"; base64: string };

/** A statement argument as Hrana's JSON carries it (the tier's arguments are text, numbers and null). */
function wire(v: InValue): WireValue {
  if (v === null || v === undefined) return { type: "null" };
  if (typeof v === "string") return { type: "text", value: v };
  if (typeof v === "number")
    return Number.isSafeInteger(v) ? { type: "integer", value: String(v) } : { type: "float", value: v };
  throw new Error(`unexpected statement argument: ${typeof v}`);
}

function unwire(v: WireValue): null | number | string | Uint8Array {
  if (v.type === "null") return null;
  if (v.type === "integer") return Number(v.value);
  if (v.type === "blob") return Uint8Array.from(atob(v.base64), (c) => c.charCodeAt(0));
  return v.value;
}

/**
 * A QueryOnce for the tier: one statement, one POST to the Hrana-over-HTTP pipeline, as the worker's
 * (worker/db/one-shot.ts) sends it — the bench may not import worker/db (the floors rule), so this
 * is the same request built here. It counts its calls and keeps what the server said about the last
 * statement besides its rows (its `query_duration_ms`, and any other field the server adds).
 */
export function pipelineQuery(url: string) {
  const endpoint = `${url.replace(/\/+$/, "")}/v2/pipeline`;
  const state = { calls: 0, last: {} as Record<string, unknown> };
  const query: TierContext["query"] = async (sql, args = []) => {
    state.calls++;
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        baton: null,
        requests: [{ type: "execute", stmt: { sql, args: args.map(wire), want_rows: true } }, { type: "close" }],
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`Server returned HTTP status ${response.status}`);
    const body = (await response.json()) as {
      results: (
        | { type: "ok"; response: { result: { rows: WireValue[][] } & Record<string, unknown> } }
        | { type: "error"; error: { message: string } }
      )[];
    };
    const result = body.results[0];
    if (!result || result.type === "error") throw new Error(result?.error.message ?? "no result");
    const { rows, cols: _cols, ...rest } = result.response.result;
    state.last = rest;
    return rows.map((row) => row.map(unwire));
  };
  return { query, state };
}
