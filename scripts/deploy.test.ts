/**
 * `npm run deploy`'s script run as a child process on a temporary wrangler config, with a fake
 * wrangler (DEPLOY_WRANGLER) that records its calls: nothing here reaches Cloudflare or builds.
 */
import { execFile } from "node:child_process";
import { chmod, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
let dir = "";

// The fake answers `whoami --json` as FAKE_WHOAMI says, `secret list` with FAKE_SECRETS, and logs every call.
const FAKE_WRANGLER = `#!/usr/bin/env node
const fs = require("node:fs");
const args = process.argv.slice(2);
fs.appendFileSync(process.env.FAKE_LOG, JSON.stringify(args) + "\\n");
if (args[0] === "whoami") process.exit(process.env.FAKE_WHOAMI === "ok" ? 0 : 1);
if (args[0] === "secret") {
  const names = JSON.parse(process.env.FAKE_SECRETS || "[]");
  process.stdout.write(JSON.stringify(names.map((name) => ({ name, type: "secret_text" }))));
  process.exit(0);
}
process.exit(3);
`;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "deploy-test-"));
  await writeFile(path.join(dir, "wrangler"), FAKE_WRANGLER);
  await chmod(path.join(dir, "wrangler"), 0o755);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Runs the deploy script with `--check` on a config with these [vars]; answers its exit code, output and wrangler calls. */
async function deploy(vars: Record<string, string>, env: Record<string, string> = {}, args = ["--check"]) {
  const name = `t${Math.random().toString(36).slice(2)}`;
  const config = path.join(dir, `${name}.toml`);
  const log = path.join(dir, `${name}.log`);
  const lines = Object.entries(vars).map(([k, v]) => `${k} = ${JSON.stringify(v)}`);
  await writeFile(
    config,
    `name = "deploy-test"\nmain = "${path.join(root, "worker/index.ts")}"\ncompatibility_date = "2026-04-20"\n\n[vars]\n${lines.join("\n")}\n`,
  );
  await writeFile(log, "");
  // The inherited environment, without credentials or any override of the worker's variables.
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(
      ([k]) =>
        !/^(CLOUDFLARE_|PAYMENT_|ALLOW_SANDBOX|PUBLIC_ORIGIN|LIBSQL_|PASSWORD_PEPPER|CONTENT_ADMIN|MOLLIE_|LOG_LEVEL)/.test(
          k,
        ),
    ),
  );
  const run = promisify(execFile)(
    path.join(root, "node_modules/.bin/tsx"),
    ["scripts/deploy.ts", "--config", config, ...args],
    {
      cwd: root,
      env: { ...clean, DEPLOY_WRANGLER: path.join(dir, "wrangler"), FAKE_LOG: log, ...env },
    },
  );
  const result = await run.then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
  const calls = (await readFile(log, "utf8"))
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((l) => (JSON.parse(l) as string[])[0]);
  return { ...result, lines: result.stderr.trim().split("\n"), calls };
}

describe("npm run deploy", () => {
  it("refuses the sandbox without ALLOW_SANDBOX_PAYMENTS before building, one line each, exit 1", async () => {
    const run = await deploy({ LOG_LEVEL: "info" });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      "Cloudflare not reachable (no CLOUDFLARE_API_TOKEN, and not logged in with npx wrangler login): secrets not checked, this deploy is a dry run",
    );
    expect(run.lines).toEqual([
      "✗ PAYMENT_PROVIDER is sandbox (the default), where any shopper can approve their own payment: set PAYMENT_PROVIDER=mollie with the MOLLIE_API_KEY secret, or ALLOW_SANDBOX_PAYMENTS=on for a staging shop",
      '✗ PUBLIC_ORIGIN is not set: set it to the shop\'s origin in wrangler.toml [vars], e.g. PUBLIC_ORIGIN = "https://www.ateliernoord.nl"',
      "deploy refused (2 problems): nothing was built or deployed",
    ]);
    expect(run.calls).toEqual(["whoami"]);
  }, 120_000);

  it("passes the checks with the switch and PUBLIC_ORIGIN, from the config or the environment", async () => {
    const run = await deploy({ ALLOW_SANDBOX_PAYMENTS: "on" }, { PUBLIC_ORIGIN: "https://staging.example" });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain("variables from the environment: PUBLIC_ORIGIN");
    expect(run.stdout).toContain("deploy checks passed");
    expect(run.calls).toEqual(["whoami"]);
  }, 120_000);

  it("names each missing secret where Cloudflare answers, never taking one from the environment", async () => {
    const run = await deploy(
      { PAYMENT_PROVIDER: "mollie", PUBLIC_ORIGIN: "https://www.ateliernoord.nl" },
      { FAKE_WHOAMI: "ok", FAKE_SECRETS: '["LIBSQL_URL","CONTENT_ADMIN_TOKEN"]', LIBSQL_AUTH_TOKEN: "from-my-shell" },
    );
    expect(run.code).toBe(1);
    expect(run.lines).toEqual([
      "✗ secret LIBSQL_AUTH_TOKEN is not set: npx wrangler secret put LIBSQL_AUTH_TOKEN",
      "✗ secret PASSWORD_PEPPER is not set: npx wrangler secret put PASSWORD_PEPPER",
      "✗ secret MOLLIE_API_KEY is not set: npx wrangler secret put MOLLIE_API_KEY",
      "deploy refused (3 problems): nothing was built or deployed",
    ]);
    expect(run.calls).toEqual(["whoami", "secret"]);
  }, 120_000);
});
