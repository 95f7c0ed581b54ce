/**
 * The seeded versions of the libSQL tier: which version and table format the registry lists, and
 * which older sets a seed drops (seed.ts calls it after each switch).
 */
import type { Client } from "@libsql/client";
import { REGISTRY, REGISTRY_DDL, SEARCH_TIER_FORMAT } from "./tables";

/** Whether the registry lists `version` as seeded in this format. */
export async function isSeeded(client: Client, version: string): Promise<boolean> {
  await client.execute(REGISTRY_DDL);
  const found = await client.execute({
    sql: `select 1 from ${REGISTRY} where version = ? and format = ?`,
    args: [version, SEARCH_TIER_FORMAT],
  });
  return found.rows.length > 0;
}

/**
 * Drops the tables of every seeded version but `keep` and the one seeded last before it, and every
 * table of a format older than the previous one. A release that changes the format seeds its tables
 * beside the previous format's, which the deploy still running reads until the new one takes over, so
 * those stay until a later format's seed; without this, each format change left a whole set behind.
 */
export async function dropOldVersions(client: Client, keep: string): Promise<void> {
  const seeded = await client.execute(`select version from ${REGISTRY} order by seeded_at desc`);
  const stale = seeded.rows
    .map((r) => String(r.version as string))
    .filter((v) => v !== keep)
    .slice(1);
  // Any format's tables: the virtual tables first (they take their shadow tables along).
  const tables = await client.execute(
    "select name, sql like 'create virtual%' as virtual from sqlite_master where type = 'table' and name like 'search!_f%' escape '!' order by virtual desc",
  );
  const formatOf = (name: string) => Number(/^search_f(\d+)_/.exec(name)?.[1] ?? SEARCH_TIER_FORMAT);
  const names = tables.rows
    .map((r) => String(r.name as string))
    .filter(
      (name) => formatOf(name) < SEARCH_TIER_FORMAT - 1 || stale.some((version) => name.includes(`_${version}_`)),
    );
  if (names.length === 0 && stale.length === 0) return;
  await client.batch(
    [
      ...names.map((name) => `drop table if exists ${name}`),
      ...stale.map((version) => ({ sql: `delete from ${REGISTRY} where version = ?`, args: [version] })),
    ],
    "write",
  );
}
