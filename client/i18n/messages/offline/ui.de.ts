import type { Translation } from "../types";
import type { ui as en } from "./ui.en";

/** German offline strings. */
export const ui: Translation<typeof en> = {
  "offline.unavailable":
    "Dieses Produkt, diese Kategorie oder Seite ist offline nicht verfügbar. Du wirst zur Startseite weitergeleitet.",
  "offline.ok": "OK",
  "offline.update": "Eine neue Version des Shops ist bereit.",
  "offline.reload": "Neu laden",
  "offline.queued": "Du bist offline: dein Warenkorb ist gespeichert und wird gesendet, sobald du wieder online bist.",
};
