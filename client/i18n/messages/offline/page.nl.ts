import type { Translation } from "../types";
import type { page as en } from "./page.en";

/** Dutch strings of the service worker's offline page. */
export const page: Translation<typeof en> = {
  "offline.unavailable":
    "Dit product, deze categorie of pagina is offline niet beschikbaar. Je wordt doorgestuurd naar de homepage.",
  "offline.ok": "OK",
};
