/** Where and with what the benchmark ran. */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");

function packageVersion(name: string): string {
  try {
    return (
      JSON.parse(readFileSync(path.join(ROOT, "node_modules", name, "package.json"), "utf8")) as { version: string }
    ).version;
  } catch {
    return "?";
  }
}

function command(cmd: string, args: string[]): string {
  const result = spawnSync(cmd, args, { encoding: "utf8", cwd: ROOT });
  if (result.error) return "not installed";
  return `${result.stdout}${result.stderr}`.trim().split("\n")[0] ?? "";
}

export interface Environment {
  date: string;
  node: string;
  cpu: string;
  cores: number;
  memoryGiB: number;
  os: string;
  git: string;
  /** 1-minute load average when the bench started: other work on the machine skews the numbers. */
  loadAverage: number;
  versions: Record<string, string>;
}

export function environment(): Environment {
  const cpuInfo = (() => {
    try {
      return /model name\s*:\s*(.+)/.exec(readFileSync("/proc/cpuinfo", "utf8"))?.[1]?.trim();
    } catch {
      return undefined;
    }
  })();
  const dirty =
    command("git", ["status", "--porcelain", "--untracked-files=no"]) !== "" ? " (with uncommitted changes)" : "";
  return {
    date: new Date().toISOString(),
    node: process.version,
    cpu: cpuInfo ?? os.cpus()[0]?.model ?? "unknown",
    cores: os.availableParallelism(),
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    git: `${command("git", ["rev-parse", "--short", "HEAD"])}${dirty}`,
    loadAverage: Math.round((os.loadavg()[0] ?? 0) * 100) / 100,
    versions: {
      workerd: packageVersion("workerd"),
      miniflare: packageVersion("miniflare"),
      wrangler: packageVersion("wrangler"),
      "@orama/orama": packageVersion("@orama/orama"),
      minisearch: packageVersion("minisearch"),
      react: packageVersion("react"),
      hono: packageVersion("hono"),
      wrk: command("wrk", ["--version"]).replace(/\s*\[.*$/, ""),
      nginx: command("nginx", ["-v"]).replace(/^nginx version:\s*/, ""),
    },
  };
}
