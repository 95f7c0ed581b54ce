/**
 * The browser journeys share one module graph (vitest.config.ts, project e2e: `isolate: false`), which
 * is only safe while no journey file replaces modules or globals for its tests.
 */
import { globSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CHANGES_THE_PROCESS } from "./needs-isolation";

const ROOT = path.resolve(import.meta.dirname, "../..");

describe("the journeys' shared module graph", () => {
  it("holds no journey file that mocks modules, stubs globals or listens on the process", () => {
    const files = globSync("e2e/**/*.ts", { cwd: ROOT });
    expect(files.length).toBeGreaterThan(20);
    const changing = files.filter((file) => CHANGES_THE_PROCESS.test(readFileSync(path.join(ROOT, file), "utf8")));
    expect(changing, "give these journeys a project of their own with isolate: true").toEqual([]);
  });
});
