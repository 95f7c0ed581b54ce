/**
 * Runs the built worker bundle (dist/worker/index.js) in Miniflare with the bindings of
 * wrangler.toml, the way Cloudflare runs it. Used by `npm start`, the tests and the benchmark.
 */
import { Miniflare, Log, LogLevel, convertV4MiniflareOptions, type V4MiniflareOptions } from "miniflare";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "..");
export const WORKER_BUNDLE = path.join(ROOT, "dist/worker/index.js");
/** Written by the build from wrangler.toml (bindings, assets, compatibility date). */
const WORKER_OPTIONS = path.join(ROOT, "dist/worker/miniflare-options.json");

export interface WorkerRuntimeOptions {
  /** Extra or overriding vars/secrets (LIBSQL_URL, MAINTENANCE_MODE, …). */
  bindings?: Record<string, string>;
  /** Listen on this port (0 = a free one); omit to use dispatchFetch only. */
  port?: number;
  host?: string;
  /** Print the worker's console output (default: only warnings and errors are shown). */
  verbose?: boolean;
  /** Serve static assets (and the catalogue snapshot) from this folder instead of dist/client. */
  assetsDirectory?: string;
  /**
   * Service bindings answered by Node functions: MEDIA_RENDERER while `npm start` makes images, a
   * recorder bound as PURGE_OBSERVER in tests.
   */
  services?: Record<string, (request: Request) => Response | Promise<Response>>;
  /** Receives each line the worker writes (its JSON log lines), which are still printed as usual. */
  onOutput?: (line: string) => void;
  /** Open the inspector on this port (the bench reads the isolate's heap through it). */
  inspectorPort?: number;
}

/**
 * Miniflare's structured-log handler that hands each line the worker logs (one console call: the
 * worker's JSON log lines) to `onOutput` and prints it as Miniflare would (warnings and errors on stderr).
 */
function teeRuntimeOutput(onOutput: (line: string) => void) {
  return ({ level, message }: { level: string; message: string }) => {
    onOutput(message);
    if (level === "error" || level === "warn") process.stderr.write(`${message}\n`);
    else process.stdout.write(`${message}\n`);
  };
}

export interface WorkerRuntime {
  mf: Miniflare;
  /** Base URL when listening on a port. */
  url: URL | null;
  fetch(pathOrUrl: string, init?: RequestInit): Promise<Response>;
  dispose(): Promise<void>;
}

export async function startWorkerRuntime(options: WorkerRuntimeOptions = {}): Promise<WorkerRuntime> {
  if (!existsSync(WORKER_BUNDLE) || !existsSync(WORKER_OPTIONS))
    throw new Error("The worker is not built: run `npm run build` first");
  const workerOptions = JSON.parse(readFileSync(WORKER_OPTIONS, "utf8")) as {
    bindings?: Record<string, unknown>;
    assets?: Record<string, unknown>;
  };
  if (options.assetsDirectory && workerOptions.assets)
    workerOptions.assets = { ...workerOptions.assets, directory: options.assetsDirectory };
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      ...workerOptions,
      modules: true,
      // No network here: never fetch the Request.cf placeholder from Cloudflare.
      cf: false,
      scriptPath: WORKER_BUNDLE,
      bindings: { ...workerOptions.bindings, ...options.bindings },
      ...(options.services ? { serviceBindings: options.services } : {}),
      log: new Log(options.verbose ? LogLevel.INFO : LogLevel.WARN),
      ...(options.onOutput ? { handleStructuredLogs: teeRuntimeOutput(options.onOutput) } : {}),
      ...(options.port !== undefined ? { port: options.port, host: options.host ?? "127.0.0.1" } : {}),
      ...(options.inspectorPort !== undefined ? { inspectorPort: options.inspectorPort } : {}),
    } as V4MiniflareOptions),
  );
  const ready: URL = await mf.ready;
  const url = options.port !== undefined ? ready : null;
  return {
    mf,
    url,
    fetch: async (pathOrUrl, init) => {
      const target = /^https?:/.test(pathOrUrl) ? pathOrUrl : `http://localhost${pathOrUrl}`;
      return (await mf.dispatchFetch(target, init as never)) as unknown as Response;
    },
    dispose: () => mf.dispose(),
  };
}
