import type { Translation } from "../types";
import type { page as en } from "./page.en";

/** Nederlandse teksten van de voorraadmelding die de server toont. */
export const page: Translation<typeof en> = {
  "stockAlert.active": "We mailen je zodra het er weer is.",
  "stockAlert.checkInbox":
    "Bijna klaar: bevestig via de link die we je hebben gemaild. Dan laten we je weten wanneer het er weer is.",
  "stockAlert.inStock": "Deze maat is op voorraad: je kunt hem nu in je tas leggen.",
  "stockAlert.chooseSize": "Kies eerst een maat.",
  "stockAlert.unknownProduct": "Dit product bestaat niet.",
  "stockAlert.emailRequired": "Vul je e-mailadres in.",
  "stockAlert.tooMany": "Te veel verzoeken. Probeer het later opnieuw.",
  "stockAlert.noSize": "Eén maat",
  "stockAlert.unknownSku": "Geen voorraad voor sku {sku}.",
  "stockAlert.page.title": "Voorraadmelding",
  "stockAlert.page.confirmHeading": "Bevestig je melding",
  "stockAlert.page.confirmIntro":
    "Bevestig dat we {email} één keer mogen mailen zodra {product} in maat {size} weer op voorraad is.",
  "stockAlert.page.confirmButton": "Melding bevestigen",
  "stockAlert.page.confirmedHeading": "Je melding staat aan",
  "stockAlert.page.confirmedText": "We mailen je één keer zodra {product} in maat {size} weer op voorraad is.",
  "stockAlert.page.unsubscribeHeading": "Meldingen stoppen",
  "stockAlert.page.unsubscribeIntro": "Alle voorraadmeldingen voor {email} stoppen?",
  "stockAlert.page.unsubscribeButton": "Meldingen stoppen",
  "stockAlert.page.unsubscribedHeading": "Meldingen gestopt",
  "stockAlert.page.unsubscribedText": "Je ontvangt geen voorraadmeldingen meer van ons.",
  "stockAlert.page.invalidHeading": "Deze link werkt niet",
  "stockAlert.page.invalidText": "Deze link is ongeldig, verlopen of al gebruikt.",
  "stockAlert.page.continue": "Verder winkelen",
  "stockAlert.page.viewProduct": "Bekijk het product",
  "mail.stockAlert.confirm.subject": "Bevestig je voorraadmelding",
  "mail.stockAlert.confirm.intro":
    "Je vroeg ons te laten weten wanneer {product} in maat {size} weer op voorraad is. Bevestig dat we je mogen mailen.",
  "mail.stockAlert.confirm.cta": "Melding bevestigen",
  "mail.stockAlert.confirm.ignore":
    "Deze link is 48 uur geldig. Niet door jou aangevraagd? Negeer deze e-mail dan: er wordt niets verstuurd.",
  "mail.stockAlert.back.subject": "Weer op voorraad: {product}",
  "mail.stockAlert.back.intro": "Goed nieuws: {product} in maat {size} is weer op voorraad.",
  "mail.stockAlert.back.cta": "Nu bekijken",
  "mail.stockAlert.back.note": "De voorraad is beperkt, en dit is de enige e-mail die we hierover sturen.",
  "mail.stockAlert.signoff": "Atelier Noord",
  "mail.stockAlert.unsubscribe": "Geen voorraadmeldingen meer? {url}",
  "mail.stockAlert.unsubscribeLink": "Voorraadmeldingen stoppen",
};
