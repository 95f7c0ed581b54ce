/**
 * `npm test` after the install check. Without arguments:
 *   1. the build and the test catalogue are made current once (test/prepare.ts);
 *   2. the unit files (unit and unit-isolated: two at a time), then the files that time something on
 *      the machine (unit-alone: one at a time), as Vitest processes with their own libSQL database
 *      each (test/global-setup.ts);
 *   3. the browser journeys (e2e) start with the files that run alone, at the lowest CPU priority
 *      (nice 19), and have the two cores to themselves once those end. One file at a time leaves a
 *      core mostly idle, which the journeys take; at nice 19 the scheduler gives them a core only
 *      when the timing files do not want it (beside them at normal priority, the order lease,
 *      streamed-body and thousand-login tests timed out). Their output is held until those end;
 *   4. ESLint, oxlint and Prettier (`npm run lint`) and the type check (`npm run typecheck`) start
 *      with the unit files, at nice 19 too: the unit files keep the two cores only some 1.3 busy on
 *      average (their workers wait on the database and on Miniflare), which is about what the checks
 *      need (some 120 CPU-seconds).
 * The tests' output is shown as it comes, the checks' at the end. The run fails when any part fails,
 * naming it.
 * With arguments, they go to one Vitest process (`npm test -- e2e/cart.test.ts`), then the checks.
 */
import { spawn } from "node:child_process";

const NICE = process.platform === "win32" ? [] : ["nice", "-n", "19"];

/**
 * Runs a command. A quiet one's output is kept for the end; with `hold` (a promise), the output is
 * kept until it settles and then shown, and from then on shown as it comes; the others' is shown as
 * it comes.
 */
function run(command, { quiet = false, hold, env } = {}) {
  const began = Date.now();
  return new Promise((settle) => {
    const resolve = (result) => settle({ ...result, seconds: (Date.now() - began) / 1000 });
    const [file, ...args] = command;
    const piped = quiet || hold;
    const child = spawn(file, args, {
      stdio: piped ? ["ignore", "pipe", "pipe"] : "inherit",
      env: env ? { ...process.env, ...env } : process.env,
    });
    let output = "";
    let live = false;
    if (piped) {
      const take = (stream) => (chunk) => (live ? stream.write(chunk) : (output += chunk));
      child.stdout.on("data", take(process.stdout));
      child.stderr.on("data", take(process.stderr));
    }
    hold?.then(() => {
      process.stdout.write(output);
      output = "";
      live = true;
    });
    const finish = (result) => (hold ? hold.then(() => resolve(result)) : resolve(result));
    child.on("error", (error) => finish({ code: 1, output: `${output}${error.message}\n` }));
    child.on("close", (code, signal) => finish({ code: code ?? (signal ? 1 : 0), output }));
  });
}

const started = Date.now();
const args = process.argv.slice(2);
const checks = () => [
  ["lint", run([...NICE, "npm", "run", "--silent", "lint"], { quiet: true })],
  ["typecheck", run([...NICE, "npm", "run", "--silent", "typecheck"], { quiet: true })],
];
const results = [];
let checking = null;
if (args.length > 0) {
  results.push(["vitest", await run(["npx", "vitest", "run", ...args])]);
} else {
  const prepared = await run(["npx", "tsx", "test/prepare.ts"]);
  results.push(["test preparation", prepared]);
  if (prepared.code === 0) {
    const env = { STOREFRONT_TEST_PREPARED: "1" };
    const vitest = (...projects) => ["npx", "vitest", "run", ...projects.flatMap((name) => ["--project", name])];
    // The checks beside the unit files at the lowest priority (see above); then the files that run
    // alone, with the journeys beside them at the lowest priority, their output held until those end.
    console.log("Unit files, with lint, Prettier and the type check beside them (nice 19)…");
    checking = checks();
    results.push(["vitest unit", await run(vitest("unit", "unit-isolated"), { env })]);
    console.log("\nThe unit files that run alone, with the browser journeys beside them (nice 19)…");
    const alone = run(vitest("unit-alone"), { env });
    const journeys = run([...NICE, ...vitest("e2e")], { env, hold: alone });
    results.push(["vitest unit-alone", await alone]);
    results.push(["vitest e2e", await journeys]);
  }
}
if (!checking) {
  console.log("\nLint, Prettier and the type check…");
  checking = checks();
}
for (const [name, pending] of checking) results.push([`npm run ${name}`, await pending]);
for (const [name, { output }] of results) if (output.trim()) console.log(`\n── ${name} ──\n${output.trimEnd()}`);
const failed = results.filter(([, { code }]) => code !== 0).map(([name]) => name);
const took = `${((Date.now() - started) / 1000).toFixed(0)} s`;
if (failed.length > 0) {
  console.error(`\nnpm test failed (${took}): ${failed.join(", ")}`);
  console.error(results.map(([name, { seconds }]) => `${name} ${seconds.toFixed(0)} s`).join(", "));
  process.exit(1);
}
console.log(`\nnpm test passed (${took}): lint, typecheck, unit tests and browser journeys`);
console.log(results.map(([name, { seconds }]) => `${name} ${seconds.toFixed(0)} s`).join(", "));
