import type { Translation } from "../types";
import type { page as en } from "./page.en";

/** German cart strings only the server renders. */
export const page: Translation<typeof en> = {
  "cart.page.title": "Warenkorb",
  "cart.page.noscript":
    "Dein Warenkorb wird angezeigt, wenn JavaScript eingeschaltet ist. Produkte hinzufügen geht auch ohne: Sie bleiben in deinem Warenkorb.",
  "cart.sessionExpired": "Deine Sitzung ist abgelaufen, daher wurde dein Warenkorb nicht gefunden",
};
