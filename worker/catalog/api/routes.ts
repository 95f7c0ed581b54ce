import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { createEntitiesApi } from "./entities";
import { createRenderListApi } from "./render-list";
import { createSearchApi } from "./search";
import { createStockApi } from "./stock";
import { createUrlMapApi } from "./url-map";

/** The catalogue's part of the JSON API (SPEC §7), mounted under /api. */
export function createCatalogApi(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.route("/catalog/search", createSearchApi());
  api.route("/catalog", createEntitiesApi());
  api.route("/stock", createStockApi());
  api.route("/product", createRenderListApi());
  api.route("/url", createUrlMapApi());
  return api;
}
