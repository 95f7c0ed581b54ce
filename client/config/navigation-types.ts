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
}

export interface MenuItem {
  name: string;
  url: string;
  /** Whether the top-level item itself links somewhere (SPEC: "clickable if flagged"). */
  clickable: boolean;
  highlighted?: boolean;
  columns: MenuColumn[];
  promos: MenuPromo[];
}

export interface FooterLinkList {
  title: string;
  links: MenuLink[];
}
