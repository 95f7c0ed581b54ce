/**
 * Features drawn the same way on several garments: patterns woven or knitted into the cloth, a
 * hood, a zip, a belt, rows of buttons. Garment shapes call these when their look has the feature.
 */
import type { Drawing, Layer, PatternKind } from "./compose";
import type { Look } from "./looks";
import type { View } from "./paths";
import { button, drape, fold, luminance, mix, part, seam, symmetric, type Palette } from "./svg";

/** The yarn of a pattern: light on dark cloth, dark on light cloth. */
function contrast(p: Palette): string {
  return luminance(p.base) < 0.18 ? mix(p.base, "#f1ece2", 0.72) : mix(p.base, "#1f2636", 0.62);
}

export function patternDefs(kind: PatternKind, p: Palette): string {
  const c = contrast(p);
  const body: Record<PatternKind, string> = {
    stripes: `<pattern id="pat" width="40" height="32" patternUnits="userSpaceOnUse"><rect y="4" width="40" height="11" fill="${c}" fill-opacity="0.9"/></pattern>`,
    check:
      `<pattern id="pat" width="56" height="56" patternUnits="userSpaceOnUse">` +
      `<rect width="56" height="18" fill="${c}" fill-opacity="0.3"/><rect width="18" height="56" fill="${c}" fill-opacity="0.3"/>` +
      `<path d="M0 9 H56 M9 0 V56" stroke="${c}" stroke-width="1.4" stroke-opacity="0.7"/>` +
      `<path d="M0 38 H56 M38 0 V56" stroke="${p.deep}" stroke-width="1" stroke-opacity="0.55"/></pattern>`,
    herringbone: `<pattern id="pat" width="16" height="9" patternUnits="userSpaceOnUse"><path d="M0 9 L8 0 M8 0 L16 9" fill="none" stroke="${c}" stroke-width="1.6" stroke-opacity="0.28"/><path d="M0 4.5 L4 0 M12 0 L16 4.5 M4 9 L8 4.5 L12 9" fill="none" stroke="${p.deep}" stroke-width="0.8" stroke-opacity="0.25"/></pattern>`,
    quilted: `<pattern id="pat" width="46" height="46" patternUnits="userSpaceOnUse"><path d="M0 0 L46 46 M46 0 L0 46" stroke="${p.deep}" stroke-width="1.6" stroke-opacity="0.55"/><path d="M2 0 L46 44 M44 0 L0 44" stroke="${p.light}" stroke-width="1.2" stroke-opacity="0.35"/></pattern>`,
  };
  return body[kind].replace('<pattern id="pat"', `<pattern id="pat" data-part="${kind}"`);
}

/** The pattern a look asks for (at most one). */
export function lookPattern(look: Look, p: Palette): { defs: string } | undefined {
  for (const kind of ["stripes", "check", "herringbone", "quilted"] as const)
    if (look.has(kind)) return { defs: patternDefs(kind, p) };
  return undefined;
}

