import type { Translation } from "../types";
import type { ui as en } from "./ui.en";

/** German strings of the store islands. */
export const ui: Translation<typeof en> = {
  "stores.openUntil": "Geöffnet bis {time}",
  "stores.opensToday": "Geschlossen — öffnet heute um {time}",
  "stores.opensTomorrow": "Geschlossen — öffnet morgen um {time}",
  "stores.opensOn": "Geschlossen — öffnet {day} um {time}",
  "stores.closed": "Geschlossen",
  "stores.useLocation": "Meinen Standort verwenden",
  "stores.locating": "Standort wird ermittelt…",
  "stores.locationFailed": "Dein Standort konnte nicht ermittelt werden. Suche nach Postleitzahl oder Ort.",
  "stores.stock.button": "Verfügbarkeit im Store prüfen",
  "stores.stock.title": "Verfügbarkeit im Store",
  "stores.stock.near": "In {count} Stores in deiner Nähe erhältlich",
  "stores.stock.nearOne": "In 1 Store in deiner Nähe erhältlich",
  "stores.stock.none": "In keinem Store in deiner Nähe erhältlich",
  "stores.stock.chooseSize": "Wähle eine Größe, um die Verfügbarkeit im Store zu sehen.",
  "stores.stock.inStock": "Vorrätig",
  "stores.stock.lastOnes": "Nur noch {qty} vorrätig",
  "stores.stock.soldOut": "Nicht vorrätig",
  "stores.stock.failed": "Die Verfügbarkeit in den Stores konnte nicht geladen werden.",
  "stores.stock.loading": "Stores werden geprüft…",
  "stores.stock.close": "Schließen",
  "stores.stock.distance": "{km} km",
  "stores.stock.size": "Größe {size}",
  "stores.stock.where": "Postleitzahl oder Ort",
  "stores.stock.search": "Stores anzeigen",
  "stores.stock.notFound": "Wir konnten diesen Ort nicht finden. Versuche eine Postleitzahl oder einen Ort.",
  "stores.stock.sizeLabel": "Größe",
  "stores.stock.storePage": "Store-Details",
};
