/** Sorting the documents of all dumps by entity and store view, and ordering skipped documents for the report. */
import { isCatalogEntity, type CatalogEntity } from "./entities";
import { shortName, type ParsedDump, type RawDoc } from "./read-dump";
import type { ImportReport, Notes, SkippedDocument } from "./report";
import { storeLanguage } from "./store-views";
import type { Lang } from "./url-paths";

/** An entity's documents: the default store view's, and each store view's. */
export interface EntityDocs {
  base: RawDoc[];
  stores: Map<Lang, RawDoc[]>;
}
export type Groups = Map<CatalogEntity, EntityDocs>;

function languageName(code: string): string {
  return new Intl.DisplayNames(["en"], { type: "language" }).of(code) ?? code;
}

/**
 * Where the product documents go as they are read (the scratch store): a big shop's products never
 * sit in memory as one list. `lang` is null for the default store view.
 */
export interface ProductDocSink {
  add(doc: RawDoc, lang: Lang | null): void;
  /** The store view's documents become the default store view's (only a store-view dump was given). */
  promote(lang: Lang): void;
}

/**
 * Sorts documents by entity and store view as they come, counting what is read and what is ignored;
 * products go to `products`, the rest (attributes, categories, tax rules: a few thousand at most) is
 * kept. `finish` returns what was kept.
 */
export class DocumentGroups {
  readonly #groups: Groups = new Map();
  readonly #unusedStores = new Map<string, number>();
  /** The product documents' store views in the order first seen, with their count; "" is the default one. */
  readonly #productLangs = new Map<Lang | "", number>();

  constructor(
    private readonly report: Pick<ImportReport, "read" | "ignored">,
    private readonly notes: Notes,
    private readonly products: ProductDocSink,
  ) {}

  add(doc: RawDoc): void {
    const key = doc.store ? `${doc.entity}@${doc.store}` : doc.entity;
    const report = this.report;
    report.read[key] = (report.read[key] ?? 0) + 1;
    const lang = doc.store ? storeLanguage(doc.store) : null;
    if (!isCatalogEntity(doc.entity) || (doc.store && !lang)) {
      report.ignored.byEntity[key] = (report.ignored.byEntity[key] ?? 0) + 1;
      report.ignored.total++;
      if (doc.store && !lang) this.#unusedStores.set(key, (this.#unusedStores.get(key) ?? 0) + 1);
      return;
    }
    const entry = this.#groups.get(doc.entity) ?? { base: [], stores: new Map<Lang, RawDoc[]>() };
    this.#groups.set(doc.entity, entry);
    if (doc.entity === "product") {
      this.products.add(doc, lang);
      this.#productLangs.set(lang ?? "", (this.#productLangs.get(lang ?? "") ?? 0) + 1);
      // The kept group stays empty for products; it only keeps the entity's place in the order of notes.
      if (lang && !entry.stores.has(lang)) entry.stores.set(lang, []);
    } else if (!lang) entry.base.push(doc);
    else if (entry.stores.has(lang)) entry.stores.get(lang)!.push(doc);
    else entry.stores.set(lang, [doc]);
  }

  /** The kept groups, and the store views of the product documents (in the order first seen, the default one left out). */
  finish(): { groups: Groups; productLangs: Lang[] } {
    for (const [key, count] of this.#unusedStores) {
      const [entity, store = ""] = key.split("@");
      this.notes.add(
        `${store} store view: ${count} ${entity} documents read, but there is no ${languageName(store)} store view (ours are nl, de, en); not imported`,
      );
    }
    for (const [entity, entry] of this.#groups) {
      const first = [...entry.stores][0];
      const hasBase = entity === "product" ? this.#productLangs.has("") : entry.base.length > 0;
      if (hasBase || !first) continue;
      // Only a store-view dump was given: its texts are the catalogue's texts in every language.
      this.notes.add(`no ${entity} dump for the default store view: the ${first[0]} dump supplies all languages`);
      if (entity === "product") {
        this.products.promote(first[0]);
        this.#productLangs.delete(first[0]);
      } else entry.base = first[1];
      entry.stores.delete(first[0]);
    }
    const productLangs = [...this.#productLangs.keys()].filter((lang): lang is Lang => lang !== "");
    return { groups: this.#groups, productLangs };
  }
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
