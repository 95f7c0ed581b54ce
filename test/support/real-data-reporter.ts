/**
 * A Vitest reporter that ends a run without the real dumps by naming the real-data tests it skipped,
 * so a green run on a clone says what it did not check.
 */
import path from "node:path";
import { existsSync } from "node:fs";
import type { Reporter, TestModule, Vitest } from "vitest/node";
import { REAL_DATA_DIR, REAL_DATA_TAG } from "./real-data";

export default class RealDataReporter implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    // With the folder there, a skipped real-data test was filtered out, not missing its data.
    if (existsSync(REAL_DATA_DIR)) return;
    const root = this.vitest?.config.root ?? process.cwd();
    const skipped = modules.flatMap((module) =>
      [...module.children.allTests("skipped")]
        .filter((test) => test.tags.includes(REAL_DATA_TAG))
        .map((test) => `${path.relative(root, module.moduleId)} > ${test.fullName}`),
    );
    if (skipped.length === 0) return;
    const relative = path.relative(root, REAL_DATA_DIR);
    const where = relative.startsWith(`..${path.sep}..`) ? REAL_DATA_DIR : relative;
    const log = (line: string) => (this.vitest ? this.vitest.logger.log(line) : console.log(line));
    log(`\nSkipped real-data tests (${where} not found): ${skipped.length}`);
    for (const name of skipped) log(`  - ${name}`);
  }
}
