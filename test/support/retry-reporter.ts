/**
 * A Vitest reporter that ends a run by naming every test that failed first and passed on its retry
 * (the browser journeys get one, vitest.config.ts), with the first failure's message: a green run
 * still says which journeys wavered, so a race in the product is not taken for a busy machine. The
 * line of the test file the failure came from is named too: a journey waits in many places, and a
 * timeout's message alone does not say which wait it was.
 */
import path from "node:path";
import type { Reporter, TestModule, Vitest } from "vitest/node";

export default class RetryReporter implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const root = this.vitest?.config.root ?? process.cwd();
    const flaky = modules.flatMap((module) =>
      [...module.children.allTests("passed")]
        .filter((test) => test.diagnostic()?.flaky)
        .map((test) => {
          const error = test.result().errors?.[0];
          const first = error?.message.split("\n")[0];
          const name = `${path.relative(root, module.moduleId)} > ${test.fullName}`;
          const frame = error?.stacks?.find((s) => s.file === module.moduleId);
          const where = frame ? ` (at ${path.relative(root, frame.file)}:${frame.line})` : "";
          return first ? `${name}\n      first try: ${first}${where}` : name;
        }),
    );
    if (flaky.length === 0) return;
    const log = (line: string) => (this.vitest ? this.vitest.logger.log(line) : console.log(line));
    log(`\nPassed only on a retry (look for a race before blaming the machine): ${flaky.length}`);
    for (const name of flaky) log(`  - ${name}`);
  }
}
