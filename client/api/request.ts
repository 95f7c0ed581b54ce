import type { ApiFailure, ApiSuccess } from "../../schema/api/envelope";
import { deadlineSignal } from "./deadline";
import { ApiError } from "./errors";

/** One query parameter's value; undefined ones are left out. */
export type QueryValue = string | number | undefined;
/** Query parameters of a call. */
export type QueryParams = Readonly<Record<string, QueryValue>>;

/** The `fetch` the client calls; tests pass a fake one. */
export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** One call of the JSON API. */
export interface ApiCall {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** The path under the site, without query string, e.g. `/api/stock/list`. */
  path: string;
  query?: QueryParams;
  /** Sent as JSON. */
  body?: unknown;
  /** The deadline of the whole call, answer body included (CONVENTIONS 15). */
  timeoutMs: number;
  /** Extra request headers (e.g. the accounts' `x-session-transport: cookie`). */
  headers?: Readonly<Record<string, string>>;
}

/** What a caller may add to any call. */
export interface CallOptions {
  /** Aborting it ends the call with an ApiError ABORTED. */
  signal?: AbortSignal;
  /** Replaces the endpoint's own deadline. */
  timeoutMs?: number;
  /** Defaults to the global fetch, looked up at call time. */
  fetch?: Fetch;
}

function urlOf(call: ApiCall): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(call.query ?? {}))
    if (value !== undefined) params.set(name, String(value));
  const query = params.toString();
  return query ? `${call.path}?${query}` : call.path;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function isFailure(body: unknown): body is ApiFailure {
  return (
    isObject(body) &&
    typeof body.code === "number" &&
    body.code !== 200 &&
    isObject(body.result) &&
    typeof body.result.errorCode === "string"
  );
}

function isSuccess(body: unknown): body is ApiSuccess<unknown> {
  return isObject(body) && body.code === 200 && "result" in body;
}

/** Why a call got no answer: the caller's abort, the deadline, or the network. */
function noAnswer(cause: unknown, signal: AbortSignal, options: CallOptions, timeoutMs: number): ApiError {
  if (options.signal?.aborted) return new ApiError(0, "ABORTED", "Aborted", { cause });
  if (signal.aborted) return new ApiError(0, "TIMEOUT", `No answer within ${timeoutMs} ms`, { cause });
  return new ApiError(0, "NETWORK", "Network failure", { cause });
}

/** Turns an answer into the envelope's result, or throws the ApiError it stands for. */
function unwrap<T>(response: Response, text: string): T {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's error page, a cut-off answer): BAD_RESPONSE below.
  }
  if (isFailure(body))
    throw new ApiError(body.code, body.result.errorCode, body.result.errorMessage, { fields: body.result.fields });
  // No zod in the browser: the worker builds `result` from the same schema/api type as T.
  if (response.ok && isSuccess(body)) return body.result as T;
  throw new ApiError(
    response.status,
    "BAD_RESPONSE",
    `HTTP ${response.status} without an API envelope (${response.headers.get("content-type") ?? "no content type"})`,
  );
}

/**
 * Calls the JSON API with a deadline (combined with the caller's signal) and returns the envelope's
 * `result`; every failure, the API's error envelope included, is thrown as an `ApiError`.
 */
export async function apiRequest<T>(call: ApiCall, options: CallOptions = {}): Promise<T> {
  const timeoutMs = options.timeoutMs ?? call.timeoutMs;
  const signal = deadlineSignal(timeoutMs, options.signal);
  const send: Fetch = options.fetch ?? ((url, init) => fetch(url, init));
  const headers: Record<string, string> = { accept: "application/json", ...call.headers };
  if (call.body !== undefined) headers["content-type"] = "application/json";
  let response: Response;
  let text: string;
  try {
    response = await send(urlOf(call), {
      method: call.method ?? "GET",
      headers,
      body: call.body === undefined ? null : JSON.stringify(call.body),
      signal,
    });
    text = await response.text();
  } catch (error) {
    throw noAnswer(error, signal, options, timeoutMs);
  }
  return unwrap<T>(response, text);
}
