// Drives every state of the child-process libSQL server through the client the Worker uses.
// Runs alone: a server process hung and stopped under a 1 s deadline.
import { createClient, type Client } from "@libsql/client/web";
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSnapshot } from "../../scripts/catalog/snapshot-writer";
import { FIXTURE } from "./catalog-fixture";
import { prepareLibsqlDatabase, startLibsqlProcess, type LibsqlProcess } from "./libsql-process";

const dir = mkdtempSync(path.join(tmpdir(), "libsql-process-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Whether a TCP connection to the port is accepted (by the kernel: nobody needs to answer). */
function tcpConnects(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** Processes whose command line mentions the path (the supervisor and the server both do). */
function processesUsing(file: string): string[] {
  try {
    return execFileSync("pgrep", ["-f", file], { encoding: "utf8" }).split("\n").filter(Boolean);
  } catch {
    return []; // pgrep exits 1 when nothing matches
  }
}

async function outcome<T>(promise: Promise<T>): Promise<{ ms: number; error?: Error }> {
  const started = Date.now();
  try {
    await promise;
    return { ms: Date.now() - started };
  } catch (error) {
    return { ms: Date.now() - started, error: error as Error };
  }
}

/** The error and its causes, as one string to match on. */
const describeError = (error: unknown): string =>
  error instanceof Error
    ? `${error.name}: ${error.message} ${"code" in error ? String(error.code) : ""} / ${describeError(error.cause)}`
    : "";

describe("a libSQL server in a child process", () => {
  const file = path.join(dir, "store.db");
  let server: LibsqlProcess;
  let db: Client;

  beforeAll(async () => {
    const catalogDir = path.join(dir, "catalog");
    await writeSnapshot(FIXTURE, { dir: catalogDir });
    await prepareLibsqlDatabase(file, { catalogDir });
    server = await startLibsqlProcess({ file });
    // Every request gets a 1 s deadline, so a hung server shows as a timeout.
    db = createClient({
      url: server.url,
      fetch: (request: Request) => fetch(request, { signal: AbortSignal.timeout(1000) }),
    });
  }, 60_000);

  afterAll(async () => {
    db?.close();
    await server?.close();
  });

  it("serves the migrated, seeded database", async () => {
    const stock = await db.execute("SELECT qty FROM stock_items WHERE sku = 'AN-1-BLK-S'");
    expect(stock.rows.map((r) => r.qty)).toEqual([3]);
    const meta = await db.execute("SELECT count(*) AS n FROM app_meta WHERE key = 'catalog_version'");
    expect(meta.rows[0]?.n).toBe(1);
  });

  it("accepts connections but answers nothing while paused", async () => {
    server.pause();
    expect(await tcpConnects(server.port)).toBe(true);
    const { ms, error } = await outcome(db.execute("SELECT 1"));
    expect(describeError(error)).toMatch(/^TimeoutError/); // our deadline, not a connection error
    expect(ms).toBeGreaterThanOrEqual(900);
  });

  it("answers again after resume", async () => {
    server.resume();
    expect((await db.execute("SELECT 1 AS one")).rows[0]?.one).toBe(1);
    await db.execute("INSERT INTO app_meta (key, value) VALUES ('fault-test', 'written before stop')");
  });

  it("refuses connections at once when stopped", async () => {
    await server.stop();
    expect(await tcpConnects(server.port)).toBe(false);
    const { ms, error } = await outcome(db.execute("SELECT 1"));
    expect(describeError(error)).toMatch(/ECONNREFUSED/);
    expect(ms).toBeLessThan(500);
    expect(() => server.pause()).toThrow(/stopped/);
  });

  it("comes back on the same port and file after restart, with the data written before", async () => {
    const { url, port } = server;
    await server.restart();
    expect([server.url, server.port]).toEqual([url, port]);
    const rows = (await db.execute("SELECT value FROM app_meta WHERE key = 'fault-test'")).rows;
    expect(rows.map((r) => r.value)).toEqual(["written before stop"]);
  });

  it("leaves no process behind once closed, even a paused one", async () => {
    server.pause();
    await server.close();
    expect(processesUsing(file)).toEqual([]);
    expect(await tcpConnects(server.port)).toBe(false);
    expect(() => server.resume()).toThrow(/closed/);
  });
});

describe("a paused server dies with the process that started it", () => {
  it.each([
    ["exits", (parent: ChildProcess) => parent.stdin?.write("exit\n")],
    ["is killed with SIGKILL", (parent: ChildProcess) => parent.kill("SIGKILL")],
  ])("when that process %s", async (title, end) => {
    const file = path.join(dir, `orphan-${title.replaceAll(" ", "-")}.db`);
    const script = path.join(dir, "start-and-pause.mts");
    writeFileSync(
      script,
      `import { createInterface } from "node:readline";
import { startLibsqlProcess } from ${JSON.stringify(path.resolve(import.meta.dirname, "libsql-process.ts"))};
const server = await startLibsqlProcess({ file: process.argv[2] });
server.pause();
console.log(server.port);
for await (const line of createInterface({ input: process.stdin })) if (line === "exit") process.exit(0);`,
    );
    const parent = spawn(process.execPath, ["--import", "tsx", script, file], {
      cwd: path.resolve(import.meta.dirname, "../.."),
      stdio: ["pipe", "pipe", "inherit"],
    });
    const exited = new Promise((resolve) => parent.once("exit", resolve));
    const first = await createInterface({ input: parent.stdout })[Symbol.asyncIterator]().next();
    const port = Number(first.value);
    const children = processesUsing(file).filter((pid) => pid !== String(parent.pid));
    expect(children).toHaveLength(2); // the supervisor and the server
    expect(await tcpConnects(port)).toBe(true);

    end(parent);
    await exited;
    const deadline = Date.now() + 5000;
    while (processesUsing(file).length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(processesUsing(file)).toEqual([]);
    expect(await tcpConnects(port)).toBe(false);
  });
});
