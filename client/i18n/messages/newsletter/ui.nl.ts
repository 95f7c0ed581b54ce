import type { Translation } from "../types";
import type { ui as en } from "./ui.en";

/** Dutch newsletter strings the browser needs. */
export const ui: Translation<typeof en> = {
  "newsletter.title": "Nieuwsbrief",
  "newsletter.intro":
    "Als eerste nieuwe collecties en verhalen, en 10% korting op je volgende bestelling als je je aanmeldt.",
  "newsletter.email": "E-mailadres",
  "newsletter.submit": "Aanmelden",
  "newsletter.sending": "Bezig met aanmelden…",
  "newsletter.sent":
    "Dank je wel! Bevestig je aanmelding via de link die we naar je e-mailadres hebben gestuurd. Daarna ontvang je je kortingscode van 10%.",
  "newsletter.failed": "Er ging iets mis, probeer het opnieuw",
  "newsletter.privacy": "Je kunt je altijd afmelden via de link in elke e-mail.",
  "newsletter.popup.title": "10% korting op je volgende bestelling",
  "newsletter.popup.text":
    "Meld je aan voor de nieuwsbrief van Atelier Noord: zie nieuwe collecties als eerste en ontvang een welkomstcode van 10%.",
  "newsletter.popup.close": "Sluiten",
  "newsletter.popup.noThanks": "Nee, dank je",
};
