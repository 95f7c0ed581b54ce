import type { Translation } from "../types";
import type { page as en } from "./page.en";

/** Dutch checkout strings only the server renders. */
export const page: Translation<typeof en> = {
  "checkout.shipping.carrier": "DHL Parcel",
  "checkout.shipping.home": "Thuisbezorgd",
  "checkout.shipping.servicePoint": "Ophalen bij een DHL ServicePoint of Packstation",
  "checkout.shipping.email": "Per e-mail geleverd",
  "checkout.payment.free": "Geen betaling nodig",
  "checkout.payment.bankTransfer": "Bankoverschrijving",
  "checkout.payment.cashOnDelivery": "Onder rembours",
  "checkout.totals.subtotal": "Subtotaal",
  "checkout.totals.discount": "Korting ({code})",
  "checkout.totals.shipping": "Verzending",
  "checkout.totals.tax": "Incl. btw",
  "checkout.totals.giftCard": "Cadeaukaart",
  "checkout.totals.grandTotal": "Totaal",
  "order.unavailable": "Sommige van de bestelde producten zijn niet beschikbaar!",
  "order.cartChanged": "Je winkelmandje is veranderd terwijl je afrekende. Controleer het en probeer het opnieuw.",
  "order.servicePointRequired": "Kies een afhaalpunt voor de levering",
  "order.paymentUnavailable": "Deze betaalmethode is niet beschikbaar voor je bestelling",
  "order.notFound": "De bestelling kan niet worden opgehaald",
  "order.notPayable": "Deze bestelling kan niet (meer) worden betaald",
  "order.paymentUnavailableNow": "Betalen is nu even niet mogelijk, probeer het zo opnieuw",
  "mail.order.subject": "Je bestelling {number} bij Atelier Noord",
  "mail.order.greeting": "Beste {name},",
  "mail.order.intro":
    "Dank je wel voor je bestelling. We pakken hem met zorg in en laten je weten zodra hij onderweg is.",
  "mail.order.number": "Bestelnummer",
  "mail.order.items": "Je artikelen",
  "mail.order.delivery": "Bezorgadres",
  "mail.order.payment": "Betaling",
  "mail.order.returns": "Gratis retourneren binnen 30 dagen.",
  "mail.order.signoff": "Hartelijke groet, Atelier Noord",
};
