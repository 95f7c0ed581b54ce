import type { Translation } from "../types";
import type { page as en } from "./page.en";

/** Dutch catalogue strings only the server renders. */
export const page: Translation<typeof en> = {
  "filter.brand": "Merk",
  "filter.price": "Prijs",
  "badge.sale": "Sale",
  "category.empty": "Er zijn nog geen producten gesynchroniseerd voor deze categorie. Kom terug als je online bent!",
  "category.subcategories": "Categorieën",
  "category.all": "Alle producten",
  "search.title": "Zoekresultaten voor ‘{q}’",
  "search.titleEmpty": "Zoeken",
  "search.pageLabel": "Zoek in de winkel",
  "search.tooShort": "Typ minstens {count} tekens om te zoeken.",
  "search.showingResultsFor": "We tonen resultaten voor ‘{q}’.",
  "search.relaxed": "Geen product past bij alle woorden die je typte; deze passen bij een deel ervan.",
  "noResult.title": "Geen resultaten",
  "noResult.text": "We konden geen producten vinden voor ‘{q}’.",
  "noResult.textEmpty": "We konden geen producten vinden.",
  "noResult.tips": "Controleer de spelling, probeer een algemener woord of bekijk onze categorieën.",
  "product.description": "Omschrijving",
  "product.details": "Details",
  "product.sku": "Artikelnummer",
  "product.alsoIn": "Ook verkrijgbaar in",
  "product.groupedItems": "Deze set bevat",
  "product.bundleItems": "Stel je set samen",
  "product.delivery": "Binnen 1–3 werkdagen in huis",
  "product.returns": "Gratis retourneren binnen 30 dagen",
  "product.quantityOf": "{qty} ×",
  "product.newArrivals": "Nieuw binnen",
};
