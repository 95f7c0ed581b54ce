import { Hono } from "hono";
import * as z from "zod";
import { ATTRIBUTE_LIST_SIZE, CATEGORY_FETCH_SIZE } from "../../../schema/constants";
import { STORE_CODES } from "../../../domain/store-views";
import type { AppEnv } from "../../context";
import { validate } from "../../http/validate";
import { attributeDocument, categoryDocument } from "./documents";
import { fieldList, project } from "./projection";

const list = z.string().max(2000).optional();
const flag = z
  .enum(["true", "false", "1", "0"])
  .transform((v) => v === "true" || v === "1")
  .optional();
const paging = (defaultSize: number) => ({
  size: z.coerce
    .number()
    .int()
    .catch(defaultSize)
    .transform((n) => (n <= 0 ? defaultSize : Math.min(n, defaultSize)))
    .optional(),
  start: z.coerce
    .number()
    .int()
    .catch(0)
    .transform((n) => Math.max(0, n))
    .optional(),
});

const attributeQuery = z.lazy(() =>
  z.object({
    attribute_code: list,
    attribute_id: list,
    is_user_defined: flag,
    is_visible: flag,
    store: z.enum(STORE_CODES).optional(),
    ...paging(ATTRIBUTE_LIST_SIZE),
  }),
);

const categoryQuery = z.lazy(() =>
  z.object({
    parent_id: z.coerce.number().int().optional(),
    level: z.coerce.number().int().optional(),
    is_active: flag,
    product_count_gt: z.coerce.number().int().optional(),
    url_path: z.string().max(500).optional(),
    ids: list,
    sort: z.enum(["position:asc", "position:desc", "name:asc", "name:desc"]).optional(),
    includeFields: list,
    excludeFields: list,
    store: z.enum(STORE_CODES).optional(),
    ...paging(CATEGORY_FETCH_SIZE),
  }),
);

/**
 * SPEC §7 entity queries: the attribute list (filtered on code or id, size 150) and the category
 * and tax-rule queries (filters on parent_id, level, is_active, product_count, url_path; sort,
 * size, start, includeFields, excludeFields).
 */
export function createEntitiesApi(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get("/attributes", validate("query", attributeQuery), async (c) => {
    const q = c.req.valid("query");
    const store = q.store ?? c.get("store").code;
    const { data } = await c.get("catalog").get();
    const codes = fieldList(q.attribute_code);
    const ids = fieldList(q.attribute_id)?.map(Number);
    const matching = data.file.attributes.filter(
      (a) =>
        (!codes || codes.includes(a.code)) &&
        (!ids || ids.includes(a.id)) &&
        (q.is_user_defined === undefined || a.isUserDefined === q.is_user_defined) &&
        (q.is_visible === undefined || a.isVisible === q.is_visible),
    );
    const start = q.start ?? 0;
    c.header("Cache-Control", "public, max-age=300");
    return c.json({
      code: 200,
      result: {
        total: matching.length,
        items: matching.slice(start, start + (q.size ?? ATTRIBUTE_LIST_SIZE)).map((a) => attributeDocument(a, store)),
      },
    });
  });

  app.get("/categories", validate("query", categoryQuery), async (c) => {
    const q = c.req.valid("query");
    const store = q.store ?? c.get("store").code;
    const { data } = await c.get("catalog").get();
    const ids = fieldList(q.ids)?.map(Number);
    let matching = data.file.categories.filter(
      (cat) =>
        (q.parent_id === undefined || cat.parentId === q.parent_id) &&
        (q.level === undefined || cat.level === q.level) &&
        (q.is_active === undefined || cat.isActive === q.is_active) &&
        (q.url_path === undefined || cat.urlPath[store] === q.url_path.replace(/^\/+|\/+$/g, "")) &&
        (!ids || ids.includes(cat.id)) &&
        (q.product_count_gt === undefined || data.categoryProducts.count(cat.id) > q.product_count_gt),
    );
    const [field, direction] = (q.sort ?? "position:asc").split(":") as ["position" | "name", "asc" | "desc"];
    const sign = direction === "desc" ? -1 : 1;
    matching = [...matching].sort(
      (a, b) =>
        sign *
        (field === "name" ? a.name[store].localeCompare(b.name[store], store) : a.position - b.position || a.id - b.id),
    );
    const start = q.start ?? 0;
    const include = fieldList(q.includeFields);
    const exclude = fieldList(q.excludeFields);
    c.header("Cache-Control", "public, max-age=300");
    return c.json({
      code: 200,
      result: {
        total: matching.length,
        items: matching
          .slice(start, start + (q.size ?? CATEGORY_FETCH_SIZE))
          .map((cat) => project(categoryDocument(data, cat, store), include, exclude)),
      },
    });
  });

  app.get("/taxrules", async (c) => {
    const { data } = await c.get("catalog").get();
    c.header("Cache-Control", "public, max-age=300");
    return c.json({
      code: 200,
      result: {
        total: data.file.taxRules.length,
        items: data.file.taxRules.map((r) => ({
          id: r.id,
          code: r.code,
          product_tax_class_ids: r.productTaxClassIds,
          customer_tax_class_ids: r.customerTaxClassIds,
          rates: r.rates.map((rate) => ({
            rate: rate.rate,
            tax_country_id: rate.countryId,
            tax_region_id: rate.regionId,
            tax_postcode: rate.postcode,
            code: rate.code,
          })),
        })),
      },
    });
  });
  return app;
}
