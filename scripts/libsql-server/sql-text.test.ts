import { describe, expect, it } from "vitest";
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
    const trigger = "CREATE TEMP TRIGGER tr AFTER INSERT ON a BEGIN INSERT INTO b VALUES (1); UPDATE c SET n = n + 1; END";
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
    expect(bindArgs(analyzeStatement("SELECT ?, ?"), [1n, 2n], new Map())).toEqual([1n, 2n]);
    expect(bindArgs(analyzeStatement("SELECT ?2, ?1"), [1n, 2n], new Map())).toEqual([1n, 2n]);
    const info = analyzeStatement("SELECT :a, @b, $c");
    expect(bindArgs(info, [], named({ a: 1n, "@b": 2n, c: 3n }))).toEqual([1n, 2n, 3n]);
  });

  it.each([
    ["too many", "SELECT ?", [1n, 2n], {}, "ARGS_INVALID", /too many parameters, expected 1 found 2/],
    ["a missing one", "SELECT ?, ?", [1n], {}, "ARGS_INVALID", /value for parameter 2 not found/],
    ["a wrong name", "SELECT :a", [], { b: 1n }, "ARGS_INVALID", /value for parameter :a not found/],
    ["positional for a named one", "SELECT :a", [1n], {}, "ARGS_INVALID", /parameter :a not found/],
    ["both kinds", "SELECT ?, :a", [1n], { a: 1n }, "ARGS_BOTH_POSITIONAL_AND_NAMED", /both positional and named/],
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
