// TEMP probe (deleted later)
import { cleanupAll, tempDir } from "./lib/cleanup";
import { runHeapLoad } from "./lib/heap-load";
const products = Number(process.argv[2] ?? 1000);
const dur = Number(process.argv[3] ?? 5);
const rounds = Number(process.argv[4] ?? 2);
try {
  const tmp = await tempDir("probe");
  const r = await runHeapLoad({ products, rounds, round: { durationS: dur, threads: 2, connections: 8 }, tmp, log: console.log });
  const mb = (x: number) => (x / 2 ** 20).toFixed(2);
  console.log(JSON.stringify({ ...r, grew: undefined, largestAfter: undefined }, null, 1));
  for (const k of r.grew) console.log("grew", mb(k.bytes), k.count, k.kind);
  for (const k of r.largestAfter) console.log("largest", mb(k.bytes), k.count, k.kind);
} finally {
  await cleanupAll();
}
