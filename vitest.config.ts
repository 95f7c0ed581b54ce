import path from "node:path";
import { defineConfig } from "vitest/config";
import { filesNeedingIsolation } from "./test/support/needs-isolation";

const UNIT = ["{worker,client,domain,schema,scripts,test,bench}/**/*.test.{ts,tsx}"];
const ISOLATED = filesNeedingIsolation(import.meta.dirname, UNIT);

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
    reporters: ["default", "./test/support/real-data-reporter.ts"],
    tags: [{ name: "real-data", description: "reads the real dumps in ../shared/data; skipped when absent" }],
    // Each project gets the global setup (and its own libSQL database); the root has none of its own.
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          globalSetup: ["test/global-setup.ts"],
          include: UNIT,
          exclude: ISOLATED,
          // One process for every file, importing the shared modules (Miniflare, the test support)
          // once: see test/support/needs-isolation.ts for the files that keep a graph of their own.
          // One file at a time (Vitest's default on two cores): two at a time was tried on a busy
          // machine, and the concurrency tests' bursts (50 add-to-carts at once) queued behind each other.
          isolate: false,
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
        },
      },
    ],
  },
});
