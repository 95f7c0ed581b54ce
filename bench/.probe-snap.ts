// TEMP probe (deleted later)
import { cleanupAll, tempDir } from "./lib/cleanup";
import { startHeapStack } from "./lib/heap-stack";
import { connectInspector, heapAfterGc } from "./lib/inspector";
import { takeSnapshot } from "./lib/heap-snapshot";
import { loadMix, MIX_HEADERS } from "./lib/load-mix";
import { benchQueries } from "./lib/queries";
const products = Number(process.argv[2] ?? 25000);
const nProducts = Number(process.argv[3] ?? 0);
try {
  const tmp = await tempDir("probe");
  const stack = await startHeapStack(products, tmp);
  const inspector = await connectInspector(stack.inspectorPort);
  const poke = async () => (await fetch(`${stack.url}/api/bench-memory`)).arrayBuffer();
  const mb = (x: number) => (x / 2 ** 20).toFixed(2);
  console.log("empty", mb(await heapAfterGc(inspector, poke)));
  const mix = loadMix(stack.catalog, benchQueries(stack.demo));
  for (const p of mix.firsts) await (await fetch(stack.url + p, { headers: MIX_HEADERS })).arrayBuffer();
  console.log("loaded", mb(await heapAfterGc(inspector, poke)));
  const prods = mix.pages.filter((p) => p.includes("/p/")).slice(0, nProducts);
  for (const p of prods) { const r = await fetch(stack.url + p, { headers: MIX_HEADERS }); await r.arrayBuffer(); if (r.status !== 200) console.log(r.status, p); }
  console.log("after", prods.length, "product pages", mb(await heapAfterGc(inspector, poke)));
  const t = performance.now();
  const snap = await takeSnapshot(inspector, poke);
  console.log("snapshot", (snap.length / 1e6).toFixed(0), "MB json in", (performance.now() - t).toFixed(0), "ms");
  const { workerdPids } = await import("./lib/proc-cpu");
  console.log("pids before", stack.pids, "now", workerdPids());
  await new Promise((r) => setTimeout(r, 2000));
  console.log("pids now", workerdPids());
  console.log("after snapshot", mb(await heapAfterGc(inspector, poke)));
  inspector.close();
} catch (e) { console.error("ERR", e); } finally {
  await cleanupAll();
}
