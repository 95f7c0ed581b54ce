import { describe, expect, it } from "vitest";
import { withWorker } from "../../test/support/worker";

describe("maintenance mode on", () => {
  const worker = withWorker({ bindings: { MAINTENANCE_MODE: "on", MAINTENANCE_RETRY_AFTER: "600" } });

  it("redirects pages to /maintenance, remembering the intended path", async () => {
    const res = await worker.fetch("/de/styleguide?tab=1");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/de/maintenance?redirect=%2Fde%2Fstyleguide%3Ftab%3D1");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("answers /maintenance with 503, Retry-After and a link back to the intended page", async () => {
    const res = await worker.fetch("/de/maintenance?redirect=%2Fde%2Fstyleguide");
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("600");
    const html = await res.text();
    expect(html).toContain("Wir sind gleich zurück");
    expect(html).toContain('href="/de/styleguide"');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it("never remembers an off-site redirect, however it is disguised", async () => {
    for (const redirect of [
      "%2F%2Fevil.example",
      "%2F%09%2Fevil.com",
      "%2F%0A%2Fevil.com",
      "%2F%0D%2Fevil.com",
      "%2F%5Cevil.com",
      "%2F%00%2Fevil.com",
      "https%3A%2F%2Fevil.com",
    ]) {
      const html = await (await worker.fetch(`/maintenance?redirect=${redirect}`)).text();
      expect(html, redirect).not.toMatch(/evil\.(example|com)/);
    }
  });

  it("leaves the error page reachable", async () => {
    expect((await worker.fetch("/error")).status).toBe(500);
  });

  it("answers the API with 503 but keeps the health check", async () => {
    const api = await worker.fetch("/api/anything");
    expect(api.status).toBe(503);
    expect(api.headers.get("retry-after")).toBe("600");
    expect(await api.json()).toMatchObject({ code: 503, result: { errorCode: "MAINTENANCE" } });
    const health = await worker.fetch("/api/health");
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ result: { maintenance: true } });
  });
});

describe("maintenance mode off", () => {
  const worker = withWorker();

  it("sends /maintenance to the store's home page", async () => {
    const res = await worker.fetch("/en/maintenance?redirect=%2Fen%2Fstyleguide");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/en");
    expect((await worker.fetch("/maintenance")).headers.get("location")).toBe("/");
  });
});
