/**
 * `npm test` after the install check: Vitest, with ESLint + Prettier (`npm run lint`) and the type
 * check (`npm run typecheck`) running beside it instead of before it. The two checks run at a lower
 * CPU priority (nice 10): the tests keep the cores their timings need, the checks take what is left
 * (some 3 minutes of a busy core between them, which used to come before the first test). Their
 * output is printed once Vitest is done; the run fails when any of the three fails, naming it.
 * Arguments go to Vitest (`npm test -- e2e/cart.test.ts`).
 */
import { spawn } from "node:child_process";

const NICE = process.platform === "win32" ? [] : ["nice", "-n", "10"];

/** Runs a command; a check's output is kept for later, Vitest's is shown as it comes. */
function run(command, { quiet }) {
  return new Promise((resolve) => {
    const [file, ...args] = command;
    const child = spawn(file, args, { stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit" });
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
const checks = [
  ["lint", run([...NICE, "npm", "run", "--silent", "lint"], { quiet: true })],
  ["typecheck", run([...NICE, "npm", "run", "--silent", "typecheck"], { quiet: true })],
];
const vitest = await run(["npx", "vitest", "run", ...process.argv.slice(2)], { quiet: false });
const failed = vitest.code === 0 ? [] : ["vitest"];
for (const [name, pending] of checks) {
  const { code, output } = await pending;
  if (output.trim()) console.log(`\n── npm run ${name} ──\n${output.trimEnd()}`);
  if (code !== 0) failed.push(name);
}
const took = `${((Date.now() - started) / 1000).toFixed(0)} s`;
if (failed.length > 0) {
  console.error(`\nnpm test failed (${took}): ${failed.join(", ")}`);
  process.exit(1);
}
console.log(`\nnpm test passed (${took}): lint, typecheck and vitest`);
