/**
 * The newsletter's e-mails in the subscriber's language (pure: tests read them without sending).
 * Every one carries an unsubscribe link that works without logging in.
 */
import type { StoreCode } from "../../domain/store-views";
import { storePath } from "../../domain/urls";
import { composeLetter, type MailMessage } from "../mail";

/** Absolute link to a newsletter page of the store view, with its token. */
export function newsletterLink(origin: string, store: StoreCode, page: "confirm" | "unsubscribe", token: string) {
  return `${origin}${storePath(store, `/newsletter/${page}`)}?token=${encodeURIComponent(token)}`;
}

/** The newsletter's sign-off and unsubscribe words at the foot of each of its mails. */
const FOOTER = {
  signoff: "mail.newsletter.signoff",
  unsubscribe: "mail.newsletter.unsubscribe",
  unsubscribeLink: "mail.newsletter.unsubscribeLink",
} as const;

/** The double opt-in mail: the confirmation link (single use, 48 hours). */
export function confirmMail(to: string, store: StoreCode, confirmUrl: string, unsubscribeUrl: string): MailMessage {
  return composeLetter(to, store, unsubscribeUrl, {
    footer: FOOTER,
    kind: "newsletter-confirm",
    subject: "mail.newsletter.confirm.subject",
    paragraphs: ["mail.newsletter.confirm.intro"],
    button: { label: "mail.newsletter.confirm.cta", url: confirmUrl },
    after: ["mail.newsletter.confirm.validity", "mail.newsletter.confirm.ignore"],
  });
}

/** After the confirmation: the welcome coupon, or a welcome back when the address had its coupon before. */
export function welcomeMail(to: string, store: StoreCode, couponCode: string | null, unsubscribeUrl: string) {
  return couponCode
    ? composeLetter(to, store, unsubscribeUrl, {
        footer: FOOTER,
        kind: "newsletter-coupon",
        subject: "mail.newsletter.welcome.subject",
        paragraphs: ["mail.newsletter.welcome.intro"],
        code: couponCode,
        after: ["mail.newsletter.welcome.howto"],
      })
    : composeLetter(to, store, unsubscribeUrl, {
        footer: FOOTER,
        kind: "newsletter-welcome",
        subject: "mail.newsletter.welcomeBack.subject",
        paragraphs: ["mail.newsletter.welcomeBack.intro"],
      });
}

/** A sign-up of an address that is subscribed already: tells its owner, changes nothing. */
export function alreadySubscribedMail(to: string, store: StoreCode, unsubscribeUrl: string): MailMessage {
  return composeLetter(to, store, unsubscribeUrl, {
    footer: FOOTER,
    kind: "newsletter-subscribed",
    subject: "mail.newsletter.already.subject",
    paragraphs: ["mail.newsletter.already.intro"],
  });
}
