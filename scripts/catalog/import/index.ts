/**
 * The importer: Vue Storefront / Magento Elasticsearch dumps → a normalised catalogue (nothing is
 * written; the snapshot writer does that). The products pass through a scratch store on disk
 * (scratch.ts) as they are read, normalised and checked, so memory does not grow with the
 * catalogue: `importCatalogToStore` leaves them there for the writer; `importCatalog` and
 * `buildCatalog` (parsed dumps, for tests) hand back the whole catalogue in memory.
 */
import type { z } from "zod";
import {
  attributeSchema,
  categorySchema,
  productSchema,
  taxRuleSchema,
  type Attribute,
  type Catalog,
} from "../../../schema/catalog/snapshot";
import type { CatalogEntity } from "./entities";
import { DocumentGroups, inFileOrder, type EntityDocs } from "./group-documents";
import { AttributeIndex, normalizeAttribute, type NormalizeResult } from "./normalize-attribute";
import {
  finishCategories,
  findRootCategory,
  normalizeCategory,
  withNestedCategories,
  type CategoryDraft,
} from "./normalize-category";
import { normalizeProduct, type ProductDraft } from "./normalize-product";
import { applyOwnTaxRules, normalizeTaxRule } from "./normalize-tax-rule";
import { expandPaths, readDump, type ParsedDump, type RawDoc } from "./read-dump";
import { emptyByType, Notes, type ImportReport, type SkippedDocument } from "./report";
import { ImportScratch, StoredProducts } from "./scratch";
import { mergeAttributeTexts, mergeCategoryTexts, mergeProductText } from "./store-views";
import { LANGS, productUrlClaims, productUrlRank, type Lang, type ProductUrlInLang } from "./url-paths";
import type { Source } from "./values";

export type { ImportReport, SkippedDocument } from "./report";
export { formatReport } from "./report";

export interface ImportResult {
  catalog: Catalog;
  report: ImportReport;
}

interface Normalized<T> {
  value: T;
  doc: RawDoc;
}

class Importer {
  readonly notes = new Notes();
  readonly skipped: SkippedDocument[] = [];

  normalize<T>(
    docs: RawDoc[],
    convert: (source: Source) => NormalizeResult<T>,
    key: (value: T) => string | number,
  ): Normalized<T>[] {
    const seen = new Set<string | number>();
    const result: Normalized<T>[] = [];
    for (const doc of docs) {
      const value = this.normalizeOne(doc, convert, key, seen);
      if (value !== null) result.push({ value, doc });
    }
    return result;
  }

  /** One document normalised, or null when it is skipped (with its reason) or repeats a key in `seen` (noted). */
  normalizeOne<T, K extends string | number>(
    doc: RawDoc,
    convert: (source: Source) => NormalizeResult<T>,
    key: (value: T) => K,
    seen: Set<K>,
  ): T | null {
    const outcome = convert(doc.source);
    if (!outcome.ok) {
      this.skipped.push({ entity: doc.entity, id: doc.id, location: doc.location, reason: outcome.reason });
      return null;
    }
    const k = key(outcome.value);
    if (seen.has(k)) {
      this.notes.add(`${doc.entity} documents repeated (the first is kept)`, String(k));
      return null;
    }
    seen.add(k);
    return outcome.value;
  }

  /** Validates with the snapshot's zod schema; an invalid entity is skipped with its issues by field path. */
  validate<T>(items: { value: T; doc: Pick<RawDoc, "entity" | "id" | "location"> }[], schema: z.ZodType<T>): T[] {
    const valid: T[] = [];
    for (const { value, doc } of items) {
      const parsed = schema.safeParse(value);
      if (parsed.success) valid.push(parsed.data);
      else {
        const reason = parsed.error.issues.map((i) => `${i.path.join(".") || "(document)"}: ${i.message}`).join("; ");
        this.skipped.push({ entity: doc.entity, id: doc.id, location: doc.location, reason });
      }
    }
    return valid;
  }
}

/** A catalogue without its products: what the snapshot writer keeps in memory. */
export type CatalogHead = Omit<Catalog, "products">;

/** An import whose products are in a scratch store: the writer reads them from there. */
export interface StoredImport {
  head: CatalogHead;
  products: StoredProducts;
  report: ImportReport;
}

export interface ImportOptions {
  /** Where the scratch store is kept while the import runs (removed after); in memory without it. */
  scratchFile?: string;
  /** Progress lines. */
  log?: (line: string) => void;
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

/** The scratch store's product document rows: the raw document, and its draft once normalised. */
type RawRow = { seq: number; doc: string };
type DraftRow = { seq: number; doc: string; entity: string; rid: string; location: string };

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
    const stored = this.#products(new AttributeIndex(validAttributes), productLangs);

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

