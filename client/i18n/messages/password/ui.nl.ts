import type { Translation } from "../types";
import type { ui as en } from "./ui.en";

/** Dutch strings of the password fields and their rules: the account forms and the checkout's "create an account". */
export const ui: Translation<typeof en> = {
  "account.checkout.create":
    "Maak een account aan met deze bestelling (volgende keer sneller, bestelgeschiedenis, spaarpunten)",
  "account.field.password": "Wachtwoord",
  "account.hidePassword": "Wachtwoord verbergen",
  "account.passwordClasses":
    "Wachtwoord moet minstens 3 verschillende soorten tekens bevatten (kleine letters, hoofdletters, cijfers, speciale tekens)",
  "account.passwordHint": "Minstens 8 tekens met 3 van: kleine letters, hoofdletters, cijfers, speciale tekens.",
  "account.passwordTooLong": "Wachtwoord mag hoogstens 256 tekens hebben",
  "account.passwordTooShort": "Wachtwoord moet minstens 8 tekens hebben",
  "account.passwordsIdentical": "Wachtwoorden moeten gelijk zijn",
  "account.showPassword": "Wachtwoord tonen",
};
