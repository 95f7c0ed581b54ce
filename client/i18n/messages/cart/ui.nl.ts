import type { Translation } from "../types";
import type { ui as en } from "./ui.en";

/** Dutch microcart strings the browser needs. */
export const ui: Translation<typeof en> = {
  "panel.microcart.title": "Winkeltas",

  "cart.empty.title": "Je winkeltas is leeg",
  "cart.empty.text": "Ontdek de nieuwe collectie en vind je volgende favoriete item.",
  "cart.empty.cta": "Verder winkelen",

  "cart.added": "Het product is aan je winkelmandje toegevoegd!",
  "cart.updated": "Het aantal van het product is bijgewerkt!",
  "cart.volatile":
    "Het systeem weet niet zeker of dit product op voorraad is. Het product is voor een voorlopige reservering aan je winkelmandje toegevoegd.",
  "cart.outOfStock": "Het product is niet op voorraad en kan niet aan je winkelmandje worden toegevoegd!",
  "cart.noVariants": "Geen beschikbare productvarianten",
  "cart.priceUnknown":
    "De prijs van het product is onbekend, het product kan niet aan je winkelmandje worden toegevoegd!",
  "cart.maxQuantity": "Er zijn maar {maxQuantity} producten van dit type beschikbaar",
  "cart.sizeCombination": "Deze combinatie van maten is niet beschikbaar",
  "cart.variantOutOfStock": "De gekozen variant is niet op voorraad",
  "cart.proceedToCheckout": "Verder naar afrekenen",
  "cart.itemInStock": "Op voorraad!",
  "cart.itemOutOfStock": "Niet op voorraad!",
  "cart.notFound": "Dit winkelmandje bestaat niet of is niet van jou",
  "cart.lineNotFound": "Dit artikel zit niet in je winkelmandje",
  "cart.unknownProduct": "Dit product is niet beschikbaar",
  "cart.couponInvalid": "Deze kortingscode is niet geldig",
  "cart.couponExpired": "Deze kortingscode is verlopen",
  "cart.couponUsedUp": "Deze kortingscode is al gebruikt",
  "cart.couponMinimum": "Deze kortingscode geldt vanaf {amount}",
  "cart.giftCardInvalid": "Dit is geen geldige cadeaukaart",
  "cart.closed": "Dit winkelmandje is al besteld",
  "cart.tooManyLines": "Je winkelmandje is vol",
};
