/**
 * Small SVG helpers for the garment artwork: colour mixing for the shading palette, symmetric
 * outlines (draw the right half, mirror the left), soft folds without blur filters (stacked
 * translucent strokes render far faster in librsvg than feGaussianBlur at 1200 px).
 */

/** Artwork coordinates: the gallery aspect (600 × 744), scaled up when rendered. */
export const WIDTH = 600;
export const HEIGHT = 744;
export const CX = WIDTH / 2;

type Rgb = [number, number, number];

function rgb(hex: string): Rgb {
  const n = Number.parseInt(hex.replace("#", ""), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const toHex = ([r, g, b]: Rgb): string =>
  `#${[r, g, b]
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;

/** `a` moved towards `b` by t (0…1). */
export function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** Relative luminance 0…1, to shade dark cloth by lifting highlights and light cloth by deepening shadows. */
export function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export interface Palette {
  base: string;
  /** Raised parts catching the light (collars, folds' crests). */
  light: string;
  /** Soft shadows: under collars, in folds. */
  shade: string;
  /** Deep shadow: the inside of the garment seen through the neck. */
  deep: string;
  /** Seams and edges. */
  line: string;
  /** Top-stitching, a little lighter than the cloth. */
  stitch: string;
}

export function palette(base: string): Palette {
  const lum = luminance(base);
  const dark = lum < 0.05;
  return {
    base,
    light: mix(base, "#ffffff", dark ? 0.16 : 0.2),
    shade: mix(base, "#000000", dark ? 0.32 : 0.2),
    deep: mix(base, "#000000", dark ? 0.55 : 0.42),
    line: mix(base, "#000000", dark ? 0.5 : 0.3),
    stitch: mix(base, "#ffffff", dark ? 0.28 : 0.35),
  };
}

type Point = readonly [number, number];
/** A segment of the right half: a line to a point, or a cubic curve with two control points. */
export type Segment = Point | readonly [Point, Point, Point];

const fmt = (n: number): string => (Math.round(n * 10) / 10).toString();
const pt = ([x, y]: Point): string => `${fmt(x)} ${fmt(y)}`;
const mirror = ([x, y]: Point): Point => [2 * CX - x, y];
const isCurve = (s: Segment): s is readonly [Point, Point, Point] => Array.isArray(s[0]);

/**
 * A closed outline symmetric about the centre line: `start` lies on the centre line at the top,
 * the segments run down the right side and end on the centre line at the bottom.
 */
export function symmetric(start: Point, segments: readonly Segment[]): string {
  const points: Point[] = [start];
  let d = `M${pt(start)}`;
  for (const s of segments) {
    if (isCurve(s)) {
      d += ` C${pt(s[0])} ${pt(s[1])} ${pt(s[2])}`;
      points.push(s[2]);
    } else {
      d += ` L${pt(s)}`;
      points.push(s);
    }
  }
  // Back up the left side: each segment reversed (controls swapped) and mirrored.
  for (let i = segments.length - 1; i >= 0; i--) {
    const s = segments[i]!;
    const from = points[i]!;
    if (isCurve(s)) d += ` C${pt(mirror(s[1]))} ${pt(mirror(s[0]))} ${pt(mirror(from))}`;
    else if (i > 0) d += ` L${pt(mirror(from))}`;
  }
  return `${d} Z`;
}

/** The same path drawn on the other side of the centre line (for paths given as absolute commands). */
export function mirrored(d: string): string {
  // Numbers come in x y pairs after M, L, C, Q commands; only x changes.
  return d.replace(
    /(-?\d+(?:\.\d+)?)[ ,](-?\d+(?:\.\d+)?)/g,
    (_, x: string, y: string) => `${fmt(2 * CX - Number(x))} ${y}`,
  );
}

/** A right-hand path and its mirror image. */
export const both = (d: string): string => `${d} ${mirrored(d)}`;

/** A soft fold or shadow: stacked translucent strokes, wide and faint to narrow and darker. */
export function fold(d: string, color: string, width = 6, strength = 1): string {
  return [
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width * 3}" stroke-linecap="round" stroke-opacity="${0.05 * strength}"/>`,
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width * 1.8}" stroke-linecap="round" stroke-opacity="${0.07 * strength}"/>`,
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-opacity="${0.1 * strength}"/>`,
  ].join("");
}

/** A seam line with optional dashed top-stitching beside it. */
export function seam(d: string, p: Palette, stitched = false): string {
  const line = `<path d="${d}" fill="none" stroke="${p.line}" stroke-width="1.2" stroke-opacity="0.55"/>`;
  return stitched
    ? `${line}<path d="${d}" fill="none" stroke="${p.stitch}" stroke-width="0.9" stroke-dasharray="3 2.4" stroke-opacity="0.7" transform="translate(2.2 1.2)"/>`
    : line;
}

/** A part drawn in its own fill with an edge line (collars, pockets, bands). */
export function part(d: string, fill: string, p: Palette, opacity = 1): string {
  return `<path d="${d}" fill="${fill}" stroke="${p.line}" stroke-width="1.1" stroke-linejoin="round" fill-opacity="${opacity}" stroke-opacity="${opacity}"/>`;
}

/** A sewn-on button: a shaded disc with four holes. */
export function button(x: number, y: number, r: number, color: string): string {
  const rim = mix(color, "#000000", 0.35);
  const hole = mix(color, "#000000", 0.55);
  const o = r * 0.32;
  return (
    `<circle cx="${fmt(x)}" cy="${fmt(y + 1)}" r="${r}" fill="#000" fill-opacity="0.18"/>` +
    `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${r}" fill="${color}" stroke="${rim}" stroke-width="0.8"/>` +
    [
      [-o, -o],
      [o, -o],
      [-o, o],
      [o, o],
    ]
      .map(([dx, dy]) => `<circle cx="${fmt(x + dx!)}" cy="${fmt(y + dy!)}" r="${fmt(r * 0.16)}" fill="${hole}"/>`)
      .join("")
  );
}

/** A fold as cloth shows it: a soft shadow with the lit crest just beside it. */
export function drape(d: string, p: Palette, width = 7, strength = 1): string {
  return (
    fold(d, p.shade, width, 1.6 * strength) +
    `<g transform="translate(-${(width * 0.9).toFixed(1)} 0)">${fold(d, p.light, width * 0.7, 1.2 * strength)}</g>`
  );
}
