import type { Translation } from "../types";
import type { page as en } from "./page.en";

/** Dutch review messages only the server sends (API answers): no page script carries them. */
export const page: Translation<typeof en> = {
  "reviews.unknownProduct": "Dit product bestaat niet.",
  "reviews.duplicate": "Je hebt dit product al beoordeeld.",
  "reviews.notYou": "Je kunt alleen reviews onder je eigen naam schrijven.",
  "reviews.tooMany": "Te veel reviews in korte tijd. Wacht {minutes} minuten en probeer het opnieuw.",
  "reviews.notFound": "Deze review bestaat niet.",
};
