import type { Translation } from "../types";
import type { ui as en } from "./ui.en";

/** Dutch strings of the order confirmation after payment (the CheckoutReturn island). */
export const ui: Translation<typeof en> = {
  "checkout.return.title": "Dank je wel voor je bestelling",
  "checkout.return.number": "Bestelnummer",
  "checkout.return.next": "Wat gebeurt er nu",
  "checkout.return.step1": "Binnen een paar minuten ontvang je een bevestiging per e-mail.",
  "checkout.return.step2": "We pakken je bestelling met zorg in en versturen hem binnen 1–2 werkdagen.",
  "checkout.return.step3": "Zodra hij onderweg is, krijg je een track-and-trace-link.",
  "checkout.return.collectStep2": "We leggen je bestelling klaar in de winkel die je koos.",
  "checkout.return.collectStep3": "Haal hem op vanaf het tijdstip hierboven; laat je bestelnummer zien bij de kassa.",
  "checkout.return.continue": "Verder winkelen",
  "checkout.return.pending": "We bevestigen je betaling…",
  "checkout.return.pendingSlow": "Deze pagina werkt zichzelf bij; je ontvangt ook een e-mail.",
  "checkout.return.declinedTitle": "Je betaling is niet gelukt",
  "checkout.return.declined":
    "Er is geen bestelling geplaatst en niets afgeschreven. Je winkelmandje staat nog klaar: probeer het opnieuw of kies een andere betaalmethode.",
  "checkout.return.back": "Terug naar afrekenen",
  "checkout.return.notFound": "We kunnen deze bestelling niet vinden.",
  "checkout.return.check": "Opnieuw controleren",
};
