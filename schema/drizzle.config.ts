import { defineConfig } from "drizzle-kit";

/** drizzle-kit: `npm run db:generate` writes SQL migrations for schema/db into schema/migrations. */
export default defineConfig({
  dialect: "turso",
  schema: "./schema/db/index.ts",
  out: "./schema/migrations",
  dbCredentials: {
    url: process.env.LIBSQL_URL ?? "http://127.0.0.1:8080",
    authToken: process.env.LIBSQL_AUTH_TOKEN,
  },
});
