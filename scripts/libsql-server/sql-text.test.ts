import fc from "fast-check";
import Database from "libsql";
import { afterAll, describe, expect, it } from "vitest";
import { bindArgs } from "./args";
import { RequestError } from "./errors";
import { analyzeStatement, splitStatements } from "./sql-text";

describe("splitStatements", () => {
  it("splits on semicolons outside strings, identifiers and comments", () => {
    const sql = `INSERT INTO "a;b" VALUES ('x;''y'); -- c;omment
      /* block; */ SELECT [w;eird], \`q;\` FROM t;;  ;`;
    expect(splitStatements(sql)).toEqual([
      `INSERT INTO "a;b" VALUES ('x;''y')`,
      "-- c;omment\n      /* block; */ SELECT [w;eird], `q;` FROM t",
    ]);
  });

  it("keeps a CREATE TRIGGER body together", () => {
    const trigger =
      "CREATE TEMP TRIGGER tr AFTER INSERT ON a BEGIN INSERT INTO b VALUES (1); UPDATE c SET n = n + 1; END";
    expect(splitStatements(`${trigger}; SELECT 1`)).toEqual([trigger, "SELECT 1"]);
  });

  it("finds no statement in blank or comment-only text", () => {
    expect(splitStatements("  ; -- nothing\n /* here */")).toEqual([]);
    expect(splitStatements("SELECT 1")).toEqual(["SELECT 1"]);
  });
});

describe("analyzeStatement", () => {
  it("numbers parameters the way SQLite does", () => {
    expect(analyzeStatement("SELECT ?, ?, ?").params).toEqual([null, null, null]);
    expect(analyzeStatement("SELECT ?3, ?").params).toEqual([null, null, "?3", null]);
    expect(analyzeStatement("SELECT :a, @b, $c, :a, ?").params).toEqual([":a", "@b", "$c", null]);
    expect(analyzeStatement("SELECT ':x', \"@y\", $t::v(z) -- ?\n").params).toEqual(["$t::v(z)"]);
  });

  it("gives a slot its first name, so a later ?NNN reads a named slot", () => {
    expect(analyzeStatement("SELECT :b, :a, ?1").params).toEqual([":b", ":a"]);
    expect(analyzeStatement("SELECT @b, $a, ?2, ?1, @b").params).toEqual(["@b", "$a"]);
    expect(analyzeStatement("SELECT :a, ?1, :a, ?").params).toEqual([":a", null]);
    expect(analyzeStatement("SELECT ?, ?1").params).toEqual(["?1"]);
    expect(analyzeStatement("SELECT ?01, ?1").params).toEqual(["?01"]);
    expect(analyzeStatement("SELECT ?2, ?, :a").params).toEqual([null, "?2", null, ":a"]);
    expect(analyzeStatement("SELECT ?1, :a, ?2").params).toEqual(["?1", ":a"]);
  });

  it("tokenizes parameters like SQLite, for every sigil", () => {
    expect(analyzeStatement("SELECT :a::b, @c(x), #d, $e::, :1").params).toEqual([
      ":a::b",
      "@c(x)",
      "#d",
      "$e::",
      ":1",
    ]);
    // Illegal tokens (prepare() rejects them) and registers are no parameters.
    expect(analyzeStatement("SELECT : , @(x), #1, :a(x y)").params).toEqual([]);
  });

  it("finds the main verb behind EXPLAIN and WITH", () => {
    expect(analyzeStatement("  insert into t values (1)")).toMatchObject({ verb: "INSERT", isExplain: false });
    expect(analyzeStatement("EXPLAIN QUERY PLAN SELECT 1")).toMatchObject({ verb: "SELECT", isExplain: true });
    const cte = "WITH x(n) AS (SELECT 1), y AS MATERIALIZED (VALUES (2)) DELETE FROM t WHERE id IN x";
    expect(analyzeStatement(cte).verb).toBe("DELETE");
    expect(analyzeStatement("WITH x AS (DELETE FROM t) SELECT 1").verb).toBe("SELECT");
  });
});

