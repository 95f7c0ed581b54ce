/** The store pages in the sitemap (issue 31 point 3): the locator and every open store, in every store view. */
import type { Context } from "hono";
import { STORE_CODES, type StoreCode } from "../../domain/store-views";
import { storePath } from "../../domain/urls";
import type { AppEnv } from "../context";
import { tagPage } from "../pages/cache-tags";
import { openStores } from "./repo";
import { STORES_TAG } from "./routes-admin";

const everyView = (path: string) =>
  Object.fromEntries(STORE_CODES.map((code) => [code, storePath(code, path)])) as Record<StoreCode, string>;

/** One read; tags the sitemap so a store change refreshes it. */
export async function storeSitemapEntries(c: Context<AppEnv>): Promise<{ urls: Record<StoreCode, string> }[]> {
  tagPage(c, STORES_TAG);
  const stores = await openStores(c.get("db"));
  return [{ urls: everyView("/storelocator") }, ...stores.map((s) => ({ urls: everyView(`/storelocator/${s.slug}`) }))];
}
