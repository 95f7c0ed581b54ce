import { banner } from "./banner.nl";

/** The consent strings the server renders (the footer's link that reopens the banner). */
export const page = {
  "consent.footerLink": "Cookie-instellingen",
  "consent.title": banner.title,
};
