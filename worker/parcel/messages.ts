import type { StoreCode } from "../../domain/store-views";
import type { Translation } from "../../client/i18n/messages/types";

/**
 * The service point strings the API answers with and the checkout shows, in English (SPEC §5 wording
 * for the Packstation prompt and the zipcode). Shaped like a message feature's part, so they can move
 * to client/i18n/messages/parcel/ when the checkout island needs them in the browser.
 */
const en = {
  "parcel.postNumber.prompt": "Add your postnumber for delivery at a DHL Packstation:",
  "parcel.postNumber.invalid": "A DHL post number has 6 to 10 digits.",
  "parcel.servicePoint.invalid": "Please choose a service point from the list.",
  "parcel.servicePoint.notFound": "This service point is no longer available. Please choose another one.",
  "parcel.countryCode.invalid": "Service points can be found in the Netherlands and Germany.",
  "parcel.postalCode.invalid": "The zipcode is not valid",
  "parcel.unavailable": "Service points cannot be loaded right now. Please try again in a moment.",
} as const;

const nl: Translation<typeof en> = {
  "parcel.postNumber.prompt": "Voeg je postnummer toe voor levering bij een DHL Packstation:",
  "parcel.postNumber.invalid": "Een DHL-postnummer heeft 6 tot 10 cijfers.",
  "parcel.servicePoint.invalid": "Kies een afhaalpunt uit de lijst.",
  "parcel.servicePoint.notFound": "Dit afhaalpunt is niet meer beschikbaar. Kies een ander afhaalpunt.",
  "parcel.countryCode.invalid": "Afhaalpunten zijn er in Nederland en Duitsland.",
  "parcel.postalCode.invalid": "De postcode is niet geldig",
  "parcel.unavailable": "De afhaalpunten kunnen nu niet worden geladen. Probeer het zo nog eens.",
};

const de: Translation<typeof en> = {
  "parcel.postNumber.prompt": "Gib deine Postnummer für die Zustellung an eine DHL Packstation ein:",
  "parcel.postNumber.invalid": "Eine DHL-Postnummer hat 6 bis 10 Ziffern.",
  "parcel.servicePoint.invalid": "Bitte wähle eine Abholstelle aus der Liste.",
  "parcel.servicePoint.notFound": "Diese Abholstelle ist nicht mehr verfügbar. Bitte wähle eine andere.",
  "parcel.countryCode.invalid": "Abholstellen gibt es in den Niederlanden und in Deutschland.",
  "parcel.postalCode.invalid": "Die Postleitzahl ist nicht gültig",
  "parcel.unavailable": "Die Abholstellen können gerade nicht geladen werden. Bitte versuche es gleich noch einmal.",
};

/** Every service point string in every language. */
export const PARCEL_MESSAGES: Readonly<Record<StoreCode, Translation<typeof en>>> = { nl, de, en };

/** A key of the service point strings, e.g. "parcel.postNumber.prompt". */
export type ParcelMessageKey = keyof typeof en;

/** One string in a store view's language. */
export function parcelMessage(store: StoreCode, key: ParcelMessageKey): string {
  return PARCEL_MESSAGES[store][key];
}
