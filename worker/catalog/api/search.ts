import { Hono, type Context } from "hono";
import { searchRequestSchema, type SearchRequest } from "../../../schema/api/catalog-request";
import { SEARCH_MIN_CHARS } from "../../../schema/constants";
import type { AppEnv } from "../../context";
import { AppError } from "../../errors/app-error";
import { validate } from "../../http/validate";
import { runSearch } from "../search-run";
import { withTileRatings } from "../../reviews";

/** Query strings carry filters as `filters[color]=1,2` or `color=1,2`; this gathers them for zod. */
function queryToRequest(c: Context<AppEnv>): Record<string, unknown> {
  const query = c.req.queries();
  const out: Record<string, unknown> = {};
  const filters: Record<string, string[]> = {};
  for (const [key, values] of Object.entries(query)) {
    const filter = /^filters\[(\w+)\]$/.exec(key)?.[1];
    if (filter) filters[filter] = values.flatMap((v) => v.split(",")).filter(Boolean);
    else out[key] = values[values.length - 1];
  }
  if (Object.keys(filters).length > 0) out.filters = filters;
  return out;
}

async function answer(c: Context<AppEnv>, request: SearchRequest): Promise<Response> {
  if (request.q !== undefined && request.q.length > 0 && request.q.length < SEARCH_MIN_CHARS) {
    throw new AppError(400, "INVALID_INPUT", `Search term must be at least ${SEARCH_MIN_CHARS} characters`, {
      q: "too short",
    });
  }
  const code = request.store ?? c.get("store").code;
  const catalog = await c.get("catalog").get();
  if (request.category !== undefined && !catalog.data.categoriesById.has(request.category)) {
    throw new AppError(404, "NOT_FOUND", "Category not found", { category: "unknown" });
  }
  const result = await runSearch(c, catalog, request, code);
  // An earlier answer given while the search database is down is not kept by any cache.
  c.header("Cache-Control", result.flags.limited ? "no-store" : "public, max-age=60, stale-while-revalidate=600");
  return c.json({ code: 200, result: { ...result, items: await withTileRatings(c, result.items) } });
}

/**
 * `/api/catalog/search` (SPEC §5/§7 product search): GET with query parameters (cacheable) or POST
 * with a JSON body, validated with zod.
 */
export function createSearchApi(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get("/", async (c) => {
    const parsed = searchRequestSchema.safeParse(queryToRequest(c));
    if (!parsed.success) {
      const fields = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join(".") || "query", i.message]));
      throw new AppError(
        400,
        "INVALID_INPUT",
        `Invalid query: ${Object.entries(fields)
          .map(([f, m]) => `${f}: ${m}`)
          .join("; ")}`,
        fields,
      );
    }
    return answer(c, parsed.data);
  });
  app.post("/", validate("json", searchRequestSchema), (c) => answer(c, c.req.valid("json")));
  return app;
}
