/**
 * Turns a requested (sku, options) into a priced cart line, from the catalogue only: the price is
 * never the client's (SPEC §5, ARCHITECTURE §3). Business outcomes come back as data (CONVENTIONS 17).
 */
import type { MessageKey } from "../../client/i18n/messages/types";
import type { StoreView } from "../../domain/store-views";
import type { ProductSummary } from "../../schema/catalog/snapshot";
import { storePrice } from "../../domain/pricing/store-price";
import { productUrl } from "../../domain/urls";
import { withCustomOptions } from "../../domain/pricing/product-options";
import type { ErrorCode } from "../errors/app-error";
import { findSellable, type CatalogAccess, type Sellable } from "../catalog";
import type { LineOption } from "./product-option";

/** Why a line cannot be added, in the SPEC's words (a message key) with an HTTP status and code. */
export interface CartProblem {
  status: 400 | 404 | 409;
  code: ErrorCode;
  key: MessageKey;
  params?: Record<string, string | number>;
  field?: string;
}

export interface ResolvedLine {
  sku: string;
  name: string;
  productType: string;
  /** Price of one unit incl. tax, now. */
  unitPrice: number;
  taxRate: number;
  virtual: boolean;
  option: LineOption | null;
  optionLabels: { label: string; value: string }[];
  /** Media path of the line's picture (the variant's own when it has one). */
  image: string | null;
  /** The product page, with the variant chosen. */
  url: string;
  /** The stock this line draws on: per unit of the line, how much of which sku. */
  claims: { sku: string; perUnit: number }[];
}

export function isProblem(value: ResolvedLine | CartProblem): value is CartProblem {
  return "key" in value;
}

const problem = (
  status: CartProblem["status"],
  code: ErrorCode,
  key: MessageKey,
  extra: Partial<CartProblem> = {},
): CartProblem => ({
  status,
  code,
  key,
  ...extra,
});

/** A configurable parent plus chosen options (attribute id → value) → the variant's sku, or a problem. */
async function variantSku(
  catalog: CatalogAccess,
  parentSku: string,
  choices: Map<string, string>,
): Promise<string | CartProblem> {
  const [parent, { data }] = await Promise.all([catalog.product(parentSku), catalog.get()]);
  if (!parent || parent.status !== 1) return problem(404, "NOT_FOUND", "cart.unknownProduct");
  const wanted = [...choices].map(
    ([attributeId, value]) => [data.attributesById.get(Number(attributeId))?.code ?? attributeId, value] as const,
  );
  const child = parent.children.find((c) => wanted.every(([code, value]) => c.options[code] === value));
  if (!child) return problem(409, "VARIANT_UNAVAILABLE", "cart.sizeCombination");
  if (child.status !== 1) return problem(409, "OUT_OF_STOCK", "cart.variantOutOfStock");
  return child.sku;
}

function customOptions(item: Sellable, option: LineOption | null, store: StoreView, grossRate: number) {
  const chosen = option?.custom ?? [];
  const labels: { label: string; value: string }[] = [];
  const priced: { optionTypeId: number; priceType: "fixed" | "percent"; price: number }[] = [];
  for (const defined of item.product.customOptions) {
    const pick = chosen.find((c) => c.optionId === defined.optionId);
    if (!pick) {
      if (defined.required)
        return problem(400, "INVALID_INPUT", "form.required", {
          field: `product_option.custom_options.${defined.optionId}`,
        });
      continue;
    }
    const values = pick.values.map((v) => defined.values.find((d) => d.optionTypeId === v));
    if (values.some((v) => v === undefined))
      return problem(400, "INVALID_INPUT", "cart.unknownProduct", { field: "product_option" });
    for (const value of values) {
      if (!value) continue;
      // Fixed prices are net in the snapshot: the line shows them with the product's tax.
      priced.push({
        optionTypeId: value.optionTypeId,
        priceType: value.priceType,
        price: value.priceType === "fixed" ? Math.round((value.price * (100 + grossRate)) / 100) : value.price,
      });
      labels.push({ label: defined.title[store.code], value: value.title[store.code] });
    }
  }
  if (chosen.some((c) => !item.product.customOptions.some((d) => d.optionId === c.optionId))) {
    return problem(400, "INVALID_INPUT", "cart.unknownProduct", { field: "product_option" });
  }
  return { labels, priced };
}

