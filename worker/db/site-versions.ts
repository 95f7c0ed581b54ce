/**
 * The versions in app_meta that key every cached page: the CMS content's (publishes, redirects,
 * stock an operator set) and the operator's price changes'. Read together, in one query, wherever
 * one of them is read (pages/site-versions.ts keeps them per isolate).
 */
import { inArray, sql } from "drizzle-orm";
import { appMeta, CONTENT_VERSION_KEY, PRICE_OVERLAY_KEY } from "../../schema/db";
import { queryOf, sqlText, type Database } from "./client";

export interface SiteVersions {
  /** The CMS content's version ("0" before the first publish). */
  content: string;
  /** The version of the operator's price changes ("0" before the first). */
  prices: string;
}

const KEYS = [CONTENT_VERSION_KEY, PRICE_OVERLAY_KEY];

/** The versions from the rows of app_meta that hold them (a key with no row reads "0"). */
export function siteVersionsOf(rows: readonly { key: unknown; value: unknown }[]): SiteVersions {
  const value = (key: string) => {
    const found = rows.find((row) => row.key === key)?.value;
    return typeof found === "string" ? found : "0";
  };
  return { content: value(CONTENT_VERSION_KEY), prices: value(PRICE_OVERLAY_KEY) };
}

/** The query, for a batch that reads the versions beside other things (drizzle rows: siteVersionsOf). */
export function siteVersionsQuery(db: Database) {
  return db.select({ key: appMeta.key, value: appMeta.value }).from(appMeta).where(inArray(appMeta.key, KEYS));
}

let versionsText: string | undefined;

/**
 * The versions alone, as a one-shot statement compiled once per isolate (db/one-shot.ts): an
 * ordinary page reads nothing else from the database, so it builds no drizzle query for it.
 */
export async function readSiteVersions(db: Database): Promise<SiteVersions> {
  versionsText ??= sqlText(
    sql`select ${appMeta.key}, ${appMeta.value} from ${appMeta} where ${appMeta.key} in (${""}, ${""})`,
  );
  const rows = await queryOf(db)(versionsText, KEYS);
  return siteVersionsOf(rows.map(([key, value]) => ({ key, value })));
}
