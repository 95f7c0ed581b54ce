/**
 * Grouped products (a winter set, a belt duo: `associated` links to simple products) and bundles
 * (gift boxes: options with a default and alternatives). Members are listed simple products of
 * the catalogue where there are enough, otherwise simple products made for the set and not
 * listed on their own (visibility 1).
 */
import type { Localized } from "../../../schema/catalog/localized";
import type { Product } from "../../../schema/catalog/product";
import type { ColorSlug } from "./attributes";
import type { DemoContext } from "./context";
import { KINDS, type Kind } from "./garments";
import { imageColors, type ImageType } from "./images/paths";
import { buildProduct, chooseStyle } from "./products";
import type { Random } from "./random";
import type { BundleOption } from "./types";
import { chooseDates } from "./stock";
import { l } from "./vocabulary";

export type SetTheme = "winter" | "belts" | "giftbox" | "leather";

/** Which simple products each theme needs, by artwork type and count. */
const NEEDS: Record<SetTheme, [ImageType, number][]> = {
  winter: [
    ["beanie", 1],
    ["scarf", 1],
  ],
  belts: [["belt", 2]],
  giftbox: [
    ["scarf", 3],
    ["beanie", 2],
  ],
  leather: [
    ["belt", 2],
    ["bag", 2],
  ],
};

/** The most products a theme adds besides itself (when every member has to be made). */
export const maxMembers = (theme: SetTheme): number => NEEDS[theme].reduce((sum, [, count]) => sum + count, 0);

const TEXT: Record<SetTheme, { name: Localized; intro: Localized; categories: string[] }> = {
  winter: {
    name: l("Winterset muts en sjaal", "Winterset Mütze und Schal", "Winter set: beanie and scarf"),
    intro: l(
      "Muts en sjaal die bij elkaar passen; kies per stuk hoeveel je wilt.",
      "Mütze und Schal, die zusammenpassen; die Menge wählst du pro Teil.",
      "A beanie and a scarf that belong together; choose the quantity of each.",
    ),
    categories: ["accessories/scarves", "accessories/hats"],
  },
  belts: {
    name: l("Riemenset voor elke dag", "Gürtel-Duo für jeden Tag", "Everyday belt duo"),
    intro: l(
      "Twee riemen voor jeans en pantalon, samen of los te bestellen.",
      "Zwei Gürtel für Jeans und Anzughose, zusammen oder einzeln bestellbar.",
      "Two belts for jeans and tailored trousers, to order together or one by one.",
    ),
    categories: ["accessories/belts"],
  },
  giftbox: {
    name: l("Cadeaubox sjaal en muts", "Geschenkbox Schal und Mütze", "Gift box: scarf and beanie"),
    intro: l(
      "Stel zelf een warm cadeau samen: kies een sjaal en een muts.",
      "Stell dir ein warmes Geschenk zusammen: wähle einen Schal und eine Mütze.",
      "Put together a warm present: choose a scarf and a beanie.",
    ),
    categories: ["accessories/scarves", "accessories/hats"],
  },
  leather: {
    name: l("Leren cadeauset tas en riem", "Leder-Geschenkset Tasche und Gürtel", "Leather gift set: bag and belt"),
    intro: l(
      "Een tas en een riem van hetzelfde leer, in een cadeaudoos.",
      "Eine Tasche und ein Gürtel aus demselben Leder, in einer Geschenkbox.",
      "A bag and a belt in the same leather, in a gift box.",
    ),
    categories: ["accessories/bags", "accessories/belts"],
  },
};

/** Takes listed simple products of an artwork type for sets, round-robin, so no product is in every set. */
export class MemberPool {
  private readonly byImage = new Map<ImageType, Product[]>();
  private readonly cursor = new Map<ImageType, number>();
  readonly created: Product[] = [];

  constructor(
    private readonly ctx: DemoContext,
    private readonly random: Random,
    listed: readonly Product[],
  ) {
    for (const p of listed) {
      const type = /^\/demo\/([a-z]+)\//.exec(p.image ?? "")?.[1] as ImageType | undefined;
      if (p.type !== "simple" || p.visibility !== 4 || p.status !== 1 || !type) continue;
      const list = this.byImage.get(type) ?? [];
      list.push(p);
      this.byImage.set(type, list);
    }
  }

  /** `count` members of an artwork type; `exclusive` ones are made for the set and not listed on their own. */
  take(type: ImageType, count: number, exclusive = false): Product[] {
    const listed = this.byImage.get(type) ?? [];
    if (!exclusive && listed.length >= count * 2) {
      const start = this.cursor.get(type) ?? 0;
      this.cursor.set(type, start + count);
      return Array.from({ length: count }, (_, i) => listed[(start + i) % listed.length]!);
    }
    return Array.from({ length: count }, () => this.make(type));
  }

