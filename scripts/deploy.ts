/**
 * `npm run deploy [-- --check] [-- --config wrangler.toml] [-- --env name]`: refuses, before
 * building, a configuration that would hurt a live shop (scripts/deploy/checks.ts), one line per
 * problem, exit 1; then builds and runs `wrangler deploy`. The environment may override the
 * config's variables and the checked ones (`PUBLIC_ORIGIN=… npm run deploy`): they are checked and
 * deployed with `--var`; secrets in the environment are never forwarded. After the build, the static
 * assets are checked against Workers Static Assets' limits (scripts/deploy/assets.ts). Where wrangler cannot reach Cloudflare,
 * the secrets go unchecked, it says so, and the deploy is a dry run (`wrangler deploy --dry-run`).
 * `--check` stops after the checks.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { parseArgs } from "node:util";
import { unstable_readConfig } from "wrangler";
import { SECRET_VARIABLES } from "../schema/config/secrets";
import { CHECKED_VARIABLES, deployProblems } from "./deploy/checks";
import { wranglerBin, wranglerCli } from "./deploy/wrangler";
import { assetFacts, assetProblems, MAX_ASSET_FILES } from "./deploy/assets";

const root = path.resolve(import.meta.dirname, "..");
const { values: options } = parseArgs({
  options: {
    check: { type: "boolean", default: false },
    config: { type: "string", default: path.join(root, "wrangler.toml") },
    env: { type: "string" },
  },
});
const configPath = path.resolve(options.config);

// The worker's plain variables as this deploy sets them: the config's [vars], then the environment's.
const readConfig = unstable_readConfig as unknown as (
  args: { config: string; env?: string | undefined },
  options: { hideWarnings: boolean },
) => { vars?: Record<string, unknown> };
const vars: Record<string, string> = {};
for (const [name, value] of Object.entries(
  readConfig({ config: configPath, env: options.env }, { hideWarnings: true }).vars ?? {},
))
  vars[name] = typeof value === "string" ? value : JSON.stringify(value);
// Overridable: the config's own variables and the ones the checks read; never a secret.
const overrides = [...new Set([...Object.keys(vars), ...CHECKED_VARIABLES])].filter(
  (name) => !SECRET_VARIABLES.includes(name) && process.env[name],
);
for (const name of overrides) vars[name] = process.env[name]!;
if (overrides.length > 0) console.log(`variables from the environment: ${overrides.join(", ")}`);

const wrangler = wranglerCli(wranglerBin(root), configPath, options.env);
const account = wrangler.whoami();
let secrets: string[] | null = null;
const problems: string[] = [];
if (!account.ok)
  console.log(`Cloudflare not reachable (${account.reason}): secrets not checked, this deploy is a dry run`);
else
  try {
    secrets = wrangler.secretNames();
  } catch (error) {
    problems.push(`the worker's secrets could not be listed: ${(error as Error).message}`);
  }
problems.push(...deployProblems({ vars, secrets }));

if (problems.length > 0) {
  for (const problem of problems) console.error(`✗ ${problem}`);
  console.error(
    `deploy refused (${problems.length} problem${problems.length === 1 ? "" : "s"}): nothing was built or deployed`,
  );
  process.exit(1);
}
console.log("deploy checks passed");
if (options.check) process.exit(0);

// The build ships the in-isolate search index only where this deploy's search tier reads it.
const tierEnv = Object.fromEntries(
  ["SEARCH_TIER", "SEARCH_TIER_AUTO_PRODUCTS"].flatMap((name) => (vars[name] ? [[name, vars[name]]] : [])),
);
const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit", env: { ...process.env, ...tierEnv } });
if (build.status !== 0) process.exit(build.status ?? 1);
const assets = await assetFacts(path.join(root, "dist/client"));
const assetTrouble = assetProblems(assets);
if (assetTrouble.length > 0) {
  for (const problem of assetTrouble) console.error(`✗ ${problem}`);
  console.error("deploy refused: the static assets do not fit Workers Static Assets; nothing was deployed");
  process.exit(1);
}
console.log(
  `static assets: ${assets.files.toLocaleString("en")} files (limit ${MAX_ASSET_FILES.toLocaleString("en")}), ${(assets.bytes / 2 ** 20).toFixed(1)} MiB, none over 25 MiB`,
);
const forwarded = overrides.flatMap((name) => ["--var", `${name}:${vars[name]}`]);
process.exit(wrangler.deploy([...forwarded, ...(account.ok ? [] : ["--dry-run"])]));
