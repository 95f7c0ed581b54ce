// Entry of `npm run db:serve`:
//   tsx scripts/libsql-server/cli.ts [--file .data/store.db] [--port 8080] [--host 127.0.0.1]
// Defaults also come from LIBSQL_FILE / LIBSQL_PORT / LIBSQL_HOST.
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { parseArgs } from "node:util";
import { startLibsqlServer } from "./server";

function usage(message: string): never {
  process.stderr.write(`${message}\nusage: tsx scripts/libsql-server/cli.ts [--file PATH] [--port N] [--host ADDR]\n`);
  process.exit(2);
}

async function main(): Promise<void> {
  let values: { file?: string; port?: string; host?: string };
  try {
    ({ values } = parseArgs({
      options: { file: { type: "string" }, port: { type: "string" }, host: { type: "string" } },
      strict: true,
    }));
  } catch (error) {
    usage(error instanceof Error ? error.message : String(error));
  }
  const file = values.file ?? process.env.LIBSQL_FILE ?? ".data/store.db";
  const host = values.host ?? process.env.LIBSQL_HOST ?? "127.0.0.1";
  const portText = values.port ?? process.env.LIBSQL_PORT ?? "8080";
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) usage(`invalid port: ${portText}`);

  mkdirSync(dirname(file), { recursive: true });
  const server = await startLibsqlServer({ file, port, host });
  process.stdout.write(`libSQL server listening on ${server.url} (file ${file})\n`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return; // a second Ctrl-C while draining must not kill the checkpoint
    stopping = true;
    process.stdout.write(`${signal} received, shutting down\n`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`shutdown failed: ${String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

main().catch((error: unknown) => {
  process.stderr.write(`libSQL server failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
