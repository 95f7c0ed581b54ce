/** SPEC §3 CMS menu item: the shape the header, mega menu, mobile menu and footer render. */
export interface MenuLink {
  label: string;
  url: string;
}

export interface MenuColumn {
  title: string;
  titleLink?: string;
  rows: MenuLink[];
}

export interface MenuPromo {
  title: string;
  description: string;
  buttonText: string;
  url: string;
  /** Tone of the tile background; the CMS supplies an image asset later. */
  tone: "sand" | "clay" | "forest" | "ink";
  isLight?: boolean;
  /** A photograph's URL (the /img route) from the CMS menu's promo tile. */
  image?: string;
  imageAlt?: string;
}

export interface MenuItem {
  name: string;
  url: string;
  /**
   * Whether the top-level item itself links somewhere (SPEC: "clickable if flagged"). Absent means
   * it does, the CMS's default: the page sends each item's props once in the HTML, so defaults
   * (like `highlighted`, `columns`, `promos` and a promo's `isLight`) are left out, not repeated.
   */
  clickable?: boolean;
  highlighted?: boolean;
  /** Absent: no columns (a plain link, like the journal). */
  columns?: MenuColumn[];
  /** Absent: no promo tiles. */
  promos?: MenuPromo[];
}

export interface FooterLinkList {
  title: string;
  links: MenuLink[];
}

/** A line of small print under the footer's columns, with its links (SPEC §3 footer "additionalRows"). */
export interface FooterRow {
  text: string;
  links: MenuLink[];
}

/** The footer from the CMS config story (SPEC §3 footer: linkLists, additionalRows). */
export interface FooterContent {
  linkLists: FooterLinkList[];
  additionalRows: FooterRow[];
}

/** One usp of the bar above the header (SPEC §3 usps: label, link). */
export interface UspContent {
  label: string;
  link?: string;
}

/** The site chrome the CMS config story supplies (header menu, footer, usps, theme flags). */
export interface SiteChrome {
  navigation: MenuItem[];
  footer?: FooterContent;
  usps?: UspContent[];
  /** Theme flag: the header is transparent over the home hero. */
  transparentHeader?: boolean;
}
