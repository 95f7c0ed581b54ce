import { popup } from "./popup.nl";

import type { Translation } from "../types";
import type { page as en } from "./page.en";

/** Dutch newsletter strings only the server renders. */
export const page: Translation<typeof en> = {
  "newsletter.title": popup.eyebrow,
  "newsletter.intro":
    "Als eerste nieuwe collecties en verhalen, en 10% korting op je volgende bestelling als je je aanmeldt.",
  "newsletter.email": popup.email,
  "newsletter.submit": popup.submit,
  "newsletter.sending": popup.sending,
  "newsletter.sent": popup.sent,
  "newsletter.failed": popup.failed,
  "newsletter.tooMany": "Te veel aanmeldingen vanaf je verbinding. Probeer het later opnieuw.",
  "newsletter.privacy": popup.privacy,
  "newsletter.popup.title": popup.title,
  "newsletter.popup.text": popup.text,
  "newsletter.popup.close": popup.close,
  "newsletter.popup.noThanks": popup.noThanks,

  "newsletter.page.title": "Nieuwsbrief",
  "newsletter.page.sent": "Kijk in je inbox",
  "newsletter.confirm.title": "Je aanmelding is bevestigd",
  "newsletter.confirm.coupon": "Je welkomstcode van 10%",
  "newsletter.confirm.couponHint":
    "We hebben hem je ook per e-mail gestuurd. Vul hem in je winkelmand in; je kunt hem één keer gebruiken.",
  "newsletter.confirm.again": "Welkom terug! Je bent weer aangemeld voor onze nieuwsbrief.",
  "newsletter.link.title": "Deze link kan niet worden gebruikt",
  "newsletter.link.invalid": "Deze link is niet geldig of is al gebruikt.",
  "newsletter.link.expired": "Deze link is verlopen. Meld je opnieuw aan, dan sturen we je een nieuwe.",
  "newsletter.unsubscribe.title": "Afmelden voor de nieuwsbrief",
  "newsletter.unsubscribe.question": "Wil je onze nieuwsbrief niet meer ontvangen op {email}?",
  "newsletter.unsubscribe.submit": "Afmelden",
  "newsletter.unsubscribe.done": "Je bent afgemeld. Je ontvangt onze nieuwsbrief niet meer.",
  "newsletter.unsubscribe.notSubscribed": "Je bent niet aangemeld voor de nieuwsbrief.",
  "newsletter.continue": "Verder winkelen",

  "mail.newsletter.confirm.subject": "Bevestig je aanmelding voor de nieuwsbrief",
  "mail.newsletter.confirm.intro":
    "Dank je wel voor je aanmelding voor de nieuwsbrief van Atelier Noord. Bevestig je e-mailadres; daarna sturen we je je welkomstcode van 10%.",
  "mail.newsletter.confirm.cta": "Aanmelding bevestigen",
  "mail.newsletter.confirm.validity": "De link is 48 uur geldig en kan één keer worden gebruikt.",
  "mail.newsletter.confirm.ignore":
    "Heb je je niet aangemeld? Negeer deze e-mail dan: zonder jouw bevestiging ontvang je onze nieuwsbrief niet.",
  "mail.newsletter.welcome.subject": "Je welkomstcode van 10%",
  "mail.newsletter.welcome.intro":
    "Welkom! Je aanmelding is bevestigd. Dit is je code voor 10% korting op je volgende bestelling:",
  "mail.newsletter.welcome.howto": "Vul de code in je winkelmand in. Je kunt hem één keer gebruiken.",
  "mail.newsletter.welcomeBack.subject": "Je bent weer aangemeld",
  "mail.newsletter.welcomeBack.intro": "Welkom terug! Je aanmelding voor onze nieuwsbrief is opnieuw bevestigd.",
  "mail.newsletter.already.subject": "Je bent al aangemeld",
  "mail.newsletter.already.intro":
    "Iemand, waarschijnlijk jij, wilde dit adres aanmelden voor onze nieuwsbrief. Je bent al aangemeld, er verandert dus niets.",
  "mail.newsletter.unsubscribe": "Wil je onze nieuwsbrief niet meer ontvangen? Meld je hier af: {url}",
  "mail.newsletter.unsubscribeLink": "Afmelden",
  "mail.newsletter.signoff": "Hartelijke groet, Atelier Noord",
};
