import type { Product, ProductSummary } from "../../../schema/catalog/snapshot";
import type { StoreView } from "../../../domain/store-views";
import type {
  BundleOptionView,
  ColorRelationView,
  CustomOptionView,
  LinkedItemView,
  OptionView,
  ProductOptionsProps,
  ShownPrice,
  VariantView,
} from "../../../client/components/catalog/product-types";
import { chooseVariant } from "../../../domain/variant";
import { optionLabel, isListable, type CatalogData } from "../catalog-data";
import { addTax, storePrice, type PriceFields } from "../../../domain/pricing/store-price";
import { productUrl } from "../../../domain/urls";
import { stockState, type StockItem } from "../../inventory";
import type { PriorPrices } from "../price-history";
import { attributeValues } from "../../../schema/catalog/files";

export interface ViewContext {
  data: CatalogData;
  /** The summaries of the products the page shows beside this one (`shownSkus`), fetched together. */
  summaries: ReadonlyMap<string, ProductSummary>;
  store: StoreView;
  /** Live stock, or null when the database could not answer (the page shows stock as unknown). */
  stock: Map<string, StockItem> | null;
  now: Date;
  /** The lowest prices before reductions (null: none shown). */
  prior?: PriorPrices | null;
}

/** A sku's price fields with the operator's change over the snapshot, when there is one. */
export function currentFields<T extends PriceFields>(
  ctx: ViewContext,
  sku: string,
  snapshot: T,
  parentSku?: string,
): T {
  return ctx.prior ? ctx.prior.overlay.fields(sku, snapshot, parentSku) : snapshot;
}

/** A price as the page shows it at the request's moment, with the prior lowest price beside a reduction. */
function shown(
  ctx: ViewContext,
  sku: string,
  snapshot: PriceFields,
  taxClassId: number,
  parentSku?: string,
): ShownPrice {
  const fields = currentFields(ctx, sku, snapshot, parentSku);
  const p = storePrice(fields, taxClassId, ctx.data.file.taxRules, ctx.store, ctx.now);
  const prior = p.special !== null && ctx.prior ? ctx.prior.lowest(sku, snapshot, ctx.now, parentSku) : null;
  return {
    regular: p.regular,
    special: p.special,
    final: p.final,
    ...(prior === null ? {} : { priorLowest: addTax(prior, p.grossRate) }),
  };
}

/**
 * Live stock when the database knows the sku, else the snapshot's. With the database down every
 * sku counts as sellable for choosing a variant; the page then says stock is unknown, never 'In stock!'.
 */
function sellable(
  ctx: ViewContext,
  sku: string,
  fallback: { isInStock: boolean; qty: number; manageStock: boolean },
): boolean {
  if (!ctx.stock) return true;
  const item = ctx.stock.get(sku);
  return item ? stockState(item) === "ok" : !fallback.manageStock || (fallback.isInStock && fallback.qty > 0);
}

/** Every sku whose stock the page shows. */
export function stockSkus(product: Product): string[] {
  return [
    product.sku,
    ...product.children.map((c) => c.sku),
    ...product.links.map((l) => l.sku),
    ...product.bundleOptions.flatMap((o) => o.links.map((l) => l.sku)),
  ];
}

function linked(ctx: ViewContext, id: number, sku: string, qty: number, isDefault: boolean): LinkedItemView | null {
  const item = ctx.summaries.get(sku);
  if (!item || item.status !== 1) return null;
  return {
    id,
    sku,
    name: item.name[ctx.store.code],
    url: isListable(item) ? productUrl(ctx.store.code, item) : null,
    price: shown(ctx, sku, item, item.taxClassId),
    qty,
    isDefault,
    inStock: sellable(ctx, sku, { isInStock: item.inStock, qty: 1, manageStock: true }),
  };
}

/**
 * A bundle is in stock as it comes by default: every default item in stock, and every required
 * option with at least one item in stock (a bundle whose default scarf has none is not "In stock!").
 */
function bundleSellable(options: BundleOptionView[]): boolean {
  return options.every(
    (o) => o.links.every((l) => !l.isDefault || l.inStock) && (!o.required || o.links.some((l) => l.inStock)),
  );
}

