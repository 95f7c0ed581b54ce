import type { Translation } from "../types";
import type { page as en } from "./page.en";

/** German catalogue strings only the server renders. */
export const page: Translation<typeof en> = {
  "filter.brand": "Marke",
  "filter.price": "Preis",
  "badge.sale": "Sale",
  "category.empty":
    "Für diese Kategorie wurden noch keine Produkte synchronisiert. Bitte komm wieder, wenn du online bist!",
  "category.subcategories": "Kategorien",
  "category.all": "Alle Produkte",
  "search.title": "Suchergebnisse für „{q}“",
  "search.titleEmpty": "Suche",
  "search.pageLabel": "Im Shop suchen",
  "search.tooShort": "Gib mindestens {count} Zeichen ein, um zu suchen.",
  "search.showingResultsFor": "Wir zeigen Ergebnisse für „{q}“.",
  "search.relaxed": "Kein Produkt passt zu allen eingegebenen Wörtern; diese passen zu einigen davon.",
  "search.unavailableTitle": "Die Suche ist gerade nicht verfügbar",
  "search.unavailable": "Versuche es gleich noch einmal, oder stöbere in unseren Kategorien.",
  "search.limited": "Die Suche ist gerade langsam, daher sind diese Ergebnisse vielleicht unvollständig.",
  "noResult.title": "Keine Ergebnisse",
  "noResult.text": "Wir konnten keine Produkte für „{q}“ finden.",
  "noResult.textEmpty": "Wir konnten keine Produkte finden.",
  "noResult.tips": "Prüfe die Schreibweise, versuche ein allgemeineres Wort oder stöbere in unseren Kategorien.",
  "product.description": "Beschreibung",
  "product.details": "Details",
  "product.sku": "Artikelnummer",
  "product.alsoIn": "Auch erhältlich in",
  "product.groupedItems": "Dieses Set enthält",
  "product.bundleItems": "Stelle dein Set zusammen",
  "product.delivery": "Lieferung in 1–3 Werktagen",
  "product.returns": "Kostenlose Rücksendung innerhalb von 30 Tagen",
  "product.quantityOf": "{qty} ×",
  "product.newArrivals": "Neuheiten",
};
