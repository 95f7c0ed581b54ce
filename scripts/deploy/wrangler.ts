/**
 * The deploy's calls to wrangler, behind one interface so tests give it a fake and never reach
 * Cloudflare: `npm run deploy` runs the wrangler named by DEPLOY_WRANGLER (an executable), else
 * the project's own.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";

export interface Wrangler {
  /** Whether wrangler can reach Cloudflare with an account (`wrangler whoami --json`); why not, when not. */
  whoami(): { ok: true } | { ok: false; reason: string };
  /** The names of the worker's secrets (`wrangler secret list --format json`); throws wrangler's own message. */
  secretNames(): string[];
  /** Runs `wrangler deploy` with these arguments, its output on this terminal; answers its exit code. */
  deploy(args: readonly string[]): number;
}

/** The first line of a failed command's output that says something, without wrangler's decorations. */
function firstLine(output: string): string {
  const line = output
    .split("\n")
    .map((l) =>
      l
        .replace(/^[^\p{L}\p{N}[]+/u, "")
        .replace(/^\[ERROR\]\s*/, "")
        .trim(),
    )
    .find((l) => l.length > 0 && !/^wrangler \d/.test(l));
  return line ?? "no output";
}

/** The real wrangler (`bin`), for the worker of `configPath` and optional wrangler environment. */
export function wranglerCli(bin: string, configPath: string, environment?: string): Wrangler {
  const target = ["--config", configPath, ...(environment ? ["--env", environment] : [])];
  const env = { ...process.env, WRANGLER_SEND_METRICS: "false", WRANGLER_HIDE_BANNER: "true" };
  const run = (args: string[]) => spawnSync(bin, args, { encoding: "utf8", env, timeout: 120_000 });
  return {
    whoami() {
      const result = run(["whoami", "--json"]);
      if (result.status === 0) return { ok: true };
      if (result.error) return { ok: false, reason: result.error.message };
      return {
        ok: false,
        reason: process.env.CLOUDFLARE_API_TOKEN
          ? firstLine(`${result.stderr}\n${result.stdout}`)
          : "no CLOUDFLARE_API_TOKEN, and not logged in with npx wrangler login",
      };
    },
    secretNames() {
      const result = run(["secret", "list", "--format", "json", ...target]);
      if (result.status !== 0)
        throw new Error(result.error?.message ?? firstLine(`${result.stderr}\n${result.stdout}`));
      const json = result.stdout.slice(result.stdout.indexOf("["));
      return (JSON.parse(json) as { name: string }[]).map((s) => s.name);
    },
    deploy(args) {
      return spawnSync(bin, ["deploy", ...target, ...args], { stdio: "inherit", env }).status ?? 1;
    },
  };
}

/** The wrangler the deploy runs: DEPLOY_WRANGLER, else the project's own. */
export function wranglerBin(root: string): string {
  return process.env.DEPLOY_WRANGLER || path.join(root, "node_modules/.bin/wrangler");
}
