import { RequestError } from "./errors";
import type { StatementInfo } from "./sql-text";
import type { SqlValue } from "./values";

const invalid = (message: string) =>
  new RequestError(`Arguments do not match SQL parameters: ${message}`, "ARGS_INVALID");

/**
 * Resolves a statement's arguments into one value per parameter slot, using sqld's
 * rules (libsql-server/src/query.rs, Params::bind) so that a mistake fails here exactly
 * as it would against Turso, instead of SQLite silently binding NULL:
 * - more arguments than parameter slots is an error;
 * - a slot named `:name`/`@name`/`$name`/`#name` takes the named argument given with or
 *   without that sigil; a `?NNN` that reuses such a slot reads the same value;
 * - any other slot (`?`, `?NNN`, or one skipped by a larger `?NNN`) takes the
 *   positional argument at its index;
 * - every slot needs a value, except in EXPLAIN.
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
  for (const [slot, name] of info.params.entries()) {
    // A slot named `?NNN` is slot NNN itself (sql-text.ts assigns names that way).
    const positional = name === null || name.startsWith("?");
    let value: SqlValue | undefined;
    if (positional) value = args[slot];
    else value = named.has(name) ? named.get(name) : named.get(name.slice(1));
    if (value === undefined) {
      // sqld lets EXPLAIN through with unbound parameters; SQLite treats them as NULL.
      if (info.isExplain) return bound;
      throw invalid(`value for parameter ${name ?? slot + 1} not found`);
    }
    bound.push(value);
  }
  return bound;
}
