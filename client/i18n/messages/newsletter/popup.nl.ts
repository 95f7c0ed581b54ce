import type { PopupStrings } from "../../../components/newsletter/popup-strings";

/**
 * The newsletter pop-up's words in Dutch: the one source of these strings. The pop-up fetches
 * this module with its dialog (not a page-string module: those never ship as JavaScript), and the
 * newsletter's page strings (page.nl.ts) take the same words from it.
 */
export const popup: PopupStrings = {
  eyebrow: "Nieuwsbrief",
  title: "10% korting op je volgende bestelling",
  text: "Meld je aan voor de nieuwsbrief van Atelier Noord: zie nieuwe collecties als eerste en ontvang een welkomstcode van 10%.",
  close: "Sluiten",
  noThanks: "Nee, dank je",
  email: "E-mailadres",
  submit: "Aanmelden",
  sending: "Bezig met aanmelden…",
  sent: "Dank je wel! Bevestig je aanmelding via de link die we naar je e-mailadres hebben gestuurd. Daarna ontvang je je kortingscode van 10%.",
  failed: "Er ging iets mis, probeer het opnieuw",
  privacy: "Je kunt je altijd afmelden via de link in elke e-mail.",
};