function colorRelations(ctx: ViewContext, product: Product): ColorRelationView[] {
  const skus = [
    product.sku,
    ...product.links
      .filter((l) => l.type === "colorrelation")
      .sort((a, b) => a.position - b.position)
      .map((l) => l.sku),
  ];
  const swatches = ctx.data.attributesByCode.get("color")?.options ?? [];
  return skus.flatMap((sku) => {
    const item = ctx.summaries.get(sku);
    if (!item || !isListable(item)) return [];
    const color = attributeValues(item, "color")[0];
    return [
      {
        sku,
        url: productUrl(ctx.store.code, item),
        label: color ? optionLabel(ctx.data, "color", color, ctx.store.code) : item.name[ctx.store.code],
        swatch: swatches.find((o) => o.value === color)?.swatch ?? null,
        current: sku === product.sku,
      },
    ];
  });
}

/** Builds the product options island's props: prices for the store, live stock, the chosen variant. */
export function productOptionsView(
  ctx: ViewContext,
  summary: ProductSummary,
  product: Product,
  requestedChild: string | null,
): ProductOptionsProps {
  const { data, store } = ctx;
  const rate = storePrice(product, product.taxClassId, data.file.taxRules, store, ctx.now).grossRate;
  const variants: VariantView[] = product.children.map((child) => {
    const price = shown(ctx, child.sku, child, product.taxClassId, product.sku);
    return {
      sku: child.sku,
      enabled: child.status === 1,
      inStock: sellable(ctx, child.sku, child.stock),
      options: child.options,
      finalPrice: price.final,
      price,
      image: child.image,
      url: productUrl(store.code, summary, child.sku),
    };
  });
  const options: OptionView[] = [...product.configurableOptions]
    .sort((a, b) => a.position - b.position)
    .map((o) => {
      const attribute = data.attributesByCode.get(o.code);
      return {
        code: o.code,
        label: o.label[store.code] || attribute?.label[store.code] || o.code,
        values: o.values
          .map((v) => ({
            value: v.valueIndex,
            label: v.label[store.code] || optionLabel(data, o.code, v.valueIndex, store.code),
            swatch: attribute?.options.find((x) => x.value === v.valueIndex)?.swatch ?? null,
          }))
          // SPEC §3: options with empty labels are dropped.
          .filter((v) => v.label.trim() !== ""),
      };
    })
    .filter((o) => o.values.length > 0);
  const choice = product.type === "configurable" ? chooseVariant(variants, { requestedSku: requestedChild }) : null;
  const customOptions: CustomOptionView[] = product.customOptions.map((o) => ({
    optionId: o.optionId,
    title: o.title[store.code],
    type: o.type,
    required: o.required,
    values: o.values.map((v) => ({
      optionTypeId: v.optionTypeId,
      title: v.title[store.code],
      priceType: v.priceType,
      price: v.priceType === "fixed" ? addTax(v.price, rate) : v.price,
    })),
  }));
  const bundle: BundleOptionView[] = [...product.bundleOptions]
    .sort((a, b) => a.position - b.position)
    .map((o) => ({
      optionId: o.optionId,
      title: o.title[store.code],
      type: o.type,
      required: o.required,
      links: o.links
        .map((l) => linked(ctx, l.id, l.sku, l.qty, l.isDefault))
        .filter((l): l is LinkedItemView => l !== null),
    }));
  return {
    sku: product.sku,
    type: product.type,
    baseUrl: productUrl(store.code, summary),
    price: shown(ctx, product.sku, product, product.taxClassId),
    inStock:
      product.type === "configurable"
        ? variants.some((v) => v.enabled && v.inStock)
        : sellable(ctx, product.sku, product.stock) && (product.type !== "bundle" || bundleSellable(bundle)),
    stockKnown: ctx.stock !== null,
    ...(ctx.stock !== null ? { stockAt: ctx.now.getTime() } : {}),
    variants,
    options,
    selected: choice?.variant?.options ?? {},
    selectedSku: choice?.variant?.sku ?? null,
    variantError: choice?.error ?? null,
    customOptions,
    grouped: product.links
      .filter((l) => l.type === "associated")
      .sort((a, b) => a.position - b.position)
      .map((l, i) => linked(ctx, i, l.sku, l.qty || 1, false))
      .filter((l): l is LinkedItemView => l !== null),
    bundle,
    colorRelations: colorRelations(ctx, product),
  };
}
