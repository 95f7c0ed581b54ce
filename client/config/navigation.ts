import { type StoreCode } from "../../domain/store-views";
import { storePath } from "../../domain/urls";
import type { MenuItem, MenuLink } from "./navigation-types";

/**
 * The shop's navigation as configuration data (issue: the CMS takes it over later). Labels and
 * paths are per store view; paths are category url_paths inside the store.
 */
type L = Record<StoreCode, string>;
const l = (nl: string, de: string, en: string): L => ({ nl, de, en });

interface Node {
  name: L;
  path: L;
  children?: Node[];
}

const women: Node = {
  name: l("Dames", "Damen", "Women"),
  path: l("/dames", "/damen", "/women"),
  children: [
    {
      name: l("Jassen", "Jacken & Mäntel", "Coats & jackets"),
      path: l("/dames/jassen", "/damen/jacken", "/women/coats"),
    },
    { name: l("Truien & vesten", "Strick", "Knitwear"), path: l("/dames/truien", "/damen/strick", "/women/knitwear") },
    { name: l("Jurken", "Kleider", "Dresses"), path: l("/dames/jurken", "/damen/kleider", "/women/dresses") },
    { name: l("Blouses", "Blusen", "Blouses"), path: l("/dames/blouses", "/damen/blusen", "/women/blouses") },
    { name: l("Broeken", "Hosen", "Trousers"), path: l("/dames/broeken", "/damen/hosen", "/women/trousers") },
    {
      name: l("T-shirts & tops", "T-Shirts & Tops", "T-shirts & tops"),
      path: l("/dames/tops", "/damen/tops", "/women/tops"),
    },
  ],
};

const men: Node = {
  name: l("Heren", "Herren", "Men"),
  path: l("/heren", "/herren", "/men"),
  children: [
    {
      name: l("Jassen", "Jacken & Mäntel", "Coats & jackets"),
      path: l("/heren/jassen", "/herren/jacken", "/men/coats"),
    },
    { name: l("Truien & vesten", "Strick", "Knitwear"), path: l("/heren/truien", "/herren/strick", "/men/knitwear") },
    { name: l("Overhemden", "Hemden", "Shirts"), path: l("/heren/overhemden", "/herren/hemden", "/men/shirts") },
    { name: l("Broeken", "Hosen", "Trousers"), path: l("/heren/broeken", "/herren/hosen", "/men/trousers") },
    {
      name: l("T-shirts & polo's", "T-Shirts & Polos", "T-shirts & polos"),
      path: l("/heren/tshirts", "/herren/tshirts", "/men/t-shirts"),
    },
  ],
};

const accessories: Node = {
  name: l("Accessoires", "Accessoires", "Accessories"),
  path: l("/accessoires", "/accessoires", "/accessories"),
  children: [
    {
      name: l("Tassen", "Taschen", "Bags"),
      path: l("/accessoires/tassen", "/accessoires/taschen", "/accessories/bags"),
    },
    {
      name: l("Sjaals", "Schals", "Scarves"),
      path: l("/accessoires/sjaals", "/accessoires/schals", "/accessories/scarves"),
    },
    {
      name: l("Mutsen & petten", "Mützen & Caps", "Hats & caps"),
      path: l("/accessoires/mutsen", "/accessoires/muetzen", "/accessories/hats"),
    },
    {
      name: l("Riemen", "Gürtel", "Belts"),
      path: l("/accessoires/riemen", "/accessoires/guertel", "/accessories/belts"),
    },
  ],
};

/** Top-level categories in menu order; the demo catalogue generates exactly this tree. */
export const CATEGORY_TREE: readonly Node[] = [women, men, accessories];

const promo = {
  women: {
    title: l("Wol & kasjmier", "Wolle & Kaschmir", "Wool & cashmere"),
    description: l("Warme lagen voor koude dagen", "Warme Lagen für kalte Tage", "Warm layers for cold days"),
    tone: "clay" as const,
  },
  men: {
    title: l("De overjas", "Der Mantel", "The overcoat"),
    description: l(
      "Tijdloos gesneden, in drie kleuren",
      "Zeitlos geschnitten, in drei Farben",
      "Timeless cut, in three colours",
    ),
    tone: "forest" as const,
  },
  accessories: {
    title: l("Cadeau-ideeën", "Geschenkideen", "Gift ideas"),
    description: l("Sjaals, tassen en meer", "Schals, Taschen und mehr", "Scarves, bags and more"),
    tone: "sand" as const,
  },
};

const discover = l("Ontdek", "Entdecken", "Discover");

function link(code: StoreCode, node: Node): MenuLink {
  return { label: node.name[code], url: storePath(code, node.path[code]) };
}

/** The header/mobile menu items for a store view. */
export function getNavigation(code: StoreCode): MenuItem[] {
  const keys = ["women", "men", "accessories"] as const;
  return CATEGORY_TREE.map((node, i) => {
    const p = promo[keys[i] ?? "women"];
    return {
      name: node.name[code],
      url: storePath(code, node.path[code]),
      clickable: true,
      columns: [
        {
          title: node.name[code],
          titleLink: storePath(code, node.path[code]),
          rows: (node.children ?? []).map((c) => link(code, c)),
        },
      ],
      promos: [
        {
          title: p.title[code],
          description: p.description[code],
          buttonText: discover[code],
          url: storePath(code, node.path[code]),
          tone: p.tone,
        },
      ],
    };
  });
}

/** Links to the top-level categories, for the footer's shop column. */
export function getShopLinks(code: StoreCode): MenuLink[] {
  return CATEGORY_TREE.map((node) => link(code, node));
}
