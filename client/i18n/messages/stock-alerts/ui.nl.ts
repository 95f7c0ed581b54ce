import type { Translation } from "../types";
import type { ui as en } from "./ui.en";

/** Dutch strings of the back-in-stock form. */
export const ui: Translation<typeof en> = {
  "stockAlert.title": "Mail me als het weer op voorraad is",
  "stockAlert.intro": "Maat {size} is uitverkocht. We sturen je één e-mail zodra hij er weer is.",
  "stockAlert.email": "E-mailadres",
  "stockAlert.submit": "Mail me",
  "stockAlert.submitAs": "Mail me op {email}",
  "stockAlert.sending": "Bezig met versturen…",
  "stockAlert.close": "Sluiten",
  "stockAlert.privacy": "We gebruiken je adres alleen voor deze ene e-mail.",
  "stockAlert.failed": "Dat lukte niet. Probeer het opnieuw.",
};
