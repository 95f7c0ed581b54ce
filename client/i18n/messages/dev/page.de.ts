import type { Translation } from "../types";
import type { page as en } from "./page.en";

/** German strings of the dev mailbox, only the server renders them. */
export const page: Translation<typeof en> = {
  "dev.mailbox.title": "Postfach",
  "dev.mailbox.eyebrow": "Lokale Entwicklung",
  "dev.mailbox.intro":
    "Jede E-Mail, die der Shop in seinen Postausgang geschrieben hat, die neueste zuerst. Sie bleiben auf diesem Rechner: Nichts davon wurde zugestellt.",
  "dev.mailbox.empty":
    "Noch keine E-Mails. Gib eine Bestellung auf oder fordere ein neues Passwort an, dann erscheint die Nachricht hier.",
  "dev.mailbox.limit": "Die neuesten {count} Nachrichten werden angezeigt.",
  "dev.mailbox.back": "Alle Nachrichten",
  "dev.mailbox.to": "An",
  "dev.mailbox.store": "Shop-Ansicht",
  "dev.mailbox.created": "Geschrieben",
  "dev.mailbox.status": "Zustellung",
  "dev.mailbox.status.stored": "Im Postausgang",
  "dev.mailbox.status.sent": "Gesendet",
  "dev.mailbox.status.failed": "Fehlgeschlagen",
  "dev.mailbox.providerId": "ID beim Anbieter",
  "dev.mailbox.error": "Fehler",
  "dev.mailbox.html": "HTML-Version",
  "dev.mailbox.htmlFrame": "HTML-Version von „{subject}“",
  "dev.mailbox.htmlNote": "In einer Sandbox angezeigt, mit ihren eigenen Styles: Skripte und externe Bilder sind aus.",
  "dev.mailbox.text": "Textversion",
};
