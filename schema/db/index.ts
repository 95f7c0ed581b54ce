/**
 * drizzle tables of the storefront's libSQL database. Each feature adds its tables in its own
 * module here and re-exports them; `npm run db:generate` writes the SQL migration.
 */
export {};
