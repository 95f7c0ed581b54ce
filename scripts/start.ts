/**
 * `npm start`: build, start the local libSQL database (.data/store.db), apply migrations, and
 * serve the built worker in Miniflare on a printed URL. Ctrl-C stops everything cleanly.
 */
import { buildWorker } from "./build";
import { buildClient } from "./build-client";
import { seedStock } from "./catalog/seed-stock";
import { seedContent } from "./content/seed";
import { ensureDemoSnapshot } from "./catalog/ensure-demo";
import { shipCatalog, snapshotDir, withSnapshotErrors } from "./catalog/ship";
import { freePort, startDatabase } from "./local-stack";
import { readDevVars } from "./local-env";
import { startWorkerRuntime } from "./worker-runtime";

const started = Date.now();
let catalog!: Awaited<ReturnType<typeof shipCatalog>>;
await withSnapshotErrors(async () => {
  // The demo catalogue unless one was imported (npm run catalog:import) or CATALOG_DIR names another.
  await ensureDemoSnapshot(snapshotDir());
  console.log("Building client and worker…");
  await buildClient();
  catalog = await shipCatalog();
  buildWorker();
});

const database = await startDatabase();
const seeded = await seedStock(database.url, undefined, { dir: snapshotDir() });
// The demo shop's content (home, pages, blog, menu); stories an editor changed are kept.
await seedContent(database.url);
console.log(
  `Catalogue: ${catalog.source}, ${catalog.counts.products} products${seeded > 0 ? ` (stock seeded for ${seeded} skus)` : ""}`,
);
const port = await freePort(Number(process.env.PORT ?? 8787));
const worker = await startWorkerRuntime({
  port,
  host: process.env.HOST ?? "127.0.0.1",
  bindings: readDevVars(),
  verbose: true,
});

console.log(`\nDatabase: ${database.url} (file .data/store.db)`);
console.log(`Storefront ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${worker.url?.href ?? ""}`);
console.log("Press Ctrl-C to stop.");

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log("\nStopping…");
  await worker.dispose();
  await database.close();
  process.exit(0);
}
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
