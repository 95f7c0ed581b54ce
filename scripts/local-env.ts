/** Reads `.dev.vars` (KEY=value lines, as wrangler does) so scripts see the same settings as the worker. */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

export const DEV_VARS = path.resolve(import.meta.dirname, "../.dev.vars");

export function readDevVars(file = DEV_VARS): Record<string, string> {
  if (!existsSync(file)) return {};
  const vars: Record<string, string> = {};
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (match?.[1]) vars[match[1]] = (match[2] ?? "").replace(/^"(.*)"$/, "$1");
  }
  return vars;
}

/** A setting from the environment first, then from .dev.vars. */
export function setting(name: string): string | undefined {
  return process.env[name] ?? readDevVars()[name];
}

/** LIBSQL_URL and LIBSQL_AUTH_TOKEN for a command-line script; exits with a clear message when the URL is missing. */
export function databaseSettings(example: string): { url: string; authToken: string | undefined } {
  const url = setting("LIBSQL_URL");
  if (!url) {
    console.error(`LIBSQL_URL is not set (environment or .dev.vars). Example: ${example}`);
    process.exit(1);
  }
  return { url, authToken: setting("LIBSQL_AUTH_TOKEN") };
}
