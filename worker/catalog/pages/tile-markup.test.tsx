/**
 * Tiles cached per isolate as HTML (tile-markup.tsx): the listing grid written from the cache is
 * the same, byte for byte, as the grid rendered in place, so the browser hydrates it the same way.
 */
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ProductTile as Tile } from "../../../schema/api/catalog";
import { getStoreView } from "../../../domain/store-views";
import { ALL_MESSAGES } from "../../../client/i18n/messages/all";
import { createI18n, I18nContext, type I18n } from "../../../client/i18n/translate";
import { TileMarkup } from "../../../client/components/catalog/tile-markup";
import Listing, { hydrationProps, type ListingProps, type SentListingProps } from "../../../client/islands/Listing";
import { islandProps } from "../../../test/support/html";
import { withWorker } from "../../../test/support/worker";
import { TILE_MARKUP_LIMIT, tileMarkupLookup, tileMarkupSize } from "./tile-markup";

const worker = withWorker();

/**
 * A page the worker rendered, and the Listing island's props as the browser completes them when it
 * hydrates: the page sends all but the result, which comes from the search API (Listing's hydrationProps).
 */
async function pageListing(
  path: string,
): Promise<{ html: string; sent: SentListingProps; props: ListingProps; i18n: I18n }> {
  const html = await (await worker.fetch(path)).text();
  const sent = islandProps<SentListingProps>(html, "Listing");
  const props = await hydrationProps(sent, { fetch: (url, init) => worker.fetch(url, init) });
  const media = /data-media="([^"]+)"/.exec(html)?.[1];
  return { html, sent, props, i18n: createI18n(getStoreView("nl"), ALL_MESSAGES.nl, media) };
}

function grid(i18n: I18n, props: ListingProps, lookup: ((tile: Tile) => string | undefined) | null): string {
  return renderToString(
    <I18nContext.Provider value={i18n}>
      <TileMarkup.Provider value={lookup}>
        <Listing {...props} />
      </TileMarkup.Provider>
    </I18nContext.Provider>,
  );
}

describe("the listing island", () => {
  it("is sent without its result, and the result the browser fetches renders the page's markup byte for byte", async () => {
    for (const path of ["/dames/jassen", "/dames/jassen?page=2&sort=price_asc", "/search?q=jas"]) {
      const { html, sent, props, i18n } = await pageListing(path);
      expect(sent).not.toHaveProperty("result");
      expect(props.result.items.length).toBeGreaterThan(0);
      // The island's markup on the page is what React renders from the completed props: it hydrates as
      // is. (Rendered alone, React puts the first row's image preloads first; a page has them in its head.)
      const island = grid(i18n, props, null).replace(/^(<link rel="preload"[^>]*\/>)*/, "");
      expect(island.startsWith('<div class="listing')).toBe(true);
      expect(html).toContain(island);
    }
  });
});

describe("listing tiles cached as HTML", () => {
  it("give the same grid, byte for byte, on a miss and on a hit as rendered in place; the first row renders in place", async () => {
    const { props, i18n } = await pageListing("/dames/jassen");
    const tiles = props.result.items;
    expect(tiles.length).toBeGreaterThan(10);
    const inPlace = grid(i18n, props, null);
    const asked: string[] = [];
    const scope = `test|${Math.random()}`;
    const counted = (lookup: (tile: Tile) => string | undefined) => (tile: Tile) => {
      asked.push(tile.sku);
      return lookup(tile);
    };
    const before = tileMarkupSize();
    expect(grid(i18n, props, counted(tileMarkupLookup(scope, i18n, tiles)))).toBe(inPlace);
    expect(tileMarkupSize() - before).toBe(new Set(tiles.map((t) => t.sku)).size);
    // The first row carries the LCP image's priority: rendered in place, never looked up.
    expect(asked).toEqual(tiles.slice(2).map((t) => t.sku));
    // Warm: nothing new is rendered and the grid is still the same.
    expect(grid(i18n, props, tileMarkupLookup(scope, i18n, tiles))).toBe(inPlace);
    expect(tileMarkupSize() - before).toBe(new Set(tiles.map((t) => t.sku)).size);
  });

  it("renders again what a tile shows differently (a price, the chosen colour's picture, stock) and keeps the rest", async () => {
    const { props, i18n } = await pageListing("/dames/jassen?page=2");
    const scope = `test|${Math.random()}`;
    tileMarkupLookup(scope, i18n, props.result.items);
    const [first, ...rest] = props.result.items;
    const cheaper: Tile = { ...first!, price: { ...first!.price, final: first!.price.final - 1000 } };
    const changed = { ...props, result: { ...props.result, items: [cheaper, ...rest] } };
    const lookup = tileMarkupLookup(scope, i18n, changed.result.items);
    expect(lookup(cheaper)).not.toBe(lookup(first!));
    // Page 2 has no priority row: every tile comes from the lookup, the changed one with its new price.
    expect(grid(i18n, changed, lookup)).toBe(grid(i18n, changed, null));
  });

  it("keeps at most TILE_MARKUP_LIMIT tiles per isolate, the oldest going first", async () => {
    const { props, i18n } = await pageListing("/dames/jassen");
    const model = props.result.items[3]!;
    const many = Array.from({ length: TILE_MARKUP_LIMIT + 50 }, (_, i) => ({ ...model, sku: `LIMIT-${i}` }));
    const lookup = tileMarkupLookup(`test|${Math.random()}`, i18n, many);
    expect(tileMarkupSize()).toBe(TILE_MARKUP_LIMIT);
    expect(lookup(many.at(-1)!)).toContain('class="tile__link"');
  });
});
