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
  iconMask,
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

  it("are masks of the icon's path: outline, bold for the bottom navigation, filled for the wishlist", () => {
    const svg = (name: IconName, opts?: Parameters<typeof iconMask>[1]) =>
      decodeURIComponent(/^url\("data:image\/svg\+xml,(.+)"\)$/.exec(iconMask(name, opts))![1]!);
    for (const name of names) {
      const outline = svg(name);
      expect(outline).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg' viewBox='0 0 24 24' fill='none'/);
      expect(outline).toContain(`stroke-width='1.5'`);
      expect(outline).toContain(`<path d='${ICON_PATHS[name]}'/></svg>`);
      expect(css).toContain(`--i-${name}:${iconMask(name)}`);
    }
    for (const name of BOLD_ICONS) {
      expect(svg(name, { stroke: 2 })).toContain(`stroke-width='2'`);
      expect(css).toContain(`--icon-bold:var(--i-${name}-bold)`);
    }
    for (const name of FILLED_ICONS) {
      expect(svg(name, { fill: true })).toContain(`fill='black'`);
      expect(css).toContain(`--icon-filled:var(--i-${name}-filled)`);
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
