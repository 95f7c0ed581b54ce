import type { Translation } from "../types";
import type { ui as en } from "./ui.en";

/** German session and wishlist strings every page needs. */
export const ui: Translation<typeof en> = {
  "account.modal.title": "Anmelden oder Konto erstellen",
  "wishlist.add": "{name} zu den Favoriten hinzufügen",
  "wishlist.remove": "{name} aus den Favoriten entfernen",
  "wishlist.failed": "Deine Favoriten konnten nicht gespeichert werden. Bitte versuche es erneut.",
};
