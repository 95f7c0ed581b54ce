/**
 * English catalogue strings only the server renders: category, search and product pages.
 * Never sent as JavaScript.
 * They define this part's keys; the other languages must have the same (messages.test.ts).
 */
export const page = {
  "filter.brand": "Brand",
  "filter.price": "Price",
  "badge.sale": "Sale",
  "category.empty": "No products synchronized for this category. Please come back while online!",
  "category.subcategories": "Categories",
  "category.all": "All products",
  "search.title": "Search results for “{q}”",
  "search.titleEmpty": "Search",
  "search.pageLabel": "Search the shop",
  "search.tooShort": "Type at least {count} characters to search.",
  "search.showingResultsFor": "Showing results for “{q}”.",
  "search.relaxed": "No product matches every word you typed; these match some of them.",
  "search.unavailableTitle": "Search is unavailable right now",
  "search.unavailable": "Please try again in a moment, or browse our categories.",
  "search.limited": "Search is slow right now, so these results may be incomplete.",
  "noResult.title": "No results",
  "noResult.text": "We could not find any products for “{q}”.",
  "noResult.textEmpty": "We could not find any products.",
  "noResult.tips": "Check the spelling, try a more general word, or browse our categories.",
  "product.description": "Description",
  "product.details": "Details",
  "product.sku": "Article number",
  "product.alsoIn": "Also available in",
  "product.groupedItems": "This set contains",
  "product.bundleItems": "Put together your set",
  "product.delivery": "Delivered in 1–3 working days",
  "product.returns": "Free returns within 30 days",
  "product.quantityOf": "{qty} ×",
  "product.newArrivals": "New arrivals",
} as const;