describe("bindArgs", () => {
  const named = (entries: Record<string, bigint>) => new Map(Object.entries(entries));

  it("binds positional, numbered and named parameters", () => {
    expect(bindArgs(analyzeStatement("SELECT ?3"), [1n, 2n, 3n], new Map())).toEqual([1n, 2n, 3n]);
    expect(bindArgs(analyzeStatement("SELECT ?, ?"), [1n, 2n], new Map())).toEqual([1n, 2n]);
    expect(bindArgs(analyzeStatement("SELECT ?2, ?1"), [1n, 2n], new Map())).toEqual([1n, 2n]);
    const info = analyzeStatement("SELECT :a, @b, $c");
    expect(bindArgs(info, [], named({ a: 1n, "@b": 2n, c: 3n }))).toEqual([1n, 2n, 3n]);
  });

  it.each([":", "@", "$"])("binds %s names and a ?NNN that reads their slot", (sigil) => {
    const info = analyzeStatement(`SELECT ${sigil}b, ${sigil}a, ?1, ${sigil}b`);
    expect(bindArgs(info, [], named({ a: 1n, b: 2n }))).toEqual([2n, 1n]);
    expect(bindArgs(info, [], named({ [`${sigil}a`]: 1n, b: 2n }))).toEqual([2n, 1n]);
  });

  it.each([
    ["too many", "SELECT ?", [1n, 2n], {}, "ARGS_INVALID", /too many parameters, expected 1 found 2/],
    ["a missing one", "SELECT ?, ?", [1n], {}, "ARGS_INVALID", /value for parameter 2 not found/],
    ["a wrong name", "SELECT :a", [], { b: 1n }, "ARGS_INVALID", /value for parameter :a not found/],
    ["positional for a named one", "SELECT :a", [1n], {}, "ARGS_INVALID", /parameter :a not found/],
    ["both kinds", "SELECT ?, :a", [1n], { a: 1n }, "ARGS_BOTH_POSITIONAL_AND_NAMED", /both positional and named/],
    ["a gap below ?NNN", "SELECT ?3", [3n], {}, "ARGS_INVALID", /value for parameter 2 not found/],
    ["an unnamed slot with names", "SELECT :a, ?", [], { a: 1n }, "ARGS_INVALID", /value for parameter 2 not found/],
    ["a numbered slot with names", "SELECT ?1, :a", [], { a: 1n }, "ARGS_INVALID", /value for parameter \?1 not found/],
    ["another sigil's name", "SELECT @a", [], { ":a": 1n }, "ARGS_INVALID", /value for parameter @a not found/],
  ])("rejects %s", (_title, sql, args, names, code, message) => {
    const run = () => bindArgs(analyzeStatement(sql), args, named(names));
    expect(run).toThrow(RequestError);
    expect(run).toThrow(message);
    try {
      run();
    } catch (error) {
      expect((error as RequestError).code).toBe(code);
    }
  });

  it("lets EXPLAIN run with unbound parameters, as sqld does", () => {
    expect(bindArgs(analyzeStatement("EXPLAIN SELECT ?"), [], new Map())).toEqual([]);
  });
});

describe("bindArgs compared with SQLite's own binding", () => {
  const db = new Database(":memory:");
  afterAll(() => db.close());
  const row = (sql: string, values: unknown[] | Record<string, unknown>) =>
    db.prepare(sql).raw(true).get(values) as unknown[];
  const codeOf = (run: () => unknown) => {
    try {
      run();
      return "ok";
    } catch (error) {
      return (error as RequestError).code;
    }
  };

  const NAMED = [":", "@", "$", "#"].flatMap((sigil) => ["a", "b", "a::b", "b(1)"].map((name) => sigil + name));
  const param = fc.oneof(
    fc.constant("?"),
    fc.integer({ min: 1, max: 6 }).map((n) => `?${n}`),
    fc.constantFrom(...NAMED),
  );
  const decoy = fc.constantFrom("':a ?1'", "/* @b */ 0", "-- $c ?\n 0");
  const item = fc.oneof({ weight: 5, arbitrary: param }, { weight: 1, arbitrary: decoy });
  const isNamed = (item: string) => NAMED.includes(item);

  it("numbers and binds every mix of parameters as SQLite does", () => {
    fc.assert(
      fc.property(fc.array(item, { minLength: 1, maxLength: 8 }), fc.subarray(NAMED), (items, keepSigil) => {
        const sql = `SELECT ${items.join(", ")}`;
        // SQLite's truth: with "s1", "s2", … bound by position (it ignores extra
        // values), each parameter column shows the slot SQLite gave it.
        const truth = row(
          sql,
          Array.from({ length: 20 }, (_, i) => `s${i + 1}`),
        );
        const slots = items.map((token, i) => (/^[?:@$#]/.test(token) ? Number(String(truth[i]).slice(1)) : 0));
        const count = Math.max(0, ...slots);
        const info = analyzeStatement(sql);
        expect(info.params).toHaveLength(count);

        // Positional arguments bind like SQLite, but (as in sqld) never a named slot.
        const positional = () =>
          bindArgs(
            info,
            Array.from({ length: count }, (_, i) => `s${i + 1}`),
            new Map(),
          );
        if (items.some(isNamed)) expect(codeOf(positional)).toBe("ARGS_INVALID");
        else expect(row(sql, positional())).toEqual(truth);

        // Named arguments, given with or without the sigil, bind when every slot has a
        // name; only then is libsql's own object binding safe (else it panics and aborts).
        const names = [...new Set(items.filter(isNamed))];
        if (names.length === 0) return;
        const value = (name: string) => `v-${name.slice(1)}`;
        const named = new Map(names.map((n) => [keepSigil.includes(n) ? n : n.slice(1), value(n)]));
        const namedSlots = new Set(slots.filter((_, i) => isNamed(items[i]!)));
        const bound = () => bindArgs(info, [], named);
        if (namedSlots.size === count) {
          expect(row(sql, bound())).toEqual(row(sql, Object.fromEntries(names.map((n) => [n.slice(1), value(n)]))));
        } else {
          expect(codeOf(bound)).toBe("ARGS_INVALID");
        }
      }),
    );
  });
});
