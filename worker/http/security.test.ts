import { describe, expect, it } from "vitest";
import { withWorker } from "../../test/support/worker";

const worker = withWorker();

describe("security headers", () => {
  it("send a CSP that runs our own scripts only, plus HSTS, nosniff, referrer policy and frame-ancestors", async () => {
    const res = await worker.fetch("/");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("nonce-");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    const html = await res.text();
    expect(html).not.toContain("nonce=");
    // Every script in the page is our entry module or a data block the CSP does not run.
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map(([, attrs]) => attrs!);
    expect(scripts.length).toBeGreaterThan(1);
    for (const attrs of scripts) {
      expect(attrs).toMatch(/type="(application\/json|application\/ld\+json)"|type="module" src="\/assets\//);
    }
    expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("x-request-id")).toMatch(/^[\w-]{8,}$/);
  });

  it("send the same policy with every response, so a page's bytes and headers can be shared", async () => {
    const policies = await Promise.all(
      [1, 2, 3].map(async () => (await worker.fetch("/en")).headers.get("content-security-policy")),
    );
    expect(new Set(policies).size).toBe(1);
  });

  it("refuses a cross-site form post (CSRF)", async () => {
    const res = await worker.fetch("/", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://evil.example",
        "sec-fetch-site": "cross-site",
      },
      body: "a=1",
    });
    expect(res.status).toBe(403);
  });

  it("serves hashed client files with immutable caching", async () => {
    const html = await (await worker.fetch("/")).text();
    const css = /href="(\/assets\/styles-[^"]+\.css)"/.exec(html)?.[1];
    expect(css).toBeTruthy();
    const res = await worker.fetch(css!);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});
