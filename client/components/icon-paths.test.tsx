/**
 * Icons are drawn by a stylesheet made from icon-paths.ts: every class the markup can carry must
 * have its rule, and every icon a hand-written stylesheet names must exist, or an icon would be a
 * silent gap (or a filled square) in the page.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { Icon } from "./Icon";
import {
  BOLD_ICONS,
  FILLED_ICONS,
  ICON_PATHS,
  ICON_SIZES,
  cellPosition,
  iconCells,
  iconSprite,
  iconStylesheet,
  type IconName,
} from "./icon-paths";

const stylesDir = path.resolve(import.meta.dirname, "../styles");
const cssFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? cssFiles(path.join(dir, e.name)) : e.name.endsWith(".css") ? [path.join(dir, e.name)] : [],
  );
const css = iconStylesheet();
const names = Object.keys(ICON_PATHS) as IconName[];

describe("icons", () => {
  it("render as one hidden element whose classes the icons' stylesheet draws", () => {
    expect(renderToString(<Icon name="search" />)).toBe('<span class="icon i-search" aria-hidden="true"></span>');
    expect(renderToString(<Icon name="check" size={20} className="x" />)).toBe(
      '<span class="icon i-check icon--20 x" aria-hidden="true"></span>',
    );
    for (const name of names) expect(css).toContain(`.i-${name}{--icon:var(--i-${name})`);
    for (const size of ICON_SIZES.filter((s) => s !== 24))
      expect(css).toContain(`.icon--${size}{width:${size}px;height:${size}px}`);
  });

  it("are cells of one sprite: outline, bold for the bottom navigation, filled for the wishlist", () => {
    const sprite = decodeURIComponent(/^url\("data:image\/svg\+xml,(.+)"\)$/.exec(iconSprite())![1]!);
    const cells = iconCells();
    expect(cells).toHaveLength(names.length + BOLD_ICONS.length + FILLED_ICONS.length);
    expect(sprite).toMatch(
      new RegExp(
        `^<svg xmlns='http://www\\.w3\\.org/2000/svg' viewBox='0 0 ${cells.length * 24} 24' fill='none' stroke='black' stroke-width='1\\.5'`,
      ),
    );
    // Each cell is its path moved to its 24 px column, with its variant's stroke or fill.
    const paths = [...sprite.matchAll(/<path([^>]*) d='([^']+)'\/>/g)].map((m) => ({ attrs: m[1]!, d: m[2]! }));
    expect(paths).toHaveLength(cells.length);
    cells.forEach((cell, i) => {
      const { attrs, d } = paths[i]!;
      expect(d).toBe(ICON_PATHS[cell.name]);
      expect(attrs.includes(`transform='translate(${i * 24})'`)).toBe(i > 0);
      expect(attrs.includes(`stroke-width='2'`)).toBe(cell.variant === "bold");
      expect(attrs.includes(`fill='black'`)).toBe(cell.variant === "filled");
      const property = `--i-${cell.name}${cell.variant ? `-${cell.variant}` : ""}`;
      expect(css).toContain(`${property}:${cellPosition(i, cells.length)}`);
    });
    expect(css).toContain(`--icons:${iconSprite()};--icons-size:${cells.length * 100}% 100%`);
    for (const name of BOLD_ICONS) expect(css).toContain(`--icon-bold:var(--i-${name}-bold)`);
    for (const name of FILLED_ICONS) expect(css).toContain(`--icon-filled:var(--i-${name}-filled)`);
  });

  it("place a cell exactly over the element: position p of a sprite n widths wide shows cell p·(n − 1)", () => {
    // A mask at p % of an element w wide, the image n·w wide, starts at (w − n·w)·p: cell i at −i·w.
    for (const count of [2, 29, 30])
      for (let i = 0; i < count; i++) {
        const p = Number.parseFloat(cellPosition(i, count)) / 100;
        for (const width of [14, 24, 40]) expect((width - count * width) * p).toBeCloseTo(-i * width, 1);
      }
  });

  it("named by the hand-written stylesheets all exist", () => {
    const defined = new Set([...css.matchAll(/(--i-[\w-]+):/g)].map((m) => m[1]!));
    const used = cssFiles(stylesDir).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/var\((--i-[\w-]+)\)/g)].map((m) => [path.basename(file), m[1]!]),
    );
    expect(used.length).toBeGreaterThan(2); // a tile's heart (outline and filled) and bag, cart.css
    for (const [file, name] of used) expect(defined, `${file} uses ${name}`).toContain(name);
  });

  it("are drawn by Icon only: no component draws an SVG of its own under the icon class", () => {
    const clientDir = path.resolve(import.meta.dirname, "..");
    const tsx = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? tsx(path.join(dir, e.name)) : e.name.endsWith(".tsx") ? [path.join(dir, e.name)] : [],
      );
    // `.icon` is a mask of `--icon`: an SVG carrying the class would be painted as a filled square.
    const own = tsx(clientDir).filter((file) => /<svg[^>]*className=["{`]+icon\b/.test(readFileSync(file, "utf8")));
    expect(own).toEqual([]);
  });

  it("are imported by the main stylesheet, where the build makes them", () => {
    expect(readFileSync(path.join(stylesDir, "main.css"), "utf8")).toMatch(/@import "icons\.css" layer\(base\);/);
  });
});
