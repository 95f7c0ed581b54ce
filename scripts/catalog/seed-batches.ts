import type { Client, InStatement } from "@libsql/client";

/**
 * Statements per request when a seed writes more than one request can carry: a libSQL server
 * refuses a body over 64 MiB (sqld's limit, and this project's local server's), and a 100,000-product
 * catalogue's stock or prices are several times that in one batch. At 400 rows of 5 values a
 * statement, 50 statements are about 2 MB.
 */
export const STATEMENTS_PER_REQUEST = 50;

/** Runs `statements` in order, in write batches of at most `perRequest`; returns the rows each changed. */
export async function writeInBatches(
  client: Client,
  statements: readonly InStatement[],
  perRequest = STATEMENTS_PER_REQUEST,
): Promise<number[]> {
  const affected: number[] = [];
  for (let i = 0; i < statements.length; i += perRequest) {
    const results = await client.batch(statements.slice(i, i + perRequest), "write");
    affected.push(...results.map((r) => r.rowsAffected));
  }
  return affected;
}
