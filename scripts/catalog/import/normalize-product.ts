/**
 * Product documents of both shapes → SPEC §3 Product (texts in the source language for all store
 * views; url keys and paths resolved later for all products together, see url-paths.ts).
 */
import { PRODUCT_TYPES, sameInAll, type Product, type ProductType } from "../../../schema/catalog/snapshot";
import { TAXABLE_GOODS_CLASS } from "../../../domain/pricing/store-price";
import type { NormalizeResult } from "./normalize-attribute";
import { lenient, parseBundleOptions, parseCustomOptions, parseGallery, parseLinks, parseStock } from "./product-parts";
import { parseChildren, parseConfigurableOptions, type VariantContext } from "./product-variants";
import { cleanUrlPath, maybeInAll, type MaybeLocalized } from "./url-paths";
import {
  isRecord,
  read,
  required,
  toBool,
  toCents,
  toInt,
  toIsoDate,
  toMediaPath,
  toSpecialCents,
  toText,
  toValueList,
  type Source,
} from "./values";

export interface ProductDraft extends Omit<Product, "urlKey" | "urlPath"> {
  urlKey: MaybeLocalized;
  urlPath: MaybeLocalized;
}

/** When a dump has no dates at all (vsf-sample) the product still needs them; a fixed value keeps snapshots reproducible. */
export const UNKNOWN_DATE = "1970-01-01T00:00:00Z";

function categoriesOf(
  source: Source,
  ctx: VariantContext,
  sku: string,
): { ids: number[]; positions: Record<string, number> } {
  const extension = isRecord(source.extension_attributes) ? source.extension_attributes : {};
  const ids: number[] = [];
  const positions: Record<string, number> = {};
  const add = (value: unknown, position?: unknown) => {
    const id = lenient(ctx.notes, "invalid category ids", sku, () => toInt(value), null);
    if (id === null || id < 0) return;
    if (!ids.includes(id)) ids.push(id);
    const pos = lenient(ctx.notes, "invalid category positions", sku, () => toInt(position), null);
    if (pos !== null) positions[String(id)] = pos;
  };
  for (const id of lenient(ctx.notes, "invalid category_ids", sku, () => toValueList(source.category_ids), [])) add(id);
  for (const c of Array.isArray(source.category) ? source.category.filter(isRecord) : [])
    add(c.category_id, c.position);
  for (const l of Array.isArray(extension.category_links) ? extension.category_links.filter(isRecord) : [])
    add(l.category_id, l.position);
  // Magento's default position is 0; listings sort by it, then by their own tie-break.
  for (const id of ids) positions[String(id)] ??= 0;
  return { ids, positions };
}

function filterValues(
  source: Source,
  ctx: VariantContext,
  sku: string,
  optionCodes: string[],
): Record<string, string[]> {
  const attributes: Record<string, string[]> = {};
  for (const [code, value] of Object.entries(source)) {
    if (!ctx.attributes.isOptionAttribute(code) && !optionCodes.includes(code)) continue;
    const values = lenient(ctx.notes, "invalid attribute values", `${sku}.${code}`, () => toValueList(value), []);
    if (values.length > 0) attributes[code] = values;
  }
  return attributes;
}

function brandOf(source: Source, ctx: VariantContext): string | null {
  const values = toValueList(
    typeof source.brand === "string" || typeof source.brand === "number" ? source.brand : null,
  );
  const first = values[0];
  if (first === undefined) return null;
  return ctx.attributes.optionLabel("brand", first)?.en ?? String(source.brand);
}

