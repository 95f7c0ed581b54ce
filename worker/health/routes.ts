import { Hono } from "hono";
import { sql } from "drizzle-orm";
import type { HealthDto } from "../../schema/api/health";
import type { AppEnv } from "../context";
import { describeError } from "../logging/logger";
import { catalogHealth } from "../catalog";

/**
 * GET /api/health: the worker answers, and says whether the database and the catalogue snapshot
 * do. Either failing makes it `degraded` with 503; the database check has the same deadline as
 * every libSQL call, so a hung database is reported within about a second.
 */
export function createHealthRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get("/", async (c) => {
    const started = Date.now();
    const [database, catalog] = await Promise.all([
      c
        .get("db")
        .run(sql`select 1`)
        .then(
          () => "ok" as const,
          (error: unknown) => {
            c.get("log").error("health: database unreachable", describeError(error));
            return "unreachable" as const;
          },
        ),
      catalogHealth(c.env.ASSETS),
    ]);
    const ok = database === "ok" && catalog.status === "ok";
    const status = ok ? 200 : 503;
    return c.json(
      {
        code: status,
        result: {
          status: ok ? "ok" : "degraded",
          database,
          catalog,
          maintenance: c.get("config").MAINTENANCE_MODE,
          latencyMs: Date.now() - started,
        } satisfies HealthDto,
      },
      status,
      { "Cache-Control": "no-store" },
    );
  });
  return app;
}
