import type { Translation } from "../types";
import type { ui as en } from "./ui.en";

/** German wishlist strings every page needs. */
export const ui: Translation<typeof en> = {
  "wishlist.add": "{name} zu den Favoriten hinzufügen",
  "wishlist.remove": "{name} aus den Favoriten entfernen",
  "wishlist.failed": "Deine Favoriten konnten nicht gespeichert werden. Bitte versuche es erneut.",
  "wishlist.empty": "Deine Favoritenliste ist leer",
  "wishlist.emptyText": "Tippe auf das Herz bei einem Produkt, um es hier zu behalten.",
  "wishlist.title": "Favoriten",
  "wishlist.guestNote": "Melde dich an, um deine Favoriten auf jedem Gerät zu behalten.",
};
