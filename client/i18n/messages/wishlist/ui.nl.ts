import type { Translation } from "../types";
import type { ui as en } from "./ui.en";

/** Dutch wishlist strings every page needs. */
export const ui: Translation<typeof en> = {
  "wishlist.add": "{name} aan favorieten toevoegen",
  "wishlist.remove": "{name} uit favorieten verwijderen",
  "wishlist.failed": "Je favorieten konden niet worden opgeslagen. Probeer het opnieuw.",
  "wishlist.empty": "Je favorietenlijst is leeg",
  "wishlist.emptyText": "Tik op het hartje bij een product om het hier te bewaren.",
  "wishlist.title": "Favorieten",
  "wishlist.guestNote": "Log in om je favorieten op elk apparaat te bewaren.",
};
