/**
 * Puts a garment drawing into a studio shot: warm grey sweep backdrop with a soft light behind
 * the piece, a drop and contact shadow, the cloth texture and a directional light over the
 * garment (clipped to its outline), then edge definition so pale cloth stands off the backdrop.
 */
import type { View } from "./paths";
import { HEIGHT, WIDTH, type Palette } from "./svg";

export type Texture = "knit" | "rib" | "twill" | "weave" | "melange" | "leather" | "smooth";

/** Woven or knitted-in patterns, drawn over the base colour under the folds (features.ts). */
export type PatternKind = "stripes" | "check" | "herringbone" | "quilted";

/** A piece behind the main silhouette (a hood, long sleeves, a roll neck), textured and lit like it. */
export interface Layer {
  outline: string;
  body: string;
}

export interface Drawing {
  /** The silhouette (one path, subpaths allowed): shadow, clip and edge. */
  outline: string;
  /** Pieces drawn behind the silhouette, each clipped to its own outline. */
  behind?: readonly Layer[];
  /** Pieces drawn over the silhouette (a hood lying on the back). */
  over?: readonly Layer[];
  /** The cloth's pattern, if any. */
  pattern?: { defs: string };
  /** Cloth parts drawn before texture and light (collars, pockets, seams, folds). */
  body: string;
  /** Drawn behind the garment, unclipped: the far handle of a bag. */
  under?: string;
  /** Drawn after texture and light, unclipped: buttons, buckles, labels. */
  top?: string;
  /** Centre of the detail crop. */
  focus: readonly [number, number];
  texture: Texture;
  /** Where the contact shadow sits (garments standing on the floor or lying on a table). */
  floor?: { y: number; width: number };
}

/** Evenly spread speckles for melange and leather grain: a jittered grid, no clusters (fixed LCG, no PRNG state). */
function specks(cells: number, size: number, seed: number): [number, number][] {
  const out: [number, number][] = [];
  let s = seed;
  const next = (): number => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
  const step = size / cells;
  for (let i = 0; i < cells; i++) {
    for (let j = 0; j < cells; j++)
      out.push([
        Math.round((i + 0.15 + next() * 0.7) * step * 10) / 10,
        Math.round((j + 0.15 + next() * 0.7) * step * 10) / 10,
      ]);
  }
  return out;
}

const TEXTURES: Record<Texture, string> = {
  knit:
    `<pattern id="tex" width="7" height="8" patternUnits="userSpaceOnUse">` +
    `<path d="M0.9 0.4 L3.5 7.4 L6.1 0.4" fill="none" stroke="#fff" stroke-width="1.9" stroke-opacity="0.12" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M1.6 0.2 L3.5 5.8 L5.4 0.2" fill="none" stroke="#000" stroke-width="0.7" stroke-opacity="0.15"/>` +
    `<path d="M0 0 V8" stroke="#000" stroke-width="0.9" stroke-opacity="0.18"/></pattern>`,
  rib: `<pattern id="tex" width="6" height="6" patternUnits="userSpaceOnUse"><rect width="2.2" height="6" fill="#000" fill-opacity="0.16"/><rect x="3.2" width="1.6" height="6" fill="#fff" fill-opacity="0.08"/></pattern>`,
  twill: `<pattern id="tex" width="5" height="5" patternUnits="userSpaceOnUse"><path d="M-1 6 L6 -1 M-1 1 L1 -1 M4 6 L6 4" stroke="#000" stroke-width="1.1" stroke-opacity="0.055"/></pattern>`,
  weave: `<pattern id="tex" width="4" height="4" patternUnits="userSpaceOnUse"><path d="M0 1 H2 M2 3 H4" stroke="#000" stroke-width="0.8" stroke-opacity="0.04"/><path d="M3 0 V2 M1 2 V4" stroke="#fff" stroke-width="0.8" stroke-opacity="0.04"/></pattern>`,
  melange:
    `<pattern id="tex" width="24" height="24" patternUnits="userSpaceOnUse">` +
    specks(5, 24, 7)
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="0.5" fill="#fff" fill-opacity="0.08"/>`)
      .join("") +
    specks(5, 24, 11)
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="0.5" fill="#000" fill-opacity="0.09"/>`)
      .join("") +
    `<path d="M-1 6 L6 -1 M5 24 L24 5 M11 24 L24 11 M17 24 L24 17 M-1 12 L12 -1 M-1 18 L18 -1 M-1 24 L24 -1" stroke="#000" stroke-width="1" stroke-opacity="0.045"/></pattern>`,
  leather: `<pattern id="tex" width="20" height="20" patternUnits="userSpaceOnUse">${specks(6, 20, 3)
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="0.5" fill="#000" fill-opacity="0.09"/>`)
    .join("")}</pattern>`,
  // Silk and viscose: a barely-there slub, the sheen comes from the folds.
  smooth: `<pattern id="tex" width="16" height="16" patternUnits="userSpaceOnUse"><path d="M0 5 H7 M9 13 H15" stroke="#000" stroke-width="0.5" stroke-opacity="0.02"/></pattern>`,
};

const BACKDROP = `
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f2efea"/><stop offset="0.72" stop-color="#e9e5de"/><stop offset="1" stop-color="#ddd7ce"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.42" r="0.55"><stop offset="0" stop-color="#fbfaf7" stop-opacity="0.9"/><stop offset="1" stop-color="#fbfaf7" stop-opacity="0"/></radialGradient>
<radialGradient id="contact" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#2b241d" stop-opacity="0.28"/><stop offset="0.55" stop-color="#2b241d" stop-opacity="0.1"/><stop offset="1" stop-color="#2b241d" stop-opacity="0"/></radialGradient>
<linearGradient id="lit" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.16"/><stop offset="0.45" stop-color="#fff" stop-opacity="0"/><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.2"/></linearGradient>
<radialGradient id="vol" cx="0.46" cy="0.38" r="0.7"><stop offset="0" stop-color="#fff" stop-opacity="0.07"/><stop offset="0.7" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.12"/></radialGradient>`;

