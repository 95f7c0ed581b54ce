/**
 * The importer: Vue Storefront / Magento Elasticsearch dumps → a normalised catalogue (nothing is
 * written; the snapshot writer does that). The products pass through a scratch store on disk
 * (scratch.ts) as they are read, normalised and checked, so memory does not grow with the
 * catalogue: `importCatalogToStore` leaves them there for the writer; `importCatalog` and
 * `buildCatalog` (parsed dumps, for tests) hand back the whole catalogue in memory.
 */
import {
  attributeSchema,
  categorySchema,
  taxRuleSchema,
  type Attribute,
  type Catalog,
} from "../../../schema/catalog/snapshot";
import type { CatalogEntity } from "./entities";
import { DocumentGroups, inFileOrder, type EntityDocs } from "./group-documents";
import { Importer, type Normalized } from "./importer";
import { AttributeIndex, normalizeAttribute } from "./normalize-attribute";
import {
  finishCategories,
  findRootCategory,
  normalizeCategory,
  withNestedCategories,
  type CategoryDraft,
} from "./normalize-category";
import { applyOwnTaxRules, normalizeTaxRule } from "./normalize-tax-rule";
import { ProductImport } from "./products";
import { expandPaths, readDump, type ParsedDump, type RawDoc } from "./read-dump";
import { emptyByType, type ImportReport } from "./report";
import { ImportScratch, type StoredProducts } from "./scratch";
import { mergeAttributeTexts, mergeCategoryTexts } from "./store-views";
import type { Lang } from "./url-paths";

export type { ImportReport, SkippedDocument } from "./report";
export { formatReport } from "./report";

export interface ImportResult {
  catalog: Catalog;
  report: ImportReport;
}

/** A catalogue without its products: what the snapshot writer keeps in memory. */
export type CatalogHead = Omit<Catalog, "products">;

/** An import whose products are in a scratch store: the writer reads them from there. */
export interface StoredImport {
  head: CatalogHead;
  products: StoredProducts;
  report: ImportReport;
}

/**
 * Reads dump files and folders (every .json in them) a document at a time and normalises them into
 * `scratch`; writes nothing else. The caller closes the scratch store when done with the products.
 */
export async function importCatalogToStore(
  paths: string[],
  scratch: ImportScratch,
  log: (line: string) => void = () => undefined,
): Promise<StoredImport> {
  if (paths.length === 0) throw new Error("no dump files given");
  const { files, labels } = await expandPaths(paths);
  const run = new CatalogImport(scratch, log);
  for (const file of files) run.addDump(await readDump(file, { onDoc: (doc) => run.add(doc) }));
  return run.finish(`import: ${labels.join(", ")}`);
}

/** Reads dump files and folders and normalises them into a catalogue in memory (small shops, tests, the bench). */
export async function importCatalog(paths: string[]): Promise<ImportResult> {
  const scratch = new ImportScratch();
  try {
    return materialize(await importCatalogToStore(paths, scratch));
  } finally {
    scratch.close();
  }
}

/** Normalises parsed dumps into a catalogue in memory. */
export function buildCatalog(dumps: ParsedDump[], source: string): ImportResult {
  const scratch = new ImportScratch();
  try {
    const run = new CatalogImport(scratch);
    for (const dump of dumps) {
      run.addDump({ ...dump, docs: [] });
      for (const doc of dump.docs) run.add(doc);
    }
    return materialize(run.finish(source));
  } finally {
    scratch.close();
  }
}

function materialize({ head, products, report }: StoredImport): ImportResult {
  return { catalog: { ...head, products: [...products.inOrder()] }, report };
}

/** One import: documents in (`add`, file by file), a normalised catalogue out (`finish`). */
class CatalogImport {
  readonly #im = new Importer();
  readonly #scratch: ImportScratch;
  readonly #log: (line: string) => void;
  readonly #dumps: ParsedDump[] = [];
  readonly #report: ImportReport;
  readonly #groups: DocumentGroups;
  #read = 0;

