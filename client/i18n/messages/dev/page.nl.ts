import type { Translation } from "../types";
import type { page as en } from "./page.en";

/** Dutch strings of the dev mailbox, only the server renders them. */
export const page: Translation<typeof en> = {
  "dev.mailbox.title": "Postvak",
  "dev.mailbox.eyebrow": "Lokale ontwikkeling",
  "dev.mailbox.intro":
    "Elke e-mail die de winkel in zijn outbox heeft gezet, nieuwste eerst. Alles blijft op deze computer: niets hiervan is verstuurd.",
  "dev.mailbox.empty":
    "Nog geen e-mails. Plaats een bestelling of vraag een nieuw wachtwoord aan, dan verschijnt het bericht hier.",
  "dev.mailbox.limit": "De nieuwste {count} berichten worden getoond.",
  "dev.mailbox.back": "Alle berichten",
  "dev.mailbox.to": "Aan",
  "dev.mailbox.store": "Winkelweergave",
  "dev.mailbox.created": "Geschreven",
  "dev.mailbox.status": "Bezorging",
  "dev.mailbox.status.stored": "In postvak uit",
  "dev.mailbox.status.sent": "Verzonden",
  "dev.mailbox.status.failed": "Mislukt",
  "dev.mailbox.providerId": "Id bij de provider",
  "dev.mailbox.error": "Fout",
  "dev.mailbox.html": "HTML-versie",
  "dev.mailbox.htmlFrame": "HTML-versie van ‘{subject}’",
  "dev.mailbox.htmlNote": "Getoond in een sandbox, met de eigen stijlen: scripts en externe afbeeldingen staan uit.",
  "dev.mailbox.text": "Tekstversie",
};
