import type { Translation } from "../types";
import type { ui as en } from "./ui.en";

/** German strings of the password fields and their rules: the account forms and the checkout's "create an account". */
export const ui: Translation<typeof en> = {
  "account.checkout.create":
    "Mit dieser Bestellung ein Konto erstellen (nächstes Mal schneller, Bestellhistorie, Treuepunkte)",
  "account.field.password": "Passwort",
  "account.hidePassword": "Passwort verbergen",
  "account.passwordClasses":
    "Das Passwort muss mindestens 3 verschiedene Zeichenarten enthalten (Kleinbuchstaben, Großbuchstaben, Ziffern, Sonderzeichen)",
  "account.passwordHint": "Mindestens 8 Zeichen mit 3 aus: Kleinbuchstaben, Großbuchstaben, Ziffern, Sonderzeichen.",
  "account.passwordTooLong": "Das Passwort darf höchstens 256 Zeichen haben",
  "account.passwordTooShort": "Das Passwort muss mindestens 8 Zeichen haben",
  "account.passwordsIdentical": "Die Passwörter müssen übereinstimmen",
  "account.showPassword": "Passwort anzeigen",
};
