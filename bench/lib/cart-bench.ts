/**
 * Cart and order calls against the local libSQL server, through a counting proxy: libSQL round
 * trips per call (each HTTP request to the database is one round trip: in production Turso is tens
 * of milliseconds away), latency p50/p99, and the workerd process's CPU per call. Runs the built
 * worker (dist/) in Miniflare, like the SSR part.
 */
import { createClient } from "@libsql/client";
import path from "node:path";
import { seedStock } from "../../scripts/catalog/seed-stock";
import { migrateDatabase } from "../../scripts/db-migrate";
import { startLibsqlServer } from "../../scripts/libsql-server/server";
import { ROOT, startWorkerRuntime } from "../../scripts/worker-runtime";
import { tempDir } from "./cleanup";
import { countingProxy } from "./counting-proxy";
import { cpuNs, workerdPids } from "./proc-cpu";
import { percentile } from "./stats";

export interface CallFigures {
  name: string;
  calls: number;
  /** Database round trips of one call: the most any call needed, and the median. */
  roundTripsMax: number;
  roundTripsMedian: number;
  p50Ms: number;
  p99Ms: number;
  /** workerd CPU per call (all threads), median, ms. */
  cpuMs: number;
}

const median = (values: number[]) => percentile(values, 50);

/** Runs `iterations` of each call; the catalogue is the one dist/client ships. */
export async function runCartBench(options: {
  catalogDir: string;
  iterations: number;
  log: (line: string) => void;
}): Promise<CallFigures[]> {
  const dir = await tempDir("cart");
  const db = await startLibsqlServer({ file: path.join(dir, "cart.db"), port: 0, log: () => undefined });
  await migrateDatabase(db.url);
  await seedStock(db.url, undefined, { dir: options.catalogDir });
  // Plenty of everything: the bench measures calls, not stock running out.
  const admin = createClient({ url: db.url });
  await admin.execute("update stock_items set qty = 100000, is_in_stock = 1, manage_stock = 1");
  admin.close();
  const proxy = await countingProxy(new URL(db.url));
  const runtime = await startWorkerRuntime({
    port: 0,
    bindings: {
      LIBSQL_URL: proxy.url,
      LOG_LEVEL: "error",
      PAYMENT_SIGNING_SECRET: "bench-signing-secret-0123456789abcdef",
    },
  });
  const base = runtime.url!;
  let cookie = "";
  const call = async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(new URL(url, base), {
      method,
      headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}), ...headers },
      body: body === undefined ? null : JSON.stringify(body),
    });
    const set = /(__Host-an_session=[^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1];
    if (set) cookie = set;
    return { status: res.status, body: (await res.json()) as { result: unknown } };
  };
  const pids = workerdPids();
  const measure = async (
    name: string,
    prepare: () => Promise<unknown>,
    run: (prepared: unknown) => Promise<{ status: number; body: unknown }>,
  ): Promise<CallFigures> => {
    const trips: number[] = [];
    const latencies: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < options.iterations; i++) {
      const prepared = await prepare();
      const before = proxy.count();
      const cpuBefore = cpuNs(pids);
      const started = performance.now();
      const res = await run(prepared);
      latencies.push(performance.now() - started);
      cpu.push((cpuNs(pids) - cpuBefore) / 1e6);
      trips.push(proxy.count() - before);
      if (res.status !== 200) throw new Error(`${name} answered ${res.status}: ${JSON.stringify(res.body)}`);
    }
    const figures = {
      name,
      calls: options.iterations,
      roundTripsMax: Math.max(...trips),
      roundTripsMedian: median(trips),
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      cpuMs: median(cpu),
    };
    options.log(`cart: ${name} ${figures.roundTripsMax} round trips, p50 ${figures.p50Ms.toFixed(1)} ms`);
    return figures;
  };
  try {
    const skus = await findSkus(base);
    let added = 0;
    let ordered = 0;
    await call("POST", "/api/cart/create");
    const cartId = (await call("POST", "/api/cart/create")).body.result as string;
    const address = {
      firstname: "Bench",
      lastname: "Shopper",
      street: ["Dam", "1"],
      postcode: "1012 JS",
      city: "Amsterdam",
      country_id: "NL",
      email: "bench@example.com",
    };
    const results = [
      // Each add takes another product, so no line runs into its stock.
      await measure(
        "add to cart",
        () => Promise.resolve(skus[added++ % skus.length]),
        (sku) => call("POST", `/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty: 1 } }),
      ),
      await measure(
        "totals",
        () => Promise.resolve(null),
        () => call("GET", `/api/cart/totals?cartId=${cartId}`),
      ),
      await measure(
        "pull",
        () => Promise.resolve(null),
        () => call("GET", `/api/cart/pull?cartId=${cartId}`),
      ),
      await measure(
        "place order",
        async () => {
          const id = (await call("POST", "/api/cart/create")).body.result as string;
          const sku = skus[skus.length - 1 - (ordered++ % Math.floor(skus.length / 2))]!;
          await call("POST", `/api/cart/update?cartId=${id}`, { cartItem: { sku, qty: 1 } });
          return { id, sku };
        },
        (prepared) => {
          const { id, sku } = prepared as { id: string; sku: string };
          return call(
            "POST",
            "/api/order",
            {
              cart_id: id,
              products: [{ sku, qty: 1 }],
              addressInformation: {
                shippingAddress: address,
                shipping_method_code: "homedelivery",
                shipping_carrier_code: "dhlparcel",
                payment_method_code: "banktransfer",
              },
            },
            { "idempotency-key": crypto.randomUUID() },
          );
        },
      ),
    ];
    return results;
  } finally {
    await runtime.dispose();
    await new Promise<void>((resolve) => proxy.server.close(() => resolve()));
    await db.close();
  }
}

/** Simple products with plenty of stock in the shipped catalogue (read through the worker's own API). */
async function findSkus(base: URL): Promise<string[]> {
  const res = await fetch(new URL("/api/catalog/search?q=&size=200", base));
  const body = (await res.json()) as { result: { items: { sku: string; type: string; inStock?: boolean }[] } };
  const skus = body.result.items.filter((p) => p.type === "simple" && p.inStock !== false).map((p) => p.sku);
  if (skus.length === 0)
    throw new Error(`no simple products in the catalogue at ${path.relative(ROOT, "dist/client/catalog")}`);
  return skus;
}
