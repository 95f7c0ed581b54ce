/**
 * Reads of two features in one statement (read-together.ts), against the local libSQL server: the
 * product page's stock and review summary answer what each feature's own read answers, in one
 * HTTP request to the database.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { reviews, stockItems } from "../../schema/db";
import { readStock, stockRead } from "../inventory";
import { readReviewPage, reviewDto, reviewSummaryRead } from "../reviews/repo";
import { createDb } from "./client";
import { readTogether } from "./read-together";

const PRODUCT = `RT-${Date.now()}`;
const SIZES = [`${PRODUCT}-S`, `${PRODUCT}-M`, `${PRODUCT}-L`];
const db = () => createDb({ LIBSQL_URL: inject("libsqlUrl") });

/** A pass-through proxy to the database that counts the HTTP requests (round trips) it forwards. */
let proxyUrl = "";
let requests = 0;
const proxy = createServer((req, res) => {
  requests++;
  const upstream = new URL(inject("libsqlUrl"));
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    void fetch(new URL(req.url ?? "/", upstream), {
      method: req.method,
      headers: { "content-type": req.headers["content-type"] ?? "application/json" },
      body: req.method === "GET" ? undefined : Buffer.concat(chunks),
    }).then(async (answer) =>
      res.writeHead(answer.status, { "content-type": "application/json" }).end(await answer.text()),
    );
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  const now = Date.now();
  await db().batch([
    db()
      .insert(stockItems)
      .values([
        { sku: SIZES[0]!, productId: 1, qty: 3 },
        { sku: SIZES[1]!, productId: 1, qty: 0, isInStock: false },
        { sku: SIZES[2]!, productId: 1, qty: 7, manageStock: false },
      ]),
    db()
      .insert(reviews)
      .values(
        [1, 2, 3, 4, 5, 6, 7].map((i) => ({
          productSku: PRODUCT,
          store: "nl" as const,
          nickname: `Anna ${i}`,
          title: `Titel ${i} "quoted" <b>`,
          detail: `Tekst ${i}\nmet regel`,
          rating: i % 3 === 0 ? null : (i % 5) + 1,
          status: i === 7 ? ("pending" as const) : ("approved" as const),
          verified: i % 2 === 0,
          helpful: i,
          // Two reviews share a moment: the newer id comes first.
          createdAt: new Date(now - (i === 2 ? 1 : i) * 60_000),
        })),
      ),
  ]);
  // The aggregate as a moderation writes it.
  const { recomputeAggregateStatement } = await import("../reviews");
  await recomputeAggregateStatement(db(), PRODUCT, new Date());
});
afterAll(() => proxy.close());

describe("reads together", () => {
  it("answer the stock and the review summary as their own reads do, in one round trip", async () => {
    const counted = createDb({ LIBSQL_URL: proxyUrl });
    requests = 0;
    const [stock, summary] = await readTogether(counted, [stockRead(SIZES), reviewSummaryRead(PRODUCT, 5)]);
    expect(requests).toBe(1);

    expect(stock).toEqual(await readStock(db(), SIZES));
    expect(stock.get(SIZES[1]!)).toMatchObject({ qty: 0, isInStock: false });
    const page = await readReviewPage(db(), PRODUCT, "newest", 0, 5);
    expect(summary.aggregate).toEqual(page.aggregate);
    expect(summary.aggregate.count).toBe(6);
    expect(summary.reviews).toEqual(page.items.map(reviewDto));
    expect(summary.reviews.map((r) => r.nickname)).toEqual(["Anna 2", "Anna 1", "Anna 3", "Anna 4", "Anna 5"]);
  });

  it("answer an empty map and an empty summary for a product nobody stocked or reviewed", async () => {
    const [stock, summary] = await readTogether(db(), [stockRead(["NOPE-1"]), reviewSummaryRead("NOPE", 5)]);
    expect(stock.size).toBe(0);
    expect(summary).toEqual({
      aggregate: { count: 0, rated: 0, average: null, distribution: [0, 0, 0, 0, 0] },
      reviews: [],
    });
  });
});
