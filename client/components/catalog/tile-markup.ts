import { createContext } from "react";
import type { ProductTile as Tile } from "../../../schema/api/catalog";

/**
 * Server only: the finished HTML of a listing tile, when the worker has it cached for this isolate
 * (worker/catalog/pages/tile-markup.tsx). The grid then writes that HTML into the tile's `<li>`
 * instead of rendering the tile again; the markup is what `ProductTile` renders, so the browser
 * hydrates it like any other. In the browser there is no provider and tiles render as usual.
 */
export const TileMarkup = createContext<((tile: Tile) => string | undefined) | null>(null);
