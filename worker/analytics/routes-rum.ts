/**
 * POST /api/rum: the field vitals of one page view (client/analytics/vitals.ts sends them with
 * sendBeacon). The body is a handful of numbers: over RUM_BODY_LIMIT_BYTES it is a 413, anything the
 * schema does not describe a 400, a client past RUM_CLIENT_LIMIT_PER_MINUTE a 429. The count of the
 * client and of its samples is one batch (the samples only count while the client is within its limit).
 */
import { Hono } from "hono";
import { rumBody } from "../../schema/api/analytics";
import { RUM_BODY_LIMIT_BYTES, RUM_CLIENT_LIMIT_PER_MINUTE, RUM_RETENTION_DAYS } from "../../schema/analytics";
import { bucketOf, histogramValue } from "../../domain/analytics/vitals";
import type { AppEnv } from "../context";
import { limitBodies } from "../http/request-guards";
import { clientIp, hitStatement, retryAfter, tooManyRequests, type Limit } from "../http/rate-limit";
import { validate } from "../http/validate";
import { countSamplesStatement, expireStatement } from "./repo";
import { dayOf } from "./days";

const RUM_LIMIT: Limit = { max: RUM_CLIENT_LIMIT_PER_MINUTE, windowMs: 60_000 };
/** About one beacon in this many also deletes the days past retention (no cron needed). */
const EXPIRE_EVERY = 200;

/** /api/rum. */
export function createRumApi(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post("/", limitBodies(RUM_BODY_LIMIT_BYTES), validate("json", rumBody), async (c) => {
    const { pageType, store, metrics } = c.req.valid("json");
    const db = c.get("db");
    const now = new Date();
    const key = `rum:ip:${clientIp((name) => c.req.header(name))}`;
    const samples = metrics.map(({ name, value }) => ({
      metric: name,
      bucket: bucketOf(name, histogramValue(name, value)),
    }));
    const day = dayOf(now);
    const [hit] = await db.batch([
      hitStatement(db, key, RUM_LIMIT, now),
      countSamplesStatement(db, { day, pageType, store }, samples, key, RUM_LIMIT.max),
      ...(Math.random() * EXPIRE_EVERY < 1 ? [expireStatement(db, dayOf(now, -RUM_RETENTION_DAYS))] : []),
    ]);
    const wait = retryAfter(hit[0], RUM_LIMIT, now);
    if (wait !== null) throw tooManyRequests(c, wait, "Too many vitals reports; try again later.");
    return c.json({ code: 200, result: "OK" });
  });
  return app;
}
