// Runs Hrana statements, batches, sequences and describes on one connection.
import { bindArgs } from "./args";
import { withBusyRetry } from "./busy";
import type { Connection, LibsqlStatement } from "./database";
import type { ParsedBatch, ParsedStmt, SqlRef } from "./decode";
import { isBusyOrLocked, ProtocolError, RequestError, toProtoError } from "./errors";
import type { BatchCond, BatchResult, Col, DescribeResult, ProtoError, StmtResult, Value } from "./protocol";
import { analyzeStatement, splitStatements, type StatementInfo } from "./sql-text";
import { encodeValue, type SqlValue } from "./values";

export interface ExecContext {
  conn: Connection;
  /** SQL texts stored with store_sql; their scope is the stream. */
  sqls: ReadonlyMap<number, string>;
  signal?: AbortSignal;
}

function resolveSql(ref: SqlRef, sqls: ReadonlyMap<number, string>): string {
  if (ref.sql !== undefined) return ref.sql;
  const sql = sqls.get(ref.sqlId);
  if (sql === undefined) throw new RequestError(`SQL text ${ref.sqlId} not found`, "SQL_NOT_FOUND");
  return sql;
}

/** What the texts seen last were found to hold: the same few dozen come again and again. */
const analyzed = new Map<string, StatementInfo>();
const ANALYZED_TEXTS = 512;
/** Longer texts (a multi-row insert's) are rarely sent twice and are not kept. */
const ANALYZED_LENGTH = 8192;

/** Hrana statements hold exactly one SQL statement; SQLite would silently ignore the rest. */
function singleStatement(sql: string): StatementInfo {
  const kept = analyzed.get(sql);
  if (kept !== undefined) return kept;
  const count = splitStatements(sql).length;
  if (count === 0) throw new RequestError("SQL string does not contain any statement", "SQL_NO_STATEMENT");
  if (count > 1) throw new RequestError("SQL string contains more than one statement", "SQL_MANY_STATEMENTS");
  const info = analyzeStatement(sql);
  if (sql.length <= ANALYZED_LENGTH) {
    if (analyzed.size >= ANALYZED_TEXTS) analyzed.delete(analyzed.keys().next().value!);
    analyzed.set(sql, info);
  }
  return info;
}

function runOnce(
  conn: Connection,
  stmt: LibsqlStatement,
  info: StatementInfo,
  args: SqlValue[],
  wantRows: boolean,
): StmtResult {
  const started = performance.now();
  let cols: Col[] = [];
  let rows: Value[][] = [];
  if (stmt.reader) {
    stmt.raw(true);
    cols = stmt.columns().map((c) => ({ name: c.name, decltype: c.type }));
    // Rows are produced (and RETURNING side effects happen) even when unwanted.
    const all = stmt.all(args) as unknown[][];
    if (wantRows) rows = all.map((row) => row.map(encodeValue));
  } else {
    stmt.run(args);
  }
  // Like sqld: changes() keeps its old value after non-DML statements, so only
  // INSERT/UPDATE/DELETE report it, and only INSERT reports a rowid.
  const isInsert = !info.isExplain && (info.verb === "INSERT" || info.verb === "REPLACE");
  const isWrite = isInsert || (!info.isExplain && (info.verb === "UPDATE" || info.verb === "DELETE"));
  const counters = isWrite ? conn.changes() : undefined;
  return {
    cols,
    rows,
    affected_row_count: counters?.changes ?? 0,
    last_insert_rowid: isInsert && counters ? counters.lastInsertRowid.toString() : null,
    query_duration_ms: performance.now() - started,
  };
}

export async function executeStmt(ctx: ExecContext, stmt: ParsedStmt): Promise<StmtResult> {
  const sql = resolveSql(stmt, ctx.sqls);
  const info = singleStatement(sql);
  const args = bindArgs(info, stmt.args, stmt.namedArgs);
  const options = { signal: ctx.signal };
  const prepared = await withBusyRetry(() => ctx.conn.prepareCached(sql), options);
  try {
    // Retrying the same statement object matters: libsql resets a statement before
    // running it, which is the only way to clear the BUSY state of the last attempt.
    return await withBusyRetry(() => runOnce(ctx.conn, prepared, info, args, stmt.wantRows), options);
  } catch (error) {
    if (isBusyOrLocked(error)) ctx.conn.stuck = true;
    throw error;
  }
}

function evaluate(
  cond: BatchCond,
  results: (StmtResult | null)[],
  errors: (ProtoError | null)[],
  conn: Connection,
): boolean {
  switch (cond.type) {
    case "ok":
      return results[cond.step] != null;
    case "error":
      return errors[cond.step] != null;
    case "not":
      return !evaluate(cond.cond, results, errors, conn);
    case "and":
      return cond.conds.every((c) => evaluate(c, results, errors, conn));
    case "or":
      return cond.conds.some((c) => evaluate(c, results, errors, conn));
    case "is_autocommit":
      return conn.isAutocommit;
  }
}

export async function executeBatch(ctx: ExecContext, batch: ParsedBatch): Promise<BatchResult> {
  const results: (StmtResult | null)[] = [];
  const errors: (ProtoError | null)[] = [];
  for (const { condition, stmt } of batch.steps) {
    let result: StmtResult | null = null;
    let error: ProtoError | null = null;
    if (condition === undefined || evaluate(condition, results, errors, ctx.conn)) {
      try {
        result = await executeStmt(ctx, stmt);
      } catch (e) {
        if (e instanceof ProtocolError) throw e;
        error = toProtoError(e);
      }
    }
    results.push(result);
    errors.push(error);
  }
  return { step_results: results, step_errors: errors };
}

/** Runs statement by statement so a busy retry never re-runs one that already succeeded. */
export async function executeSequence(ctx: ExecContext, ref: SqlRef): Promise<void> {
  for (const sql of splitStatements(resolveSql(ref, ctx.sqls))) {
    await withBusyRetry(() => ctx.conn.exec(sql), { signal: ctx.signal });
  }
}

// libsql does not expose sqlite3_stmt_readonly(); this keyword check matches it for
// the statements apps describe (queries, DML, DDL, transaction control).
const READONLY_VERBS = new Set(["SELECT", "VALUES", "BEGIN", "COMMIT", "END", "ROLLBACK", "SAVEPOINT", "RELEASE"]);

export async function describeStmt(ctx: ExecContext, ref: SqlRef): Promise<DescribeResult> {
  const sql = resolveSql(ref, ctx.sqls);
  const info = singleStatement(sql);
  const stmt = await withBusyRetry(() => ctx.conn.prepareCached(sql), { signal: ctx.signal });
  return {
    params: info.params.map((name) => ({ name })),
    cols: stmt.reader ? stmt.columns().map((c) => ({ name: c.name, decltype: c.type })) : [],
    is_explain: info.isExplain,
    is_readonly: info.isExplain || READONLY_VERBS.has(info.verb),
  };
}