/** The viewBox: the whole frame, or a closer crop around the drawing's focus for the detail view. */
function viewBox(view: View, focus: readonly [number, number]): string {
  if (view !== "detail") return `0 0 ${WIDTH} ${HEIGHT}`;
  // A 2× crop on whole units: librsvg renders the texture patterns many times slower when
  // the tiles do not line up with the pixel grid (1.5 s instead of 30 ms per shot).
  const w = WIDTH / 2;
  const h = HEIGHT / 2;
  const x = Math.round(Math.min(WIDTH - w, Math.max(0, focus[0] - w / 2)));
  const y = Math.round(Math.min(HEIGHT - h, Math.max(0, focus[1] - h / 2)));
  return `${x} ${y} ${w} ${h}`;
}

/** The garment's drop shadow, to be blurred at a quarter of the artwork size (render.ts). */
export function shadowSvg(drawing: Drawing): string {
  const outlines = [...(drawing.behind ?? []), ...(drawing.over ?? [])].map((l) => l.outline).concat(drawing.outline);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH / 4}" height="${HEIGHT / 4}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><g transform="translate(6 12)" fill="#2b241d" fill-opacity="0.22">${outlines.map((o) => `<path d="${o}"/>`).join("")}</g></svg>`;
}

/** One piece of cloth: its fill, pattern, parts, texture, light and edge, clipped to its outline. */
function cloth(id: string, outline: string, body: string, p: Palette, patterned: boolean): string {
  return `<clipPath id="${id}"><path d="${outline}"/></clipPath><g clip-path="url(#${id})">
<path d="${outline}" fill="${p.base}"/>
${patterned ? `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#pat)"/>` : ""}
${body}
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#tex)"/>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#lit)"/>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#vol)"/>
${[44, 34, 26, 18, 11, 5].map((w) => `<path d="${outline}" fill="none" stroke="${p.deep}" stroke-width="${w}" stroke-opacity="0.035"/>`).join("")}
<path d="${outline}" fill="none" stroke="${p.line}" stroke-width="2.4" stroke-opacity="0.6"/>
</g>`;
}

/**
 * A complete SVG document of one product shot, `pixelWidth` wide. `shadow` is the blurred drop
 * shadow as a data URL: feGaussianBlur at full size costs librsvg more than the whole drawing.
 */
export function composeShot(drawing: Drawing, p: Palette, view: View, pixelWidth: number, shadow?: string): string {
  const pixelHeight = Math.round((pixelWidth * HEIGHT) / WIDTH);
  const { outline, floor } = drawing;
  const contact = floor
    ? `<ellipse cx="${WIDTH / 2}" cy="${floor.y}" rx="${floor.width / 2}" ry="${Math.max(10, floor.width * 0.07)}" fill="url(#contact)"/>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${pixelWidth}" height="${pixelHeight}" viewBox="${viewBox(view, drawing.focus)}" preserveAspectRatio="xMidYMid slice">
<defs>${BACKDROP}${TEXTURES[drawing.texture]}${drawing.pattern?.defs ?? ""}</defs>
<rect x="-10" y="-10" width="${WIDTH + 20}" height="${HEIGHT + 20}" fill="url(#bg)"/>
<rect x="-10" y="-10" width="${WIDTH + 20}" height="${HEIGHT + 20}" fill="url(#glow)"/>
${contact}
${shadow ? `<image href="${shadow}" x="0" y="0" width="${WIDTH}" height="${HEIGHT}" preserveAspectRatio="none"/>` : ""}
${drawing.under ?? ""}
${(drawing.behind ?? []).map((layer, i) => cloth(`behind${i}`, layer.outline, layer.body, p, Boolean(drawing.pattern))).join("\n")}
${cloth("cut", outline, drawing.body, p, Boolean(drawing.pattern))}
${(drawing.over ?? []).map((layer, i) => cloth(`over${i}`, layer.outline, layer.body, p, Boolean(drawing.pattern))).join("\n")}
${drawing.top ?? ""}
</svg>`;
}
