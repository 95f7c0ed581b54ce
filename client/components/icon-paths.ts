/**
 * The shop's line icons, drawn on a 24×24 grid with a 1.5 px round stroke, and the stylesheet that
 * draws them. An icon in the page is `<span class="icon i-search" aria-hidden="true">` (Icon.tsx):
 * the build draws these paths into one SVG sprite, a CSS mask painted in `currentColor`
 * (`iconStylesheet`, imported by main.css as `icons.css`), so a page carries each path once, in
 * its cached stylesheet, instead of an inline SVG of two elements and six attributes at every use (issue 12: 31 icons on a listing).
 *
 * Build-time only: the browser's JS never sees these paths.
 */
export const ICON_PATHS = {
  menu: "M3 6h18M3 12h18M3 18h18",
  search: "M10.5 18a7.5 7.5 0 1 0 0-15 7.5 7.5 0 0 0 0 15Zm5.3-2.2L21 21",
  user: "M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm-8 9c.8-4 4.1-6 8-6s7.2 2 8 6",
  heart: "M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.2a4.3 4.3 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20Z",
  bag: "M5 8h14l-1 13H6L5 8Zm4 0V6a3 3 0 0 1 6 0v2",
  close: "M6 6l12 12M18 6L6 18",
  chevronRight: "M9 5l7 7-7 7",
  chevronLeft: "M15 5l-7 7 7 7",
  chevronDown: "M5 9l7 7 7-7",
  globe:
    "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-9-9h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z",
  home: "M4 11l8-7 8 7v9h-5v-6H9v6H4v-9Z",
  check: "M5 12.5l4.5 4.5L19 7.5",
  info: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-11v6m0-9.2v.2",
  alert: "M12 4l9 16H3l9-16Zm0 6v4m0 3v.2",
  offline:
    "M3 3l18 18M8.5 16.5a5 5 0 0 1 7 0M5 13a10 10 0 0 1 4-2.4M12 9.5c2.8 0 5.3 1.1 7 2.9M2 9.4A15 15 0 0 1 8 6.3M12 20h.01",
  truck: "M3 6h11v10H3V6Zm11 4h4l3 3v3h-7v-6ZM7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm11 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z",
  returns: "M4 9h12a4 4 0 0 1 0 8H9M4 9l4-4M4 9l4 4",
  sparkle: "M12 3v5m0 8v5M3 12h5m8 0h5M6 6l3 3m6 6 3 3m0-12-3 3m-6 6-3 3",
  // The checkout's: secure payment, service point, payment methods.
  lock: "M6 11h12v9H6v-9Zm2.5 0V8a3.5 3.5 0 0 1 7 0v3M12 14.5v2.5",
  pin: "M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z",
  card: "M3 6.5h18v11H3v-11Zm0 4h18M6.5 14.5h4",
  bank: "M3 10l9-5 9 5M5 10v8m4.67-8v8m4.66-8v8M19 10v8M3 20h18",
  cash: "M3 7h18v10H3V7Zm9 7.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z",
} as const;

export type IconName = keyof typeof ICON_PATHS;

/** The bottom navigation's icons: drawn with a 2 px stroke for the current tab (`--icon-bold`). */
export const BOLD_ICONS = ["home", "search", "heart", "user", "bag"] as const satisfies readonly IconName[];
export type BoldIconName = (typeof BOLD_ICONS)[number];

/** Icons with a filled variant (`--icon-filled`): the heart of a product on the wishlist. */
export const FILLED_ICONS = ["heart"] as const satisfies readonly IconName[];

/** The pixel sizes an icon comes in (24 unless its `size` says otherwise): one class each. */
export const ICON_SIZES = [14, 16, 18, 20, 22, 24, 28, 40] as const;
export type IconSize = (typeof ICON_SIZES)[number];

/** One drawing of an icon: its outline (1.5 px), the bottom navigation's bold (2 px) or the wishlist's filled. */
export type IconCell = { name: IconName; variant: "" | "bold" | "filled" };

/**
 * The sprite's cells, left to right: every icon's outline, then the bold and filled variants.
 * A cell's custom property is `--i-<name>` plus `-bold` or `-filled`.
 */
