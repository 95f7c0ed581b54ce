import { banner } from "./banner.en";

/** The consent strings the server renders (the footer's link that reopens the banner). */
export const page = {
  "consent.footerLink": "Cookie settings",
  "consent.title": banner.title,
};
