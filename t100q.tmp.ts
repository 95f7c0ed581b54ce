import { createClient } from "@libsql/client";
import { readFileSync } from "node:fs";
import { pageStatement, type PageQuery } from "./worker/catalog/libsql-search/query";
import { tablesOf } from "./worker/catalog/libsql-search/tables";
const meta = JSON.parse(readFileSync("/tmp/t100/attrs.json", "utf8"));
const client = createClient({ url: "file:/tmp/t100/db.sqlite" });
const t = tablesOf("big");
const women = meta.categories.find((c: any) => c.level === 2 && c.urlPath.en === "women").id;
const base: PageQuery = { strict: null, relaxed: null, text: false, sku: null, suggestion: null, category: women, filters: {}, price: null, sort: "position", from: 0, size: 50, take: 50, includeOutOfStock: false, now: Date.parse("2026-11-20T12:00:00Z"), country: "NL" };
async function time(label: string, sql: string, args: any[]) {
  const runs: number[] = [];
  for (let i = 0; i < 7; i++) { const s = performance.now(); await client.execute({ sql, args }); runs.push(performance.now() - s); }
  runs.sort((a, b) => a - b);
  console.log(label.padEnd(40), "median", runs[3].toFixed(1), "ms  min", runs[0].toFixed(1));
}
const variants: [string, PageQuery][] = [
  ["listing women position", base],
  ["listing women price_asc", { ...base, sort: "price_asc" }],
  ["text coat", { ...base, category: null, text: true, strict: '("coat" OR "coat"*)', sort: "relevance", take: 100 }],
  ["text wool jumper", { ...base, category: null, text: true, strict: '(("wool" OR "wool"*) AND ("jumper" OR "jumper"*))', sort: "relevance", take: 100 }],
];
for (const [label, q] of variants) {
  const { sql, args } = pageStatement(t, "en", q);
  await time(label, sql, args);
  // Without the facet subquery
  const noFacets = sql.replace(/\(select json_group_array\(json_array\(code, value, n\)\)[\s\S]*?group by x\.code, x\.value\)\),/, "0,");
  await time(label + " -facets", noFacets, args);
  const noBm25 = sql.replace(/-bm25\([^)]*\)/g, "0.0");
  if (noBm25 !== sql) await time(label + " -bm25", noBm25, args);
  const countOnly = `${sql.slice(0, sql.indexOf("\nselect"))}\nselect (select count(*) from rows)`;
  await time(label + " only rows", countOnly, args.slice(0, (countOnly.match(/\?/g) ?? []).length));
}
