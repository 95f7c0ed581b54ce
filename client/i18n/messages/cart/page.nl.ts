import type { Translation } from "../types";
import type { page as en } from "./page.en";

/** Dutch cart strings only the server renders. */
export const page: Translation<typeof en> = {
  "cart.page.title": "Winkeltas",
  "cart.page.noscript":
    "Je winkeltas wordt getoond als JavaScript aan staat. Producten toevoegen kan ook zonder: ze blijven in je winkeltas bewaard.",
  "cart.sessionExpired": "Je sessie is verlopen, daardoor kon je winkeltas niet worden gevonden",
};
