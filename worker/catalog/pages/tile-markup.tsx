import type { Context } from "hono";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import type { ProductTile as Tile } from "../../../schema/api/catalog";
import { I18nContext, type I18n } from "../../../client/i18n/translate";
import { TileBody } from "../../../client/components/catalog/ProductTile";
import { TileMarkup } from "../../../client/components/catalog/tile-markup";
import type { AppEnv } from "../../context";
import { pageMediaVersion } from "../../pages/media";
import { flatCopy } from "../../pages/island-markup";

/** Tiles kept per isolate: about 1.5 KB of HTML each, so at most some 3 MB. */
export const TILE_MARKUP_LIMIT = 2000;

// Rendered tiles by store view, catalogue version, media version and what a tile shows that can
// change within one catalogue version (the chosen colour's picture, a price window, stock).
// Immutable strings, not request state; the oldest entry goes first once the limit is reached.
const rendered = new Map<string, string>();

function tileKey(scope: string, tile: Tile): string {
  const p = tile.price;
  return `${scope}|${tile.sku}|${tile.image ?? ""}|${p.final}|${p.regular}|${p.special ?? ""}|${p.priorLowest ?? ""}|${tile.inStock ? 1 : 0}`;
}

/**
 * A lookup of the tiles' HTML (inside their list item) as `TileBody` renders them with `i18n` for a listing (`shared`), from the isolate's cache
 * or rendered now. `scope` names everything the HTML depends on besides the tile (store view,
 * catalogue and media version).
 */
export function tileMarkupLookup(
  scope: string,
  i18n: I18n,
  tiles: readonly Tile[],
): (tile: Tile) => string | undefined {
  const html = new Map<string, string>();
  for (const tile of tiles) {
    const key = tileKey(scope, tile);
    let markup = rendered.get(key);
    if (markup === undefined) {
      markup = flatCopy(
        renderToString(
          <I18nContext.Provider value={i18n}>
            <TileBody tile={tile} hover={false} shared />
          </I18nContext.Provider>,
        ),
      );
      if (rendered.size >= TILE_MARKUP_LIMIT) rendered.delete(rendered.keys().next().value!);
      rendered.set(key, markup);
    }
    html.set(key, markup);
  }
  return (tile) => html.get(tileKey(scope, tile));
}

/**
 * Wraps a page body so its listing grid writes each tile's HTML from this isolate's cache instead
 * of rendering the tile again (the first row, which carries the LCP image's priority, still
 * renders): a warm category page renders its tiles by string concatenation.
 */
export async function withTileMarkup(c: Context<AppEnv>, tiles: readonly Tile[], body: ReactNode): Promise<ReactNode> {
  if (tiles.length === 0) return body;
  const store = c.get("store");
  const [version, media] = await Promise.all([c.get("catalog").version(), pageMediaVersion(c)]);
  // The request's translator is the store view's (one per isolate), as the page's own.
  const i18n: I18n = { store, t: c.get("t"), media };
  const lookup = tileMarkupLookup(`${store.code}|${version}|${media ?? ""}`, i18n, tiles);
  return <TileMarkup.Provider value={lookup}>{body}</TileMarkup.Provider>;
}

/** How many tiles this isolate keeps (tests). */
export const tileMarkupSize = () => rendered.size;
