/**
 * The review seed: Vue Storefront review documents (the real 2020 dump when present) planned into
 * reviews, the demo shop's reviews on some products only, and writing them once into the real test
 * libSQL with their products' aggregates.
 */
import { createClient } from "@libsql/client";
import { afterAll, describe, expect, inject, it } from "vitest";
import { realData } from "../../../test/support/real-data";
import { shippedSnapshot } from "../../../test/support/snapshot";
import { parseDump, readDumps } from "../import/read-dump";
import { planDemoReviews, planDumpReviews } from "./plan";
import { writeReviews } from "./seed";

const db = createClient({ url: inject("libsqlUrl") });
afterAll(() => db.close());
const reviews2020 = realData("vsf-2020/catalog_review.json");
const snapshot = shippedSnapshot();
const NOW = new Date("2026-11-01T12:00:00Z");

describe("Vue Storefront review documents", () => {
  it("map Magento statuses and ratings, skip unknown products and documents without text", () => {
    const lines = [
      {
        id: 1,
        title: "Great",
        detail: "Fits <b>well</b>",
        nickname: "A",
        review_entity: "product",
        review_status: 1,
        product_id: 10,
        created_at: "2019-01-08 10:02:15",
        ratings: [{ value: 4 }, { value: 5 }],
      },
      {
        id: 2,
        title: "Meh",
        detail: "So so",
        nickname: "B",
        review_entity: "product",
        review_status: 2,
        product_id: 10,
        created_at: "2019-01-09 10:00:00",
      },
      { id: 3, title: "No", detail: "Bad", nickname: "C", review_entity: "product", review_status: 3, product_id: 11 },
      {
        id: 4,
        title: "Other",
        detail: "Gone",
        nickname: "D",
        review_entity: "product",
        review_status: 1,
        product_id: 99,
      },
      {
        id: 5,
        title: "",
        detail: "No title",
        nickname: "E",
        review_entity: "product",
        review_status: 1,
        product_id: 10,
      },
    ].map((source, i) =>
      JSON.stringify({ _index: "vue_storefront_catalog_review_1", _type: "_doc", _id: String(i), _source: source }),
    );
    const dump = parseDump(lines.join("\n"), "catalog_review.json");
    const { reviews, report } = planDumpReviews(
      dump.docs,
      new Map([
        [10, "AN-10"],
        [11, "AN-11"],
      ]),
      "de",
    );
    expect(report).toEqual({ read: 5, planned: 3, unknownProduct: 1, invalid: 1 });
    expect(reviews.map((r) => [r.sourceId, r.productSku, r.status, r.rating, r.store])).toEqual([
      ["vsf:1", "AN-10", "approved", 5, "de"],
      ["vsf:2", "AN-10", "pending", null, "de"],
      ["vsf:3", "AN-11", "rejected", null, "de"],
    ]);
    expect(reviews[0]!.detail).toBe("Fits <b>well</b>");
    expect(reviews[0]!.createdAt.toISOString()).toBe("2019-01-08T10:02:15.000Z");
  });

  reviews2020.it("reads the 2020 dump's 971 reviews; none match the demo catalogue's ids", async () => {
    const { dumps } = await readDumps([reviews2020.path]);
    const docs = dumps.flatMap((d) => d.docs);
    const ids = [...new Set(docs.map((d) => Number((d.source as { product_id: unknown }).product_id)))];
    // Joined onto the demo catalogue by a made-up id map, every document with text becomes a review.
    const byId = new Map(ids.map((id, i) => [id, snapshot.listed[i % snapshot.listed.length]!.sku]));
    const { reviews, report } = planDumpReviews(docs, byId);
    expect(report.read).toBe(971);
    expect(report.unknownProduct).toBe(0);
    expect(report.planned + report.invalid).toBe(971);
    expect(reviews.length).toBeGreaterThan(900);
    for (const r of reviews) expect(["approved", "pending", "rejected"]).toContain(r.status);
    expect(planDumpReviews(docs, new Map()).report.unknownProduct).toBe(971);
  });
});

describe("the demo shop's reviews", () => {
  it("are on some products, not all, 1–5 each, in every language, the same every run", () => {
    const skus = snapshot.listed.map((p) => p.sku);
    const planned = planDemoReviews(skus, NOW);
    const reviewed = new Set(planned.map((r) => r.productSku));
    expect(reviewed.size / skus.length).toBeGreaterThan(0.15);
    expect(reviewed.size / skus.length).toBeLessThan(0.35);
    const perProduct = [...reviewed].map((sku) => planned.filter((r) => r.productSku === sku).length);
    expect(Math.min(...perProduct)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...perProduct)).toBeLessThanOrEqual(5);
    expect(new Set(planned.map((r) => r.store))).toEqual(new Set(["nl", "de", "en"]));
    expect(new Set(planned.map((r) => r.rating)).size).toBeGreaterThan(2);
    for (const r of planned) expect(r.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
    // A product's reviews are different texts.
    for (const sku of reviewed) {
      const titles = planned.filter((r) => r.productSku === sku).map((r) => r.title);
      expect(new Set(titles).size).toBe(titles.length);
    }
    expect(planDemoReviews(skus, NOW)).toEqual(planned);
  });

  it("are written once, with their products' aggregates", async () => {
    // Skus of their own, so the seed's approved reviews do not land on other tests' products.
    const skus = snapshot.listed.slice(0, 40).map((p) => `SEEDTEST-${Date.now().toString(36)}-${p.sku}`);
    const planned = planDemoReviews(skus, NOW);
    expect(planned.length).toBeGreaterThan(0);
    expect(await writeReviews(inject("libsqlUrl"), undefined, planned)).toBe(planned.length);
    expect(await writeReviews(inject("libsqlUrl"), undefined, planned)).toBe(0);
    const sku = planned[0]!.productSku;
    const mine = planned.filter((r) => r.productSku === sku);
    const row = (await db.execute({ sql: "select * from review_aggregates where product_sku = ?", args: [sku] }))
      .rows[0]!;
    expect(row.count).toBe(mine.length);
    expect(row.rating_sum).toBe(mine.reduce((n, r) => n + r.rating!, 0));
  });
});
