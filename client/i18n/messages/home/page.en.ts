/**
 * English home page strings only the server renders.
 * Never sent as JavaScript.
 * They define this part's keys; the other languages must have the same (messages.test.ts).
 */
export const page = {
  "home.title": "New season, quiet luxury",
  "home.hero.eyebrow": "Autumn / Winter collection",
  "home.hero.title": "Made for the long run",
  "home.hero.text": "Wool coats, soft knits and tailored trousers, designed in Amsterdam to be worn for years.",
  "home.hero.ctaWomen": "Shop women",
  "home.hero.ctaMen": "Shop men",
  "home.categories.title": "Shop by category",
  "home.story.title": "Fewer, better pieces",
  "home.story.text":
    "We design in small series, choose natural fibres and work with family-run ateliers in Portugal and Italy. That is why our clothes last longer and feel better every time you wear them.",
  "home.story.cta": "Discover the collection",
} as const;
