/**
 * Everything the benchmark starts (Miniflare, libSQL server, nginx, wrk, temp dirs) registers its
 * teardown here, so it is undone on success, on failure and on Ctrl-C alike (LIFO).
 *
 * Signals: wrangler and Miniflare install SIGINT/SIGTERM listeners that exit at once, so async
 * teardown cannot run then. Each task may carry a synchronous variant (kill a child, rmSync a dir)
 * that a listener placed first runs before the process exits; Miniflare's own exit hook stops workerd.
 */
import type { ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

interface Task {
  run: () => unknown;
  /** Synchronous best effort for signals. */
  now?: () => void;
}

const tasks: Task[] = [];

/** Registers a teardown; the returned function runs it now (once) and unregisters it. */
export function track(run: () => unknown, now?: () => void): () => Promise<void> {
  const task: Task = { run, now };
  tasks.push(task);
  let done = false;
  return async () => {
    if (done) return;
    done = true;
    const i = tasks.indexOf(task);
    if (i >= 0) tasks.splice(i, 1);
    await run();
  };
}

export async function cleanupAll(): Promise<void> {
  while (tasks.length > 0) {
    const task = tasks.pop()!;
    try {
      await task.run();
    } catch (error) {
      console.warn(`cleanup: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

export function exitOnSignals(): void {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.prependListener(signal, () => {
      console.error(`\n${signal}: stopping what the bench started…`);
      for (const task of tasks.splice(0).reverse()) {
        try {
          task.now?.();
        } catch {
          // Best effort: the process is going away.
        }
      }
      process.exit(130);
    });
  }
}

/** A temp dir removed at cleanup. */
export async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `bench-${prefix}-`));
  track(
    () => rm(dir, { recursive: true, force: true }),
    () => rmSync(dir, { recursive: true, force: true }),
  );
  return dir;
}

/**
 * A child process the bench started, stopped at cleanup (or earlier by `stop`): SIGTERM, up to 3 s
 * to exit, then SIGKILL unless `gentle` (nginx finishes its own workers on SIGTERM). `after` runs
 * once it is gone (e.g. removing its profile folder).
 */
export function trackChild(
  child: ChildProcess,
  { gentle = false, after }: { gentle?: boolean; after?: () => Promise<unknown> } = {},
): { running: () => boolean; stop: () => Promise<void> } {
  const running = () => child.exitCode === null && child.signalCode === null;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = track(
    async () => {
      if (running()) {
        child.kill("SIGTERM");
        await Promise.race([exited, sleep(3000)]);
        if (running() && !gentle) child.kill("SIGKILL");
      }
      await after?.();
    },
    () => void (running() && child.kill(gentle ? "SIGTERM" : "SIGKILL")),
  );
  return { running, stop };
}
