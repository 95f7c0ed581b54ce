import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./errors";
import { apiRequest, type Fetch } from "./request";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const answering = (response: Response) => vi.fn<Fetch>(() => Promise.resolve(response));
/** A network that never answers, but gives up when the request's signal aborts, as fetch does. */
const silent: Fetch = (_url, init) =>
  new Promise((_resolve, reject) => {
    const signal = init.signal!;
    if (signal.aborted) reject(signal.reason as Error);
    signal.addEventListener("abort", () => reject(signal.reason as Error));
  });
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail("the call should fail"),
    (error: unknown) => error as ApiError,
  );

describe("apiRequest", () => {
  it("returns the result of a success envelope", async () => {
    const fetch = answering(json({ code: 200, result: { total: 3 } }));
    await expect(apiRequest<{ total: number }>({ path: "/api/x", timeoutMs: 1000 }, { fetch })).resolves.toEqual({
      total: 3,
    });
  });

  it("asks for JSON, with the query string, leaving undefined parameters out", async () => {
    const fetch = answering(json({ code: 200, result: null }));
    await apiRequest({ path: "/api/x", query: { a: "1 2", b: 3, c: undefined }, timeoutMs: 1000 }, { fetch });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/x?a=1+2&b=3");
    expect(init.method).toBe("GET");
    expect(init.headers).toEqual({ accept: "application/json" });
    expect(init.body).toBeNull();
  });

  it("sends a body as JSON", async () => {
    const fetch = answering(json({ code: 200, result: "ok" }));
    await apiRequest({ method: "POST", path: "/api/x", body: { sku: "A-1", qty: 2 }, timeoutMs: 1000 }, { fetch });
    const [, init] = fetch.mock.calls[0]!;
    expect(init.method).toBe("POST");
    expect(init.headers).toEqual({ accept: "application/json", "content-type": "application/json" });
    expect(init.body).toBe('{"sku":"A-1","qty":2}');
  });

  it("throws an error envelope as ApiError with its status, code, message and fields", async () => {
    const fetch = answering(
      json(
        {
          code: 400,
          result: {
            errorMessage: "Invalid query: q: too short",
            errorCode: "INVALID_INPUT",
            fields: { q: "too short" },
          },
        },
        400,
      ),
    );
    const error = await failureOf(apiRequest({ path: "/api/x", timeoutMs: 1000 }, { fetch }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      errorCode: "INVALID_INPUT",
      message: "Invalid query: q: too short",
      fields: { q: "too short" },
    });
  });

  it("throws an error envelope without fields as ApiError with no fields", async () => {
    const fetch = answering(
      json(
        { code: 503, result: { errorMessage: "The shop is closed for maintenance", errorCode: "MAINTENANCE" } },
        503,
      ),
    );
    const error = await failureOf(apiRequest({ path: "/api/x", timeoutMs: 1000 }, { fetch }));
    expect(error).toMatchObject({ status: 503, errorCode: "MAINTENANCE", fields: undefined });
  });

  it("throws BAD_RESPONSE for an answer that is not JSON, with its status", async () => {
    const fetch = answering(
      new Response("<h1>Bad gateway</h1>", { status: 502, headers: { "content-type": "text/html" } }),
    );
    const error = await failureOf(apiRequest({ path: "/api/x", timeoutMs: 1000 }, { fetch }));
    expect(error).toMatchObject({ status: 502, errorCode: "BAD_RESPONSE" });
    expect(error.message).toBe("HTTP 502 without an API envelope (text/html)");
  });

  it("throws BAD_RESPONSE for JSON that is not an envelope", async () => {
    const error = await failureOf(
      apiRequest({ path: "/api/x", timeoutMs: 1000 }, { fetch: answering(json({ items: [] })) }),
    );
    expect(error).toMatchObject({ status: 200, errorCode: "BAD_RESPONSE" });
  });

  it("throws NETWORK when no answer comes", async () => {
    const fetch = vi.fn<Fetch>(() => Promise.reject(new TypeError("Failed to fetch")));
    const error = await failureOf(apiRequest({ path: "/api/x", timeoutMs: 1000 }, { fetch }));
    expect(error).toMatchObject({ status: 0, errorCode: "NETWORK" });
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it("throws TIMEOUT when the deadline passes first", async () => {
    const error = await failureOf(apiRequest({ path: "/api/x", timeoutMs: 20 }, { fetch: silent }));
    expect(error).toMatchObject({ status: 0, errorCode: "TIMEOUT", message: "No answer within 20 ms" });
  });

  it("lets the caller shorten the deadline", async () => {
    const error = await failureOf(apiRequest({ path: "/api/x", timeoutMs: 60_000 }, { fetch: silent, timeoutMs: 20 }));
    expect(error.errorCode).toBe("TIMEOUT");
  });

  it("throws TIMEOUT when the answer's body does not arrive in time", async () => {
    const fetch: Fetch = (_url, init) => {
      const body = new ReadableStream<Uint8Array>({
        start: (stream) => init.signal!.addEventListener("abort", () => stream.error(init.signal!.reason)),
      });
      return Promise.resolve(new Response(body, { status: 200 }));
    };
    const error = await failureOf(apiRequest({ path: "/api/x", timeoutMs: 20 }, { fetch }));
    expect(error.errorCode).toBe("TIMEOUT");
  });

  it("throws ABORTED when the caller aborts", async () => {
    const caller = new AbortController();
    const pending = failureOf(
      apiRequest({ path: "/api/x", timeoutMs: 60_000 }, { fetch: silent, signal: caller.signal }),
    );
    caller.abort();
    expect(await pending).toMatchObject({ status: 0, errorCode: "ABORTED" });
  });

  it("throws ABORTED at once for a signal aborted before the call", async () => {
    const error = await failureOf(
      apiRequest({ path: "/api/x", timeoutMs: 60_000 }, { fetch: silent, signal: AbortSignal.abort() }),
    );
    expect(error.errorCode).toBe("ABORTED");
  });

  it("uses the global fetch when none is given", async () => {
    const fetch = answering(json({ code: 200, result: 1 }));
    vi.stubGlobal("fetch", fetch);
    try {
      await expect(apiRequest({ path: "/api/x", timeoutMs: 1000 })).resolves.toBe(1);
      expect(fetch).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