  /**
   * The products, through the scratch store: the default store view's documents normalised (first
   * of an id kept), each store view's texts merged in by sku, url paths handed out per language in
   * rank order, and each checked against the snapshot's schema. A page of rows at a time.
   */
  #products(attributes: AttributeIndex, langs: Lang[]) {
    const db = this.#scratch.db;
    const firstBySku = db.prepare("select doc from raw where lang = '' and sku = ? order by seq limit 1");
    // Product documents by sku complete the children of the 2017 shape (product-variants.ts).
    const bySku = {
      get: (sku: string): Source | undefined => {
        const row = firstBySku.get(sku) as { doc: string } | undefined;
        return row === undefined ? undefined : (JSON.parse(row.doc) as RawDoc).source;
      },
    };
    const ctx = { attributes, bySku, notes: this.#im.notes };
    const convert = (s: Source) => normalizeProduct(s, ctx);
    this.#normalize(convert);
    this.#storeViewTexts(langs, convert);
    // The documents as read are done with (their pages are reused by the tables that follow).
    db.exec("drop table raw");
    this.#sharedSkuNotes();
    const merge = this.#merger(langs);
    this.#claimUrls(merge);
    const checked = this.#check(merge);
    db.exec("drop table draft; drop table localized; drop table url");
    return checked;
  }

