/**
 * The importer: Vue Storefront / Magento Elasticsearch dumps → a normalised Catalog (nothing is
 * written; `writeSnapshot` does that). `importCatalog` reads files and folders; `buildCatalog`
 * works on parsed dumps, for tests.
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
import { group, inFileOrder } from "./group-documents";
import { AttributeIndex, normalizeAttribute, type NormalizeResult } from "./normalize-attribute";
import {
  finishCategories,
  findRootCategory,
  normalizeCategory,
  withNestedCategories,
  type CategoryDraft,
} from "./normalize-category";
import { normalizeProduct } from "./normalize-product";
import { applyOwnTaxRules, normalizeTaxRule } from "./normalize-tax-rule";
import { readDumps, type ParsedDump, type RawDoc } from "./read-dump";
import { emptyByType, Notes, type ImportReport, type SkippedDocument } from "./report";
import { mergeAttributeTexts, mergeCategoryTexts, mergeProductTexts } from "./store-views";
import { resolveProductUrls, type Lang } from "./url-paths";
import type { Source } from "./values";

export type { ImportReport, SkippedDocument } from "./report";
export { formatReport } from "./report";

export interface ImportResult {
  catalog: Catalog;
  report: ImportReport;
}

/** Reads dump files and folders (every .json in them) and normalises them; writes nothing. */
export async function importCatalog(paths: string[]): Promise<ImportResult> {
  if (paths.length === 0) throw new Error("no dump files given");
  const { dumps, labels } = await readDumps(paths);
  return buildCatalog(dumps, `import: ${labels.join(", ")}`);
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
      const outcome = convert(doc.source);
      if (!outcome.ok) {
        this.skipped.push({ entity: doc.entity, id: doc.id, location: doc.location, reason: outcome.reason });
        continue;
      }
      const k = key(outcome.value);
      if (seen.has(k)) {
        this.notes.add(`${doc.entity} documents repeated (the first is kept)`, String(k));
        continue;
      }
      seen.add(k);
      result.push({ value: outcome.value, doc });
    }
    return result;
  }

  /** Validates with the snapshot's zod schema; an invalid entity is skipped with its issues by field path. */
  validate<T>(items: Normalized<T>[], schema: z.ZodType<T>): T[] {
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

export function buildCatalog(dumps: ParsedDump[], source: string): ImportResult {
  const im = new Importer();
  im.skipped.push(...dumps.flatMap((d) => d.errors));
  const report: ImportReport = {
    source,
    files: dumps.map((d) => d.file),
    read: {},
    products: { total: 0, byType: emptyByType(), children: 0 },
    categories: 0,
    attributes: 0,
    taxRules: 0,
    sourceTaxRules: 0,
    ignored: { total: 0, byEntity: {} },
    skipped: im.skipped,
    warnings: [],
    tax: [],
    storeViews: [],
    rootCategoryId: 2,
  };
  const groups = group(dumps, report, im.notes);
  const docsOf = (entity: CatalogEntity) => groups.get(entity) ?? { base: [], stores: new Map<Lang, RawDoc[]>() };
  const merged = (entity: string, lang: Lang, matched: number, total: number) => {
    const missing = total - matched;
    report.storeViews.push(`${lang}: ${matched} of ${total} ${entity} documents merged into the ${lang} texts`);
    if (missing > 0)
      im.notes.add(
        `${lang} store view: ${missing} ${entity} documents match no ${entity} of the default store view (not imported)`,
      );
  };

  // Attributes first: products need their option labels.
  const attributeDocs = docsOf("attribute");
  const attributes = im.normalize(
    attributeDocs.base,
    (s) => normalizeAttribute(s, im.notes),
    (a) => a.code,
  );
  for (const [lang, docs] of attributeDocs.stores) {
    const localized = im
      .normalize(
        docs,
        (s) => normalizeAttribute(s, im.notes),
        (a) => a.code,
      )
      .map((n) => n.value);
    merged(
      "attribute",
      lang,
      mergeAttributeTexts(
        attributes.map((a) => a.value),
        localized,
        lang,
      ),
      docs.length,
    );
  }
  const validAttributes: Attribute[] = im.validate(attributes, attributeSchema);
  const index = new AttributeIndex(validAttributes);

  const categoryDocs = docsOf("category");
  const categories = im.normalize(
    withNestedCategories(categoryDocs.base),
    (s) => normalizeCategory(s, im.notes),
    (c) => c.id,
  );
  for (const [lang, docs] of categoryDocs.stores) {
    const localized = im
      .normalize(
        withNestedCategories(docs),
        (s) => normalizeCategory(s, im.notes),
        (c) => c.id,
      )
      .map((n) => n.value);
    merged(
      "category",
      lang,
      mergeCategoryTexts(
        categories.map((c) => c.value),
        localized,
        lang,
      ),
      localized.length,
    );
  }

  const productDocs = docsOf("product");
  const bySku = new Map<string, Source>();
  for (const doc of productDocs.base)
    if (typeof doc.source.sku === "string" && !bySku.has(doc.source.sku)) bySku.set(doc.source.sku, doc.source);
  const ctx = { attributes: index, bySku, notes: im.notes };
  const products = im.normalize(
    productDocs.base,
    (s) => normalizeProduct(s, ctx),
    (p) => p.id,
  );
  for (const [lang, docs] of productDocs.stores) {
    const localized = im
      .normalize(
        docs,
        (s) => normalizeProduct(s, ctx),
        (p) => p.id,
      )
      .map((n) => n.value);
    merged(
      "product",
      lang,
      mergeProductTexts(
        products.map((p) => p.value),
        localized,
        lang,
      ),
      localized.length,
    );
  }
  const skuCount = new Map<string, number[]>();
  for (const { value } of products) skuCount.set(value.sku, [...(skuCount.get(value.sku) ?? []), value.id]);
  for (const [sku, ids] of skuCount)
    if (ids.length > 1)
      im.notes.add(
        "skus shared by several products (all kept; pages and carts find the first)",
        `${sku} (ids ${ids.join(", ")})`,
      );
  const urls = resolveProductUrls(
    products.map((p) => p.value),
    im.notes,
  );
  const validProducts = im.validate(
    products.map((p, i) => ({ doc: p.doc, value: { ...p.value, ...urls[i]! } })),
    productSchema,
  );

  const productCounts = new Map<number, number>();
  for (const p of validProducts)
    for (const id of p.categoryIds) productCounts.set(id, (productCounts.get(id) ?? 0) + 1);
  const drafts: CategoryDraft[] = categories.map((c) => c.value);
  const finished = finishCategories(drafts, productCounts, im.notes);
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

  const catalog: Catalog = {
    source,
    rootCategoryId: report.rootCategoryId,
    categories: validCategories,
    attributes: validAttributes,
    taxRules: tax.rules,
    products: validProducts,
  };
  report.products.total = validProducts.length;
  for (const p of validProducts) {
    report.products.byType[p.type]++;
    report.products.children += p.children.length;
  }
  report.categories = validCategories.length;
  report.attributes = validAttributes.length;
  report.taxRules = tax.rules.length;
  report.sourceTaxRules = taxRules.length;
  report.warnings = im.notes.list();
  report.skipped.sort(inFileOrder(dumps));
  return { catalog, report };
}

/** Whether the dumps held anything valid (our own tax rule alone does not count). */
export function importedAnything(report: ImportReport): boolean {
  return report.products.total + report.categories + report.attributes + report.sourceTaxRules > 0;
}