export function iconCells(): IconCell[] {
  const names = Object.keys(ICON_PATHS) as IconName[];
  return [
    ...names.map((name) => ({ name, variant: "" as const })),
    ...BOLD_ICONS.map((name) => ({ name, variant: "bold" as const })),
    ...FILLED_ICONS.map((name) => ({ name, variant: "filled" as const })),
  ];
}

const cellProperty = ({ name, variant }: IconCell) => `--i-${name}${variant ? `-${variant}` : ""}`;

/**
 * All icons as one SVG, a row of 24×24 cells in `iconCells()` order, black on transparent (a mask's
 * shape), as a CSS `url()` of a data URL. One image for all: the browser builds a whole SVG
 * document for every SVG image a page shows, during the style pass, and with an image per icon
 * that was nine documents and most of a category page's first style recalculation (Chromium
 * trace, 4× CPU slowdown: about 150 of 220 ms).
 */
export function iconSprite(cells: readonly IconCell[] = iconCells()): string {
  const paths = cells.map((cell, i) => {
    const attrs = [
      i > 0 ? ` transform='translate(${i * 24})'` : "",
      cell.variant === "bold" ? ` stroke-width='2'` : "",
      cell.variant === "filled" ? ` fill='black'` : "",
    ].join("");
    return `<path${attrs} d='${ICON_PATHS[cell.name]}'/>`;
  });
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${cells.length * 24} 24' fill='none' stroke='black' ` +
    `stroke-width='1.5' stroke-linecap='round' stroke-linejoin='round'>${paths.join("")}</svg>`;
  // Only what a data URL in CSS must escape: the angle brackets (some parsers) and nothing else used here.
  return `url("data:image/svg+xml,${svg.replaceAll("<", "%3C").replaceAll(">", "%3E")}")`;
}

/**
 * Where cell `index` of `count` lies as a mask position: with the sprite scaled to `count` times
 * the element's width (`--icons-size`), a horizontal position of p % puts the sprite at
 * (width − count·width)·p, so cell i fills the element at p = i / (count − 1).
 */
export function cellPosition(index: number, count: number): string {
  return `${Number(((index / (count - 1)) * 100).toFixed(4))}%`;
}

/**
 * The icons' stylesheet (main.css's `icons.css`, made by the client build). `--icons` is the
 * sprite and `--icons-size` its scale; every icon's place in it is a custom property on :root
 * (`--i-search`, `--i-home-bold`, `--i-heart-filled`), so a stylesheet can draw one without an
 * element of its own (a tile's heart and bag, cart.css: `mask: var(--icons) var(--i-bag) 0 /
 * var(--icons-size) no-repeat`); `.i-<name>` selects one for `.icon`. The class names and sizes
 * follow the lists above.
 */
export function iconStylesheet(): string {
  const cells = iconCells();
  const root = [
    `--icons:${iconSprite(cells)}`,
    `--icons-size:${cells.length * 100}% 100%`,
    ...cells.map((cell, i) => `${cellProperty(cell)}:${cellPosition(i, cells.length)}`),
  ];
  // `.i-<name>` names each of its cells: `--icon`, and `--icon-bold` or `--icon-filled` where it has them.
  const own = new Map<IconName, string[]>();
  for (const cell of cells) {
    const props = own.get(cell.name) ?? [];
    props.push(`--icon${cell.variant ? `-${cell.variant}` : ""}:var(${cellProperty(cell)})`);
    own.set(cell.name, props);
  }
  const rules = [...own].map(([name, props]) => `.i-${name}{${props.join(";")}}`);
  const sizes = ICON_SIZES.filter((s) => s !== 24).map((s) => `.icon--${s}{width:${s}px;height:${s}px}`);
  const mask = "var(--icons) var(--icon) 0/var(--icons-size) no-repeat";
  return [
    `:root{${root.join(";")}}`,
    // A block like the inline SVG it replaced; painted in the text colour through its cell of the sprite.
    `.icon{display:block;flex:none;width:24px;height:24px;background-color:currentColor;-webkit-mask:${mask};mask:${mask}}`,
    // Forced colours would paint the background as Canvas and hide the icon: keep the text colour.
    "@media (forced-colors:active){.icon{forced-color-adjust:none;background-color:CanvasText}}",
    ...sizes,
    ...rules,
  ].join("\n");
}
