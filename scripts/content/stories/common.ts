import type { StoreCode } from "../../../domain/store-views";
import { storePath } from "../../../domain/urls";

/** One text in the three store views' languages. */
export type L = Record<StoreCode, string>;
export const l = (nl: string, de: string, en: string): L => ({ nl, de, en });

/** A seed story before it is put into one store view's language. */
export interface SeedStory {
  fullSlug: string;
  name: L;
  /** Store views the story exists in (default: all). */
  stores?: StoreCode[];
  content: (code: StoreCode) => Record<string, unknown> & { component: string };
}

/** The demo look each garment type's editorial photographs show (scripts/catalog/demo/images/looks.ts). */
const EDITORIAL_LOOK: Record<string, string> = { overcoat: "belt_double", coat: "shawl" };

/** "coat/coat-camel-front" → "/demo/coat/shawl/camel-front.jpg": an original the demo catalogue references (generate.test.ts checks). */
function demoPath(path: string): string {
  const match = /^([a-z]+)\/\1-(.+)$/.exec(path);
  if (!match) return `/demo/${path}.jpg`;
  const [, type, rest] = match;
  return `/demo/${type}/${EDITORIAL_LOOK[type!] ?? "plain"}/${rest}.jpg`;
}

/** A catalogue photograph of the demo catalogue (served through /img). */
export const photo = (path: string, alt: string, focus?: string) => ({
  filename: demoPath(path),
  alt,
  ...(focus ? { focus } : {}),
});

/** A path inside a store view. */
export const at = (code: StoreCode, path: string) => storePath(code, path);

/** Category url paths of the demo catalogue per store view. */
export const CATEGORY: Record<string, L> = {
  women: l("/dames", "/damen", "/women"),
  womenCoats: l("/dames/jassen", "/damen/jacken", "/women/coats"),
  womenKnit: l("/dames/truien", "/damen/strick", "/women/knitwear"),
  womenDresses: l("/dames/jurken", "/damen/kleider", "/women/dresses"),
  men: l("/heren", "/herren", "/men"),
  menCoats: l("/heren/jassen", "/herren/jacken", "/men/coats"),
  menKnit: l("/heren/truien", "/herren/strick", "/men/knitwear"),
  accessories: l("/accessoires", "/accessoires", "/accessories"),
  scarves: l("/accessoires/sjaals", "/accessoires/schals", "/accessories/scarves"),
  bags: l("/accessoires/tassen", "/accessoires/taschen", "/accessories/bags"),
};

/** Rich text paragraphs joined with blank lines. */
export const md = (...blocks: string[]) => blocks.join("\n\n");
