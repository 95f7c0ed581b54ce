import { PaymentProviderError } from "./types";

/** A Mollie call gives up after this long (our own number; CONVENTIONS 15: every I/O has a deadline). */
export const MOLLIE_TIMEOUT_MS = 5000;

/** How the adapter reaches Mollie: the network, the base URL, the key, the deadline of each call. */
export interface MollieHttp {
  fetch: typeof fetch;
  /** Base URL without a trailing slash, e.g. https://api.mollie.com. */
  apiUrl: string;
  apiKey: string;
  timeoutMs: number;
}

function isDeadline(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}

/** Mollie's own explanation of a refusal (`detail`, `field`), without anything of ours. */
async function refusalDetail(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (typeof body === "object" && body !== null && "detail" in body && typeof body.detail === "string") {
      const field = "field" in body && typeof body.field === "string" ? ` (${body.field})` : "";
      return `: ${body.detail.slice(0, 300)}${field}`;
    }
  } catch {
    // No JSON: the status alone says enough.
  }
  return "";
}

/**
 * One call to Mollie's API with a deadline. Answers the parsed JSON, or null for a 404 (an id
 * Mollie does not know); anything else that is not 2xx, a timeout or an unreadable body throws a
 * PaymentProviderError, so a slow or broken Mollie never hangs a request.
 */
export async function mollieCall(
  http: MollieHttp,
  method: "GET" | "POST",
  path: string,
  options: { body?: unknown; idempotencyKey?: string } = {},
): Promise<unknown> {
  const headers: Record<string, string> = { Authorization: `Bearer ${http.apiKey}`, Accept: "application/json" };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  if (options.idempotencyKey) headers["Idempotency-Key"] = options.idempotencyKey;
  const what = `Mollie ${method} ${path}`;
  try {
    const response = await http.fetch(`${http.apiUrl}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(http.timeoutMs),
    });
    const status = response.status;
    if (status === 404 && method === "GET") return null;
    if (status === 401 || status === 403)
      throw new PaymentProviderError("UNAUTHORIZED", `${what} refused the API key (${status})`, { status });
    if (status === 400 || status === 422)
      throw new PaymentProviderError("INVALID_INPUT", `${what} refused the request${await refusalDetail(response)}`, {
        status,
      });
    if (status >= 500 || status === 429)
      throw new PaymentProviderError("UNAVAILABLE", `${what} answered ${status}`, { status });
    if (status < 200 || status > 299)
      throw new PaymentProviderError("BAD_RESPONSE", `${what} answered ${status}`, { status });
    try {
      const body: unknown = await response.json();
      return body;
    } catch (error) {
      if (isDeadline(error)) throw error;
      throw new PaymentProviderError("BAD_RESPONSE", `${what} answered ${status} without JSON`, {
        status,
        cause: error,
      });
    }
  } catch (error) {
    if (error instanceof PaymentProviderError) throw error;
    if (isDeadline(error))
      throw new PaymentProviderError("TIMEOUT", `${what} gave no answer within ${http.timeoutMs} ms`, { cause: error });
    throw new PaymentProviderError("UNAVAILABLE", `${what} could not be reached`, { cause: error });
  }
}
