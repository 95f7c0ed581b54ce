import type { StoreCode } from "../../domain/store-views";
import type { PageType } from "../../schema/analytics";
import type { FooterContent, MenuItem, UspContent } from "../config/navigation-types";
import type { TabItem } from "../islands/BottomNav";

/**
 * The kinds of page with a stylesheet of their own (client/styles/page-<group>.css), linked after
 * the main one by the pages that name it (PageSpec's `styles`).
 */
export const STYLE_GROUPS = ["content", "checkout", "account"] as const;
export type StyleGroup = (typeof STYLE_GROUPS)[number];

/** Hashed client files a page links to (from the client build's manifest). */
export interface PageAssets {
  /** The page's script tag (client/boot.ts), which starts `entry` after the first paint. */
  boot: string;
  entry: string;
  css: string;
  /** Each kind of page's own stylesheet (STYLE_GROUPS). */
  pageCss: Record<StyleGroup, string>;
  /** Font files worth preloading (used above the fold). */
  fonts: string[];
  /** Module preloads (worker/pages/preload.ts): the entry's static imports… */
  entryImports?: string[];
  /** …the message chunks every page loads, per store code… */
  messages?: Record<string, string[]>;
  /** …and each island's chunks, by island name (scripts/build-client.ts). */
  islands?: Record<string, string[]>;
}

/** What every page knows about where it is, for the chrome and the document head. */
export interface PageFrame {
  /** The same page in each store view, as root-relative URLs. */
  alternates: Record<StoreCode, string>;
  /** Origin for absolute canonical/hreflang URLs. */
  origin: string;
  navigation: MenuItem[];
  /** The CMS footer (link lists and rows); without it the footer shows the shop's categories. */
  footer?: FooterContent;
  /** The CMS usps; without them the bar shows the built-in three. */
  usps?: UspContent[];
  routeItem: TabItem;
  assets: PageAssets;
  /** The stylesheets of this kind of page, after the main one (PageSpec's `styles`). */
  styles?: readonly StyleGroup[];
  /** The media version of image URLs (`I18n.media`, client/i18n/translate.ts); absent when the catalogue is unavailable. */
  mediaVersion?: string;
  /** The catalogue's swatch stylesheet (schema/catalog/swatches.ts); absent when the catalogue is unavailable. */
  swatches?: string;
  /** SPEC §4 newsletter pop-up delay (NEWSLETTER_POPUP_DELAY_MS; 20 s by default). */
  newsletterPopupDelayMs?: number;
  /** The tag manager container (GTM_CONTAINER_ID), `<html data-gtm>`: loaded (client/analytics/page.ts) only after consent. */
  gtmContainerId?: string;
}

export interface PageMeta {
  title: string;
  description?: string;
  /** Error and maintenance pages are not for search engines. */
  noindex?: boolean;
  /** Open Graph / Twitter card image: a catalogue media path or an absolute URL. */
  image?: string;
  /** Open Graph type: website (default), article, product. */
  type?: "website" | "article" | "product";
  /** Structured data of the page (JSON-LD objects) besides Organization and WebSite. */
  jsonLd?: object[];
  /**
   * The page's analytics page type (schema/analytics.ts PAGE_TYPES; "Other" when absent), written
   * as `<html data-page-type>` for the data layer and the field vitals.
   */
  pageType?: PageType;
}
