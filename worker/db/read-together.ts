/**
 * Reads of different features in one statement, so in one round trip. Each feature hands over a
 * `ScalarRead`: a subquery that answers one value (usually a JSON text the database builds), its
 * positional arguments, and how to decode that value. `readTogether` sends `select (a), (b), …` as
 * one one-shot statement (one-shot.ts) and decodes each column with its read. A page that needs the
 * stock of one feature and the summary of another pays one database round trip, not one per feature,
 * and neither feature knows the other's tables.
 */
import type { InValue } from "@libsql/client/web";
import { queryOf, type Database } from "./client";
import type { RowValue } from "./one-shot";

export interface ScalarRead<T> {
  /** A statement that answers one row of one column; `?` placeholders take `args` in order. */
  readonly sql: string;
  readonly args: readonly InValue[];
  decode(value: RowValue): T;
}

type Decoded<R extends readonly ScalarRead<unknown>[]> = {
  -readonly [K in keyof R]: R[K] extends ScalarRead<infer T> ? T : never;
};

/** Runs the reads as one statement and answers their values in order. */
export async function readTogether<const R extends readonly ScalarRead<unknown>[]>(
  db: Database,
  reads: R,
): Promise<Decoded<R>> {
  const text = `select ${reads.map((r) => `(${r.sql})`).join(", ")}`;
  const [row] = await queryOf(db)(
    text,
    reads.flatMap((r) => r.args),
  );
  return reads.map((r, i) => r.decode(row?.[i] ?? null)) as Decoded<R>;
}

/** A JSON text column, parsed; `fallback` when it is null. */
export function parseJsonValue<T>(value: RowValue, fallback: T): T {
  return typeof value === "string" ? (JSON.parse(value) as T) : fallback;
}
