/** GET /api/health (SPEC §7): whether the worker, the database and the catalogue snapshot answer. */

/** The catalogue snapshot's part: its version and size, or the file that could not be read. */
export type CatalogHealthDto =
  { status: "ok"; version: string; products: number } | { status: "unavailable"; file: string | null };

/** The answer: `degraded` (with 503) when the database or the catalogue does not answer. */
export interface HealthDto {
  status: "ok" | "degraded";
  database: "ok" | "unreachable";
  catalog: CatalogHealthDto;
  maintenance: boolean;
  latencyMs: number;
}
