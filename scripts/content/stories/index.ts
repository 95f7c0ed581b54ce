import { articles, care, styleNotes } from "./blog";
import { config } from "./config";
import { home } from "./home";
import { about, contact, cookies, impressum, privacy, shipping, sizeGuide, terms } from "./pages";
import type { SeedStory } from "./common";

/** The demo shop's content: config, home, content pages, the blog (2 categories, 6 articles). */
export const SEED_STORIES: SeedStory[] = [
  config,
  home,
  about,
  shipping,
  sizeGuide,
  privacy,
  terms,
  impressum,
  cookies,
  contact,
  styleNotes,
  care,
  ...articles,
];