  constructor(scratch: ImportScratch, log: (line: string) => void = () => undefined) {
    this.#scratch = scratch;
    this.#log = log;
    this.#report = {
      source: "",
      files: [],
      read: {},
      products: { total: 0, byType: emptyByType(), children: 0 },
      categories: 0,
      attributes: 0,
      taxRules: 0,
      sourceTaxRules: 0,
      ignored: { total: 0, byEntity: {} },
      skipped: this.#im.skipped,
      warnings: [],
      tax: [],
      storeViews: [],
      rootCategoryId: 2,
    };
    const insert = scratch.db.prepare("insert into raw (lang, sku, doc) values (?, ?, ?)");
    const promote = scratch.db.prepare("update raw set lang = '' where lang = ?");
    this.#groups = new DocumentGroups(this.#report, this.#im.notes, {
      add: (doc, lang) => {
        insert.run(lang ?? "", typeof doc.source.sku === "string" ? doc.source.sku : null, JSON.stringify(doc));
        scratch.wrote();
      },
      promote: (lang) => void promote.run(lang),
    });
  }

  add(doc: RawDoc): void {
    this.#groups.add(doc);
    if (++this.#read % 100_000 === 0) this.#log(`  ${this.#read.toLocaleString("en")} documents read`);
  }

  /** A file read (its documents went to `add`): its name, format, count and unreadable parts. */
  addDump(dump: ParsedDump): void {
    this.#dumps.push(dump);
    this.#report.files.push(dump.file);
    this.#im.skipped.push(...dump.errors);
  }

  finish(source: string): StoredImport {
    const im = this.#im;
    const report = this.#report;
    report.source = source;
    const { groups, productLangs } = this.#groups.finish();
    this.#scratch.commit();
    const docsOf = (entity: CatalogEntity) => groups.get(entity) ?? { base: [], stores: new Map<Lang, RawDoc[]>() };

    const validAttributes = this.#attributes(docsOf("attribute"));
    const categories = this.#categories(docsOf("category"));
    const stored = new ProductImport(this.#scratch, im, report, this.#log, (...args) => this.#merged(...args)).run(
      new AttributeIndex(validAttributes),
      productLangs,
    );

    const drafts: CategoryDraft[] = categories.map((c) => c.value);
    const finished = finishCategories(drafts, stored.categoryCounts, im.notes);
    const validCategories = im.validate(
      finished.map((value, i) => ({ value, doc: categories[i]!.doc })),
      categorySchema,
    );
    report.rootCategoryId = findRootCategory(drafts);

    const taxRules = im.validate(
      im.normalize(docsOf("taxrule").base, normalizeTaxRule, (r) => r.id),
      taxRuleSchema,
    );
    const tax = applyOwnTaxRules(taxRules);
    report.tax = tax.summary;

    report.categories = validCategories.length;
    report.attributes = validAttributes.length;
    report.taxRules = tax.rules.length;
    report.sourceTaxRules = taxRules.length;
    report.warnings = im.notes.list();
    report.skipped.sort(inFileOrder(this.#dumps));
    const head: CatalogHead = {
      source,
      rootCategoryId: report.rootCategoryId,
      categories: validCategories,
      attributes: validAttributes,
      taxRules: tax.rules,
    };
    return { head, products: stored.products, report };
  }

  #merged(entity: string, lang: Lang, matched: number, total: number): void {
    const missing = total - matched;
    this.#report.storeViews.push(`${lang}: ${matched} of ${total} ${entity} documents merged into the ${lang} texts`);
    if (missing > 0)
      this.#im.notes.add(
        `${lang} store view: ${missing} ${entity} documents match no ${entity} of the default store view (not imported)`,
      );
  }

  /** Attributes first: products need their option labels. */
  #attributes(docs: EntityDocs): Attribute[] {
    const im = this.#im;
    const attributes = im.normalize(
      docs.base,
      (s) => normalizeAttribute(s, im.notes),
      (a) => a.code,
    );
    for (const [lang, list] of docs.stores) {
      const localized = im
        .normalize(
          list,
          (s) => normalizeAttribute(s, im.notes),
          (a) => a.code,
        )
        .map((n) => n.value);
      const matched = mergeAttributeTexts(
        attributes.map((a) => a.value),
        localized,
        lang,
      );
      this.#merged("attribute", lang, matched, list.length);
    }
    return im.validate(attributes, attributeSchema);
  }

  #categories(docs: EntityDocs): Normalized<CategoryDraft>[] {
    const im = this.#im;
    const categories = im.normalize(
      withNestedCategories(docs.base),
      (s) => normalizeCategory(s, im.notes),
      (c) => c.id,
    );
    for (const [lang, list] of docs.stores) {
      const localized = im
        .normalize(
          withNestedCategories(list),
          (s) => normalizeCategory(s, im.notes),
          (c) => c.id,
        )
        .map((n) => n.value);
      const matched = mergeCategoryTexts(
        categories.map((c) => c.value),
        localized,
        lang,
      );
      this.#merged("category", lang, matched, localized.length);
    }
    return categories;
  }
}

/** Whether the dumps held anything valid (our own tax rule alone does not count). */
export function importedAnything(report: ImportReport): boolean {
  return report.products.total + report.categories + report.attributes + report.sourceTaxRules > 0;
}
