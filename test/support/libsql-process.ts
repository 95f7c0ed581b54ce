/**
 * A real local libSQL server (scripts/libsql-server/cli.ts) in a child process, for fault tests.
 * Unlike the in-process server of test/global-setup.ts it can fail without taking the test with it:
 * pause() freezes it with SIGSTOP (the kernel still accepts TCP connections, nothing answers: a hung
 * database), resume() lets it go on, stop() kills it (connections are refused) and restart() starts
 * it again on the same port and database file.
 */
import { spawn, type ChildProcessByStdio } from "node:child_process";
import { mkdirSync } from "node:fs";
import { Socket } from "node:net";
import path from "node:path";
import { createInterface } from "node:readline";
import type { Readable, Writable } from "node:stream";
import { seedStock } from "../../scripts/catalog/seed-stock";
import { migrateDatabase } from "../../scripts/db-migrate";
import { startLibsqlServer } from "../../scripts/libsql-server/server";

const ROOT = path.resolve(import.meta.dirname, "../..");
const CLI = path.join(ROOT, "scripts/libsql-server/cli.ts");
// tsx needs a second or two on a busy machine; the server itself starts in milliseconds.
const READY_TIMEOUT_MS = 20_000;

// The server runs under this small supervisor, which holds our end of a pipe on its stdin. When this
// process dies in any way, even by SIGKILL, the pipe closes and the supervisor kills the server. The
// server cannot watch the pipe itself: it must not outlive us while it is stopped by SIGSTOP.
const SUPERVISOR = `
const { spawn } = require("node:child_process");
const [command, ...args] = process.argv.slice(1);
const server = spawn(command, args, { stdio: ["ignore", "inherit", "inherit"] });
process.stdout.write("supervised pid " + server.pid + "\\n");
const kill = () => server.kill("SIGKILL");
process.stdin.on("end", kill).on("close", kill).resume();
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, kill);
server.on("error", (error) => { process.stderr.write(String(error) + "\\n"); process.exit(1); });
server.on("exit", (code) => process.exit(code ?? 1));
`;

export interface LibsqlProcess {
  /** Stays the same across restarts. */
  url: string;
  port: number;
  file: string;
  /** SIGSTOP: connections are accepted (by the kernel) but never answered. */
  pause(): void;
  /** SIGCONT. Requests sent while paused are served now, even those whose client gave up. */
  resume(): void;
  /** SIGKILL, like a crash: committed data survives in the WAL. Connections are refused afterwards. */
  stop(): Promise<void>;
  /** Stops the server if it runs, then starts it again on the same port and file. */
  restart(): Promise<void>;
  /** Stops the server for good. */
  close(): Promise<void>;
}

type Supervisor = ChildProcessByStdio<Writable, Readable, Readable>;

interface Running {
  supervisor: Supervisor;
  /** The server's own pid: the supervisor's child, so never reused while the supervisor lives. */
  pid: number;
  port: number;
  exited: Promise<void>;
}

const live = new Set<Running>();

// Normal exits (including vitest's worker teardown) kill at once; the supervisor covers the rest.
// Listening only while servers run keeps modules loaded once per test file from piling up listeners.
function killAllOnExit(): void {
  for (const run of live) {
    signal(run.pid, "SIGKILL");
    run.supervisor.kill("SIGTERM");
  }
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // Already gone: nothing to do.
  }
}

async function healthy(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1000) });
    return res.ok;
  } catch {
    return false;
  }
}

/** Reads the supervisor's stdout until the server's pid and URL are known. */
function announced(supervisor: Supervisor): Promise<{ pid: number; url: string }> {
  return new Promise((resolve, reject) => {
    let pid: number | undefined;
    const lines = createInterface({ input: supervisor.stdout });
    lines.on("line", (line) => {
      const supervised = /^supervised pid (\d+)$/.exec(line);
      if (supervised) pid = Number(supervised[1]);
      const listening = /^libSQL server listening on (\S+) /.exec(line);
      if (listening && pid !== undefined) resolve({ pid, url: listening[1]! });
    });
    lines.on("close", () => reject(new Error("the libSQL server exited before it listened")));
  });
}

async function launch(file: string, port: number): Promise<Running> {
  const args = [
    process.execPath,
    "--import",
    "tsx",
    CLI,
    "--file",
    file,
    "--port",
    String(port),
    "--host",
    "127.0.0.1",
  ];
  const supervisor = spawn(process.execPath, ["-e", SUPERVISOR, "--", ...args], {
    cwd: ROOT, // where `--import tsx` is resolved
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stderr = "";
  supervisor.stderr.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => supervisor.once("exit", () => resolve()));
  // A forgotten instance must not keep the test process alive (the exit hook still kills it);
  // stop() holds a reference again while it waits for the exit.
  supervisor.unref();
  for (const stream of [supervisor.stdin, supervisor.stdout, supervisor.stderr]) {
    if (stream instanceof Socket) stream.unref();
  }
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
  });
  try {
    const { pid, url } = await Promise.race([announced(supervisor), timeout]);
    const run: Running = { supervisor, pid, port: Number(new URL(url).port), exited };
    if (live.add(run).size === 1) process.on("exit", killAllOnExit);
    void exited.then(() => {
      live.delete(run);
      if (live.size === 0) process.off("exit", killAllOnExit);
    });
    while (!(await healthy(url))) {
      if (Date.now() > deadline || supervisor.exitCode !== null) throw new Error(`${url}/health does not answer`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return run;
  } catch (error) {
    supervisor.kill("SIGTERM"); // the supervisor kills the server, then exits
    supervisor.ref();
    await exited;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`libSQL server on ${file} failed to start: ${reason}\n${stderr}`, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

/** Starts the libSQL server in a child process; port 0 (the default) picks a free one, kept on restart. */
export async function startLibsqlProcess(options: { file: string; port?: number }): Promise<LibsqlProcess> {
  const file = path.resolve(options.file);
  let running: Running | undefined = await launch(file, options.port ?? 0);
  const port = running.port;
  let closed = false;

  const current = (action: string): Running => {
    if (!running) throw new Error(`cannot ${action} the libSQL server: it is ${closed ? "closed" : "stopped"}`);
    if (!live.has(running)) throw new Error(`cannot ${action} the libSQL server: it exited on its own`);
    return running;
  };
  const stop = async () => {
    const run = running;
    running = undefined;
    if (!run) return;
    if (live.has(run)) signal(run.pid, "SIGKILL"); // works on a paused process too
    run.supervisor.ref();
    await run.exited;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    file,
    pause() {
      signal(current("pause").pid, "SIGSTOP");
    },
    resume() {
      signal(current("resume").pid, "SIGCONT");
    },
    stop,
    async restart() {
      if (closed) throw new Error("cannot restart the libSQL server: it is closed");
      await stop();
      running = await launch(file, port);
    },
    async close() {
      closed = true;
      await stop();
    },
  };
}

/** Creates or updates a database file: migrations applied and, given a catalogue snapshot folder, stock seeded. */
export async function prepareLibsqlDatabase(file: string, options: { catalogDir?: string } = {}): Promise<void> {
  mkdirSync(path.dirname(file), { recursive: true });
  const server = await startLibsqlServer({ file, port: 0 });
  try {
    await migrateDatabase(server.url);
    if (options.catalogDir !== undefined) await seedStock(server.url, undefined, { dir: options.catalogDir });
  } finally {
    await server.close(); // checkpoints, so the file alone holds everything
  }
}
