/**
 * `npm run operator -- …` as the operator runs it, for the operator CLI's tests: the script in a
 * child Node against the test libSQL database, with `env` on top. Answers its exit code and its
 * output (stdout on success, stderr on failure).
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { inject } from "vitest";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../..");

export function operatorCli(env: Record<string, string> = {}) {
  return async (...args: string[]): Promise<{ code: number; out: string }> => {
    try {
      const { stdout } = await run(process.execPath, ["--import", "tsx", "scripts/operator.ts", ...args], {
        cwd: ROOT,
        env: { ...process.env, LIBSQL_URL: inject("libsqlUrl"), ...env },
      });
      return { code: 0, out: stdout };
    } catch (error) {
      const failed = error as { code: number; stderr: string };
      return { code: failed.code, out: failed.stderr };
    }
  };
}
