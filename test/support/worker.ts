/** Starts the built worker in Miniflare for one test file, against the test libSQL server. */
import { afterAll, beforeAll, inject } from "vitest";
import { MediaMaker, mediaRequestHandler, readPendingMedia } from "../../scripts/catalog/pending-media";
import { readManifest } from "../../scripts/catalog/ship";
import { startWorkerRuntime, type WorkerRuntime } from "../../scripts/worker-runtime";
import { TEST_CATALOG } from "./test-catalog";

/** The signing key the test worker's sandbox payment provider uses (tests sign webhooks with it). */
export const TEST_PAYMENT_SECRET = "test-payment-signing-secret-0123456789abcdef";

/** The accounts' password pepper in tests. */
export const TEST_PASSWORD_PEPPER = "test-password-pepper-0123456789abcdef";

export interface TestWorker {
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** Base URL when started with `listen: true` (browser tests). */
  url(): URL;
  /** The JSON log lines the worker wrote so far (parsed), when started with `captureLogs: true`. */
  logs(): Record<string, unknown>[];
}

/**
 * The test catalogue's images are made when a test asks for one (test/global-setup.ts): the worker
 * gets the MEDIA_RENDERER `npm start` binds while its images are pending.
 */
async function pendingTestImages(): Promise<Record<string, (request: Request) => Promise<Response>>> {
  const manifest = await readManifest(TEST_CATALOG);
  const pending = manifest && (await readPendingMedia(TEST_CATALOG, manifest.version));
  return pending ? { MEDIA_RENDERER: mediaRequestHandler(new MediaMaker(TEST_CATALOG, pending)) } : {};
}

/**
 * The database deadline of a test worker that uses the suite's own libSQL server: 5 s instead of the
 * shop's 1 s (schema/constants DB_TIMEOUT_MS). The suite runs its unit files beside the browser
 * journeys on two cores, where a burst (50 add-to-carts at once) can wait over a second for the
 * server without anything being wrong. A test that brings its own database (a proxy that stalls or
 * drops answers, a closed port) is about the deadline and keeps the shop's.
 */
export const TEST_DB_TIMEOUT_MS = "5000";

/** Bindings may be a function when they are only known once other beforeAll hooks ran. */
export function withWorker(
  options: {
    bindings?: Record<string, string> | (() => Record<string, string>);
    listen?: boolean;
    assetsDirectory?: () => string;
    /** Service bindings answered in the test process (MEDIA_RENDERER, a PURGE_OBSERVER recorder). */
    services?: Record<string, (request: Request) => Response | Promise<Response>>;
    captureLogs?: boolean;
  } = {},
): TestWorker {
  let runtime: WorkerRuntime | undefined;
  const logs: Record<string, unknown>[] = [];
  const collect = (line: string) => {
    if (!line.startsWith("{")) return;
    try {
      logs.push(JSON.parse(line) as Record<string, unknown>);
    } catch {
      // Not one of the worker's log lines.
    }
  };
  beforeAll(async () => {
    const images = await pendingTestImages();
    const own = typeof options.bindings === "function" ? options.bindings() : options.bindings;
    runtime = await startWorkerRuntime({
      bindings: {
        LIBSQL_URL: inject("libsqlUrl"),
        LOG_LEVEL: "warn",
        // The sandbox payment provider's signing key (tests only; npm start writes a random one).
        PAYMENT_SIGNING_SECRET: TEST_PAYMENT_SECRET,
        DEV_MAILBOX: "on",
        PASSWORD_PEPPER: TEST_PASSWORD_PEPPER,
        ...(own?.LIBSQL_URL ? {} : { DB_TIMEOUT_MS: TEST_DB_TIMEOUT_MS }),
        ...own,
      },
      ...(options.listen ? { port: 0 } : {}),
      ...(options.assetsDirectory ? { assetsDirectory: options.assetsDirectory() } : {}),
      services: { ...images, ...options.services },
      ...(options.captureLogs ? { onOutput: collect } : {}),
    });
  });
  afterAll(async () => {
    await runtime?.dispose();
  });
  const current = () => {
    if (!runtime) throw new Error("worker not started yet");
    return runtime;
  };
  return {
    fetch: (path, init) => current().fetch(path, { redirect: "manual", ...init }),
    url: () => {
      const url = current().url;
      if (!url) throw new Error("worker was started without listen: true");
      return url;
    },
    logs: () => {
      if (!options.captureLogs) throw new Error("worker was started without captureLogs: true");
      return logs;
    },
  };
}
