import path from "node:path";
import { defineConfig } from "vitest/config";

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
          include: ["{worker,client,domain,schema,scripts,test,bench}/**/*.test.{ts,tsx}"],
          // Vitest's default: cores − 1 files at a time, one by one on two cores. Two at a time
          // (`--maxWorkers 2`) was tried on a busy two-core machine: the concurrency tests' bursts
          // (50 add-to-carts, 15 sign-ups at once) then missed the worker's 1 s database deadline.
          testTimeout: 20_000,
          hookTimeout: 30_000,
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
