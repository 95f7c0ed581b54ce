/** Sorting the documents of all dumps by entity and store view, and ordering skipped documents for the report. */
import { isCatalogEntity, type CatalogEntity } from "./entities";
import { shortName, type ParsedDump, type RawDoc } from "./read-dump";
import type { ImportReport, Notes, SkippedDocument } from "./report";
import { storeLanguage } from "./store-views";
import type { Lang } from "./url-paths";

export type Groups = Map<CatalogEntity, { base: RawDoc[]; stores: Map<Lang, RawDoc[]> }>;

function languageName(code: string): string {
  return new Intl.DisplayNames(["en"], { type: "language" }).of(code) ?? code;
}

/** Splits the documents by entity and store view; counts what is read and what is ignored. */
export function group(dumps: ParsedDump[], report: Pick<ImportReport, "read" | "ignored">, notes: Notes): Groups {
  const groups: Groups = new Map();
  const unusedStores = new Map<string, number>();
  for (const doc of dumps.flatMap((d) => d.docs)) {
    const key = doc.store ? `${doc.entity}@${doc.store}` : doc.entity;
    report.read[key] = (report.read[key] ?? 0) + 1;
    const lang = doc.store ? storeLanguage(doc.store) : null;
    if (!isCatalogEntity(doc.entity) || (doc.store && !lang)) {
      report.ignored.byEntity[key] = (report.ignored.byEntity[key] ?? 0) + 1;
      report.ignored.total++;
      if (doc.store && !lang) unusedStores.set(key, (unusedStores.get(key) ?? 0) + 1);
      continue;
    }
    const entry = groups.get(doc.entity) ?? { base: [], stores: new Map<Lang, RawDoc[]>() };
    groups.set(doc.entity, entry);
    if (!lang) entry.base.push(doc);
    else if (entry.stores.has(lang)) entry.stores.get(lang)!.push(doc);
    else entry.stores.set(lang, [doc]);
  }
  for (const [key, count] of unusedStores) {
    const [entity, store = ""] = key.split("@");
    notes.add(
      `${store} store view: ${count} ${entity} documents read, but there is no ${languageName(store)} store view (ours are nl, de, en); not imported`,
    );
  }
  for (const [entity, entry] of groups) {
    const first = [...entry.stores][0];
    if (entry.base.length > 0 || !first) continue;
    // Only a store-view dump was given: its texts are the catalogue's texts in every language.
    notes.add(`no ${entity} dump for the default store view: the ${first[0]} dump supplies all languages`);
    entry.base = first[1];
    entry.stores.delete(first[0]);
  }
  return groups;
}

/** Skipped documents in the order of the files and lines they came from ("catalog.json:8", "products.json#3"). */
export function inFileOrder(dumps: ParsedDump[]): (a: SkippedDocument, b: SkippedDocument) => number {
  const files = dumps.map((d) => shortName(d.file.path));
  const position = (s: SkippedDocument): [number, number] => {
    const match = /^(.*?)[:#](\d+)/.exec(s.location);
    return [files.indexOf(match?.[1] ?? s.location), Number(match?.[2] ?? 0)];
  };
  return (a, b) => {
    const [fileA, lineA] = position(a);
    const [fileB, lineB] = position(b);
    return fileA - fileB || lineA - lineB;
  };
}
