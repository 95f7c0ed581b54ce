import * as z from "zod";
import { builtOnFirstRead } from "../built-on-first-read";

/**
 * The CMS component library (SPEC §1, §3): one strict zod schema per component. A story's content is
 * a tree of blocks `{ _uid, component, …fields }`; nested blocks (a page body, a column's content, a
 * slider's slides) are validated by `validateStoryContent` one block at a time, so an error names
 * the exact field (`body.2.tiles.0.title`). Unknown component types are kept (and skipped when
 * rendered), so content written by a newer editor is never lost.
 */

const text = (max = 200) => z.string().trim().max(max);
const required = (max = 200) => z.string().trim().min(1, "is required").max(max);

/**
 * A link inside the shop or out of it. Only http(s), mailto, tel, relative paths and anchors:
 * `javascript:` and `data:` never reach an href.
 */
export const linkUrlSchema = z
  .string()
  .trim()
  .max(500)
  .refine(
    (u) => /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i.test(u) || u === "/",
    "must be a path (/…), http(s), mailto: or tel: link",
  );

/** An image: a media path of the catalogue's media (`/demo/coat/coat-camel-front.jpg`), served through /img. */
export const assetSchema = z.strictObject({
  filename: z
    .string()
    .trim()
    .max(500)
    .refine(
      (f) => /^\/[\w./-]+\.(jpe?g|png|webp|gif)$/i.test(f),
      "must be a media path such as /demo/coat/coat-camel-front.jpg",
    )
    .refine((f) => !f.includes(".."), "must not contain .."),
  alt: text(200).default(""),
  /** SPEC §3 image focus: the point that stays visible when the image is cropped, "x% y%" in steps of 10. */
  focus: z
    .string()
    .regex(/^(100|[1-9]?0)% (100|[1-9]?0)%$/, 'must look like "50% 30%" (steps of 10)')
    .optional(),
});
export type Asset = z.infer<typeof assetSchema>;

export const linkSchema = z.strictObject({ label: required(120), url: linkUrlSchema });
export type Link = z.infer<typeof linkSchema>;

export const BUTTON_TYPES = ["primary", "secondary", "tertiary"] as const;
export const TEXT_ALIGNMENTS = [
  "top-left",
  "top-center",
  "center",
  "bottom-left",
  "bottom-center",
  "bottom-right",
] as const;
export const HEIGHT_RATIOS = ["1:1", "3:4", "4:5", "2:3", "16:9", "21:9", "3:1"] as const;
export const BRAND_TONES = ["sand", "clay", "forest", "ink", "stone"] as const;

/** A nested block, checked shallowly here and fully by `validateStoryContent`. */
export const childBlockSchema = z.looseObject({
  _uid: z.string().max(64).optional(),
  component: z.string().min(1).max(64),
});
const blocks = (max: number) => z.array(childBlockSchema).max(max);

const base = { _uid: z.string().max(64).optional() };
const headingLevel = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).default(2);

const buttonSchema = z.strictObject({
  label: required(60),
  url: linkUrlSchema,
  type: z.enum(BUTTON_TYPES).default("primary"),
});

const seoSchema = z
  .strictObject({
    title: text(120).optional(),
    description: text(320).optional(),
    image: assetSchema.optional(),
    noindex: z.boolean().optional(),
  })
  .default({});

/**
 * The component schemas by name: what the API validates, the renderer types and the editor's forms
 * derive from. Each is built on its first use (schema/built-on-first-read.ts).
 */