/** A hood: from the front, standing up behind the neck with its opening dark; from the back, lying on the shoulders. */
export function hood(view: View, p: Palette, neckY: number): { behind?: Layer; over?: Layer } {
  if (view === "front") {
    const outline = symmetric(
      [300, neckY - 86],
      [
        [
          [338, neckY - 86],
          [372, neckY - 58],
          [378, neckY - 16],
        ],
        [
          [382, neckY + 12],
          [366, neckY + 30],
          [340, neckY + 34],
        ],
        [300, neckY + 30],
      ],
    );
    const opening = `M300 ${neckY - 64} C328 ${neckY - 64} 348 ${neckY - 40} 352 ${neckY - 6} C350 ${neckY + 14} 330 ${neckY + 26} 300 ${neckY + 26} C270 ${neckY + 26} 250 ${neckY + 14} 248 ${neckY - 6} C252 ${neckY - 40} 272 ${neckY - 64} 300 ${neckY - 64} Z`;
    return {
      behind: {
        outline,
        body:
          `<g data-part="hood"><path d="${opening}" fill="${p.deep}" stroke="${mix(p.base, p.light, 0.3)}" stroke-width="7"/></g>` +
          seam(opening, p) +
          fold(`M300 ${neckY - 84} L300 ${neckY - 66}`, p.shade, 4, 1),
      },
    };
  }
  const outline = symmetric(
    [300, neckY - 28],
    [
      [
        [336, neckY - 28],
        [368, neckY - 6],
        [374, neckY + 30],
      ],
      [
        [376, neckY + 84],
        [340, neckY + 126],
        [300, neckY + 134],
      ],
    ],
  );
  return {
    over: {
      outline,
      body:
        `<g data-part="hood"/>` +
        seam(`M300 ${neckY - 26} L300 ${neckY + 132}`, p) +
        drape(`M336 ${neckY + 10} C340 ${neckY + 50} 332 ${neckY + 90} 318 ${neckY + 118}`, p, 6) +
        fold(`M262 ${neckY + 10} C258 ${neckY + 50} 266 ${neckY + 90} 282 ${neckY + 118}`, p.light, 8, 0.8),
    },
  };
}

/** A metal zip down the centre front, with its puller. */
export function zip(top: number, bottom: number, p: Palette): string {
  const metal = mix(p.base, "#8a8580", 0.7);
  return (
    `<path d="M300 ${top} V${bottom}" stroke="${p.deep}" stroke-width="7" stroke-opacity="0.5"/>` +
    `<path d="M300 ${top} V${bottom}" stroke="${metal}" stroke-width="3.6" stroke-dasharray="1.4 1.2"/>` +
    `<path d="M296 ${top + 6} h8 v18 h-8 Z" fill="${metal}" stroke="${mix(metal, "#000000", 0.4)}" stroke-width="0.8"/>`
  );
}

/** A belt across the waist at y, knotted or buckled at the centre. */
export function waistBelt(y: number, p: Palette, buckle: boolean): string {
  const band = `M176 ${y} C240 ${y + 10} 360 ${y + 10} 424 ${y} L426 ${y + 26} C360 ${y + 36} 240 ${y + 36} 174 ${y + 26} Z`;
  const knot = buckle
    ? `<rect x="284" y="${y + 2}" width="32" height="30" rx="3" fill="none" stroke="${mix(p.base, "#3b3632", 0.6)}" stroke-width="4"/>`
    : part(
        `M286 ${y + 4} C296 ${y - 2} 312 ${y - 2} 318 ${y + 6} C320 ${y + 20} 312 ${y + 32} 300 ${y + 34} C290 ${y + 30} 284 ${y + 18} 286 ${y + 4} Z`,
        p.base,
        p,
      );
  return part(band, p.base, p) + seam(`M178 ${y + 6} C240 ${y + 16} 360 ${y + 16} 422 ${y + 6}`, p, true) + knot;
}

/** Buttons in one row at x, or two rows either side of the centre (double-breasted). */
export function buttonRows(ys: readonly number[], double: boolean, r: number, color: string): string {
  const xs = double ? [268, 332] : [300];
  return ys.flatMap((y) => xs.map((x) => button(x, y, r, color))).join("");
}

/** Adds the pattern of a look to a drawing. */
export function withPattern(drawing: Drawing, look: Look, p: Palette): Drawing {
  const pattern = lookPattern(look, p);
  return pattern ? { ...drawing, pattern } : drawing;
}

/** Adds a hood to a drawing whose neck lies at neckY. */
export function withHood(drawing: Drawing, view: View, p: Palette, neckY: number): Drawing {
  const h = hood(view, p, neckY);
  return {
    ...drawing,
    behind: [...(drawing.behind ?? []), ...(h.behind ? [h.behind] : [])],
    over: [...(drawing.over ?? []), ...(h.over ? [h.over] : [])],
  };
}
