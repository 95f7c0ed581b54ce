/**
 * The shop's letter-style e-mail: logo line, paragraphs, an optional button and code, sign-off and
 * an unsubscribe link, as text and HTML. Used by the mails a shopper asked for and can stop.
 */
import { getStoreView, type StoreCode } from "../../domain/store-views";
import type { MessageKey } from "../../client/i18n/messages/types";
import { translatorFor } from "../context";
import type { MailMessage } from "./types";

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * What one mail of the shop's letter style says: its kind, subject, paragraphs, an optional button
 * and an optional code; `params` fill every message's placeholders, `footer` names the sign-off and
 * unsubscribe words of the feature that sends it.
 */
export interface LetterContent {
  kind: string;
  subject: MessageKey;
  paragraphs: MessageKey[];
  button?: { label: MessageKey; url: string };
  code?: string;
  after?: MessageKey[];
  params?: Record<string, string>;
  footer: { signoff: MessageKey; unsubscribe: MessageKey; unsubscribeLink: MessageKey };
}

/**
 * A mail in the shop's letter style (the newsletter's, back-in-stock alerts'), in the store view's
 * language, with an unsubscribe link that works without logging in. Pure: tests read it unsent.
 */
export function composeLetter(
  to: string,
  store: StoreCode,
  unsubscribeUrl: string,
  content: LetterContent,
): MailMessage {
  const view = getStoreView(store);
  const translate = translatorFor(view.code);
  const t = (key: MessageKey, extra?: Record<string, string>) => translate(key, { ...content.params, ...extra });
  const footer = content.footer;
  const text = [
    ...content.paragraphs.map((key) => t(key)),
    ...(content.button ? [`${t(content.button.label)}: ${content.button.url}`] : []),
    ...(content.code ? [content.code] : []),
    ...(content.after ?? []).map((key) => t(key)),
    t(footer.signoff),
    "--",
    t(footer.unsubscribe, { url: unsubscribeUrl }),
  ].join("\n\n");
  const p = (key: MessageKey) => `<p style="margin:0 0 16px;line-height:1.5">${escape(t(key))}</p>`;
  const html = `<!doctype html><html lang="${view.language}"><body style="margin:0;background:#f7f4ef;font-family:Helvetica,Arial,sans-serif;color:#1a1917">
<div style="max-width:560px;margin:0 auto;padding:32px 24px;background:#ffffff">
<p style="font-family:Georgia,serif;font-size:22px;letter-spacing:.04em;margin:0 0 24px">Atelier Noord</p>
${content.paragraphs.map(p).join("\n")}
${content.button ? `<p style="margin:24px 0"><a href="${escape(content.button.url)}" style="display:inline-block;background:#1a1917;color:#ffffff;padding:14px 28px;text-decoration:none;letter-spacing:.06em">${escape(t(content.button.label))}</a></p>` : ""}
${content.code ? `<p style="margin:24px 0;font-size:24px;letter-spacing:.12em;font-weight:bold">${escape(content.code)}</p>` : ""}
${(content.after ?? []).map(p).join("\n")}
${p(footer.signoff)}
<hr style="border:0;border-top:1px solid #e6dfd5;margin:24px 0">
<p style="font-size:12px;color:#6b665e"><a href="${escape(unsubscribeUrl)}" style="color:#6b665e">${escape(t(footer.unsubscribeLink))}</a></p>
</div></body></html>`;
  return { to, subject: t(content.subject), text, html, kind: content.kind, store: view.code };
}
