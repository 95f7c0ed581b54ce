import { createContext, useContext } from "react";
import type { ProductTile } from "../../../schema/api/catalog";

/** A blog article as a card in lists. */
export interface ArticleCard {
  title: string;
  intro: string;
  date: string;
  url: string;
  image: { filename: string; alt: string; focus?: string } | null;
  category: { title: string; url: string } | null;
}

/**
 * What the server looked up for a story's blocks before rendering, by block `_uid`: product tiles,
 * article lists, blog categories, sanitised html, and blocks whose data failed to load.
 */
export interface CmsData {
  products: Record<string, ProductTile[]>;
  articles: Record<string, ArticleCard[]>;
  categories: { title: string; url: string }[];
  html: Record<string, string>;
  failed: string[];
  /** The component path for a block, in editor previews (data-blok attributes); off for visitors. */
  editable: boolean;
}

export const EMPTY_CMS_DATA: CmsData = {
  products: {},
  articles: {},
  categories: [],
  html: {},
  failed: [],
  editable: false,
};

export const CmsDataContext = createContext<CmsData>(EMPTY_CMS_DATA);

export const useCmsData = () => useContext(CmsDataContext);
