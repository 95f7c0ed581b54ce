import type { Translation } from "../types";
import type { page as en } from "./page.en";

/** German strings of the service worker's offline page. */
export const page: Translation<typeof en> = {
  "offline.unavailable":
    "Dieses Produkt, diese Kategorie oder Seite ist offline nicht verfügbar. Du wirst zur Startseite weitergeleitet.",
  "offline.ok": "OK",
};
