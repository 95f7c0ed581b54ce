import type { Translation } from "../types";
import type { ui as en } from "./ui.en";

/** Dutch gift card strings. */
export const ui: Translation<typeof en> = {
  "giftcard.label": "Code van je cadeaukaart",
  "giftcard.hint": "Je vindt de code op de achterkant van je kaart of in de e-mail waarmee je hem kreeg.",
  "giftcard.check": "Saldo bekijken",
  "giftcard.apply": "Toepassen",
  "giftcard.balance": "Op deze kaart staat {amount}.",
  "giftcard.applied": "Cadeaukaart eindigend op {last} betaalt {amount} van deze bestelling.",
  "giftcard.rest": "De rest, {amount}, betaal je in de volgende stap.",
  "giftcard.covered": "De kaart betaalt de hele bestelling: je hoeft niets meer te betalen.",
  "giftcard.remove": "Verwijderen",
  "giftcard.removeLabel": "Cadeaukaart eindigend op {last} verwijderen",
  "giftcard.removed": "De cadeaukaart is verwijderd.",
  "giftcard.failed": "Dat is niet gelukt. Probeer het opnieuw.",
};
