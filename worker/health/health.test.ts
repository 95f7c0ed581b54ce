import { describe, expect, it } from "vitest";
import { withWorker } from "../../test/support/worker";

describe("GET /api/health", () => {
  const worker = withWorker();

  it("reports the worker and database healthy", async () => {
    const res = await worker.fetch("/api/health");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as { code: number; result: Record<string, unknown> };
    expect(body).toMatchObject({ code: 200, result: { status: "ok", database: "ok", maintenance: false } });
  });
});

describe("GET /api/health without a reachable database", () => {
  const worker = withWorker({ bindings: { LIBSQL_URL: "http://127.0.0.1:9" } });

  it("answers 503 degraded, in the envelope", async () => {
    const res = await worker.fetch("/api/health");
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: 503, result: { status: "degraded", database: "unreachable" } });
  });
});

describe("a worker with broken configuration", () => {
  const worker = withWorker({ bindings: { LIBSQL_URL: "not a url" } });

  it("answers a generic 500 that leaks no configuration", async () => {
    const res = await worker.fetch("/api/health");
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain("LIBSQL_URL");
    expect(JSON.parse(text)).toMatchObject({ code: 500, result: { errorCode: "INTERNAL" } });
    const page = await worker.fetch("/");
    expect(page.status).toBe(500);
  });
});
