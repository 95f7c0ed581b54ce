import type { PopupStrings } from "../../../components/newsletter/popup-strings";

/**
 * The newsletter pop-up's words in English: the one source of these strings. The pop-up fetches
 * this module with its dialog (not a page-string module: those never ship as JavaScript), and the
 * newsletter's page strings (page.en.ts) take the same words from it.
 */
export const popup: PopupStrings = {
  eyebrow: "Newsletter",
  title: "10% off your next order",
  text: "Sign up for the Atelier Noord newsletter: be the first to see new collections and receive a 10% welcome code.",
  close: "Close",
  noThanks: "No, thank you",
  email: "E-mail address",
  submit: "Sign up",
  sending: "Signing up…",
  sent: "Thank you! Please confirm your subscription with the link we have sent to your e-mail address. Then you receive your 10% code.",
  failed: "Something went wrong please try again",
  privacy: "You can unsubscribe at any time with the link in every e-mail.",
};
