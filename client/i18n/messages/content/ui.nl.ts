import type { Translation } from "../types";
import type { ui as en } from "./ui.en";

/** Dutch content (CMS) strings for the browser. */
export const ui: Translation<typeof en> = {
  "contact.name": "Je naam",
  "contact.email": "E-mailadres",
  "contact.subject": "Onderwerp",
  "contact.message": "Je bericht",
  "contact.send": "Bericht versturen",
  "contact.sending": "Bezig met versturen…",
  "contact.sent": "Dank je wel. We hebben je bericht ontvangen en antwoorden binnen één werkdag.",
  "contact.failed": "Je bericht kon niet worden verstuurd. Probeer het opnieuw of mail ons.",
  "contact.tooFast": "Dat ging snel. Wacht een paar seconden en verstuur je bericht opnieuw.",
  "contact.tokenUsed": "Dit bericht is al verstuurd.",
  "contact.required": "Dit veld is verplicht",
  "contact.invalidEmail": "Vul een geldig e-mailadres in",
};
