import { RequestError } from "./errors";
import type { StatementInfo } from "./sql-text";
import type { SqlValue } from "./values";

const invalid = (message: string) =>
  new RequestError(`Arguments do not match SQL parameters: ${message}`, "ARGS_INVALID");

/**
 * Resolves a statement's arguments into one positional list, using sqld's rules
 * (libsql-server/src/query.rs, Params::bind) so that a mistake fails here exactly
 * as it would against Turso, instead of SQLite silently binding NULL:
 * - more arguments than parameters is an error;
 * - `?NNN` takes positional argument NNN, a bare `?` takes the argument at its index;
 * - `:name`/`@name`/`$name` take the named argument given with or without the prefix;
 * - every parameter needs a value, except in EXPLAIN.
 */
export function bindArgs(info: StatementInfo, args: SqlValue[], named: Map<string, SqlValue>): SqlValue[] {
  if (args.length > 0 && named.size > 0) {
    throw new RequestError(
      "Specifying both positional and named arguments is not supported",
      "ARGS_BOTH_POSITIONAL_AND_NAMED",
    );
  }
  const count = info.params.length;
  const given = Math.max(args.length, named.size);
  if (given > count) throw invalid(`too many parameters, expected ${count} found ${given}`);

  const bound: SqlValue[] = [];
  for (let index = 1; index <= count; index++) {
    const name = info.params[index - 1] ?? null;
    let value: SqlValue | undefined;
    if (name === null) value = args[index - 1];
    else if (name.startsWith("?")) value = args[Number(name.slice(1)) - 1];
    else value = named.has(name) ? named.get(name) : named.get(name.slice(1));
    if (value === undefined) {
      // sqld lets EXPLAIN through with unbound parameters; SQLite treats them as NULL.
      if (info.isExplain) return bound;
      throw invalid(`value for parameter ${name ?? index} not found`);
    }
    bound.push(value);
  }
  return bound;
}
