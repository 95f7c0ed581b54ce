/**
 * The newsletter's e-mails in the subscriber's language (pure: tests read them without sending).
 * Every one carries an unsubscribe link that works without logging in.
 */
import { getStoreView, type StoreCode } from "../../domain/store-views";
import { storePath } from "../../domain/urls";
import type { MessageKey } from "../../client/i18n/messages/types";
import { translatorFor } from "../context";
import type { MailMessage } from "../mail";

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Absolute link to a newsletter page of the store view, with its token. */
export function newsletterLink(origin: string, store: StoreCode, page: "confirm" | "unsubscribe", token: string) {
  return `${origin}${storePath(store, `/newsletter/${page}`)}?token=${encodeURIComponent(token)}`;
}

/** What one newsletter mail says: its kind, subject, paragraphs, an optional button and an optional code. */
interface MailContent {
  kind: string;
  subject: MessageKey;
  paragraphs: MessageKey[];
  button?: { label: MessageKey; url: string };
  code?: string;
  after?: MessageKey[];
}

function compose(to: string, store: StoreCode, unsubscribeUrl: string, content: MailContent): MailMessage {
  const view = getStoreView(store);
  const t = translatorFor(view.code);
  const text = [
    ...content.paragraphs.map((key) => t(key)),
    ...(content.button ? [`${t(content.button.label)}: ${content.button.url}`] : []),
    ...(content.code ? [content.code] : []),
    ...(content.after ?? []).map((key) => t(key)),
    t("mail.newsletter.signoff"),
    "--",
    t("mail.newsletter.unsubscribe", { url: unsubscribeUrl }),
  ].join("\n\n");
  const p = (key: MessageKey) => `<p style="margin:0 0 16px;line-height:1.5">${escape(t(key))}</p>`;
  const html = `<!doctype html><html lang="${view.language}"><body style="margin:0;background:#f7f4ef;font-family:Helvetica,Arial,sans-serif;color:#1a1917">
<div style="max-width:560px;margin:0 auto;padding:32px 24px;background:#ffffff">
<p style="font-family:Georgia,serif;font-size:22px;letter-spacing:.04em;margin:0 0 24px">Atelier Noord</p>
${content.paragraphs.map(p).join("\n")}
${content.button ? `<p style="margin:24px 0"><a href="${escape(content.button.url)}" style="display:inline-block;background:#1a1917;color:#ffffff;padding:14px 28px;text-decoration:none;letter-spacing:.06em">${escape(t(content.button.label))}</a></p>` : ""}
${content.code ? `<p style="margin:24px 0;font-size:24px;letter-spacing:.12em;font-weight:bold">${escape(content.code)}</p>` : ""}
${(content.after ?? []).map(p).join("\n")}
${p("mail.newsletter.signoff")}
<hr style="border:0;border-top:1px solid #e6dfd5;margin:24px 0">
<p style="font-size:12px;color:#6b665e"><a href="${escape(unsubscribeUrl)}" style="color:#6b665e">${escape(t("mail.newsletter.unsubscribeLink"))}</a></p>
</div></body></html>`;
  return { to, subject: t(content.subject), text, html, kind: content.kind, store: view.code };
}

/** The double opt-in mail: the confirmation link (single use, 48 hours). */
export function confirmMail(to: string, store: StoreCode, confirmUrl: string, unsubscribeUrl: string): MailMessage {
  return compose(to, store, unsubscribeUrl, {
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
    ? compose(to, store, unsubscribeUrl, {
        kind: "newsletter-coupon",
        subject: "mail.newsletter.welcome.subject",
        paragraphs: ["mail.newsletter.welcome.intro"],
        code: couponCode,
        after: ["mail.newsletter.welcome.howto"],
      })
    : compose(to, store, unsubscribeUrl, {
        kind: "newsletter-welcome",
        subject: "mail.newsletter.welcomeBack.subject",
        paragraphs: ["mail.newsletter.welcomeBack.intro"],
      });
}

/** A sign-up of an address that is subscribed already: tells its owner, changes nothing. */
export function alreadySubscribedMail(to: string, store: StoreCode, unsubscribeUrl: string): MailMessage {
  return compose(to, store, unsubscribeUrl, {
    kind: "newsletter-subscribed",
    subject: "mail.newsletter.already.subject",
    paragraphs: ["mail.newsletter.already.intro"],
  });
}
