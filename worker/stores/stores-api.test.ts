/** The store API and its operator API (issue 31 points 1, 2, 4) through the worker in Miniflare against the test libSQL. */
import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { afterAll, describe, expect, inject, it } from "vitest";
import { withWorker } from "../../test/support/worker";
import type { StoreInput } from "../../schema/api/stores";
import { DEMO_STORES } from "./demo-stores";
import { isStoreStockShortage, takeStoreStockStatements } from "./repo";
import type { Database } from "../db/client";

const ADMIN_TOKEN = "test-stores-admin-token-0123456789abcdef";
const worker = withWorker({ bindings: { CONTENT_ADMIN_TOKEN: ADMIN_TOKEN } });
const db = createClient({ url: inject("libsqlUrl") });
afterAll(() => db.close());

const get = async (path: string) => {
  const res = await worker.fetch(path);
  return { status: res.status, headers: res.headers, body: await res.json() };
};
const admin = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
  const res = await worker.fetch(`/api/stores/admin${path}`, {
    method,
    headers: {
      "x-admin-token": ADMIN_TOKEN,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
};

let serial = 0;
/** A store of this test run at a point of its own (far from the demo stores). */
const testStore = (lat: number, lng: number, extra: Partial<StoreInput> = {}): StoreInput => ({
  ...DEMO_STORES[0]!,
  slug: `test-${Date.now().toString(36)}-${serial++}`,
  name: `Test store ${serial}`,
  lat,
  lng,
  ...extra,
});

describe("GET /api/stores (SPEC §7)", () => {
  it("answers the demo stores within 30 km by distance, nearest first", async () => {
    const { status, body, headers } = await get("/api/stores?lat=52.3731&lng=4.8922");
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.meta.radius).toBe(30);
    expect(body.result[0].slug).toBe("amsterdam-huidenstraat");
    expect(body.result[0].distance).toBeLessThan(1);
    for (const s of body.result) expect(s.distance).toBeLessThanOrEqual(30);
    const distances = body.result.map((s: { distance: number }) => s.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(headers.get("cache-control")).toContain("max-age=60");
    expect(body.result[0]).toMatchObject({
      timeZone: "Europe/Amsterdam",
      is_pickup_location: true,
      hours: { "4": [{ open: "10:00", close: "21:00" }] },
    });
  });

  it("widens the radius when nothing is inside 30 km", async () => {
    // Arnhem: Utrecht is about 50 km away, Eindhoven about 60.
    const { body } = await get("/api/stores?lat=51.985&lng=5.899");
    expect(body.meta.radius).toBe(60);
    expect(body.result.length).toBeGreaterThan(0);
    expect(body.result.map((s: { slug: string }) => s.slug)).toContain("utrecht-oudegracht");
    // The middle of the North Sea: widened up to the largest radius.
    const sea = await get("/api/stores?lat=56.0&lng=3.0");
    expect(sea.body.meta.radius).toBeGreaterThan(60);
    expect(sea.body.result.length).toBeGreaterThan(0);
  });

  it("keeps pick-up locations with is_pickup_location=1", async () => {
    const all = await get("/api/stores?lat=53.2194&lng=6.5665&radius=5");
    expect(all.body.result.map((s: { slug: string }) => s.slug)).toEqual(["groningen-folkingestraat"]);
    const pickup = await get("/api/stores?lat=53.2194&lng=6.5665&is_pickup_location=1");
    expect(pickup.body.result.every((s: { is_pickup_location: boolean }) => s.is_pickup_location)).toBe(true);
    expect(pickup.body.result.map((s: { slug: string }) => s.slug)).not.toContain("groningen-folkingestraat");
  });

  it.each([
    ["/api/stores", "lat: lat is required"],
    ["/api/stores?lat=52.3&lng=abc", "lng: lng must be a decimal number"],
    ["/api/stores?lat=91&lng=4", "lat: lat must be between -90 and 90"],
    ["/api/stores?lat=52&lng=181.5", "lng: lng must be between -180 and 180"],
    ["/api/stores?lat=NaN&lng=4", "lat must be a decimal number"],
    ["/api/stores?lat=1e3&lng=4", "lat must be a decimal number"],
    ["/api/stores?lat=52&lng=4&radius=50000", "radius must be a whole number of kilometres"],
    ["/api/stores?lat=52&lng=4&radius=5000", "radius must be between 1 and 1000 km"],
    ["/api/stores?lat=52&lng=4&radius=0", "radius must be between 1 and 1000 km"],
    ["/api/stores?lat=52&lng=4&is_pickup_location=yes", "is_pickup_location must be 0 or 1"],
    ["/api/stores?lat=52&lng=4&lat=53", "lat"],
    ["/api/stores?lat=52&lng=4&drop=table", "drop: is not allowed"],
    ["/api/stores/inventory?lat=52&lng=4", "sku: sku is required"],
    ["/api/stores/inventory?lat=52&lng=4&sku=%3Cscript%3E", "sku has characters a sku never has"],
  ])("answers %s with 400 and a clear message", async (path, message) => {
    const { status, body } = await get(path);
    expect(status).toBe(400);
    expect(body.code).toBe(400);
    expect(body.result.errorMessage).toContain(message);
  });
});

describe("in-store inventory per sku", () => {
  it("answers each nearby store's stock of one sku in one call", async () => {
    const [row] = (await db.execute("select sku from stock_items order by rowid limit 1")).rows;
    const sku = row!.sku as string;
    const { status, body, headers } = await get(
      `/api/stores/inventory?sku=${encodeURIComponent(sku)}&lat=52.37&lng=4.89&radius=100`,
    );
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(body.meta.sku).toBe(sku);
    const levels = await db.execute({
      sql: "select s.slug, ss.qty from store_stock ss join stores s on s.id = ss.store_id where ss.sku = ?",
      args: [sku],
    });
    const bySlug = new Map(levels.rows.map((r) => [r.slug as string, Number(r.qty)]));
    expect(body.result.length).toBeGreaterThan(2);
    for (const s of body.result) {
      expect(s.qty).toBe(bySlug.get(s.slug) ?? 0);
      expect(s.available).toBe(s.qty > 0);
    }
    expect(body.meta.availableIn).toBe(body.result.filter((s: { available: boolean }) => s.available).length);
  });

  it("answers an unknown sku with every store at 0", async () => {
    const { body } = await get("/api/stores/inventory?sku=NO-SUCH-SKU&lat=51.92&lng=4.48");
    expect(body.result.length).toBeGreaterThan(0);
    expect(body.result.every((s: { qty: number }) => s.qty === 0)).toBe(true);
    expect(body.meta.availableIn).toBe(0);
  });
});

describe("operator API (admin token)", () => {
  it("refuses callers without the admin token and cross-site callers", async () => {
    const res = await worker.fetch("/api/stores/admin", { headers: { "x-admin-token": "guess" } });
    expect(res.status).toBe(401);
    const crossSite = await admin("POST", "", testStore(48.0, 12.0), {
      origin: "https://evil.example",
      "sec-fetch-site": "cross-site",
    });
    expect(crossSite.status).toBe(403);
  });

  it("creates, updates, closes and reopens a store; the locator follows", async () => {
    const input = testStore(48.575, 13.461, { name: "Atelier Noord Passau" });
    const created = await admin("POST", "", input);
    expect(created.status).toBe(201);
    expect(created.body.result).toMatchObject({ slug: input.slug, lat: 48.575, exceptions: input.exceptions });
    expect((await admin("POST", "", input)).status).toBe(409);

    const near = await get("/api/stores?lat=48.57&lng=13.45");
    expect(near.body.meta.radius).toBe(30);
    expect(near.body.result.map((s: { slug: string }) => s.slug)).toEqual([input.slug]);

    const patched = await admin("PATCH", `/${input.slug}`, { phone: "+49 851 123 456", is_pickup_location: false });
    expect(patched.status).toBe(200);
    expect(patched.body.result).toMatchObject({ phone: "+49 851 123 456", is_pickup_location: false });
    // What the patch does not name stays as it was.
    expect(patched.body.result).toMatchObject({ exceptions: input.exceptions, services: input.services });
    const pickup = await get("/api/stores?lat=48.57&lng=13.45&is_pickup_location=1");
    expect(pickup.body.result.map((s: { slug: string }) => s.slug)).not.toContain(input.slug);

    expect((await admin("POST", `/${input.slug}/close`)).status).toBe(200);
    const afterClose = await get("/api/stores?lat=48.57&lng=13.45");
    expect(afterClose.body.result.map((s: { slug: string }) => s.slug)).not.toContain(input.slug);
    expect((await admin("POST", `/${input.slug}/reopen`)).status).toBe(200);
    const reopened = await get("/api/stores?lat=48.57&lng=13.45");
    expect(reopened.body.result.map((s: { slug: string }) => s.slug)).toEqual([input.slug]);

    expect((await admin("PATCH", "/no-such-store", { phone: "+49 851 1" })).status).toBe(404);
  });

  it("refuses bad store documents field by field", async () => {
    const bad = await admin("POST", "", {
      ...testStore(50, 10),
      slug: "Bad Slug",
      timeZone: "Mars/Olympus",
      hours: { "1": [{ open: "18:00", close: "09:00" }], "8": [] },
      exceptions: [{ date: "2026-02-30", kind: "holiday", hours: [] }],
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.result.fields)).toEqual(
      expect.arrayContaining(["slug", "timeZone", "hours.1.0", "exceptions.0.date"]),
    );
    expect((await admin("PATCH", "/amsterdam-huidenstraat", {})).status).toBe(400);
    expect((await admin("PUT", "/amsterdam-huidenstraat/stock", { items: [{ sku: "X", qty: -1 }] })).status).toBe(400);
  });

  it("sets a store's stock, which the inventory answers", async () => {
    const input = testStore(47.7, 10.3);
    await admin("POST", "", input);
    const sku = `TEST-SKU-${serial}`;
    expect((await admin("PUT", `/${input.slug}/stock`, { items: [{ sku, qty: 3 }] })).status).toBe(200);
    const { body } = await get(`/api/stores/inventory?sku=${sku}&lat=47.7&lng=10.3`);
    expect(body.result[0]).toMatchObject({ slug: input.slug, qty: 3, available: true });
    expect((await admin("PUT", "/no-such-store/stock", { items: [{ sku, qty: 1 }] })).status).toBe(404);
  });
});

describe("store stock for click & collect", () => {
  it("lets exactly one of 20 concurrent takers have the last unit", async () => {
    const input = testStore(49.0, 12.1);
    const created = await admin("POST", "", input);
    const storeId = created.body.result.id as number;
    const sku = `RACE-${serial}`;
    await admin("PUT", `/${input.slug}/stock`, { items: [{ sku, qty: 1 }] });
    // Twenty connections, as twenty isolates would have.
    const clients = Array.from({ length: 20 }, () => createClient({ url: inject("libsqlUrl") }));
    try {
      const results = await Promise.allSettled(
        clients.map((client) => {
          const db = drizzle(client) as unknown as Database;
          return db.batch(takeStoreStockStatements(db, storeId, sku, 1));
        }),
      );
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      for (const r of results) if (r.status === "rejected") expect(isStoreStockShortage(r.reason)).toBe(true);
    } finally {
      for (const client of clients) client.close();
    }
    const left = await db.execute({
      sql: "select qty from store_stock where store_id = ? and sku = ?",
      args: [storeId, sku],
    });
    expect(Number(left.rows[0]!.qty)).toBe(0);
  });
});
