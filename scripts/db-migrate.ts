/**
 * `npm run db:migrate`: applies the committed SQL migrations in schema/migrations to the database
 * LIBSQL_URL names (the local libSQL server or Turso; LIBSQL_AUTH_TOKEN for Turso). Reads the
 * environment first, then .dev.vars. Safe to run again: applied migrations are skipped.
 */
import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import path from "node:path";
import { databaseSettings } from "./local-env";

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, "../schema/migrations");

export async function migrateDatabase(url: string, authToken?: string): Promise<void> {
  const client = createClient({ url, authToken });
  try {
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    client.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { url, authToken } = databaseSettings(
    "LIBSQL_URL=libsql://<db>.turso.io LIBSQL_AUTH_TOKEN=… npm run db:migrate",
  );
  await migrateDatabase(url, authToken);
  console.log(`migrations applied to ${new URL(url).host}`);
}
