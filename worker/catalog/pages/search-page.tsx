import type { Context } from "hono";
import { MAX_SEARCH_TERM_LENGTH, RETRY_AFTER_SECONDS, SEARCH_MIN_CHARS } from "../../../schema/constants";
import { SearchUnavailableError } from "../libsql-search";
import { storePath } from "../../../domain/urls";
import { listingQuery } from "../../../client/lib/listing-url";
import { SearchPage } from "../../../client/pages/SearchPage";
import type { AppEnv } from "../../context";
import { renderPage } from "../../pages/render";
import { withTileMarkup } from "./tile-markup";
import { categoryUrl } from "../../../domain/urls";
import { listingProps, listingStateOf, toggleRedirect } from "./listing-props";
import { renderErrorPage } from "../../errors/on-error";

/** Renders /search?q= and /no-result (SPEC §2). A long pasted term is cut, not refused. */
export async function renderSearchPage(c: Context<AppEnv>, { noResultRoute = false } = {}): Promise<Response> {
  const store = c.get("store");
  const t = c.get("t");
  const catalog = await c.get("catalog").get();
  const state = listingStateOf(c);
  const q = (state.q ?? "").trim().slice(0, MAX_SEARCH_TERM_LENGTH);
  const tooShort = q.length > 0 && q.length < SEARCH_MIN_CHARS;
  const basePath = storePath(store.code, "/search");
  const toggled = noResultRoute ? null : toggleRedirect(c, basePath);
  if (toggled) return toggled;
  // The libSQL search tier may be unable to answer (its database down, nothing recent to stand in):
  // the page says so with a 503, and the shopper can still browse the categories.
  let unavailable = false;
  const listing =
    q.length >= SEARCH_MIN_CHARS && !noResultRoute
      ? await listingProps(c, catalog, { basePath, state: { ...state, q }, defaultSort: "relevance" }).catch(
          (error: unknown) => {
            if (!(error instanceof SearchUnavailableError)) throw error;
            c.get("log").warn("search unavailable", { detail: error.detail });
            unavailable = true;
            return null;
          },
        )
      : null;
  const limited = listing?.result.flags.limited === true;
  // A page past the last one does not exist (not an empty page).
  if (listing && state.page > 1 && listing.result.items.length === 0 && listing.result.total > 0)
    return renderErrorPage(c, 404);
  const corrected = listing?.result.suggestions[0];
  const topLevel = (catalog.data.childCategories.get(catalog.data.file.rootCategoryId) ?? []).filter(
    (cat) => cat.includeInMenu,
  );
  return renderPage(c, {
    meta: {
      title: q && !tooShort ? t("search.title", { q }) : t("search.titleEmpty"),
      noindex: true,
      pageType: "SearchResults",
    },
    body: await withTileMarkup(
      c,
      listing?.result.items ?? [],
      <SearchPage
        q={q}
        tooShort={tooShort}
        listing={listing}
        searched={listing?.result.searched ?? null}
        suggestion={
          corrected
            ? { label: corrected, href: `${basePath}${listingQuery({ q: corrected, filters: {}, page: 1 })}` }
            : null
        }
        categories={topLevel.map((cat) => ({ label: cat.name[store.code], href: categoryUrl(cat, store.code) }))}
        unavailable={unavailable}
        limited={limited}
      />,
    ),
    // Neither a page without results nor an earlier answer is kept by a cache.
    ...(unavailable
      ? { status: 503, headers: { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" } }
      : limited
        ? { headers: { "Cache-Control": "no-store" } }
        : {}),
  });
}
