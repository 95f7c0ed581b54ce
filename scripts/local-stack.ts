/**
 * The local stack `npm start` and `npm run dev` share: the libSQL server on .data/store.db, the
 * migrations, and .dev.vars pointing the worker at it.
 */
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";
import { migrateDatabase } from "./db-migrate";
import { startLibsqlServer, type LibsqlServer } from "./libsql-server/server";
import { DEV_VARS, readDevVars } from "./local-env";

export const DATA_DIR = path.resolve(import.meta.dirname, "../.data");

/** The preferred port when it is free, otherwise any free port. */
export async function freePort(preferred: number, host = "127.0.0.1"): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number | null>((resolve) => {
      const probe = createServer();
      probe.once("error", () => resolve(null));
      probe.listen(port, host, () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === "object" && address ? address.port : null));
      });
    });
  return (await tryPort(preferred)) ?? (await tryPort(0)) ?? preferred;
}

/** Starts libSQL on .data/store.db, applies migrations and writes LIBSQL_URL into .dev.vars. */
export async function startDatabase(): Promise<LibsqlServer> {
  await mkdir(DATA_DIR, { recursive: true });
  const port = await freePort(Number(process.env.LIBSQL_PORT ?? 8080));
  const server = await startLibsqlServer({ file: path.join(DATA_DIR, "store.db"), port });
  await migrateDatabase(server.url);
  const existing = readDevVars();
  // The sandbox payment provider signs its hosted-page tokens and webhooks with this; kept across runs.
  // DEV_MAILBOX: the outbox page at /dev/mailbox, to read order confirmations and reset links locally.
  const vars = {
    PAYMENT_SIGNING_SECRET: randomBytes(32).toString("hex"),
    // The accounts' password pepper (a secret in production: `wrangler secret put PASSWORD_PEPPER`).
    PASSWORD_PEPPER: randomBytes(32).toString("hex"),
    DEV_MAILBOX: "on",
    // The CMS operator API and content screen (/editor) accept this token; kept across runs.
    CONTENT_ADMIN_TOKEN: randomBytes(24).toString("hex"),
    ...existing,
    LIBSQL_URL: server.url,
  };
  const lines = Object.entries(vars).map(([k, v]) => `${k}=${v}`);
  await writeFile(
    DEV_VARS,
    `# Written by npm start / npm run dev: local settings for the worker.\n${lines.join("\n")}\n`,
  );
  return server;
}
