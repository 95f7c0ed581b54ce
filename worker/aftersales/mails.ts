/**
 * Pure: the after-sales e-mails in the order's language: the parcel is on its way (with the
 * carrier's tracking link), and a return requested, received, refunded (with its lines).
 */
import { getStoreView, type StoreCode } from "../../domain/store-views";
import type { MessageKey } from "../../client/i18n/messages/types";
import { translatorFor } from "../context";
import type { MailMessage } from "../mail";

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

interface Content {
  kind: string;
  subject: MessageKey;
  body: MessageKey;
  params: Record<string, string>;
  extra?: string[];
  list?: string[];
  button?: { label: MessageKey; url: string };
}

function compose(to: string, store: StoreCode, content: Content): MailMessage {
  const view = getStoreView(store);
  const t = translatorFor(view.code);
  const text = [
    t(content.body, content.params),
    ...(content.extra ?? []),
    ...(content.list?.length ? [content.list.map((line) => `- ${line}`).join("\n")] : []),
    ...(content.button ? [`${t(content.button.label)}: ${content.button.url}`] : []),
    t("mail.aftersales.signoff"),
  ].join("\n\n");
  const p = (line: string) => `<p style="margin:0 0 16px;line-height:1.5">${escape(line)}</p>`;
  const html = `<!doctype html><html lang="${view.language}"><body style="margin:0;background:#f7f4ef;font-family:Helvetica,Arial,sans-serif;color:#1a1917">
<div style="max-width:560px;margin:0 auto;padding:32px 24px;background:#ffffff">
<p style="font-family:Georgia,serif;font-size:22px;letter-spacing:.04em;margin:0 0 24px">Atelier Noord</p>
${p(t(content.body, content.params))}
${(content.extra ?? []).map(p).join("\n")}
${content.list?.length ? `<ul style="margin:0 0 16px;padding-left:20px;line-height:1.6">${content.list.map((line) => `<li>${escape(line)}</li>`).join("")}</ul>` : ""}
${content.button ? `<p style="margin:24px 0"><a href="${escape(content.button.url)}" style="display:inline-block;background:#1a1917;color:#ffffff;padding:14px 28px;text-decoration:none;letter-spacing:.06em">${escape(t(content.button.label))}</a></p>` : ""}
${p(t("mail.aftersales.signoff"))}
</div></body></html>`;
  return { to, subject: t(content.subject, content.params), text, html, kind: content.kind, store: view.code };
}

/** "Your order is on its way", with the tracking number and the carrier's link. */
export function shippedMail(
  to: string,
  store: StoreCode,
  order: string,
  parcel: { carrier: string; code: string; url: string },
): MailMessage {
  const t = translatorFor(store);
  return compose(to, store, {
    kind: "order-shipped",
    subject: "mail.aftersales.shipped.subject",
    body: "mail.aftersales.shipped.body",
    params: { number: order, carrier: parcel.carrier },
    extra: [t("mail.aftersales.shipped.tracking", { code: parcel.code })],
    button: { label: "mail.aftersales.shipped.button", url: parcel.url },
  });
}

/** A return's e-mail at each step: requested, received, refunded. */
export function returnMail(
  to: string,
  store: StoreCode,
  step: "requested" | "received" | "refunded",
  numbers: { ret: string; order: string },
  lines: { name: string; qty: number }[],
): MailMessage {
  return compose(to, store, {
    kind: `return-${step}`,
    subject: `mail.aftersales.${step}.subject`,
    body: `mail.aftersales.${step}.body`,
    params: { number: numbers.ret, order: numbers.order },
    list: lines.map((line) => `${line.qty} × ${line.name}`),
  });
}
