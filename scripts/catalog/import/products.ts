/**
 * The products' part of an import, through the scratch store (scratch.ts): a page of rows at a time,
 * so memory does not grow with the catalogue.
 */
import { productSchema } from "../../../schema/catalog/snapshot";
import type { Importer } from "./importer";
import type { AttributeIndex, NormalizeResult } from "./normalize-attribute";
import { normalizeProduct, type ProductDraft } from "./normalize-product";
import type { RawDoc } from "./read-dump";
import type { ImportReport } from "./report";
import { StoredProducts, type ImportScratch } from "./scratch";
import { mergeProductText } from "./store-views";
import { LANGS, productUrlClaims, productUrlRank, type Lang, type ProductUrlInLang } from "./url-paths";
import type { Source } from "./values";

/** The scratch store's product document rows: the raw document, and its draft once normalised. */
type RawRow = { seq: number; doc: string };
type DraftRow = { seq: number; doc: string; entity: string; rid: string; location: string };

export class ProductImport {
  readonly #scratch: ImportScratch;
  readonly #im: Importer;
  readonly #report: ImportReport;
  readonly #log: (line: string) => void;
  /** Reports how many of a store view's documents matched a product (the report's store-view lines). */
  readonly #merged: (entity: string, lang: Lang, matched: number, total: number) => void;

  constructor(
    scratch: ImportScratch,
    im: Importer,
    report: ImportReport,
    log: (line: string) => void,
    merged: (entity: string, lang: Lang, matched: number, total: number) => void,
  ) {
    this.#scratch = scratch;
    this.#im = im;
    this.#report = report;
    this.#log = log;
    this.#merged = merged;
  }

  /**
   * The products, through the scratch store: the default store view's documents normalised (first
   * of an id kept), each store view's texts merged in by sku, url paths handed out per language in
   * rank order, and each checked against the snapshot's schema. A page of rows at a time.
   */
  run(attributes: AttributeIndex, langs: Lang[]) {
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
