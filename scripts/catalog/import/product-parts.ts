/** The smaller parts of a product document: stock, gallery, links, bundle options, custom options. */
import { sameInAll, type Product } from "../../../schema/catalog/snapshot";
import type { Notes } from "./report";
import { InvalidValue, isRecord, toBool, toMediaPath, toNumber, toRecords, toText, toInt, type Source } from "./values";

/** A value that may be malformed without making the whole product unusable: noted, then the fallback. */
export function lenient<T>(notes: Notes, what: string, example: string, convert: () => T | null, fallback: T): T {
  try {
    return convert() ?? fallback;
  } catch (error) {
    if (!(error instanceof InvalidValue)) throw error;
    notes.add(`${what} ignored`, `${example} (${error.message})`);
    return fallback;
  }
}

/** Requirement: no stock information means "in stock, not managed". */
export const DEFAULT_STOCK: Product["stock"] = { qty: 0, isInStock: true, manageStock: false };

/** VSF `stock` is an object, or (vsf-sample) an array with one object. */
export function parseStock(value: unknown, notes: Notes, example: string): Product["stock"] {
  const stock = toRecords(value)[0];
  if (!stock) return { ...DEFAULT_STOCK };
  const qty = Math.trunc(lenient(notes, "invalid stock qty", example, () => toNumber(stock.qty), 0));
  // Without manage_stock, a quantity of 0 next to is_in_stock means the quantity is not tracked.
  const manageStock =
    lenient(notes, "invalid stock manage_stock", example, () => toBool(stock.manage_stock), null) ?? qty > 0;
  const isInStock =
    lenient(notes, "invalid stock is_in_stock", example, () => toBool(stock.is_in_stock), null) ??
    (!manageStock || qty > 0);
  return { qty, isInStock, manageStock };
}

function videoUrl(video: unknown): string | null {
  const url = isRecord(video) ? (video.url ?? video.video_url) : video;
  if (typeof url !== "string") return null;
  try {
    return /^https?:$/.test(new URL(url).protocol) ? url : null;
  } catch {
    return null;
  }
}

/** `media_gallery` entries in position order; without one, the main image alone. */
export function parseGallery(source: Source, image: string | null, notes: Notes, example: string): Product["gallery"] {
  const entries = toRecords(source.media_gallery)
    .filter((g) => g.disabled !== true && g.disabled !== "1")
    .map((g, i) => ({
      g,
      i,
      position: lenient(notes, "invalid media_gallery position", example, () => toInt(g.pos ?? g.position), null) ?? i,
    }))
    .sort((a, b) => a.position - b.position || a.i - b.i);
  const gallery: Product["gallery"] = [];
  for (const { g } of entries) {
    const path = lenient(notes, "invalid media_gallery image", example, () => toMediaPath(g.image ?? g.file), null);
    if (!path || gallery.some((e) => e.image === path)) continue;
    const label =
      typeof (g.lab ?? g.label) === "string" && String(g.lab ?? g.label).trim() !== ""
        ? String(g.lab ?? g.label).trim()
        : null;
    gallery.push({ image: path, video: videoUrl(g.vid ?? g.video), label });
  }
  // The main image leads the gallery, as on the product page.
  if (image && !gallery.some((e) => e.image === image)) gallery.unshift({ image, video: null, label: null });
  return gallery;
}

const LINK_TYPES: Record<string, Product["links"][number]["type"]> = {
  associated: "associated",
  colorrelation: "colorrelation",
  related: "related",
  relation: "related",
  upsell: "upsell",
  up_sell: "upsell",
  crosssell: "crosssell",
  cross_sell: "crosssell",
};

export function parseLinks(source: Source, notes: Notes, example: string): Product["links"] {
  const links: Product["links"] = [];
  for (const [i, link] of toRecords(source.product_links).entries()) {
    const kind = typeof link.link_type === "string" ? link.link_type.toLowerCase() : "";
    const type = LINK_TYPES[kind];
    const sku = lenient(notes, "invalid product link sku", example, () => toText(link.linked_product_sku), null);
    if (!type) {
      notes.add("product links of types the storefront does not use (dropped)", `${example}: ${kind || "no type"}`);
      continue;
    }
    if (!sku) {
      notes.add("product links without linked_product_sku dropped", example);
      continue;
    }
    const extension = isRecord(link.extension_attributes) ? link.extension_attributes : {};
    const qty = lenient(notes, "invalid product link qty", example, () => toNumber(link.qty ?? extension.qty), null);
    const position = lenient(notes, "invalid product link position", example, () => toInt(link.position), null) ?? i;
    links.push({ type, sku, qty: qty !== null && qty >= 0 ? qty : type === "associated" ? 1 : 0, position });
  }
  return links;
}

const BUNDLE_TYPES = ["select", "radio", "checkbox", "multi"] as const;

