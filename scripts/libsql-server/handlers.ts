// The two stateful endpoints: POST /v{2,3}/pipeline and POST /v3/cursor.
import { batonOf, decodeCursorBody, decodePipelineBody, type HranaVersion } from "./decode";
import { executeBatch } from "./executor";
import type { BatchResult, CursorEntry, CursorRespBody, PipelineRespBody } from "./protocol";
import type { StreamRegistry } from "./registry";
import type { Stream } from "./stream";

function decodeOrDiscard<T>(registry: StreamRegistry, json: unknown, decode: (json: unknown) => T): T {
  try {
    return decode(json);
  } catch (error) {
    // The client will get a 4xx and consider the stream dead; don't leave it holding locks.
    registry.discardBaton(batonOf(json));
    throw error;
  }
}

async function onStream<T>(registry: StreamRegistry, baton: string | undefined, work: (stream: Stream) => Promise<T>) {
  const stream = registry.acquire(baton);
  let result: T;
  try {
    result = await work(stream);
  } catch (error) {
    registry.discard(stream);
    throw error;
  }
  return { result, baton: registry.release(stream) };
}

export async function handlePipeline(
  registry: StreamRegistry,
  json: unknown,
  version: HranaVersion,
  signal: AbortSignal,
): Promise<PipelineRespBody> {
  const body = decodeOrDiscard(registry, json, (j) => decodePipelineBody(j, version));
  const { result, baton } = await onStream(registry, body.baton, (stream) => stream.run(body.requests, signal));
  // base_url null: the client keeps using the URL it already has.
  return { baton, base_url: null, results: result };
}

/** Returns the newline-delimited JSON lines of a cursor response. */
export async function handleCursor(registry: StreamRegistry, json: unknown, signal: AbortSignal): Promise<unknown[]> {
  const body = decodeOrDiscard(registry, json, decodeCursorBody);
  const { result, baton } = await onStream(registry, body.baton, async (stream) => {
    const batchResult = await executeBatch(stream.context(signal), body.batch);
    stream.replaceStuckConnection();
    return batchResult;
  });
  const head: CursorRespBody = { baton, base_url: null };
  return [head, ...cursorEntries(result)];
}

/** Re-expresses a finished batch as cursor entries (we run the batch first, then send). */
export function cursorEntries(result: BatchResult): CursorEntry[] {
  const entries: CursorEntry[] = [];
  result.step_results.forEach((stepResult, step) => {
    const error = result.step_errors[step];
    if (error) {
      entries.push({ type: "step_error", step, error });
    } else if (stepResult) {
      entries.push({ type: "step_begin", step, cols: stepResult.cols });
      for (const row of stepResult.rows) entries.push({ type: "row", row });
      entries.push({
        type: "step_end",
        affected_row_count: stepResult.affected_row_count,
        last_insert_rowid: stepResult.last_insert_rowid,
      });
    }
  });
  return entries;
}
