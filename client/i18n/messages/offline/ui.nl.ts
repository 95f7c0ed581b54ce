import type { Translation } from "../types";
import type { ui as en } from "./ui.en";

/** Dutch strings of orders made offline (keys: ui.en.ts). */
export const ui: Translation<typeof en> = {
  "offline.order.warning":
    "Je bent offline. Je kunt deze bestelling toch plaatsen: ze wordt op dit apparaat bewaard en verstuurd zodra je weer online bent. Tot die tijd kan de voorraad niet worden gecontroleerd, dus een artikel kan intussen uitverkocht zijn.",
  "offline.order.place": "Offline bestellen",
  "offline.order.back": "Terug naar afrekenen",
  "offline.order.needsConnection":
    "Voor {method} is een verbinding nodig. Kies overboeking of rembours om offline te bestellen, of bestel zodra je weer online bent.",
  "offline.order.close": "Andere betaalmethode kiezen",
  "offline.order.waiting": "Bestelling wacht!",
  "offline.order.confirmPrompt": "Klik hier om de bestelling te bevestigen die je offline hebt geplaatst.",
  "offline.order.intro":
    "Deze bestellingen heb je geplaatst terwijl je offline was. Bevestig een bestelling om haar nu te versturen, of annuleer haar.",
  "offline.order.none": "Er wachten geen bestellingen.",
  "offline.order.saved": "Je bestelling is op dit apparaat bewaard. Ze wordt verstuurd zodra je weer online bent.",
  "offline.order.sending": "Bestelling wordt verwerkt...",
  "offline.order.confirm": "Bestelling bevestigen",
  "offline.order.cancel": "Bestelling annuleren",
  "offline.order.notYet": "De winkel was niet bereikbaar. Je bestelling is nog bewaard: probeer het zo opnieuw.",
  "offline.order.failed": "Je bestelling kon niet worden geplaatst.",
  "offline.order.bagKept": "Je winkeltas is niet veranderd: controleer haar en bestel opnieuw.",
  "offline.order.sent": "Je offline geplaatste bestelling is verwerkt.",
  "offline.order.view": "Bestelling bekijken",
  "offline.order.made": "Geplaatst",
  "offline.order.total": "Totaal",
  "offline.order.items": "Artikelen",
  "offline.order.for": "Voor",
  "offline.order.payment": "Betaling",
  "offline.checkout":
    "Je bent offline. Je kunt je bestelling toch plaatsen, maar de voorraad kan pas worden gecontroleerd als je weer online bent.",
};
