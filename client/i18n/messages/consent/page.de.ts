import { banner } from "./banner.de";

/** The consent strings the server renders (the footer's link that reopens the banner). */
export const page = {
  "consent.footerLink": "Cookie-Einstellungen",
  "consent.title": banner.title,
};