export const COMPONENT_SCHEMAS = builtOnFirstRead({
  /** A CMS page: a body of blocks. */
  page: () =>
    z.strictObject({
      ...base,
      component: z.literal("page"),
      title: required(120),
      body: blocks(60).default([]),
      seo: seoSchema,
      breadcrumbs: z.boolean().default(true),
    }),
  /** The config/theme story (one per store view, slug "config"): menu, footer, usps, theme flags. */
  config: () =>
    z.strictObject({
      ...base,
      component: z.literal("config"),
      menu: blocks(12).default([]),
      footer: z
        .strictObject({
          linkLists: z.array(z.strictObject({ title: required(60), links: z.array(linkSchema).max(20) })).max(8),
          additionalRows: z
            .array(z.strictObject({ text: text(300), links: z.array(linkSchema).max(10).default([]) }))
            .max(6)
            .default([]),
        })
        .default({ linkLists: [], additionalRows: [] }),
      usps: z
        .array(z.strictObject({ label: required(80), link: linkUrlSchema.optional() }))
        .max(6)
        .default([]),
      theme: z.strictObject({ transparentHeader: z.boolean().default(false) }).default({ transparentHeader: false }),
    }),
  /** SPEC §3 menu item: top-level entry with mega-menu columns and promo tiles. */
  menu_item: () =>
    z.strictObject({
      ...base,
      component: z.literal("menu_item"),
      name: required(60),
      link: linkUrlSchema,
      clickable: z.boolean().default(true),
      highlighted: z.boolean().default(false),
      columns: z
        .array(
          z.strictObject({
            title: required(60),
            titleLink: linkUrlSchema.optional(),
            rows: z.array(linkSchema).max(20),
          }),
        )
        .max(5)
        .default([]),
      cta: z
        .array(
          z.strictObject({
            asset: assetSchema.optional(),
            text: required(80),
            description: text(200).default(""),
            buttonText: text(40).default(""),
            link: linkUrlSchema,
            isLight: z.boolean().default(false),
          }),
        )
        .max(3)
        .default([]),
    }),
  /** A hero banner: image with heading, text and buttons. */
  banner: () =>
    z.strictObject({
      ...base,
      component: z.literal("banner"),
      eyebrow: text(80).optional(),
      title: required(120),
      text: text(400).optional(),
      image: assetSchema,
      mobileImage: assetSchema.optional(),
      secondImage: assetSchema.optional(),
      buttons: z.array(buttonSchema).max(3).default([]),
      light: z.boolean().default(false),
      tone: z.enum(BRAND_TONES).default("sand"),
      textAlignment: z.enum(TEXT_ALIGNMENTS).default("bottom-left"),
      headingLevel,
    }),
  /** A slider of banners. */
  slider: () => z.strictObject({ ...base, component: z.literal("slider"), slides: blocks(8) }),
  /** SPEC §3 image tile: desktop and mobile assets, alignment, height ratios, heading level, light variant, button type. */
  image_tile: () =>
    z.strictObject({
      ...base,
      component: z.literal("image_tile"),
      desktopImage: assetSchema,
      mobileImage: assetSchema.optional(),
      title: required(120),
      description: text(300).optional(),
      buttonText: text(40).optional(),
      link: linkUrlSchema.optional(),
      textAlignment: z.enum(TEXT_ALIGNMENTS).default("bottom-left"),
      heightRatio: z
        .strictObject({ mobile: z.enum(HEIGHT_RATIOS).default("4:5"), desktop: z.enum(HEIGHT_RATIOS).default("4:5") })
        .default({ mobile: "4:5", desktop: "4:5" }),
      headingLevel,
      light: z.boolean().default(false),
      buttonType: z.enum(BUTTON_TYPES).default("primary"),
    }),
  /** A row of image tiles (2–4 per row on desktop). */
  image_tiles: () =>
    z.strictObject({
      ...base,
      component: z.literal("image_tiles"),
      title: text(120).optional(),
      tiles: blocks(8),
    }),
  /** A horizontally scrolling row of blocks (usually image tiles). */
  carousel: () =>
    z.strictObject({
      ...base,
      component: z.literal("carousel"),
      title: text(120).optional(),
      items: blocks(16),
    }),
  /** SPEC §3 columns: widths per breakpoint out of 12. */
  columns: () =>
    z.strictObject({
      ...base,
      component: z.literal("columns"),
      columns: z
        .array(
          z.strictObject({
            mobile: z.number().int().min(1).max(12).default(12),
            tablet: z.number().int().min(1).max(12).default(6),
            desktop: z.number().int().min(1).max(12).default(6),
            content: blocks(10),
          }),
        )
        .min(1)
        .max(4),
    }),
  link_list: () =>
    z.strictObject({
      ...base,
      component: z.literal("link_list"),
      title: text(120).optional(),
      links: z.array(linkSchema).max(30),
    }),
  /** Rich text in a small, safe markup: paragraphs, `## ` headings, `- ` lists, `**bold**`, `[label](url)`. */
  rich_text: () => z.strictObject({ ...base, component: z.literal("rich_text"), text: z.string().max(20_000) }),
  /** Raw html, sanitised on every render (no script, no event handlers, safe URLs only). */
  html: () => z.strictObject({ ...base, component: z.literal("html"), html: z.string().max(30_000) }),
  seo_text: () =>
    z.strictObject({
      ...base,
      component: z.literal("seo_text"),
      title: required(120),
      text: z.string().max(10_000),
    }),
  brands: () =>
    z.strictObject({
      ...base,
      component: z.literal("brands"),
      title: text(120).optional(),
      brands: z
        .array(z.strictObject({ name: required(60), text: text(200).optional(), link: linkUrlSchema.optional() }))
        .max(12),
    }),
  quote: () =>
    z.strictObject({
      ...base,
      component: z.literal("quote"),
      quote: required(600),
      author: text(80).optional(),
      role: text(120).optional(),
      image: assetSchema.optional(),
    }),
  breadcrumbs: () =>
    z.strictObject({
      ...base,
      component: z.literal("breadcrumbs"),
      items: z.array(linkSchema).max(6).default([]),
    }),
  /** A list of blog articles (newest first), optionally of one category (its full slug). */
  blog_articles: () =>
    z.strictObject({
      ...base,
      component: z.literal("blog_articles"),
      title: text(120).optional(),
      category: text(200).optional(),
      limit: z.number().int().min(1).max(12).default(3),
    }),
  blog_categories: () =>
    z.strictObject({ ...base, component: z.literal("blog_categories"), title: text(120).optional() }),
  /** A blog article story. */
  blog_article: () =>
    z.strictObject({
      ...base,
      component: z.literal("blog_article"),
      title: required(160),
      intro: text(400),
      date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date YYYY-MM-DD"),
      author: text(80).optional(),
      image: assetSchema,
      category: required(200),
      body: blocks(40).default([]),
      seo: seoSchema,
    }),
  /** A blog category story. */
  blog_category: () =>
    z.strictObject({
      ...base,
      component: z.literal("blog_category"),
      title: required(120),
      intro: text(400).optional(),
      seo: seoSchema,
    }),
  /** Products from the catalogue: by sku list, or the first of a category (its url path). */
  product_block: () =>
    z
      .strictObject({
        ...base,
        component: z.literal("product_block"),
        title: text(120).optional(),
        skus: z.array(z.string().trim().min(1).max(64)).max(24).default([]),
        category: text(200).optional(),
        limit: z.number().int().min(1).max(24).default(8),
        layout: z.enum(["carousel", "grid"]).default("carousel"),
        link: linkSchema.optional(),
      })
      .refine((b) => b.skus.length > 0 || !!b.category, { message: "needs skus or a category", path: ["skus"] }),
  usps: () =>
    z.strictObject({
      ...base,
      component: z.literal("usps"),
      items: z
        .array(z.strictObject({ label: required(80), text: text(200).optional(), link: linkUrlSchema.optional() }))
        .max(6),
    }),
  /** An image with a focus point and a caption. */
  image: () =>
    z.strictObject({
      ...base,
      component: z.literal("image"),
      image: assetSchema,
      caption: text(200).optional(),
      heightRatio: z.enum(HEIGHT_RATIOS).default("16:9"),
    }),
  /** The contact form (through the mail service into the outbox). */
  contact_form: () => z.strictObject({ ...base, component: z.literal("contact_form"), title: text(120).optional() }),
});

export type ComponentName = keyof typeof COMPONENT_SCHEMAS;
export type BlockOf<N extends ComponentName> = z.output<(typeof COMPONENT_SCHEMAS)[N]>;
export type AnyBlock = { [N in ComponentName]: BlockOf<N> }[ComponentName];
/** A block as stored: any component, its fields not yet checked. */
export type RawBlock = z.infer<typeof childBlockSchema>;

export const COMPONENT_NAMES = Object.keys(COMPONENT_SCHEMAS) as ComponentName[];
/** Components a story may have at its root. */
export const ROOT_COMPONENTS = [
  "page",
  "config",
  "blog_article",
  "blog_category",
] as const satisfies readonly ComponentName[];
export type RootComponent = (typeof ROOT_COMPONENTS)[number];

export function isKnownComponent(name: string): name is ComponentName {
  return Object.hasOwn(COMPONENT_SCHEMAS, name);
}
