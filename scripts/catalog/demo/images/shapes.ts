/**
 * Every garment type's drawing, and the look as a view actually draws it: features a view does
 * not show (a jacket's pockets, drawn on every jacket; pleats seen from behind) are left out of
 * its look, so pictures that would come out identical are one original, shared.
 */
import { colorDef, type ColorSlug } from "../attributes";
import type { Drawing } from "./compose";
import { backLook, FEATURES, lookKey, type Look } from "./looks";
import type { ImageType, View } from "./paths";
import { bag, beanie, belt, cap, scarf } from "./shapes-accessories";
import { dress, trousers } from "./shapes-lower";
import { coat, jacket, overcoat } from "./shapes-outer";
import { blouse, shirt } from "./shapes-shirts";
import { cardigan, polo, sweater, tshirt } from "./shapes-tops";
import { palette, type Palette } from "./svg";

type Shape = (view: View, p: Palette, look: Look) => Drawing;

export const SHAPES: Record<ImageType, Shape> = {
  coat,
  overcoat,
  jacket,
  sweater,
  cardigan,
  dress,
  blouse,
  shirt,
  trousers,
  tshirt,
  polo,
  bag,
  scarf,
  beanie,
  cap,
  belt,
};

/** The drawing of a type's view (the detail view is a close crop of the front). */
export function drawing(type: ImageType, view: View, color: ColorSlug, look: Look): Drawing {
  return SHAPES[type](view === "detail" ? "front" : view, palette(colorDef(color).swatch), look);
}

const drawnLooks = new Map<string, Look>();

/**
 * The part of a look a view of a type in a colour draws: the back view starts from what shows from
 * behind (backLook), then each feature whose leaving out changes nothing in the drawing is left
 * out. Same drawing, same look, same original. Deterministic (the drawings are pure functions).
 */
export function drawnLook(type: ImageType, view: View, color: ColorSlug, look: Look): Look {
  const start = view === "back" ? backLook(look) : look;
  const cacheKey = `${type}|${view}|${color}|${lookKey(start)}`;
  const cached = drawnLooks.get(cacheKey);
  if (cached) return cached;
  let kept = new Set(start);
  let shown = JSON.stringify(drawing(type, view, color, kept));
  for (const feature of FEATURES) {
    if (!kept.has(feature)) continue;
    const without = new Set(kept);
    without.delete(feature);
    const other = JSON.stringify(drawing(type, view, color, without));
    if (other === shown) [kept, shown] = [without, other];
  }
  drawnLooks.set(cacheKey, kept);
  return kept;
}
