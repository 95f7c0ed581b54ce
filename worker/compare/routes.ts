/**
 * Compare (issue 32.2) over HTTP. The list is a signed-in customer's (401 otherwise, like the
 * wishlist): GET /api/compare, POST /add {sku} (a fifth product is a 400 and changes nothing; an
 * unknown product a 404), POST /delete {sku}, POST /merge {skus} (the guest's list at login; the
 * newest COMPARE_MAX_ITEMS stay). GET /products?skus= is anyone's: catalogue data, cacheable.
 */
import { Hono, type Context } from "hono";
import {
  compareItemRequestSchema,
  compareMergeRequestSchema,
  compareProductsQuerySchema,
  type CompareListDto,
} from "../../schema/api/compare";
import { COMPARE_MAX_ITEMS } from "../../schema/constants";
import type { AppEnv } from "../context";
import { translatorFor } from "../context";
import { AppError } from "../errors/app-error";
import { validate } from "../http/validate";
import type { MessageKey } from "../../client/i18n/messages/types";
import { apiStore } from "../account";
import { addToCompare, deleteFromCompare, mergeIntoCompare, readCompare, type CompareState } from "./repo";
import { compareProducts, listedProducts } from "./service";

const NO_STORE = { "Cache-Control": "no-store" };

const say = (c: Context<AppEnv>, key: MessageKey, params?: Record<string, string | number>) =>
  translatorFor(apiStore(c))(key, params);

const unauthorized = (c: Context<AppEnv>) => new AppError(401, "UNAUTHORIZED", say(c, "account.unauthorized"));

/** The request's session token hash, or a 401 before any database call. */
async function tokenHash(c: Context<AppEnv>): Promise<string> {
  const hash = await c.get("session").tokenHash();
  if (!hash) throw unauthorized(c);
  return hash;
}

/** The list a batch answered, or a 401 when the session is not a live customer's. */
function listOf(c: Context<AppEnv>, state: CompareState): CompareListDto {
  if (state.customerId === null) throw unauthorized(c);
  return state.list;
}

/** /api/compare */
export function createCompareApi(): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });

  app.get("/products", validate("query", compareProductsQuerySchema), async (c) => {
    const { skus, storeCode } = c.req.valid("query");
    const result = await compareProducts(c, storeCode ?? c.get("store").code, skus);
    // The same for everyone asking the same skus (prices and stock move: kept a minute).
    return c.json({ code: 200 as const, result }, 200, { "Cache-Control": "public, max-age=60" });
  });

  app.get("/", async (c) => {
    const state = await readCompare(c.get("db"), await tokenHash(c), new Date());
    return c.json({ code: 200 as const, result: listOf(c, state) }, 200, NO_STORE);
  });

  app.post("/add", validate("json", compareItemRequestSchema), async (c) => {
    const { sku } = c.req.valid("json");
    const hash = await tokenHash(c);
    const [product] = await listedProducts(c, [sku]);
    if (!product) throw new AppError(404, "NOT_FOUND", say(c, "compare.unknownProduct"), { sku: "is not a product" });
    const state = await addToCompare(c.get("db"), hash, new Date(), product);
    const list = listOf(c, state);
    if (state.changed === 0 && !list.items.some((i) => i.sku === sku))
      throw new AppError(400, "COMPARE_FULL", say(c, "compare.full", { max: COMPARE_MAX_ITEMS }));
    return c.json({ code: 200 as const, result: list }, 200, NO_STORE);
  });

  app.post("/delete", validate("json", compareItemRequestSchema), async (c) => {
    const { sku } = c.req.valid("json");
    const state = await deleteFromCompare(c.get("db"), await tokenHash(c), new Date(), sku);
    return c.json({ code: 200 as const, result: listOf(c, state) }, 200, NO_STORE);
  });

  app.post("/merge", validate("json", compareMergeRequestSchema), async (c) => {
    const hash = await tokenHash(c);
    const skus = [...new Set(c.req.valid("json").skus)];
    // Products the catalogue no longer lists are dropped, like the wishlist's merge does.
    const known = await listedProducts(c, skus);
    const state = await mergeIntoCompare(c.get("db"), hash, new Date(), known);
    return c.json({ code: 200 as const, result: listOf(c, state) }, 200, NO_STORE);
  });

  return app;
}
