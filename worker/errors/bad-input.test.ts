import { describe, expect, it } from "vitest";
import { API_BODY_LIMIT_BYTES } from "../../schema/constants";
import { withWorker } from "../../test/support/worker";

const worker = withWorker();

describe("bad input gets a clear status and message, never a 500", () => {
  it("unknown paths and unknown store prefixes are a 404 page in the store's language", async () => {
    const res = await worker.fetch("/fr/jurken");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<html lang="nl"');
    expect(html).toContain("Pagina niet gevonden");
    const de = await worker.fetch("/de/gibt-es-nicht");
    expect(de.status).toBe(404);
    expect(await de.text()).toContain("Seite nicht gefunden");
  });

  it("a malformed percent-encoding is a 400 page", async () => {
    const res = await worker.fetch("/%E0%A4%A");
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Dit adres kan niet worden gelezen");
    const api = await worker.fetch("/api/%ZZ");
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({
      code: 400,
      result: { errorMessage: "The address is not a valid URL encoding", errorCode: "BAD_REQUEST" },
    });
  });

  it("an unknown API route answers the envelope with 'No route found'", async () => {
    const res = await worker.fetch("/api/nothing-here");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 404, result: { errorMessage: "No route found", errorCode: "NOT_FOUND" } });
  });

  it("a POST with the wrong content type is 415", async () => {
    const res = await worker.fetch("/api/cart/update", {
      method: "POST",
      headers: { "content-type": "text/plain", origin: "http://localhost" },
      body: "hello",
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({
      code: 415,
      result: { errorCode: "UNSUPPORTED_MEDIA_TYPE", errorMessage: "Content-Type must be application/json" },
    });
  });

  it("a simple (non-JSON) POST to the API is refused before anything reads it", async () => {
    const res = await worker.fetch("/api/cart/update", {
      method: "POST",
      headers: { "content-type": "text/plain", origin: "https://evil.example" },
      body: "hello",
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ code: 415, result: { errorCode: "UNSUPPORTED_MEDIA_TYPE" } });
  });

  it("a cross-site form POST to a page is refused", async () => {
    const res = await worker.fetch("/en/styleguide", {
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

  it("an oversized body is 413, checked as it streams", async () => {
    const big = JSON.stringify({ x: "a".repeat(API_BODY_LIMIT_BYTES) });
    const res = await worker.fetch("/api/cart/update", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: big,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 413, result: { errorCode: "PAYLOAD_TOO_LARGE" } });
  });

  it("a JSON body within the limit reaches routing", async () => {
    const res = await worker.fetch("/api/nothing-here", {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-8" },
      body: "{}",
    });
    expect(res.status).toBe(404);
  });

  it("very long and odd URLs are handled", async () => {
    expect((await worker.fetch(`/${"a".repeat(8000)}`)).status).toBe(404);
    expect((await worker.fetch("/styleguide?x=%00&y=<script>")).status).toBe(200);
    // Broken UTF-8 in the query is refused like a broken path.
    expect((await worker.fetch("/styleguide?x=%FF")).status).toBe(400);
    expect((await worker.fetch("/de//styleguide")).status).toBe(404);
  });
});
