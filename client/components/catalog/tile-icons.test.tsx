/**
 * A listing tile's heart and bag are drawn by CSS masks (cart.css), not <Icon>: the masks must draw
 * the same paths as Icon.tsx, or the tile's icons would drift from the rest of the shop's.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { Icon } from "../Icon";

const css = readFileSync(path.resolve(import.meta.dirname, "../../styles/components/cart.css"), "utf8");
const pathOf = (name: "heart" | "bag") => /d="([^"]+)"/.exec(renderToString(<Icon name={name} />))![1]!;

describe("tile icons in CSS", () => {
  it("draw Icon's heart (outline and filled) and bag", () => {
    const masks = [...css.matchAll(/--tile-icon: url\("data:image\/svg\+xml,([^"]+)"\)/g)].map((m) =>
      decodeURIComponent(m[1]!),
    );
    expect(masks).toHaveLength(3);
    expect(masks[0]).toContain(`d='${pathOf("bag")}'`);
    expect(masks[1]).toContain(`d='${pathOf("heart")}'`);
    expect(masks[2]).toContain(`d='${pathOf("heart")}'`);
    expect(masks[2]).toContain("fill='black'");
  });
});
