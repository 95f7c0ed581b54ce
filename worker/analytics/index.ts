/**
 * Analytics' public face (issue 34): the field vitals beacon (POST /api/rum), the thank-you page's
 * one-time purchase claim and the operator's vitals report (/api/ext/analytics), the report and
 * expiry for `npm run operator -- vitals`, and the operator screen's page (./pages, which needs the
 * renderer and so is a face of its own).
 */
import { Hono } from "hono";
import type { AppEnv } from "../context";
import { createPurchaseApi } from "./routes-purchase";
import { createVitalsAdminApi } from "./vitals-admin";

export { createRumApi } from "./routes-rum";
export { expireVitals, readVitals } from "./vitals-admin";
export type { VitalsReport, VitalsReportRow } from "./report";

/** /api/ext/analytics: POST /purchase (the shopper's own order), GET /vitals (operator token). */
export function createAnalyticsApi(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.route("/", createPurchaseApi());
  app.route("/", createVitalsAdminApi());
  return app;
}
