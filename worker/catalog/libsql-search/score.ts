/**
 * A pass's matches scored in SQL as FTS5's bm25() with the SPEC's column weights scores them, from the
 * word weights the seed counted (tables.ts: `_idf_{store}` and `_terms.avgdl`). bm25() itself walks
 * the whole posting list of every phrase of the expression on each query to count its documents,
 * which at a million products cost most of a multi-word search. A word counts once per column it is
 * in (an FTS5 table with detail=column knows no more), weighted by column, and as often as the
 * expression names it, but not where it stands in an AND the row does not satisfy (`contribution`),
 * as in bm25(). libsql-search.test.ts holds the scores to bm25()'s.
 */
import type { InValue } from "@libsql/client/web";
import type { StoreCode } from "../../../domain/store-views";
import { BOOST } from "../search/text-match";
import type { ScoreNode, Scoring } from "./match-expression";
import { FTS_COLUMNS, type TierTables } from "./tables";

/** bm25's constants, as FTS5 has them. */
const K1 = 1.2;
const B = 0.75;

/**
 * A parsed expression over one row's word values (`v0`, `v1`, … : a word's bm25 term, 0 where the row
 * lacks it) as SQL: whether the row satisfies it, and what it adds to the score. An AND the row does
 * not satisfy adds nothing, an OR what its satisfied parts add; a prefix (never asked by the tier)
 * is taken as satisfied and adds nothing.
 */
function contribution(node: ScoreNode): { holds: string; value: string } {
  if ("word" in node) return { holds: `(v${node.word} > 0)`, value: `v${node.word}` };
  if ("prefix" in node) return { holds: "1", value: "0" };
  const parts = node.parts.map(contribution);
  if (node.op === "OR")
    return {
      holds: `(${parts.map((p) => p.holds).join(" or ")})`,
      value: `(${parts.map((p) => p.value).join(" + ")})`,
    };
  const holds = `(${parts.map((p) => p.holds).join(" and ")})`;
  return { holds, value: `iif(${holds}, ${parts.map((p) => p.value).join(" + ")}, 0)` };
}

/**
 * The CTEs that score the rows of the pass `name` (a CTE of `doc`s matched in `t.fts[store]`) as
 * `${name}score(doc, score)`. Steps over the pass's rows, each kept whole (materialized) so no step is
 * written out again inside the next: each row's columns (from the text table, padded with spaces) and
 * its length factor; per word, the columns that hold it (weighted); per word, its bm25 term; the sum.
 * `arg` binds a value where it is called: call this where its text goes in the statement.
 */
export function scoreCtes(
  t: TierTables,
  store: StoreCode,
  name: string,
  scoring: Scoring | null,
  arg: (value: InValue) => string,
): string {
  if (scoring === null) return `${name}score(doc, score) as (select doc, 0.0 from ${name})`;
  const { words, tree } = scoring;
  const avgdl = `(select avgdl from ${t.terms} where store = '${store}')`;
  const each = (write: (i: number) => string) => words.map((_, i) => write(i)).join(", ");
  const inColumns = (i: number) => FTS_COLUMNS.map((c, n) => `(instr(t.c${n}, p.w${i}) > 0) * ${BOOST[c]}`).join(" + ");
  return `${name}words as materialized (select ${each((i) => `' ' || ${arg(words[i]!)} || ' ' as w${i}`)},
         ${each((i) => `coalesce((select idf from ${t.idf[store]} where term = ${arg(words[i]!)}), 0) as i${i}`)}),
       ${name}text(doc, k, ${FTS_COLUMNS.map((_, n) => `c${n}`).join(", ")}) as materialized (
         select s.doc, ${K1} * (${1 - B} + ${B} * f.len / ${avgdl}), ${FTS_COLUMNS.map((c) => `f.${c}`).join(", ")}
         from ${name} s join ${t.text[store]} f on f.doc = s.doc),
       ${name}fr(doc, k, ${each((i) => `f${i}`)}) as materialized (
         select t.doc, t.k, ${each(inColumns)} from ${name}text t cross join ${name}words p),
       ${name}v(doc, ${each((i) => `v${i}`)}) as materialized (
         select r.doc, ${each((i) => `iif(r.f${i} > 0, p.i${i} * r.f${i} * ${K1 + 1} / (r.f${i} + r.k), 0)`)}
         from ${name}fr r cross join ${name}words p),
       ${name}score(doc, score) as materialized (select doc, ${contribution(tree).value} from ${name}v)`;
}
