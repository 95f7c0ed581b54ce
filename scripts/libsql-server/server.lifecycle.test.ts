// Shutdown, restart on the same file, and the CLI entry.
import { spawn } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createClient } from "@libsql/client";
import { afterAll, describe, expect, it } from "vitest";
import { startLibsqlServer } from "./server";
import { sleep, tempDir } from "./test-support";

const tmp = tempDir();
afterAll(() => tmp.cleanup());
const quiet = () => {};

describe("graceful shutdown", () => {
  it("keeps committed data, rolls back open transactions and checkpoints", async () => {
    const file = tmp.path("restart.db");
    const first = await startLibsqlServer({ file, port: 0, log: quiet });
    const db = createClient({ url: first.url });
    await db.execute("CREATE TABLE notes (body TEXT)");
    await db.execute("INSERT INTO notes VALUES ('committed')");
    const open = await db.transaction("write");
    await open.execute("INSERT INTO notes VALUES ('never committed')");

    const started = Date.now();
    await first.close();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(!existsSync(`${file}-wal`) || statSync(`${file}-wal`).size === 0).toBe(true);
    await expect(fetch(`${first.url}/health`)).rejects.toThrow();
    db.close();

    const second = await startLibsqlServer({ file, port: 0, log: quiet });
    const again = createClient({ url: second.url });
    expect((await again.execute("SELECT body FROM notes")).rows.map((r) => r.body)).toEqual(["committed"]);
    // The lock of the abandoned transaction is gone too.
    await again.execute("INSERT INTO notes VALUES ('after restart')");
    again.close();
    await second.close();
  });

  it("lets in-flight requests finish before closing", async () => {
    const file = tmp.path("inflight.db");
    const server = await startLibsqlServer({ file, port: 0, log: quiet });
    const db = createClient({ url: server.url });
    await db.execute("CREATE TABLE t (x)");
    const holder = await db.transaction("write");
    await holder.execute("INSERT INTO t VALUES ('holder')");
    const waiter = await db.transaction("write");
    const waiting = waiter.execute("INSERT INTO t VALUES ('waiter')"); // in flight, waiting for the lock
    await sleep(100);

    const closing = server.close();
    // Shutdown rolled back the idle holder, so the waiting request got the lock and completed.
    await expect(waiting).resolves.toMatchObject({ rowsAffected: 1 });
    await closing;
    await expect(waiter.commit()).rejects.toThrow();
    db.close();

    const reopened = await startLibsqlServer({ file, port: 0, log: quiet });
    const check = createClient({ url: reopened.url });
    expect((await check.execute("SELECT count(*) AS n FROM t")).rows[0]?.n).toBe(0);
    check.close();
    await reopened.close();
  });

  it("close() can be called more than once", async () => {
    const server = await startLibsqlServer({ file: tmp.path("twice.db"), port: 0, log: quiet });
    await Promise.all([server.close(), server.close()]);
    await server.close();
  });
});

describe("cli", () => {
  it("creates the folder, prints its URL and exits 0 on SIGTERM", async () => {
    const file = tmp.path("nested/dir/store.db");
    const cli = fileURLToPath(new URL("./cli.ts", import.meta.url));
    const child = spawn(process.execPath, ["--import", "tsx", cli, "--file", file, "--port", "0"], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    let stdout = "";
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on("data", (chunk: Buffer) => {
        stdout += chunk.toString();
        const match = /libSQL server listening on (http:\/\/127\.0\.0\.1:\d+) \(file (.+)\)\n/.exec(stdout);
        if (match?.[1]) resolve(match[1]);
      });
      void exited.then((code) => reject(new Error(`cli exited early (${code}): ${stdout}`)));
    });
    expect(stdout).toContain(`(file ${file})`);
    expect(existsSync(file)).toBe(true);
    expect((await fetch(`${url}/v2`)).status).toBe(200);

    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  }, 15_000);
});
