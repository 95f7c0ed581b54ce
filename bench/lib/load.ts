/**
 * HTTP load: wrk when installed (Debian package), else a plain Node keep-alive loop (said so in
 * the report). "Unique" runs give every request its own query parameter, which misses the edge cache.
 */
import { execFile, spawnSync } from "node:child_process";
import { writeFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import { track } from "./cleanup";

export interface LoadSettings {
  durationS: number;
  threads: number;
  connections: number;
}

export interface LoadResult {
  tool: "wrk" | "node";
  url: string;
  uniqueQuery: boolean;
  requests: number;
  rps: number;
  latencyAvgMs: number;
  latencyP50Ms: number | null;
  latencyP99Ms: number | null;
  /** Non-2xx/3xx responses plus socket errors. */
  errors: number;
}

export const hasWrk = (): boolean => spawnSync("wrk", ["--version"]).error === undefined;

// setup() numbers the threads; each request gets <run>-<thread>-<n> so no two requests share a key.
const UNIQUE_LUA = `
local counter = 0
function setup(thread) counter = counter + 1; thread:set("tid", counter) end
function init(args) run = args[1] or "r"; n = 0 end
function request()
  n = n + 1
  local sep = string.find(wrk.path, "?", 1, true) and "&" or "?"
  return wrk.format(nil, wrk.path .. sep .. "bench=" .. run .. "-" .. tid .. "-" .. n)
end
`;

const toMs = (value: string, unit: string): number =>
  Number(value) * (unit === "us" ? 0.001 : unit === "s" ? 1000 : unit === "m" ? 60_000 : 1);

function parseWrk(output: string, url: string, uniqueQuery: boolean): LoadResult {
  const num = (re: RegExp) => Number(re.exec(output)?.[1] ?? Number.NaN);
  const lat = (re: RegExp) => {
    const m = re.exec(output);
    return m ? toMs(m[1]!, m[2]!) : null;
  };
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const socketErrors = socket ? socket.slice(1).reduce((s, x) => s + Number(x), 0) : 0;
  return {
    tool: "wrk",
    url,
    uniqueQuery,
    requests: num(/(\d+) requests in/),
    rps: num(/Requests\/sec:\s+([\d.]+)/),
    latencyAvgMs: lat(/Latency\s+([\d.]+)(us|ms|s|m)\b/) ?? Number.NaN,
    latencyP50Ms: lat(/50%\s+([\d.]+)(us|ms|s|m)\b/),
    latencyP99Ms: lat(/99%\s+([\d.]+)(us|ms|s|m)\b/),
    errors: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0) + socketErrors,
  };
}

/** wrk against `url`; `lua` replaces the unique-query script (it gets the same run id argument). */
export async function runWrk(
  url: string,
  settings: LoadSettings,
  tmp: string,
  uniqueQuery: boolean,
  lua?: string,
): Promise<LoadResult> {
  const args = [
    "--latency",
    `-t${settings.threads}`,
    `-c${settings.connections}`,
    `-d${settings.durationS}s`,
    "--timeout",
    "10s",
  ];
  if (uniqueQuery || lua) {
    const script = path.join(tmp, lua ? "custom.lua" : "unique.lua");
    await writeFile(script, lua ?? UNIQUE_LUA);
    args.push("-s", script, url, "--", `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`);
  } else args.push(url);
  const abort = new AbortController();
  const release = track(
    () => abort.abort(),
    () => abort.abort(),
  );
  try {
    const { stdout } = await promisify(execFile)("wrk", args, {
      timeout: (settings.durationS + 30) * 1000,
      maxBuffer: 1 << 20,
      signal: abort.signal,
    });
    return parseWrk(stdout, url, uniqueQuery);
  } finally {
    await release();
  }
}

/**
 * Fallback when wrk is missing: `connections` keep-alive loops in this process. `pathOf` (request
 * number → path under `url`'s origin) and `headers` let a run mix pages, as a wrk script would.
 */
export async function runNodeLoad(
  url: string,
  settings: LoadSettings,
  uniqueQuery: boolean,
  pathOf?: (n: number) => string,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: settings.connections });
  const end = Date.now() + settings.durationS * 1000;
  const latencies: number[] = [];
  let errors = 0;
  let n = 0;
  const one = (target: string) =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      http
        .get(target, { agent, headers }, (res) => {
          res.resume();
          res.on("end", () => {
            if ((res.statusCode ?? 500) >= 400) errors++;
            latencies.push(performance.now() - started);
            resolve();
          });
        })
        .on("error", () => {
          errors++;
          resolve();
        });
    });
  const started = Date.now();
  await Promise.all(
    Array.from({ length: settings.connections }, async () => {
      while (Date.now() < end)
        await one(
          pathOf
            ? new URL(pathOf(n++), url).href
            : uniqueQuery
              ? `${url}${url.includes("?") ? "&" : "?"}bench=node-${n++}`
              : url,
        );
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? Number.NaN;
  return {
    tool: "node",
    url,
    uniqueQuery,
    requests: latencies.length,
    rps: latencies.length / ((Date.now() - started) / 1000),
    latencyAvgMs: latencies.reduce((s, x) => s + x, 0) / (latencies.length || 1),
    latencyP50Ms: at(50),
    latencyP99Ms: at(99),
    errors,
  };
}

export function runLoad(url: string, settings: LoadSettings, tmp: string, uniqueQuery: boolean): Promise<LoadResult> {
  return hasWrk() ? runWrk(url, settings, tmp, uniqueQuery) : runNodeLoad(url, settings, uniqueQuery);
}
