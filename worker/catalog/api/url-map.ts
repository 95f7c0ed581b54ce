import { Hono } from "hono";
import * as z from "zod";
import { STORE_CODES, splitStorePath } from "../../../domain/store-views";
import type { AppEnv } from "../../context";
import { AppError } from "../../errors/app-error";
import { validate } from "../../http/validate";
import { summaryOf } from "../product-lookup";
import { productOrParent, resolveCatalogUrl } from "../resolve-url";
import { categoryDocument, productDocument } from "./documents";
import { project } from "./projection";

const fields = z.array(z.string().max(64)).max(100).optional();
const body = z.lazy(() =>
  z.object({
    url: z.string().trim().min(1).max(1000),
    includeFields: fields,
    excludeFields: fields,
    options: z.record(z.string(), z.unknown()).optional(),
    filters: z.object({ sku: z.string().max(64).optional() }).optional(),
    groupId: z.union([z.number(), z.string()]).nullable().optional(),
    groupToken: z.string().max(500).nullable().optional(),
    store: z.enum(STORE_CODES).optional(),
  }),
);

/** The path of an absolute URL or of a path with a query; null for something that is neither ("httpfoo"). */
function pathOf(url: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) {
    if (!URL.canParse(url)) return null;
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.pathname : null;
  }
  return url.split(/[?#]/)[0] ?? "";
}

/**
 * POST /api/url/map (SPEC §7): resolves a URL to the product or category behind it and answers a
 * hit `{_type, _source}`; `filters.sku` looks a product up by sku instead.
 */
export function createUrlMapApi(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post("/map", validate("json", body), async (c) => {
    const request = c.req.valid("json");
    const catalog = await c.get("catalog").get();
    const resolveChild = (sku: string) => c.get("catalog").parentOf(sku);
    const pathname = pathOf(request.url);
    if (pathname === null) throw new AppError(400, "INVALID_INPUT", "url is not a valid URL", { url: "malformed" });
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      throw new AppError(400, "INVALID_INPUT", "url is not a valid URL encoding", { url: "malformed" });
    }
    const split = splitStorePath(decoded.startsWith("/") ? decoded : `/${decoded}`);
    const store = request.store ?? split.code;

    const bySku = request.filters?.sku ? await summaryOf(catalog.products, request.filters.sku) : undefined;
    const resolved = request.filters?.sku
      ? bySku
        ? await productOrParent(catalog, bySku, resolveChild)
        : null
      : await resolveCatalogUrl(catalog, store, split.path, resolveChild);
    if (!resolved) throw new AppError(404, "NOT_FOUND", "No route found");
    const source =
      resolved.type === "product"
        ? productDocument(resolved.product, store, resolved.childSku)
        : categoryDocument(catalog.data, resolved.category, store);
    c.header("Cache-Control", "public, max-age=300");
    return c.json({
      code: 200,
      result: { _type: resolved.type, _source: project(source, request.includeFields, request.excludeFields) },
    });
  });
  return app;
}
