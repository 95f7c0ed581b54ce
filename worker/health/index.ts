/** Health's public face (SPEC §7 /api/health): whether the worker, the database and the catalogue answer. */
export { createHealthRoutes } from "./routes";