  /** A simple product that exists only as a set member. */
  private make(type: ImageType): Product {
    const kind = KINDS.find((k) => k.image === type) as Kind;
    const color: ColorSlug = this.random.pick(imageColors(type));
    const product = buildProduct(this.ctx, this.random, chooseStyle(this.random, kind), {
      colors: [color],
      sizes: ["OS"],
      colorInName: true,
      type: "simple",
    });
    const hidden: Product = {
      ...product,
      visibility: 1,
      categoryIds: [],
      urlPath: product.urlKey,
      customOptions: [],
      specialPrice: null,
      specialFrom: null,
      specialTo: null,
      onSale: false,
    };
    this.created.push(hidden);
    return hidden;
  }
}

function setProduct(
  ctx: DemoContext,
  random: Random,
  theme: SetTheme,
  type: "grouped" | "bundle",
  members: Product[],
  price: number,
): Product {
  const text = TEXT[theme];
  const sku = ctx.nextSku();
  const name = ctx.namer.setName(text.name);
  const urlKey = ctx.urlKeys.take(name);
  const pairs = text.categories.map((c) => ctx.categoryPair(c));
  const [first] = pairs;
  if (!first) throw new Error(`set ${theme} has no category`);
  const gallery = members.flatMap((m) => (m.image ? [{ image: m.image, video: null, label: null }] : []));
  const dates = chooseDates(random);
  const html = (lang: keyof Localized): string =>
    `<p>${text.intro[lang]}</p><ul>${members.map((m) => `<li>${m.name[lang]}</li>`).join("")}</ul>`;
  return {
    id: ctx.nextProductId(),
    sku,
    type,
    status: 1,
    visibility: 4,
    name,
    description: { nl: html("nl"), de: html("de"), en: html("en") },
    shortDescription: text.intro,
    urlKey,
    urlPath: {
      nl: `${first.leaf.urlPath.nl}/${urlKey.nl}`,
      de: `${first.leaf.urlPath.de}/${urlKey.de}`,
      en: `${first.leaf.urlPath.en}/${urlKey.en}`,
    },
    categoryIds: [...new Set(pairs.flatMap((p) => [p.top.id, p.leaf.id]))],
    categoryPositions: {},
    brand: "Atelier Noord",
    // What the set costs with its defaults at quantity 1, for listings and price filters; the product page prices it per SPEC §4.
    price,
    specialPrice: null,
    specialFrom: null,
    specialTo: null,
    taxClassId: 2,
    isNew: dates.isNew,
    onSale: false,
    image: gallery[0]?.image ?? null,
    gallery,
    attributes: {},
    createdAt: dates.createdAt,
    updatedAt: dates.updatedAt,
    stock: { qty: 0, isInStock: members.some((m) => m.stock.isInStock), manageStock: false },
    configurableOptions: [],
    children: [],
    links: [],
    bundleOptions: [],
    customOptions: [],
  };
}

/** A grouped product: each member a line of its own, quantity chosen by the shopper. */
export function groupedSet(ctx: DemoContext, random: Random, pool: MemberPool, theme: "winter" | "belts"): Product {
  // The winter set's beanie and scarf are sold only in the set (visibility 1); the belts also on their own.
  const members = NEEDS[theme].flatMap(([type, count]) => pool.take(type, count, theme === "winter"));
  const product = setProduct(
    ctx,
    random,
    theme,
    "grouped",
    members,
    members.reduce((sum, m) => sum + m.price, 0),
  );
  return { ...product, links: members.map((m, i) => ({ type: "associated", sku: m.sku, qty: 1, position: i })) };
}

const OPTION_TITLES: Partial<Record<ImageType, Localized>> = {
  scarf: l("Sjaal", "Schal", "Scarf"),
  beanie: l("Muts", "Mütze", "Beanie"),
  belt: l("Riem", "Gürtel", "Belt"),
  bag: l("Tas", "Tasche", "Bag"),
};

/** A bundle: per option a choice among simple products, the first one preselected. */
export function bundleSet(ctx: DemoContext, random: Random, pool: MemberPool, theme: "giftbox" | "leather"): Product {
  const choices = NEEDS[theme].map(([type, count]) => ({ type, members: pool.take(type, count) }));
  const options: BundleOption[] = choices.map(({ type, members }, position) => ({
    optionId: ctx.nextOptionId(),
    title: OPTION_TITLES[type] ?? l(type, type, type),
    type: position === 0 ? "radio" : "select",
    required: true,
    position,
    links: members.map((m, i) => ({
      id: ctx.nextLinkId(),
      sku: m.sku,
      qty: 1,
      isDefault: i === 0,
      canChangeQty: false,
    })),
  }));
  // SPEC §4: a bundle costs the default item of each option times its quantity.
  const price = choices.reduce((sum, { members }) => sum + (members[0]?.price ?? 0), 0);
  const product = setProduct(
    ctx,
    random,
    theme,
    "bundle",
    choices.flatMap((c) => c.members),
    price,
  );
  return { ...product, bundleOptions: options };
}
