import type { Translation } from "../types";
import type { ui as en } from "./ui.en";

/** Dutch strings of the store islands. */
export const ui: Translation<typeof en> = {
  "stores.openUntil": "Open tot {time}",
  "stores.opensToday": "Gesloten — vandaag open vanaf {time}",
  "stores.opensTomorrow": "Gesloten — morgen open vanaf {time}",
  "stores.opensOn": "Gesloten — open {day} {time}",
  "stores.closed": "Gesloten",
  "stores.useLocation": "Gebruik mijn locatie",
  "stores.locating": "Je locatie bepalen…",
  "stores.locationFailed": "Je locatie kon niet worden bepaald. Zoek op postcode of plaats.",
  "stores.stock.button": "Bekijk voorraad in de winkel",
  "stores.stock.title": "Voorraad in de winkel",
  "stores.stock.near": "Verkrijgbaar in {count} winkels bij jou in de buurt",
  "stores.stock.nearOne": "Verkrijgbaar in 1 winkel bij jou in de buurt",
  "stores.stock.none": "Niet verkrijgbaar in een winkel bij jou in de buurt",
  "stores.stock.chooseSize": "Kies een maat om de voorraad in de winkel te zien.",
  "stores.stock.inStock": "Op voorraad",
  "stores.stock.lastOnes": "Nog {qty} op voorraad",
  "stores.stock.soldOut": "Niet op voorraad",
  "stores.stock.failed": "De voorraad in de winkels kon niet worden geladen.",
  "stores.stock.loading": "Winkels controleren…",
  "stores.stock.close": "Sluiten",
  "stores.stock.distance": "{km} km",
  "stores.stock.size": "Maat {size}",
  "stores.stock.where": "Postcode of plaats",
  "stores.stock.search": "Toon winkels",
  "stores.stock.notFound": "We konden die plaats niet vinden. Probeer een postcode of een plaatsnaam.",
  "stores.stock.sizeLabel": "Maat",
  "stores.stock.storePage": "Winkelgegevens",
};
