/**
 * A deployed shop missing a required secret answers every request 503 with Retry-After, never half
 * working: through the worker in Miniflare, with a Turso URL and no token or operator token. The
 * log names the missing secrets; no page or API answer does.
 */
import { describe, expect, it } from "vitest";
import { withWorker } from "../../test/support/worker";

const MISSING = ["LIBSQL_AUTH_TOKEN", "CONTENT_ADMIN_TOKEN"];

describe("a deployed shop without some of its secrets", () => {
  // The test worker has a pepper and a signing secret; the database is Turso's, never reached.
  const worker = withWorker({ bindings: { LIBSQL_URL: "libsql://atelier-noord.turso.io" }, captureLogs: true });

  const namesNothing = (text: string) => {
    for (const name of [...MISSING, "LIBSQL_URL", "secret"]) expect(text).not.toContain(name);
  };

  it("answers pages 503 with the error page in the store view's language, Retry-After and no-store", async () => {
    for (const [path, words] of [
      ["/", "Er is iets misgegaan"],
      ["/de/", "Etwas ist schiefgelaufen"],
      ["/en/search?q=coat", "Something went wrong"],
      ["/en/p/anything/at-all", "Something went wrong"],
    ] as const) {
      const res = await worker.fetch(path);
      expect(res.status, path).toBe(503);
      expect(res.headers.get("retry-after"), path).toBe("30");
      expect(res.headers.get("cache-control"), path).toBe("no-store");
      const html = await res.text();
      expect(html, path).toContain(words);
      expect(html, path).toContain('<meta name="robots" content="noindex"/>');
      namesNothing(html);
    }
  });

  it("answers the API, the health check and the payment webhook 503 in the envelope", async () => {
    const calls: [string, RequestInit?][] = [
      ["/api/health"],
      ["/api/cart/create", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }],
      [
        "/api/user/login",
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ username: "a@example.com", password: "Noord-2026!" }),
        },
      ],
      [
        "/payment/webhook",
        { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "id=tr_1" },
      ],
    ];
    for (const [path, init] of calls) {
      const res = await worker.fetch(path, init);
      expect(res.status, path).toBe(503);
      expect(res.headers.get("retry-after"), path).toBe("30");
      const text = await res.text();
      namesNothing(text);
      if (path.startsWith("/api/"))
        expect(JSON.parse(text), path).toEqual({
          code: 503,
          result: { errorCode: "SERVICE_UNAVAILABLE", errorMessage: "Er is iets misgegaan, probeer het opnieuw" },
        });
    }
  });

  it("does so on a local host too: whether the shop is deployed is its database's question, not the request's", async () => {
    expect((await worker.fetch("http://127.0.0.1:8787/de/")).status).toBe(503);
    expect((await worker.fetch("http://localhost/api/health")).status).toBe(503);
  });

  it("logs an error line naming every missing secret", async () => {
    await worker.fetch("/en/");
    for (let i = 0; i < 20 && !worker.logs().some((l) => l.path === "/en/"); i++)
      await new Promise((r) => setTimeout(r, 100));
    const line = worker.logs().find((l) => l.path === "/en/" && l.level === "error");
    expect(line).toBeDefined();
    expect(line!.detail).toBe(
      `required secret missing: ${MISSING.join(", ")} (set with \`wrangler secret put\`; see docs/operations.md)`,
    );
  });
});