/** Resolves and prices one requested line for a store view at a moment. */
export async function resolveLine(
  catalog: CatalogAccess,
  store: StoreView,
  request: { sku: string; option: LineOption | null; configurable: Map<string, string> },
  now: Date,
): Promise<ResolvedLine | CartProblem> {
  let sku = request.sku;
  if (request.configurable.size > 0) {
    const parent = await catalog.product(sku);
    if (parent?.type === "configurable") {
      const resolved = await variantSku(catalog, sku, request.configurable);
      if (typeof resolved !== "string") return resolved;
      sku = resolved;
    }
  }
  const item = await findSellable(catalog, sku);
  if (!item) {
    const own = await catalog.product(sku);
    return own?.type === "configurable" && own.status === 1
      ? problem(400, "INVALID_INPUT", "cart.noVariants", { field: "sku" })
      : problem(404, "NOT_FOUND", "cart.unknownProduct", { field: "sku" });
  }
  if (item.product.type === "grouped") return problem(400, "INVALID_INPUT", "cart.noVariants", { field: "sku" });
  const { data } = await catalog.get();
  const rules = data.file.taxRules;
  const price = storePrice(item.priceFields, item.taxClassId, rules, store, now);
  if (item.priceFields.price < 0) return problem(409, "PRICE_UNKNOWN", "cart.priceUnknown");
  const name = item.product.name[store.code];
  const virtual = item.product.type === "virtual" || item.product.type === "downloadable";

  if (item.product.type === "bundle") {
    const [summaries, prices] = await Promise.all([
      catalog.summaries(item.product.bundleOptions.flatMap((o) => o.links.map((l) => l.sku))),
      catalog.priceOverlay(),
    ]);
    // Each link at its current price: the operator's change over the snapshot, when there is one.
    const linked = new Map([...summaries].map(([sku, summary]) => [sku, prices.fields(sku, summary)]));
    return resolveBundle(data, linked, store, item, request.option, price.taxRate, now, name);
  }

  const custom = customOptions(item, request.option, store, price.grossRate);
  if ("key" in custom) return custom;
  const configurableLabels = item.variant
    ? Object.entries(item.variant.options).map(([code, value]) => ({
        label: data.attributesByCode.get(code)?.label[store.code] ?? code,
        value: data.attributesByCode.get(code)?.options.find((o) => o.value === value)?.label[store.code] ?? value,
      }))
    : [];
  return {
    sku: item.sku,
    name,
    productType: item.variant ? "configurable" : item.product.type,
    unitPrice: withCustomOptions(price.final, custom.priced),
    taxRate: price.taxRate,
    virtual,
    option: request.option && request.option.custom.length > 0 ? { custom: request.option.custom, bundle: [] } : null,
    optionLabels: [...configurableLabels, ...custom.labels],
    ...media(store, item),
    claims: [{ sku: item.sku, perUnit: 1 }],
  };
}

type CatalogData = Awaited<ReturnType<CatalogAccess["get"]>>["data"];

/** A line's picture and page: the variant's image and the page with that variant chosen. */
function media(store: StoreView, item: Sellable): Pick<ResolvedLine, "image" | "url"> {
  return {
    image: item.variant?.image ?? item.product.image,
    url: productUrl(store.code, item.product, item.variant ? item.sku : null),
  };
}

/** A bundle: zero plus, per option, the chosen links (default: the default link, else the first) times their quantities. */
function resolveBundle(
  data: CatalogData,
  linked: ReadonlyMap<string, ProductSummary>,
  store: StoreView,
  item: Sellable,
  option: LineOption | null,
  taxRate: number,
  now: Date,
  name: string,
): ResolvedLine | CartProblem {
  let unitPrice = 0;
  const claims: { sku: string; perUnit: number }[] = [];
  const labels: { label: string; value: string }[] = [];
  const chosenOptions: LineOption["bundle"] = [];
  for (const defined of item.product.bundleOptions) {
    const pick = option?.bundle.find((b) => b.optionId === defined.optionId);
    const links = pick
      ? defined.links.filter((l) => pick.selections.includes(l.id))
      : [defined.links.find((l) => l.isDefault) ?? defined.links[0]].filter((l) => l !== undefined);
    if (pick && links.length !== pick.selections.length)
      return problem(400, "INVALID_INPUT", "cart.unknownProduct", { field: "product_option" });
    if (links.length === 0) {
      if (defined.required)
        return problem(400, "INVALID_INPUT", "form.required", {
          field: `product_option.bundle_options.${defined.optionId}`,
        });
      continue;
    }
    const optionQty = pick?.qty ?? 1;
    for (const link of links) {
      const summary = linked.get(link.sku);
      if (!summary || summary.status !== 1) return problem(409, "OUT_OF_STOCK", "cart.outOfStock");
      const linkPrice = storePrice(summary, summary.taxClassId, data.file.taxRules, store, now);
      unitPrice += linkPrice.final * link.qty * optionQty;
      claims.push({ sku: link.sku, perUnit: link.qty * optionQty });
      labels.push({ label: defined.title[store.code], value: `${link.qty * optionQty} × ${summary.name[store.code]}` });
    }
    chosenOptions.push({
      optionId: defined.optionId,
      qty: optionQty,
      selections: links.map((l) => l.id).sort((a, b) => a - b),
    });
  }
  return {
    sku: item.sku,
    name,
    productType: "bundle",
    unitPrice,
    taxRate,
    virtual: false,
    option: { custom: [], bundle: chosenOptions },
    optionLabels: labels,
    ...media(store, item),
    claims,
  };
}
