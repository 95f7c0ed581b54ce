/**
 * `npm test` after the install check. Without arguments:
 *   1. the build and the test catalogue are made current once (test/prepare.ts);
 *   2. the unit project, then the browser journeys (e2e), as two Vitest processes, each with its own
 *      libSQL database (test/global-setup.ts). They ran side by side until the suite outgrew two
 *      cores: the concurrency and timing tests of both began to time out;
 *   3. then ESLint + Prettier (`npm run lint`) and the type check (`npm run typecheck`), side by side.
 *      They used to run beside the tests at a lower CPU priority; on a fresh clone (no caches) the
 *      type-aware lint and `tsc -b` then took a core for some ten minutes, and with the suite's growth
 *      the concurrency and timing tests (a thousand logins, raced payments) began to time out.
 * The unit project's output is shown as it comes; the journeys' and the checks' once the unit files
 * are done. The run fails when any part fails, naming it.
 * With arguments, they go to one Vitest process (`npm test -- e2e/cart.test.ts`), then the checks.
 */
import { spawn } from "node:child_process";

const NICE = process.platform === "win32" ? [] : ["nice", "-n", "10"];

/** Runs a command; a quiet one's output is kept for later, the others' is shown as it comes. */
function run(command, { quiet = false, env } = {}) {
  return new Promise((resolve) => {
    const [file, ...args] = command;
    const child = spawn(file, args, {
      stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
      env: env ? { ...process.env, ...env } : process.env,
    });
    let output = "";
    if (quiet) {
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
    }
    child.on("error", (error) => resolve({ code: 1, output: `${output}${error.message}\n` }));
    child.on("close", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

const started = Date.now();
const args = process.argv.slice(2);
const checks = () => [
  ["lint", run([...NICE, "npm", "run", "--silent", "lint"], { quiet: true })],
  ["typecheck", run([...NICE, "npm", "run", "--silent", "typecheck"], { quiet: true })],
];
const results = [];
if (args.length > 0) {
  results.push(["vitest", await run(["npx", "vitest", "run", ...args])]);
} else {
  const prepared = await run(["npx", "tsx", "test/prepare.ts"]);
  if (prepared.code !== 0) {
    results.push(["test preparation", prepared]);
  } else {
    const env = { STOREFRONT_TEST_PREPARED: "1" };
    const unit = ["--project", "unit", "--project", "unit-isolated", "--project", "unit-alone"];
    results.push(["vitest unit", await run(["npx", "vitest", "run", ...unit], { env })]);
    // Then the browser journeys: beside the unit files, on two cores, the concurrency and timing
    // tests of both began to time out once the suite had grown (November 2026).
    results.push(["vitest e2e", await run(["npx", "vitest", "run", "--project", "e2e"], { env })]);
  }
}
console.log("\nLint, Prettier and the type check…");
for (const [name, pending] of checks()) results.push([`npm run ${name}`, await pending]);
for (const [name, { output }] of results) if (output.trim()) console.log(`\n── ${name} ──\n${output.trimEnd()}`);
const failed = results.filter(([, { code }]) => code !== 0).map(([name]) => name);
const took = `${((Date.now() - started) / 1000).toFixed(0)} s`;
if (failed.length > 0) {
  console.error(`\nnpm test failed (${took}): ${failed.join(", ")}`);
  process.exit(1);
}
console.log(`\nnpm test passed (${took}): lint, typecheck, unit tests and browser journeys`);
