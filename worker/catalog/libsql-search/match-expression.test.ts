/**
 * The minimum match as an FTS5 expression: for every query length and minimum, the expression
 * matches exactly the documents holding at least that many of the words (checked over every subset
 * of the words), and names each word equally often, so bm25 weighs them alike.
 */
import { describe, expect, it } from "vitest";
import type { PlannedWord } from "../search/text-match";
import { matchExpression } from "./match-expression";

const word = (token: string): PlannedWord => ({ word: token, terms: [{ token, weight: 0.5 }], corrections: [] });

type Ast = string | { op: "AND" | "OR"; parts: Ast[] };

/** Parses the subset of FTS5 the module writes: quoted words, AND, OR and parentheses (AND before OR). */
function parse(text: string): Ast {
  const tokens = text.match(/"(?:[^"]|"")*"|\(|\)|AND|OR/g) ?? [];
  let at = 0;
  const primary = (): Ast => {
    const token = tokens[at++]!;
    if (token === "(") {
      const inner = or();
      expect(tokens[at++]).toBe(")");
      return inner;
    }
    expect(token.startsWith('"')).toBe(true);
    return token.slice(1, -1);
  };
  const and = (): Ast => {
    const parts = [primary()];
    while (tokens[at] === "AND") {
      at++;
      parts.push(primary());
    }
    return parts.length === 1 ? parts[0]! : { op: "AND", parts };
  };
  const or = (): Ast => {
    const parts = [and()];
    while (tokens[at] === "OR") {
      at++;
      parts.push(and());
    }
    return parts.length === 1 ? parts[0]! : { op: "OR", parts };
  };
  const tree = or();
  expect(at).toBe(tokens.length);
  return tree;
}

const holds = (ast: Ast, doc: Set<string>): boolean =>
  typeof ast === "string"
    ? doc.has(ast)
    : ast.op === "AND"
      ? ast.parts.every((part) => holds(part, doc))
      : ast.parts.some((part) => holds(part, doc));

describe("the minimum match expression", () => {
  it("matches a document exactly when it holds at least the minimum of the words, naming each word equally often", () => {
    for (let n = 1; n <= 7; n++) {
      const words = Array.from({ length: n }, (_, i) => `w${i}`);
      for (let k = 1; k <= n; k++) {
        const expression = matchExpression(words.map(word), k)!;
        const ast = parse(expression);
        for (let mask = 0; mask < 1 << n; mask++) {
          const doc = new Set(words.filter((_, i) => mask & (1 << i)));
          expect(holds(ast, doc), `${k} of ${n}: ${expression} on {${[...doc].join(" ")}}`).toBe(doc.size >= k);
        }
        const named = words.map((w) => expression.split(`"${w}"`).length - 1);
        expect(new Set(named).size, `${k} of ${n}: ${expression}`).toBe(1);
      }
    }
  });

  it("asks for three of four words with each word twice, not three times", () => {
    const expression = matchExpression(["a", "b", "c", "d"].map(word), 3)!;
    expect(expression).toBe('(("a" OR "b") AND "c" AND "d") OR ("a" AND "b" AND ("c" OR "d"))');
    expect(matchExpression(["a", "b", "c", "d"].map(word), 2)).toBe(
      '("c" AND "d") OR (("a" OR "b") AND ("c" OR "d")) OR ("a" AND "b")',
    );
  });

  it("keeps the plain forms: one word, all words, any word, and no expression when too few words have terms", () => {
    expect(matchExpression([word("a")], 1)).toBe('"a"');
    expect(matchExpression(["a", "b", "c"].map(word), 3)).toBe('("a" AND "b" AND "c")');
    expect(matchExpression(["a", "b"].map(word), 1)).toBe('"a" OR "b"');
    expect(matchExpression(["a", "b", "c"].map(word), 2)).toBe('("a" AND "b") OR ("a" AND "c") OR ("b" AND "c")');
    const none: PlannedWord = { word: "x", terms: [], corrections: [] };
    expect(matchExpression([word("a"), none], 2)).toBeNull();
    expect(matchExpression([word("a"), none], 1)).toBe('"a"');
  });
});