export function parseBundleOptions(source: Source, notes: Notes, example: string): Product["bundleOptions"] {
  const extension = isRecord(source.extension_attributes) ? source.extension_attributes : {};
  const options: Product["bundleOptions"] = [];
  for (const [i, option] of toRecords(source.bundle_options ?? extension.bundle_product_options).entries()) {
    const optionId = lenient(
      notes,
      "invalid bundle option_id",
      example,
      () => toInt(option.option_id ?? option.id),
      null,
    );
    if (optionId === null || optionId < 0) {
      notes.add("bundle options without option_id dropped", example);
      continue;
    }
    const rawType = typeof option.type === "string" ? option.type : "select";
    const type = BUNDLE_TYPES.find((t) => t === rawType) ?? "select";
    if (type !== rawType) notes.add("unknown bundle option types read as select", `${example}: ${rawType}`);
    const links: Product["bundleOptions"][number]["links"] = [];
    for (const [j, link] of toRecords(option.product_links).entries()) {
      const sku = lenient(notes, "invalid bundle link sku", example, () => toText(link.sku), null);
      if (!sku) continue;
      const qty = lenient(notes, "invalid bundle link qty", example, () => toNumber(link.qty), null);
      const id = lenient(notes, "invalid bundle link id", example, () => toInt(link.id), null);
      links.push({
        // Selections refer to links by id; a dump without ids gets their 1-based position.
        id: id !== null && id >= 0 ? id : j + 1,
        sku,
        qty: qty !== null && qty > 0 ? qty : 1,
        isDefault:
          lenient(notes, "invalid bundle link is_default", example, () => toBool(link.is_default), null) ?? false,
        canChangeQty:
          lenient(
            notes,
            "invalid bundle link can_change_quantity",
            example,
            () => toBool(link.can_change_quantity),
            null,
          ) ?? false,
      });
    }
    const title = lenient(
      notes,
      "invalid bundle option title",
      example,
      () => toText(option.title ?? option.label),
      null,
    );
    options.push({
      optionId,
      title: sameInAll(title ?? `Option ${optionId}`),
      type,
      required: lenient(notes, "invalid bundle option required", example, () => toBool(option.required), null) ?? false,
      position: lenient(notes, "invalid bundle option position", example, () => toInt(option.position), null) ?? i,
      links,
    });
  }
  return options;
}

type CustomType = Product["customOptions"][number]["type"];
const CUSTOM_TYPES: Record<string, CustomType> = {
  radio: "radio",
  checkbox: "checkbox",
  select: "select",
  drop_down: "drop_down",
  field: "field",
  area: "field",
  multiple: "checkbox",
};

/** Magento custom options; cents for fixed prices, hundredths of a percent for percent prices. */
export function parseCustomOptions(source: Source, notes: Notes, example: string): Product["customOptions"] {
  const options: Product["customOptions"] = [];
  for (const [i, option] of toRecords(source.custom_options).entries()) {
    const rawType = typeof option.type === "string" ? option.type : "";
    const type = CUSTOM_TYPES[rawType];
    const optionId = lenient(notes, "invalid custom option_id", example, () => toInt(option.option_id), null);
    if (!type || optionId === null || optionId < 0) {
      notes.add(
        "custom options of unsupported types or without option_id dropped",
        `${example}: ${rawType || "no type"}`,
      );
      continue;
    }
    const values: Product["customOptions"][number]["values"] = [];
    for (const value of toRecords(option.values)) {
      const optionTypeId = lenient(
        notes,
        "invalid custom option value id",
        example,
        () => toInt(value.option_type_id),
        null,
      );
      if (optionTypeId === null || optionTypeId < 0) continue;
      const price = lenient(notes, "invalid custom option price", example, () => toNumber(value.price), null) ?? 0;
      const title = lenient(notes, "invalid custom option value title", example, () => toText(value.title), null) ?? "";
      values.push({
        optionTypeId,
        title: sameInAll(title),
        priceType: value.price_type === "percent" ? "percent" : "fixed",
        price: Math.round(price * 100),
      });
    }
    const fieldPrice = lenient(notes, "invalid custom option price", example, () => toNumber(option.price), null);
    if (type === "field" && fieldPrice)
      notes.add("prices of free-text custom options cannot be represented (dropped)", example);
    options.push({
      optionId,
      title: sameInAll(lenient(notes, "invalid custom option title", example, () => toText(option.title), null) ?? ""),
      type,
      required:
        lenient(
          notes,
          "invalid custom option is_require",
          example,
          () => toBool(option.is_require ?? option.required),
          null,
        ) ?? false,
      position:
        lenient(
          notes,
          "invalid custom option sort_order",
          example,
          () => toInt(option.sort_order ?? option.position),
          null,
        ) ?? i,
      values,
    });
  }
  return options;
}
