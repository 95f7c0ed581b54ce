import { createClient } from "@libsql/client/web";
import type { LibSQLDatabase } from "drizzle-orm/libsql";
import { drizzle } from "drizzle-orm/libsql/web";
import * as schema from "../../schema/db";
import type { Config } from "../config/env";

export type Database = LibSQLDatabase<typeof schema>;

/**
 * A drizzle database over libSQL's HTTP protocol, one per request: the web client holds no
 * connection between requests, so there is nothing to share at module scope.
 */
export function createDb(config: Config): Database {
  const client = createClient({ url: config.LIBSQL_URL, authToken: config.LIBSQL_AUTH_TOKEN, intMode: "number" });
  return drizzle(client, { schema });
}
