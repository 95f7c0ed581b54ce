/**
 * English newsletter strings the browser needs: the footer sign-up and the pop-up (SPEC §4).
 * They define this part's keys; the other languages must have the same (messages.test.ts).
 */
export const ui = {
  "newsletter.title": "Newsletter",
  "newsletter.intro": "New collections and stories first, and 10% off your next order when you sign up.",
  "newsletter.email": "E-mail address",
  "newsletter.submit": "Sign up",
  "newsletter.sending": "Signing up…",
  "newsletter.sent":
    "Thank you! Please confirm your subscription with the link we have sent to your e-mail address. Then you receive your 10% code.",
  "newsletter.failed": "Something went wrong please try again",
  "newsletter.privacy": "You can unsubscribe at any time with the link in every e-mail.",
  "newsletter.popup.title": "10% off your next order",
  "newsletter.popup.text":
    "Sign up for the Atelier Noord newsletter: be the first to see new collections and receive a 10% welcome code.",
  "newsletter.popup.close": "Close",
  "newsletter.popup.noThanks": "No, thank you",
} as const;
