import type { Translation } from "../types";
import type { page as en } from "./page.en";

/** German review messages only the server sends (API answers): no page script carries them. */
export const page: Translation<typeof en> = {
  "reviews.unknownProduct": "Dieses Produkt gibt es nicht.",
  "reviews.duplicate": "Du hast dieses Produkt bereits bewertet.",
  "reviews.notYou": "Du kannst Bewertungen nur in deinem eigenen Namen schreiben.",
  "reviews.tooMany": "Zu viele Bewertungen in kurzer Zeit. Bitte warte {minutes} Minuten und versuche es erneut.",
  "reviews.notFound": "Diese Bewertung gibt es nicht.",
};