export function normalizeProduct(source: Source, ctx: VariantContext): NormalizeResult<ProductDraft> {
  const problems: string[] = [];
  const type = read(problems, "type_id", () => toText(source.type_id));
  // Without a type it is not a product document at all (e.g. the percolator queries in the 2017 dump).
  if (!required(problems, "type_id", type)) return { ok: false, reason: problems.join("; ") };
  if (!(PRODUCT_TYPES as readonly string[]).includes(type))
    return { ok: false, reason: `type_id: unknown product type (${type})` };
  const productType = type as ProductType;
  const id = read(problems, "id", () => toInt(source.id ?? source.entity_id));
  const rawSku = read(problems, "sku", () => toText(source.sku));
  const name = read(problems, "name", () => toText(source.name));
  required(problems, "id", id);
  const sku = rawSku?.trim() || null;
  required(problems, "sku", sku);
  required(problems, "name", name?.trim() || null);
  if (id !== null && id < 0) problems.push("id: negative");
  const status = read(problems, "status", () => toInt(source.status)) ?? 1;
  const visibility = read(problems, "visibility", () => toInt(source.visibility)) ?? 4;
  if (visibility < 1 || visibility > 4) problems.push(`visibility: not 1–4 (${visibility})`);
  const rawPrice = read(problems, "price", () => toCents(source.price));
  let specialPrice = read(problems, "special_price", () => toSpecialCents(source.special_price));
  const example = sku ?? String(id);
  const specialFrom = lenient(
    ctx.notes,
    "invalid special_from_date",
    example,
    () => toIsoDate(source.special_from_date),
    null,
  );
  const specialTo = lenient(
    ctx.notes,
    "invalid special_to_date",
    example,
    () => toIsoDate(source.special_to_date),
    null,
  );
  const options = productType === "configurable" ? parseConfigurableOptions(source, ctx, problems, example) : [];
  if (problems.length > 0 || id === null || sku === null || name === null)
    return { ok: false, reason: problems.join("; ") };

  if (productType === "bundle" && specialPrice !== null) {
    // Magento's bundle special_price is a percentage of the price, which the snapshot cannot express.
    ctx.notes.add(
      "bundle special prices are percentages in Magento; dropped",
      `${sku}: ${String(source.special_price)} %`,
    );
    specialPrice = null;
  }
  let price = rawPrice ?? 0;
  if (rawPrice === null && ["simple", "virtual", "downloadable"].includes(productType))
    ctx.notes.add("products without a price (0 used)", sku);
  const children = productType === "configurable" ? parseChildren(source, { sku, price }, options, ctx) : [];
  if (productType === "configurable") {
    if (children.length === 0)
      ctx.notes.add("configurable products without children (imported, but there is nothing to buy)", sku);
    const childPrices = children.filter((c) => c.status === 1 && c.price > 0).map((c) => c.price);
    // Some exports index configurables at price 0; listings show the lowest variant price instead.
    if (price === 0 && childPrices.length > 0) price = Math.min(...childPrices);
  }
  const links = parseLinks(source, ctx.notes, sku);
  if (productType === "grouped" && !links.some((l) => l.type === "associated"))
    ctx.notes.add("grouped products without associated products (imported)", sku);
  const bundleOptions = productType === "bundle" ? parseBundleOptions(source, ctx.notes, sku) : [];
  if (productType === "bundle" && bundleOptions.length === 0)
    ctx.notes.add("bundle products without bundle_options (imported)", sku);

  const created = lenient(ctx.notes, "invalid created_at", sku, () => toIsoDate(source.created_at), null);
  const updated = lenient(ctx.notes, "invalid updated_at", sku, () => toIsoDate(source.updated_at), null);
  // tsk is the indexer's timestamp: the best remaining guess for a product without dates.
  const indexed = lenient(ctx.notes, "invalid tsk", sku, () => toIsoDate(toInt(source.tsk)), null);
  if (!created && !updated)
    ctx.notes.add(
      indexed ? "products without dates (indexing time used)" : `products without dates (${UNKNOWN_DATE} used)`,
      sku,
    );
  const taxClass = lenient(ctx.notes, "invalid tax_class_id", sku, () => toInt(source.tax_class_id), null);
  // Magento fills a missing tax class with the attribute's default (2 "Taxable Goods" in Luma).
  const attributeDefault = Number(ctx.attributes.byCode.get("tax_class_id")?.defaultValue ?? Number.NaN);
  const defaultTaxClass = Number.isInteger(attributeDefault) ? attributeDefault : TAXABLE_GOODS_CLASS;
  if (taxClass === null) ctx.notes.add(`products without tax_class_id (tax class ${defaultTaxClass} used)`, sku);
  const image = lenient(
    ctx.notes,
    "invalid product image",
    sku,
    () => toMediaPath(source.image ?? source.small_image ?? source.thumbnail),
    null,
  );
  const categories = categoriesOf(source, ctx, sku);
  const onSaleFlag = lenient(ctx.notes, "invalid sale flag", sku, () => toBool(source.sale), null) ?? false;
  const description = lenient(ctx.notes, "invalid description", sku, () => toText(source.description), null) ?? "";
  const shortDescription = lenient(
    ctx.notes,
    "invalid short_description",
    sku,
    () => toText(source.short_description),
    null,
  );
  const urlKey = typeof source.url_key === "string" && source.url_key.trim() !== "" ? source.url_key.trim() : null;
  if (!urlKey) ctx.notes.add("products without url_key (slug derived from the name)", sku);
  return {
    ok: true,
    value: {
      id,
      sku,
      type: productType,
      status,
      visibility,
      name: sameInAll(name.trim()),
      description: sameInAll(description),
      shortDescription:
        shortDescription === null || shortDescription.trim() === "" ? null : sameInAll(shortDescription),
      urlKey: maybeInAll(urlKey),
      urlPath: maybeInAll(cleanUrlPath(typeof source.url_path === "string" ? source.url_path : null)),
      categoryIds: categories.ids,
      categoryPositions: categories.positions,
      brand: brandOf(source, ctx),
      price,
      specialPrice,
      specialFrom,
      specialTo,
      taxClassId: taxClass ?? defaultTaxClass,
      isNew: lenient(ctx.notes, "invalid new flag", sku, () => toBool(source.new), null) ?? false,
      onSale: onSaleFlag || (specialPrice !== null && specialPrice < price),
      image,
      gallery: parseGallery(source, image, ctx.notes, sku),
      attributes: filterValues(
        source,
        ctx,
        sku,
        options.map((o) => o.code),
      ),
      createdAt: created ?? updated ?? indexed ?? UNKNOWN_DATE,
      updatedAt: updated ?? created ?? indexed ?? UNKNOWN_DATE,
      stock: parseStock(source.stock, ctx.notes, sku),
      configurableOptions: options,
      children,
      links,
      bundleOptions,
      customOptions: parseCustomOptions(source, ctx.notes, sku),
    },
  };
}
