/**
 * Which strategy the service worker gives a request (issue 33: one strategy per route family), and
 * which answers it may keep. Pure: no service worker types, unit-tested in rules.test.ts.
 */
import { splitStorePath, type StoreCode } from "../../domain/store-views";
import { storePath } from "../../domain/urls";

/**
 * - `page`: a catalogue or CMS page, network first with an offline copy;
 * - `image`: product and content images, network first with an offline copy;
 * - `api-read`: a shared catalogue read, stale-while-revalidate;
 * - `network`: anything personal or unknown: the network only, never kept.
 */
export type RouteFamily = "page" | "image" | "api-read" | "network";

/** Pages that are the shopper's own (cart, checkout, account, login, editor, …): never kept. */
const PERSONAL_PAGES =
  /^\/(?:(?:de|en)\/)?(?:cart|checkout|checkout-return|my-account|account|login|register|password-reset|wishlist|order|payment|newsletter|editor|dev|maintenance)(?:[/?]|$)/;

/** API reads every visitor gets the same answer to: the catalogue, its search and url map, CMS content. */
const SHARED_API_READS = /^\/api\/(?:catalog|url|content)(?:\/|$)/;

/** CMS drafts and previews carry a token: never kept. */
const PRIVATE_QUERY = /(?:^|[?&])(?:token|_storyblok|preview|draft)=/;

export interface RequestFacts {
  method: string;
  /** The request's URL, relative to the shop's origin or absolute. */
  url: string;
  /** `navigate` for a page load. */
  mode: string;
  /** The Fetch destination (`image` for <img>). */
  destination: string;
  /** Whether the request carries an Authorization header. */
  authorized: boolean;
  /** Whether the URL's origin is the shop's. */
  sameOrigin: boolean;
}

export function routeFamily(request: RequestFacts): RouteFamily {
  if (request.method !== "GET" || !request.sameOrigin || request.authorized) return "network";
  const url = new URL(request.url, "https://shop.invalid");
  if (PRIVATE_QUERY.test(url.search)) return "network";
  const path = url.pathname;
  if (path.startsWith("/api/")) return SHARED_API_READS.test(path) ? "api-read" : "network";
  if (
    request.destination === "image" ||
    path.startsWith("/img/") ||
    /^\/catalog\/v\/.*\.(?:webp|avif|jpe?g|png)$/.test(path)
  )
    return "image";
  if (request.mode === "navigate") return PERSONAL_PAGES.test(path) ? "network" : "page";
  return "network";
}

/**
 * Whether an answer may be kept for everyone who uses this browser: a complete 200, no cookie set,
 * not marked private or no-store. (A service worker never sees Set-Cookie on a same-origin answer
 * it fetched, so `setsCookie` is whatever the headers show; the worker never sets one on shared pages.)
 */
export function isShareable(status: number, headers: { get(name: string): string | null }): boolean {
  if (status !== 200) return false;
  const cacheControl = (headers.get("cache-control") ?? "").toLowerCase();
  if (/(?:^|[\s,])(?:private|no-store)(?:[\s,=]|$)/.test(cacheControl)) return false;
  if (headers.get("set-cookie") !== null) return false;
  return true;
}

/** The store view a path belongs to, by its prefix (`/de/…`, `/en/…`, else Dutch), and that view's home. */
export function storeOfPath(path: string): { code: StoreCode; home: string } {
  const { code } = splitStorePath(path);
  return { code, home: storePath(code, "/") };
}
