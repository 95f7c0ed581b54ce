/**
 * `npm run dev`: the local database, the client rebuilt on every change, and `wrangler dev`
 * (which rebuilds and reloads the worker itself). For a production-like local run use `npm start`.
 */
import { spawn } from "node:child_process";
import { watchClient } from "./build-client";
import { ensureDemoSnapshot } from "./catalog/ensure-demo";
import { seedStock } from "./catalog/seed-stock";
import { shipCatalog, snapshotDir } from "./catalog/ship";
import { freePort, startDatabase } from "./local-stack";
import { writeRouteMatchers } from "./route-matchers";

await ensureDemoSnapshot(snapshotDir());
const database = await startDatabase();
await seedStock(database.url, undefined, { dir: snapshotDir() });
let first = true;
const stopClient = await watchClient((manifest) => {
  console.log(`${first ? "client built" : "client rebuilt"}: ${manifest.entry}`);
  first = false;
});
await shipCatalog();
// The route table as the sources have it now; a route added while wrangler dev runs makes the app
// build its router on its first request instead (worker/http/router.ts).
await writeRouteMatchers();
const port = await freePort(Number(process.env.PORT ?? 8787));
const wrangler = spawn(
  "npx",
  [
    "wrangler",
    "dev",
    "--port",
    String(port),
    "--ip",
    process.env.HOST ?? "127.0.0.1",
    "--show-interactive-dev-session=false",
  ],
  {
    stdio: "inherit",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  },
);
console.log(`Database: ${database.url}. Storefront (dev): http://127.0.0.1:${port}/`);

let stopping = false;
async function stop(code = 0): Promise<void> {
  if (stopping) return;
  stopping = true;
  wrangler.kill("SIGTERM");
  await stopClient();
  await database.close();
  process.exit(code);
}
wrangler.on("exit", (code) => void stop(code ?? 0));
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
