/**
 * `npm start`: build (when the sources changed since the last build), start the local libSQL
 * database (.data/store.db), apply migrations, and serve the built worker in Miniflare on a printed
 * URL. On the first run the demo catalogue's product images are made after the shop is up: in the
 * background, and any a page shows first on request (scripts/catalog/pending-media.ts). Ctrl-C
 * stops everything cleanly.
 */
import { buildWorker } from "./build";
import { buildClient } from "./build-client";
import { builtIsCurrent } from "./build-state";
import { seedStock } from "./catalog/seed-stock";
import { seedContent } from "./content/seed";
import { seedStores } from "./stores/seed";
import { seedReviews } from "./catalog/reviews/seed";
import { seedGiftCards } from "./giftcards/seed";
import { ensureDemoSnapshot } from "./catalog/ensure-demo";
import { MediaMaker, mediaRequestHandler, readPendingMedia } from "./catalog/pending-media";
import { shipCatalog, snapshotDir, withSnapshotErrors } from "./catalog/ship";
import { freePort, startDatabase } from "./local-stack";
import { readDevVars } from "./local-env";
import { startWorkerRuntime } from "./worker-runtime";

const started = Date.now();
let catalog!: Awaited<ReturnType<typeof shipCatalog>>;
await withSnapshotErrors(async () => {
  // The demo catalogue unless one was imported (npm run catalog:import) or CATALOG_DIR names another.
  await ensureDemoSnapshot(snapshotDir(), { images: "later" });
  // A warm start reuses dist/ when no source changed since it was built.
  const build = !(await builtIsCurrent());
  if (build) {
    console.log("Building client and worker…");
    await buildClient();
  }
  catalog = await shipCatalog(snapshotDir(), { pendingMedia: "ship" });
  if (build) buildWorker();
});
const pending = await readPendingMedia(snapshotDir(), catalog.version);
const images = pending
  ? new MediaMaker(snapshotDir(), pending, { log: (line) => console.log(`Product ${line}`) })
  : null;

const database = await startDatabase();
const seeded = await seedStock(database.url, undefined, { dir: snapshotDir() });
// The demo shop's content (home, pages, blog, menu); stories an editor changed are kept.
await seedContent(database.url);
// The demo stores and their stock; stores an operator changed are kept.
await seedStores(database.url);
// The demo shop's reviews on some products (once; scripts/catalog/reviews/seed.ts imports VSF dumps).
await seedReviews(database.url, undefined, { dir: snapshotDir(), onlyOnce: true });
// The demo gift cards printed in docs/product.md (cards that exist keep their balance).
await seedGiftCards(database.url);
console.log(
  `Catalogue: ${catalog.source}, ${catalog.counts.products} products${seeded > 0 ? ` (stock seeded for ${seeded} skus)` : ""}`,
);
const port = await freePort(Number(process.env.PORT ?? 8787));
const worker = await startWorkerRuntime({
  port,
  host: process.env.HOST ?? "127.0.0.1",
  bindings: readDevVars(),
  verbose: true,
  ...(images ? { services: { MEDIA_RENDERER: mediaRequestHandler(images) } } : {}),
});

console.log(`\nDatabase: ${database.url} (file .data/store.db)`);
console.log(`Storefront ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${worker.url?.href ?? ""}`);
console.log("Press Ctrl-C to stop.");
if (images) {
  console.log(
    `Making the ${images.total} product images in the background; a page shows each one as soon as it asks for it.`,
  );
  images.run().catch((error: unknown) => console.error(`Product images: ${String(error)}`));
}

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log("\nStopping…");
  images?.stop();
  await worker.dispose();
  await database.close();
  process.exit(0);
}
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
