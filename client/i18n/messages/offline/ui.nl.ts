import type { Translation } from "../types";
import type { ui as en } from "./ui.en";

/** Dutch offline strings. */
export const ui: Translation<typeof en> = {
  "offline.unavailable":
    "Dit product, deze categorie of pagina is offline niet beschikbaar. Je wordt doorgestuurd naar de homepage.",
  "offline.ok": "OK",
  "offline.update": "Er is een nieuwe versie van de winkel klaar.",
  "offline.reload": "Opnieuw laden",
  "offline.queued": "Je bent offline: je winkeltas is bewaard en wordt verstuurd zodra je weer online bent.",
};
