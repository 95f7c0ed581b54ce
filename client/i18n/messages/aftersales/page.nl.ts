import type { Translation } from "../types";
import type { page as en } from "./page.en";

/** Nederlandse teksten voor nazorg (bestelling opzoeken, track & trace, retouren, e-mails). */
export const page: Translation<typeof en> = {
  "aftersales.lookup.title": "Bestelling opzoeken",
  "aftersales.lookup.intro":
    "Besteld zonder account? Vul je bestelnummer en het e-mailadres van je bestelling in om je pakket te volgen of iets te retourneren.",
  "aftersales.lookup.orderNumber": "Bestelnummer",
  "aftersales.lookup.email": "E-mailadres",
  "aftersales.lookup.submit": "Bestelling zoeken",
  "aftersales.lookup.notFound": "We vinden geen bestelling met dit bestelnummer en e-mailadres.",
  "aftersales.lookup.tooMany": "Te veel pogingen. Wacht {minutes} minuten en probeer het opnieuw.",
  "aftersales.lookup.unavailable": "Bestellingen opzoeken lukt nu niet. Probeer het later opnieuw.",
  "aftersales.lookup.expired": "Je opzoeking is verlopen. Zoek je bestelling opnieuw op.",
  "aftersales.lookup.orderTitle": "Bestelling {number}",
  "aftersales.lookup.again": "Een andere bestelling opzoeken",
  "aftersales.tracking.title": "Bezorging",
  "aftersales.tracking.shipped": "Verzonden met {carrier} op {date}",
  "aftersales.tracking.delivered": "Bezorgd op {date}",
  "aftersales.tracking.number": "Trackingnummer",
  "aftersales.tracking.link": "Volg je pakket bij {carrier}",
  "aftersales.returns.title": "Retourneren",
  "aftersales.returns.intro":
    "Retourneren is gratis binnen 30 dagen. Je kunt artikelen uit deze bestelling retourneren tot {date}.",
  "aftersales.returns.notShipped": "Je kunt een retour aanvragen zodra je bestelling is verzonden.",
  "aftersales.returns.closed": "De retourtermijn van 30 dagen voor deze bestelling is verlopen op {date}.",
  "aftersales.returns.nothingLeft": "Alle artikelen van deze bestelling worden al geretourneerd.",
  "aftersales.returns.legend": "Welke artikelen stuur je terug?",
  "aftersales.returns.qty": "Aantal {name} om te retourneren",
  "aftersales.returns.of": "van {qty}",
  "aftersales.returns.reason": "Reden van retour",
  "aftersales.returns.chooseReason": "Kies een reden",
  "aftersales.returns.reason.too_small": "Te klein",
  "aftersales.returns.reason.too_large": "Te groot",
  "aftersales.returns.reason.not_as_pictured": "Anders dan afgebeeld",
  "aftersales.returns.reason.damaged": "Beschadigd of defect",
  "aftersales.returns.reason.wrong_item": "Verkeerd artikel ontvangen",
  "aftersales.returns.reason.changed_mind": "Toch niet nodig",
  "aftersales.returns.submit": "Retour aanvragen",
  "aftersales.returns.created":
    "Je retour {number} is aangevraagd. We hebben de instructies naar je e-mailadres gestuurd.",
  "aftersales.returns.list": "Je retouren",
  "aftersales.returns.number": "Retour {number}",
  "aftersales.returns.status.requested": "Aangevraagd",
  "aftersales.returns.status.received": "Ontvangen",
  "aftersales.returns.status.refunded": "Terugbetaald",
  "aftersales.returns.noLines": "Kies minstens één artikel om te retourneren.",
  "aftersales.returns.noReason": "Kies een reden voor je retour.",
  "aftersales.returns.tooMany": "Je kunt niet meer artikelen retourneren dan je hebt besteld.",
  "aftersales.returns.already": "Voor deze artikelen is al een retour aangevraagd.",
  "aftersales.returns.window": "De retourtermijn van 30 dagen voor deze bestelling is verlopen.",
  "aftersales.returns.unknownOrder": "We vinden deze bestelling niet.",
  "mail.aftersales.shipped.subject": "Je bestelling {number} is onderweg",
  "mail.aftersales.shipped.body":
    "Goed nieuws: je bestelling {number} heeft ons atelier verlaten en is onderweg met {carrier}.",
  "mail.aftersales.shipped.tracking": "Trackingnummer: {code}",
  "mail.aftersales.shipped.button": "Volg je pakket",
  "mail.aftersales.requested.subject": "Retour {number} aangevraagd",
  "mail.aftersales.requested.body":
    "We hebben je retouraanvraag {number} voor bestelling {order} ontvangen. Verpak de artikelen hieronder, zet het retournummer op het pakket en lever het binnen 14 dagen in; retourneren is gratis.",
  "mail.aftersales.received.subject": "Retour {number} ontvangen",
  "mail.aftersales.received.body":
    "Je retour {number} voor bestelling {order} is aangekomen in ons atelier. We betalen je binnenkort terug.",
  "mail.aftersales.refunded.subject": "Retour {number} terugbetaald",
  "mail.aftersales.refunded.body":
    "We hebben je retour {number} voor bestelling {order} terugbetaald. Afhankelijk van je bank staat het bedrag binnen enkele werkdagen op je rekening.",
  "mail.aftersales.signoff": "Met vriendelijke groet, Atelier Noord",
};
