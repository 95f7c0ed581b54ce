import type { Translation } from "../types";
import type { page as en } from "./page.en";

/** Dutch strings of the sandbox's hosted payment page, which only the server renders. */
export const page: Translation<typeof en> = {
  "payment.sandbox.title": "Testbetaling",
  "payment.sandbox.payTo": "Betalen aan {merchant}",
  "payment.sandbox.testMode": "Testmodus",
  "payment.sandbox.testModeText":
    "Dit is de testbetaalpagina van de winkel. Er wordt geen geld overgemaakt en er worden geen kaartgegevens gevraagd.",
  "payment.sandbox.order": "Bestelling",
  "payment.sandbox.description": "Omschrijving",
  "payment.sandbox.method": "Betaalmethode",
  "payment.sandbox.reference": "Betalingskenmerk",
  "payment.sandbox.chooseTitle": "Kies de uitkomst",
  "payment.sandbox.chooseText":
    "Elke knop stuurt de winkel een ondertekende betaalmelding, zoals een echte betaalprovider dat doet, en brengt je daarna terug naar de winkel.",
  "payment.sandbox.approve": "Betaling goedkeuren",
  "payment.sandbox.decline": "Betaling weigeren",
  "payment.sandbox.cancel": "Betaling annuleren",
  "payment.sandbox.approvalsOff":
    "Testbetalingen kunnen in deze winkel niet worden goedgekeurd. Weiger of annuleer de betaling en betaal je bestelling op een andere manier.",
  "payment.sandbox.deliveryFailed":
    "De winkel heeft de betaalmelding niet aangenomen (status {status}). Er is niets veranderd; probeer het opnieuw.",
  "payment.sandbox.expiredTitle": "Deze betaling is verlopen",
  "payment.sandbox.expiredText":
    "Een betaling moet binnen {minutes} minuten worden afgerond. Ga terug naar de winkel om je bestelling opnieuw te betalen.",
  "payment.sandbox.backToShop": "Terug naar de winkel",
};
