/**
 * drizzle tables of the storefront's libSQL database. Each feature adds its tables in its own
 * module and re-exports them here; `npm run db:generate` writes the SQL migration.
 */
export * from "./app-meta";
export * from "./stock";
export * from "./sessions";
export * from "./cart";
export * from "./outbox";
export * from "./orders";
export * from "./newsletter";
export * from "./content";
export * from "./accounts";
export * from "./price-history";
export * from "./stores";
export * from "./reviews";
export * from "./analytics";
export * from "./aftersales";
export * from "./compare";
export * from "./stock-alerts";
