import { Hono } from "hono";
import { sql } from "drizzle-orm";
import type { AppEnv } from "../context";
import { describeError } from "../logging/logger";

/** GET /api/health: the worker answers, and says whether the database does. */
export function createHealthRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get("/", async (c) => {
    const started = Date.now();
    let database: "ok" | "unreachable" = "ok";
    try {
      await c.var.db.run(sql`select 1`);
    } catch (error) {
      database = "unreachable";
      c.var.log.error("health: database unreachable", describeError(error));
    }
    const status = database === "ok" ? 200 : 503;
    c.header("Cache-Control", "no-store");
    return c.json(
      {
        code: status,
        result: {
          status: database === "ok" ? "ok" : "degraded",
          database,
          maintenance: c.var.config.MAINTENANCE_MODE,
          latencyMs: Date.now() - started,
        },
      },
      status,
    );
  });
  return app;
}
