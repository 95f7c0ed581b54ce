import { popup } from "./popup.en";

/**
 * English newsletter strings, all rendered by the server: the footer sign-up, the pop-up (its words
 * come from popup.en.ts, which the pop-up fetches itself), the newsletter pages (sign-up without JavaScript, double opt-in confirmation,
 * unsubscribe) and the newsletter e-mails.
 * They define this part's keys; the other languages must have the same (messages.test.ts).
 */
export const page = {
  "newsletter.title": popup.eyebrow,
  "newsletter.intro": "New collections and stories first, and 10% off your next order when you sign up.",
  "newsletter.email": popup.email,
  "newsletter.submit": popup.submit,
  "newsletter.sending": popup.sending,
  "newsletter.sent": popup.sent,
  "newsletter.failed": popup.failed,
  "newsletter.tooMany": "Too many sign-ups from your connection. Please try again later.",
  "newsletter.privacy": popup.privacy,
  "newsletter.popup.title": popup.title,
  "newsletter.popup.text": popup.text,
  "newsletter.popup.close": popup.close,
  "newsletter.popup.noThanks": popup.noThanks,

  "newsletter.page.title": "Newsletter",
  "newsletter.page.sent": "Check your inbox",
  "newsletter.confirm.title": "Your subscription is confirmed",
  "newsletter.confirm.coupon": "Your 10% welcome code",
  "newsletter.confirm.couponHint":
    "We have also sent it to you by e-mail. Enter it in your shopping bag; it can be used once.",
  "newsletter.confirm.again": "Welcome back! You are subscribed to our newsletter again.",
  "newsletter.link.title": "This link cannot be used",
  "newsletter.link.invalid": "This link is not valid or has already been used.",
  "newsletter.link.expired": "This link has expired. Please sign up again and we will send you a new one.",
  "newsletter.unsubscribe.title": "Unsubscribe from the newsletter",
  "newsletter.unsubscribe.question": "Do you want to stop receiving our newsletter at {email}?",
  "newsletter.unsubscribe.submit": "Unsubscribe",
  "newsletter.unsubscribe.done": "You have been unsubscribed. You will no longer receive our newsletter.",
  "newsletter.unsubscribe.notSubscribed": "You are not subscribed to the newsletter.",
  "newsletter.continue": "Continue shopping",

  "mail.newsletter.confirm.subject": "Please confirm your newsletter subscription",
  "mail.newsletter.confirm.intro":
    "Thank you for signing up for the Atelier Noord newsletter. Please confirm your e-mail address; then we send you your 10% welcome code.",
  "mail.newsletter.confirm.cta": "Confirm subscription",
  "mail.newsletter.confirm.validity": "The link is valid for 48 hours and can be used once.",
  "mail.newsletter.confirm.ignore":
    "Did you not sign up? Then ignore this e-mail: without your confirmation you will not receive our newsletter.",
  "mail.newsletter.welcome.subject": "Your 10% welcome code",
  "mail.newsletter.welcome.intro":
    "Welcome! Your subscription is confirmed. This is your 10% code for your next order:",
  "mail.newsletter.welcome.howto": "Enter the code in your shopping bag. It can be used once.",
  "mail.newsletter.welcomeBack.subject": "You are subscribed again",
  "mail.newsletter.welcomeBack.intro": "Welcome back! Your subscription to our newsletter is confirmed again.",
  "mail.newsletter.already.subject": "You are already subscribed",
  "mail.newsletter.already.intro":
    "Someone, probably you, asked to sign up this address for our newsletter. You are already subscribed, so nothing changes.",
  "mail.newsletter.unsubscribe": "No longer want to receive our newsletter? Unsubscribe here: {url}",
  "mail.newsletter.unsubscribeLink": "Unsubscribe",
  "mail.newsletter.signoff": "Warm regards, Atelier Noord",
} as const;
