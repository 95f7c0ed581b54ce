import type { Translation } from "../types";
import type { ui as en } from "./ui.en";

/** Dutch session and wishlist strings every page needs. */
export const ui: Translation<typeof en> = {
  "account.modal.title": "Inloggen of account aanmaken",
  "wishlist.add": "{name} aan favorieten toevoegen",
  "wishlist.remove": "{name} uit favorieten verwijderen",
  "wishlist.failed": "Je favorieten konden niet worden opgeslagen. Probeer het opnieuw.",
};
