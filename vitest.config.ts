import path from "node:path";
import { defineConfig } from "vitest/config";
import { filesNeedingIsolation, filesRunningAlone } from "./test/support/needs-isolation";

const UNIT = ["{worker,client,domain,schema,scripts,test,bench}/**/*.test.{ts,tsx}"];
const ISOLATED = filesNeedingIsolation(import.meta.dirname, UNIT);
const ALONE = filesRunningAlone(import.meta.dirname, UNIT).filter((file) => !ISOLATED.includes(file));

// Unit tests sit beside the code; route tests drive the built worker in Miniflare; the browser
// journeys in e2e/ drive Debian's Chromium. One global setup builds, starts libSQL and migrates.
export default defineConfig({
  resolve: {
    alias: {
      "virtual:client-manifest": path.resolve(import.meta.dirname, "dist/client-manifest.json"),
      "virtual:route-matchers": path.resolve(import.meta.dirname, "dist/route-matchers.js"),
    },
  },
  test: {
    // The default summary, then the real-data tests a run without ../shared/data skipped.
    reporters: ["default", "./test/support/real-data-reporter.ts", "./test/support/retry-reporter.ts"],
    tags: [{ name: "real-data", description: "reads the real dumps in ../shared/data; skipped when absent" }],
    // Each project gets the global setup (and its own libSQL database); the root has none of its own.
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          globalSetup: ["test/global-setup.ts"],
          include: UNIT,
          exclude: [...ISOLATED, ...ALONE],
          // The worker processes import the shared modules (Miniflare, the test support) once for all
          // their files: see test/support/needs-isolation.ts for the files that keep a graph of their own.
          isolate: false,
          // Two files at a time; the files that time something run after them, one at a time
          // (unit-alone, `// Runs alone:` in the file).
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
          // A guard against a hang, not a speed check: a test that starts its own worker and places
          // an order took 21 s on a fresh clone's busy two cores.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "unit-isolated",
          globalSetup: ["test/global-setup.ts"],
          include: ISOLATED,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "unit-alone",
          globalSetup: ["test/global-setup.ts"],
          include: ALONE.length > 0 ? ALONE : ["no-file-runs-alone"],
          isolate: false,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          globalSetup: ["test/global-setup.ts"],
          include: ["e2e/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One journey at a time: the throttled typing journeys and timed notifications are tuned
          // for it (two at a time, tried on a machine busy with other work, timed out).
          fileParallelism: false,
          sequence: { groupOrder: 2 },
          // One retry: on two CPU-bound cores a journey now and then misses a wait by a hair. A test
          // that passes only on its retry is named at the end of the run with its first failure
          // (test/support/retry-reporter.ts): the view transition race was found that way.
          retry: 1,
        },
      },
    ],
  },
});
