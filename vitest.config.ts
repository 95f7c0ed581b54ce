import path from "node:path";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { unitFileGroups } from "./test/support/needs-isolation.ts";

const UNIT = ["{worker,client,domain,schema,scripts,test,bench}/**/*.test.{ts,tsx}"];
const { isolated: ISOLATED, alone: ALONE } = unitFileGroups(import.meta.dirname, UNIT);

/**
 * What every project shares: the global setup (each project gets its own libSQL database), and 60 s
 * per test and hook as a guard against a hang, not a speed check (a test that starts its own worker
 * and places an order took 21 s on a fresh clone's busy two cores).
 */
const project = (test: NonNullable<TestProjectInlineConfiguration["test"]>): TestProjectInlineConfiguration => ({
  extends: true,
  test: { globalSetup: ["test/global-setup.ts"], testTimeout: 60_000, hookTimeout: 60_000, ...test },
});

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
      project({
        name: "unit",
        include: UNIT,
        exclude: [...ISOLATED, ...ALONE],
        // The worker processes import the shared modules (Miniflare, the test support) once for all
        // their files: see test/support/needs-isolation.ts for the files that keep a graph of their own.
        isolate: false,
        // Two files at a time; the files that time something run after them, one at a time
        // (unit-alone, `// Runs alone:` in the file).
        maxWorkers: 2,
        sequence: { groupOrder: 0 },
      }),
      project({ name: "unit-isolated", include: ISOLATED, maxWorkers: 2, sequence: { groupOrder: 0 } }),
      project({
        name: "unit-alone",
        include: ALONE.length > 0 ? ALONE : ["no-file-runs-alone"],
        isolate: false,
        maxWorkers: 1,
        sequence: { groupOrder: 1 },
      }),
      project({
        name: "e2e",
        include: ["e2e/**/*.test.ts"],
        // Two journey files at a time, each with its own worker and Chromium. One at a time kept the
        // two cores only 1.15 busy on average (the journeys wait on pages, not on the CPU): on
        // 29 November 2026 the project took 480 s one file at a time and 354 s two at a time.
        maxWorkers: 2,
        // The journey files share one module graph (Miniflare, playwright-core and the support code
        // imported once, not per file: some 2 s each); none replaces modules or globals.
        isolate: false,
        sequence: { groupOrder: 2 },
        // One retry: on two CPU-bound cores a journey now and then misses a wait by a hair. A test
        // that passes only on its retry is named at the end of the run with its first failure and its
        // line (test/support/retry-reporter.ts): the view transition race was found that way.
        retry: 1,
      }),
    ],
  },
});
