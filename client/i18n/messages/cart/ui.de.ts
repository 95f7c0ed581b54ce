import type { Translation } from "../types";
import type { ui as en } from "./ui.en";

/** German microcart strings the browser needs. */
export const ui: Translation<typeof en> = {
  "panel.microcart.title": "Warenkorb",

  "cart.empty.title": "Dein Warenkorb ist leer",
  "cart.empty.text": "Entdecke die neue Kollektion und finde dein nächstes Lieblingsstück.",
  "cart.empty.cta": "Weiter einkaufen",

  "cart.added": "Das Produkt wurde in den Warenkorb gelegt!",
  "cart.updated": "Die Menge des Produkts wurde aktualisiert!",
  "cart.volatile":
    "Das System ist sich beim Lagerbestand nicht sicher. Das Produkt wurde zur Vorreservierung in den Warenkorb gelegt.",
  "cart.outOfStock": "Das Produkt ist nicht auf Lager und kann nicht in den Warenkorb gelegt werden!",
  "cart.noVariants": "Keine verfügbaren Produktvarianten",
  "cart.priceUnknown": "Der Preis des Produkts ist unbekannt, das Produkt kann nicht in den Warenkorb gelegt werden!",
  "cart.maxQuantity": "Von diesem Produkt sind nur {maxQuantity} Stück verfügbar",
  "cart.sizeCombination": "Diese Größenkombination ist nicht verfügbar",
  "cart.variantOutOfStock": "Die gewählte Variante ist nicht auf Lager",
  "cart.proceedToCheckout": "Zur Kasse",
  "cart.itemInStock": "Auf Lager!",
  "cart.itemOutOfStock": "Nicht auf Lager!",
  "cart.notFound": "Diesen Warenkorb gibt es nicht, oder er gehört nicht dir",
  "cart.lineNotFound": "Dieser Artikel ist nicht in deinem Warenkorb",
  "cart.unknownProduct": "Dieses Produkt ist nicht verfügbar",
  "cart.couponInvalid": "Dieser Rabattcode ist nicht gültig",
  "cart.couponExpired": "Dieser Rabattcode ist abgelaufen",
  "cart.couponUsedUp": "Dieser Rabattcode wurde bereits verwendet",
  "cart.couponMinimum": "Dieser Rabattcode gilt ab {amount}",
  "cart.giftCardInvalid": "Dies ist keine gültige Geschenkkarte",
  "cart.closed": "Dieser Warenkorb wurde bereits bestellt",
  "cart.tooManyLines": "Dein Warenkorb ist voll",
};
