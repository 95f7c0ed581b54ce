/**
 * The operator API for stores (issue 31 point 1) under /api/stores/admin, behind the admin token
 * (X-Admin-Token, as the CMS's operator API): list, create, update, close (and reopen) a store, set
 * its stock. A change to a store purges the store pages (STORES_TAG); stock is never on a page.
 */
import { Hono } from "hono";
import * as z from "zod";
import { storeInputSchema, storePatchSchema, storeStockInputSchema } from "../../schema/api/stores";
import type { AppEnv } from "../context";
import { requireAdmin } from "../content";
import { AppError } from "../errors/app-error";
import { validate } from "../http/validate";
import { purgeTags } from "../pages/purge";
import { allStores, createStore, setStoreStock, toSummary, updateStore } from "./repo";

/** The cache tag of every page that shows stores (the locator, the detail pages, the sitemap). */
export const STORES_TAG = "stores";

const slugParam = z.lazy(() => z.object({ slug: z.string().regex(/^[a-z0-9-]{1,60}$/, "is not a store slug") }));
const unknownStore = (slug: string) => new AppError(404, "NOT_FOUND", `No store with slug ${slug}`);

export function createStoresAdminApi(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use("*", requireAdmin());

  app.get("/", async (c) => {
    const rows = await allStores(c.get("db"));
    return c.json({ code: 200, result: rows.map((row) => ({ ...toSummary(row), status: row.status })) });
  });

  app.post("/", validate("json", storeInputSchema), async (c) => {
    const input = c.req.valid("json");
    const created = await createStore(c.get("db"), input);
    if (!created) throw new AppError(409, "CONFLICT", `A store with slug ${input.slug} exists already`);
    await purgeTags(c, [STORES_TAG]);
    return c.json({ code: 201, result: created }, 201);
  });

  app.patch("/:slug", validate("param", slugParam), validate("json", storePatchSchema), async (c) => {
    const { slug } = c.req.valid("param");
    const updated = await updateStore(c.get("db"), slug, c.req.valid("json"));
    if (!updated) throw unknownStore(slug);
    await purgeTags(c, [STORES_TAG]);
    return c.json({ code: 200, result: updated });
  });

  // Closing keeps the row (orders may name the store); it leaves the locator, its page answers 404.
  for (const [path, status] of [
    ["/:slug/close", "closed"],
    ["/:slug/reopen", "open"],
  ] as const) {
    app.post(path, validate("param", slugParam), async (c) => {
      const { slug } = c.req.valid("param");
      const updated = await updateStore(c.get("db"), slug, { status });
      if (!updated) throw unknownStore(slug);
      await purgeTags(c, [STORES_TAG]);
      return c.json({ code: 200, result: { ...updated, status } });
    });
  }

  app.put("/:slug/stock", validate("param", slugParam), validate("json", storeStockInputSchema), async (c) => {
    const { slug } = c.req.valid("param");
    const { items } = c.req.valid("json");
    if (!(await setStoreStock(c.get("db"), slug, items))) throw unknownStore(slug);
    return c.json({ code: 200, result: { slug, updated: items.length } });
  });

  return app;
}