  /** The default store view's product documents, normalised into drafts (the first of an id kept). */
  #normalize(convert: (s: Source) => NormalizeResult<ProductDraft>): void {
    const scratch = this.#scratch;
    const insertDraft = scratch.db.prepare(
      "insert into draft (seq, id, sku, entity, rid, location, doc) values (?, ?, ?, ?, ?, ?, ?)",
    );
    let drafts = 0;
    const seen = new Set<number>();
    for (const row of scratch.bySeq<RawRow>("raw", "seq, doc", "lang = ''")) {
      const doc = JSON.parse(row.doc) as RawDoc;
      const draft = this.#im.normalizeOne(doc, convert, (p) => p.id, seen);
      if (!draft) continue;
      insertDraft.run(drafts++, draft.id, draft.sku, doc.entity, doc.id, doc.location, JSON.stringify(draft));
      scratch.wrote();
      if (drafts % 100_000 === 0) this.#log(`  ${drafts.toLocaleString("en")} products normalised`);
    }
    scratch.commit();
  }

  /** Each store view's documents, normalised and kept by sku in the order read (the first of an id kept). */
  #storeViewTexts(langs: Lang[], convert: (s: Source) => NormalizeResult<ProductDraft>): void {
    const scratch = this.#scratch;
    const insertLocalized = scratch.db.prepare("insert into localized (lang, sku, seq, doc) values (?, ?, ?, ?)");
    const hasSku = scratch.db.prepare("select 1 from draft where sku = ? limit 1");
    for (const lang of langs) {
      const seen = new Set<number>();
      let matched = 0;
      let total = 0;
      for (const row of scratch.bySeq<RawRow>("raw", "seq, doc", "lang = ?", lang)) {
        const doc = JSON.parse(row.doc) as RawDoc;
        const localized = this.#im.normalizeOne(doc, convert, (p) => p.id, seen);
        if (!localized) continue;
        total++;
        if (hasSku.get(localized.sku) === undefined) continue;
        matched++;
        insertLocalized.run(lang, localized.sku, row.seq, JSON.stringify(localized));
        scratch.wrote();
      }
      scratch.commit();
      this.#merged("product", lang, matched, total);
    }
  }

  /** Merges the store views' texts into a draft: into the last product with its sku, in the order read. */
  #merger(langs: Lang[]): (seq: number, draft: ProductDraft) => ProductDraft {
    const db = this.#scratch.db;
    // One row per lookup (get): see ImportScratch on why not all().
    const localizedOf = db.prepare(
      "select json_group_array(doc) as docs from (select doc from localized where lang = ? and sku = ? order by seq)",
    );
    const lastWithSku = db.prepare("select max(seq) as seq from draft where sku = ?");
    return (seq, draft) => {
      if (langs.length === 0 || (lastWithSku.get(draft.sku) as { seq: number }).seq !== seq) return draft;
      for (const lang of langs)
        for (const doc of JSON.parse((localizedOf.get(lang, draft.sku) as { docs: string }).docs) as string[])
          mergeProductText(draft, JSON.parse(doc) as ProductDraft, lang);
      return draft;
    };
  }

  /** Url paths: each language's contested paths go by rank, then catalogue order (url-paths.ts). */
  #claimUrls(merge: (seq: number, draft: ProductDraft) => ProductDraft): void {
    const scratch = this.#scratch;
    const db = scratch.db;
    const insertNode = db.prepare(
      "insert into url_node (lang, rank, seq, id, sku, name, url_key, url_path) values (?, ?, ?, ?, ?, ?, ?, ?)",
    );
    for (const row of scratch.bySeq<DraftRow>("draft", "seq, doc")) {
      const draft = merge(row.seq, JSON.parse(row.doc) as ProductDraft);
      for (const lang of LANGS)
        insertNode.run(
          lang,
          productUrlRank(draft, lang),
          row.seq,
          draft.id,
          draft.sku,
          draft.name[lang],
          draft.urlKey[lang],
          draft.urlPath[lang],
        );
      scratch.wrote(3);
    }
    scratch.commit();
    const insertUrl = db.prepare("insert into url (seq, lang, url_key, url_path) values (?, ?, ?, ?)");
    // Pages by (rank, seq) as a row value: the key's range, not a scan from the start per page.
    const nodes = db.prepare(
      `select rank, seq, id, sku, name, url_key as urlKey, url_path as urlPath from url_node
       where lang = ? and (rank, seq) > (?, ?) order by rank, seq limit 1000`,
    );
    type Node = ProductUrlInLang & { rank: number; seq: number };
    for (const lang of LANGS) {
      const claim = productUrlClaims(lang, this.#im.notes);
      for (let rank = -1, seq = -1; ;) {
        const page = nodes.all(lang, rank, seq) as Node[];
        if (page.length === 0) break;
        for (const node of page) {
          const url = claim(node);
          insertUrl.run(node.seq, lang, url.urlKey, url.urlPath);
          scratch.wrote();
        }
        ({ rank, seq } = page.at(-1)!);
      }
    }
    db.exec("delete from url_node");
    scratch.commit();
    this.#log(`  url paths handed out`);
  }

  /** Each draft with its url paths, checked against the schema, into the finished products. */
  #check(merge: (seq: number, draft: ProductDraft) => ProductDraft) {
    const scratch = this.#scratch;
    const urlOf = scratch.db.prepare(
      "select url_key as urlKey, url_path as urlPath from url where seq = ? and lang = ?",
    );
    const products = new StoredProducts(scratch);
    const categoryCounts = new Map<number, number>();
    const report = this.#report;
    for (const row of scratch.bySeq<DraftRow>("draft", "seq, doc, entity, rid, location")) {
      const draft = merge(row.seq, JSON.parse(row.doc) as ProductDraft);
      const urlKey = { nl: "", de: "", en: "" };
      const urlPath = { nl: "", de: "", en: "" };
      for (const lang of LANGS) {
        const url = urlOf.get(row.seq, lang) as { urlKey: string; urlPath: string };
        urlKey[lang] = url.urlKey;
        urlPath[lang] = url.urlPath;
      }
      const [product] = this.#im.validate(
        [{ value: { ...draft, urlKey, urlPath }, doc: { entity: row.entity, id: row.rid, location: row.location } }],
        productSchema,
      );
      if (!product) continue;
      products.add(product);
      for (const id of product.categoryIds) categoryCounts.set(id, (categoryCounts.get(id) ?? 0) + 1);
      report.products.byType[product.type]++;
      report.products.children += product.children.length;
    }
    report.products.total = products.count;
    this.#log(`  ${products.count.toLocaleString("en")} products checked`);
    return { products: products.done(), categoryCounts };
  }

  /** Skus shared by several products (all kept), in the order first seen. */
  #sharedSkuNotes(): void {
    const shared = this.#scratch.all<{ sku: string; ids: string }>(
      `select sku, json_group_array(id) as ids from (select sku, id, seq from draft order by seq)
       group by sku having count(*) > 1 order by min(seq)`,
    );
    for (const { sku, ids } of shared)
      this.#im.notes.add(
        "skus shared by several products (all kept; pages and carts find the first)",
        `${sku} (ids ${(JSON.parse(ids) as number[]).join(", ")})`,
      );
  }
}

/** Whether the dumps held anything valid (our own tax rule alone does not count). */
export function importedAnything(report: ImportReport): boolean {
  return report.products.total + report.categories + report.attributes + report.sourceTaxRules > 0;
}
