/**
 * The operator's view of the field vitals (npm run operator -- vitals, and the screen at /admin/vitals
 * through GET /api/ext/analytics/vitals): the report of the last days, and the expiry of old rows.
 */
import { Hono } from "hono";
import * as z from "zod";
import { RUM_RETENTION_DAYS } from "../../schema/analytics";
import type { AppEnv } from "../context";
import type { Database } from "../db/client";
import { validate } from "../http/validate";
import { requireAdmin } from "../content";
import { dayOf } from "./days";
import { expireStatement, histogramRows } from "./repo";
import { vitalsReport, type VitalsReport } from "./report";

/** The report of the last `days` days (today included), in one read. */
export async function readVitals(db: Database, days: number, now = new Date()): Promise<VitalsReport> {
  const from = dayOf(now, -(days - 1));
  return vitalsReport(await histogramRows(db, from), from);
}

/** Deletes the rows past RUM_RETENTION_DAYS; answers how many went. */
export async function expireVitals(db: Database, now = new Date()): Promise<number> {
  const result = await expireStatement(db, dayOf(now, -RUM_RETENTION_DAYS));
  return result.rowsAffected;
}

const vitalsQuery = z.lazy(() =>
  z.strictObject({ days: z.coerce.number().int().min(1).max(RUM_RETENTION_DAYS).default(7) }),
);

/** GET /api/ext/analytics/vitals?days=7, behind the operator token (X-Admin-Token). */
export function createVitalsAdminApi(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get("/vitals", requireAdmin(), validate("query", vitalsQuery), async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ code: 200, result: await readVitals(c.get("db"), c.req.valid("query").days) });
  });
  return app;
}
