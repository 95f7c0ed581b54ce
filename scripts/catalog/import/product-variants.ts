/**
 * Configurable options and children. The two shapes differ most here:
 *  - 2017: options carry only `attribute_id` and value ids (labels are in the attribute docs);
 *    children carry price, name, sku and raw `custom_attributes` ([{attribute_code, value}]);
 *    the rest of a child (id, status, stock) is in the simple product document with its sku.
 *  - modern: options carry `attribute_code` and labels; children are flat (`color`, `size`, id…).
 */
import { sameInAll, type Product, type ProductChild } from "../../../schema/catalog/snapshot";
import type { AttributeIndex } from "./normalize-attribute";
import { lenient, parseStock } from "./product-parts";
import type { Notes } from "./report";
import {
  isRecord,
  read,
  toIsoDate,
  toInt,
  toMediaPath,
  toSpecialCents,
  toCents,
  toText,
  toValueList,
  type Source,
} from "./values";

export interface VariantContext {
  attributes: AttributeIndex;
  /** Product documents by sku: completes children of the 2017 shape. */
  bySku: { get(sku: string): Source | undefined };
  notes: Notes;
}

function labelOf(record: Source): string | null {
  for (const key of ["label", "default_label", "store_label", "frontend_label"]) {
    const value = record[key];
    if (typeof value === "string" && value.trim() !== "") return value.trim();
  }
  return null;
}

/** Options with their value labels; `problems` gets what makes the product unusable. */
export function parseConfigurableOptions(
  source: Source,
  ctx: VariantContext,
  problems: string[],
  example: string,
): Product["configurableOptions"] {
  const options: Product["configurableOptions"] = [];
  const raw = Array.isArray(source.configurable_options) ? source.configurable_options : [];
  for (const [i, option] of raw.entries()) {
    const field = `configurable_options.${i}`;
    if (!isRecord(option)) {
      problems.push(`${field}: not an object`);
      continue;
    }
    const attributeId = read(problems, `${field}.attribute_id`, () => toInt(option.attribute_id));
    const rawLabel = labelOf(option);
    const code =
      read(problems, `${field}.attribute_code`, () => toText(option.attribute_code)) ??
      (attributeId !== null ? ctx.attributes.byId.get(attributeId)?.code : undefined) ??
      // Without attribute docs, "Color" can only mean the product's "color" field.
      (rawLabel ? rawLabel.toLowerCase().replace(/[^a-z0-9]+/g, "_") : null);
    if (!code) {
      problems.push(
        `${field}.attribute_code: missing (and attribute_id ${attributeId ?? "missing"} is not in the attribute documents)`,
      );
      continue;
    }
    const attribute = ctx.attributes.byCode.get(code);
    const label =
      attribute && (!rawLabel || rawLabel === attribute.label.en)
        ? { ...attribute.label }
        : rawLabel
          ? sameInAll(rawLabel)
          : null;
    if (!label) {
      // SPEC §3: options with empty labels are dropped.
      ctx.notes.add("configurable options without a label dropped", `${example}: ${code}`);
      continue;
    }
    const values: Product["configurableOptions"][number]["values"] = [];
    for (const value of Array.isArray(option.values) ? option.values.filter(isRecord) : []) {
      const valueIndex = read(problems, `${field}.values.value_index`, () => toText(value.value_index));
      if (valueIndex === null) continue;
      const own = labelOf(value);
      const fromAttribute = ctx.attributes.optionLabel(code, valueIndex);
      const valueLabel = own ? sameInAll(own) : fromAttribute ? { ...fromAttribute } : null;
      if (!valueLabel) {
        ctx.notes.add("configurable option values without a label dropped", `${example}: ${code} ${valueIndex}`);
        continue;
      }
      values.push({ valueIndex, label: valueLabel });
    }
    const resolvedId = attributeId ?? attribute?.id ?? null;
    if (resolvedId === null) ctx.notes.add("configurable options without attribute_id (0 used)", `${example}: ${code}`);
    const position = read(problems, `${field}.position`, () => toInt(option.position)) ?? i;
    options.push({ attributeId: resolvedId ?? 0, code, label, position, values });
  }
  return options;
}

/** `custom_attributes` of the 2017 shape as a record: [{attribute_code: "color", value: "49"}] → { color: "49" }. */
export function customAttributes(value: unknown): Source {
  const record: Source = {};
  if (!Array.isArray(value)) return record;
  for (const entry of value.filter(isRecord)) {
    if (typeof entry.attribute_code === "string") record[entry.attribute_code] = entry.value;
  }
  return record;
}

function present(...values: unknown[]): unknown {
  return values.find((v) => v !== null && v !== undefined && v !== "");
}

/** Variants; a child that cannot be read is dropped with a note, the product still imports. */
export function parseChildren(
  source: Source,
  parent: { sku: string; price: number },
  options: Product["configurableOptions"],
  ctx: VariantContext,
): ProductChild[] {
  const children: ProductChild[] = [];
  const raw = Array.isArray(source.configurable_children) ? source.configurable_children : [];
  for (const [i, entry] of raw.entries()) {
    if (!isRecord(entry)) continue;
    const sku = typeof entry.sku === "string" && entry.sku.trim() !== "" ? entry.sku.trim() : null;
    if (!sku) {
      ctx.notes.add("configurable children without sku dropped", `${parent.sku} child ${i}`);
      continue;
    }
    const custom = customAttributes(entry.custom_attributes);
    const doc = ctx.bySku.get(sku);
    const field = (key: string) => present(entry[key], custom[key], doc?.[key]);
    const problems: string[] = [];
    const id = read(problems, "id", () => toInt(field("id") ?? field("entity_id")));
    if (id === null && problems.length === 0) problems.push("id: missing (no product document with this sku)");
    const status = read(problems, "status", () => toInt(field("status"))) ?? 1;
    const price = read(problems, "price", () => toCents(field("price"))) ?? parent.price;
    const specialPrice = read(problems, "special_price", () => toSpecialCents(field("special_price")));
    const specialFrom = read(problems, "special_from_date", () => toIsoDate(field("special_from_date")));
    const specialTo = read(problems, "special_to_date", () => toIsoDate(field("special_to_date")));
    const image = lenient(
      ctx.notes,
      "invalid child image",
      sku,
      () => toMediaPath(field("image") ?? field("small_image") ?? field("thumbnail")),
      null,
    );
    const values: Record<string, string> = {};
    for (const option of options) {
      const value = read(problems, option.code, () => toValueList(field(option.code)))?.[0];
      if (value === undefined)
        ctx.notes.add("configurable children without a value for one of the options", `${sku}: ${option.code}`);
      else values[option.code] = value;
    }
    if (problems.length > 0 || id === null || id < 0) {
      ctx.notes.add("configurable children dropped", `${parent.sku}/${sku} (${problems.join("; ") || "id: negative"})`);
      continue;
    }
    const stock = parseStock(present(entry.stock, doc?.stock), ctx.notes, sku);
    children.push({ id, sku, status, price, specialPrice, specialFrom, specialTo, options: values, image, stock });
  }
  return children;
}
