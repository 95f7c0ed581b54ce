import type { Translation } from "../types";
import type { ui as en } from "./ui.en";

/** German strings of orders made offline (keys: ui.en.ts). */
export const ui: Translation<typeof en> = {
  "offline.order.warning":
    "Du bist offline. Du kannst diese Bestellung trotzdem aufgeben: Sie wird auf diesem Gerät gespeichert und gesendet, sobald du wieder online bist. Bis dahin kann der Bestand nicht geprüft werden, ein Artikel kann also inzwischen ausverkauft sein.",
  "offline.order.place": "Offline bestellen",
  "offline.order.back": "Zurück zur Kasse",
  "offline.order.needsConnection":
    "Für {method} ist eine Verbindung nötig. Wähle Überweisung oder Nachnahme, um offline zu bestellen, oder bestelle, wenn du wieder online bist.",
  "offline.order.close": "Andere Zahlungsart wählen",
  "offline.order.waiting": "Bestellung wartet!",
  "offline.order.confirmPrompt": "Hier klicken, um die Bestellung zu bestätigen, die du offline aufgegeben hast.",
  "offline.order.intro":
    "Diese Bestellungen hast du offline aufgegeben. Bestätige eine Bestellung, um sie jetzt zu senden, oder storniere sie.",
  "offline.order.none": "Es warten keine Bestellungen.",
  "offline.order.saved":
    "Deine Bestellung ist auf diesem Gerät gespeichert. Sie wird gesendet, sobald du wieder online bist.",
  "offline.order.sending": "Bestellung wird bearbeitet...",
  "offline.order.confirm": "Bestellung bestätigen",
  "offline.order.cancel": "Bestellung stornieren",
  "offline.order.notYet":
    "Der Shop war nicht erreichbar. Deine Bestellung ist weiter gespeichert: Bitte versuche es gleich noch einmal.",
  "offline.order.failed": "Deine Bestellung konnte nicht aufgegeben werden.",
  "offline.order.bagKept": "Dein Warenkorb ist unverändert: Prüfe ihn und bestelle erneut.",
  "offline.order.sent": "Deine offline aufgegebene Bestellung ist eingegangen.",
  "offline.order.view": "Bestellung ansehen",
  "offline.order.made": "Aufgegeben",
  "offline.order.total": "Summe",
  "offline.order.items": "Artikel",
  "offline.order.for": "Für",
  "offline.order.payment": "Zahlung",
  "offline.checkout":
    "Du bist offline. Du kannst deine Bestellung trotzdem aufgeben, aber der Bestand kann erst geprüft werden, wenn du wieder online bist.",
};
