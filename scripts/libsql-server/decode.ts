// Validates request bodies by hand (no schema library in scripts/) and converts
// them into checked shapes. Every failure is a ProtocolError (HTTP 400) whose
// message names the offending field, e.g. `requests[1].stmt.args[0]: ...`.
import { ProtocolError } from "./errors";
import type { BatchCond } from "./protocol";
import { decodeValue, ValueError, type SqlValue } from "./values";

export type HranaVersion = 2 | 3;

/** Exactly one of the two is set. */
export type SqlRef = { sql: string; sqlId?: undefined } | { sql?: undefined; sqlId: number };

export type ParsedStmt = SqlRef & {
  args: SqlValue[];
  namedArgs: Map<string, SqlValue>;
  wantRows: boolean;
};

export interface ParsedBatch {
  steps: { condition: BatchCond | undefined; stmt: ParsedStmt }[];
}

export type ParsedRequest =
  | { type: "close" }
  | { type: "execute"; stmt: ParsedStmt }
  | { type: "batch"; batch: ParsedBatch }
  | { type: "sequence"; sql: SqlRef }
  | { type: "describe"; sql: SqlRef }
  | { type: "store_sql"; sqlId: number; sql: string }
  | { type: "close_sql"; sqlId: number }
  | { type: "get_autocommit" };

type Obj = Record<string, unknown>;

function fail(path: string, message: string): never {
  throw new ProtocolError(`${path}: ${message}`, "PROTOCOL_ERROR");
}

function object(value: unknown, path: string): Obj {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail(path, "expected an object");
  return value as Obj; // checked just above; TS cannot narrow unknown to a record
}

function array(value: unknown, path: string, optional = false): unknown[] {
  if (optional && (value === undefined || value === null)) return [];
  if (!Array.isArray(value)) fail(path, "expected an array");
  return value;
}

function int32(value: unknown, path: string): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < -(2 ** 31) || value >= 2 ** 31) {
    fail(path, "expected a 32-bit integer");
  }
  return value;
}

function baton(body: Obj): string | undefined {
  if (body.baton === undefined || body.baton === null) return undefined;
  return typeof body.baton === "string" ? body.baton : fail("baton", "expected a string or null");
}

function value(input: unknown, path: string): SqlValue {
  try {
    return decodeValue(input);
  } catch (error) {
    if (error instanceof ValueError) return fail(path, error.message);
    throw error;
  }
}

function sqlRef(o: Obj, path: string): SqlRef {
  const hasSql = o.sql !== undefined && o.sql !== null;
  const hasId = o.sql_id !== undefined && o.sql_id !== null;
  if (hasSql === hasId) fail(path, "exactly one of `sql` and `sql_id` is required");
  if (hasId) return { sqlId: int32(o.sql_id, `${path}.sql_id`) };
  return typeof o.sql === "string" ? { sql: o.sql } : fail(`${path}.sql`, "expected a string");
}

function stmt(input: unknown, path: string): ParsedStmt {
  const o = object(input, path);
  const args = array(o.args, `${path}.args`, true).map((a, i) => value(a, `${path}.args[${i}]`));
  const namedArgs = new Map<string, SqlValue>();
  array(o.named_args, `${path}.named_args`, true).forEach((a, i) => {
    const arg = object(a, `${path}.named_args[${i}]`);
    if (typeof arg.name !== "string") fail(`${path}.named_args[${i}].name`, "expected a string");
    namedArgs.set(arg.name, value(arg.value, `${path}.named_args[${i}].value`));
  });
  if (o.want_rows !== undefined && o.want_rows !== null && typeof o.want_rows !== "boolean") {
    fail(`${path}.want_rows`, "expected a boolean");
  }
  return { ...sqlRef(o, path), args, namedArgs, wantRows: o.want_rows !== false };
}

function cond(input: unknown, path: string, stepIndex: number, version: HranaVersion): BatchCond {
  const o = object(input, path);
  switch (o.type) {
    case "ok":
    case "error": {
      const step = int32(o.step, `${path}.step`);
      // A condition can only look back: later steps have not run yet.
      if (step < 0 || step >= stepIndex) fail(`${path}.step`, `must refer to a step before step ${stepIndex}`);
      return { type: o.type, step };
    }
    case "not":
      return { type: "not", cond: cond(o.cond, `${path}.cond`, stepIndex, version) };
    case "and":
    case "or": {
      const conds = array(o.conds, `${path}.conds`).map((c, i) => cond(c, `${path}.conds[${i}]`, stepIndex, version));
      return { type: o.type, conds };
    }
    case "is_autocommit":
      if (version < 3) fail(path, "`is_autocommit` conditions need Hrana 3 (use /v3/pipeline)");
      return { type: "is_autocommit" };
    default:
      return fail(`${path}.type`, `unknown condition type ${JSON.stringify(o.type)}`);
  }
}

function batch(input: unknown, path: string, version: HranaVersion): ParsedBatch {
  const o = object(input, path);
  const steps = array(o.steps, `${path}.steps`).map((s, i) => {
    const step = object(s, `${path}.steps[${i}]`);
    const c = step.condition;
    const condition = c === undefined || c === null ? undefined : cond(c, `${path}.steps[${i}].condition`, i, version);
    return { condition, stmt: stmt(step.stmt, `${path}.steps[${i}].stmt`) };
  });
  return { steps };
}

function request(input: unknown, path: string, version: HranaVersion): ParsedRequest {
  const o = object(input, path);
  switch (o.type) {
    case "close":
      return { type: "close" };
    case "execute":
      return { type: "execute", stmt: stmt(o.stmt, `${path}.stmt`) };
    case "batch":
      return { type: "batch", batch: batch(o.batch, `${path}.batch`, version) };
    case "sequence":
    case "describe":
      return { type: o.type, sql: sqlRef(o, path) };
    case "store_sql":
      if (typeof o.sql !== "string") fail(`${path}.sql`, "expected a string");
      return { type: "store_sql", sqlId: int32(o.sql_id, `${path}.sql_id`), sql: o.sql };
    case "close_sql":
      return { type: "close_sql", sqlId: int32(o.sql_id, `${path}.sql_id`) };
    case "get_autocommit":
      if (version < 3) fail(path, "`get_autocommit` needs Hrana 3 (use /v3/pipeline)");
      return { type: "get_autocommit" };
    default:
      return fail(`${path}.type`, `unknown request type ${JSON.stringify(o.type)}`);
  }
}

export function decodePipelineBody(json: unknown, version: HranaVersion) {
  const body = object(json, "body");
  const requests = array(body.requests, "requests").map((r, i) => request(r, `requests[${i}]`, version));
  return { baton: baton(body), requests };
}

export function decodeCursorBody(json: unknown) {
  const body = object(json, "body");
  return { baton: baton(body), batch: batch(body.batch, "batch", 3) };
}

/** The baton of a body that failed validation, so its stream can be closed. */
export function batonOf(json: unknown): string | undefined {
  const b = typeof json === "object" && json !== null ? (json as Obj).baton : undefined;
  return typeof b === "string" ? b : undefined;
}
