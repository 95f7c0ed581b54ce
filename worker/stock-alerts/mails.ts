/**
 * Back-in-stock e-mails in the subscriber's language, in the shop's letter style (pure: tests read
 * them without sending): the guest's double opt-in mail and the one mail a restock sends.
 */
import type { StoreCode } from "../../domain/store-views";
import { storePath } from "../../domain/urls";
import { composeLetter, type MailMessage } from "../mail";

/** Absolute link to a back-in-stock page of the store view, with its token. */
export function stockAlertLink(origin: string, store: StoreCode, page: "confirm" | "unsubscribe", token: string) {
  return `${origin}${storePath(store, `/stock-alert/${page}`)}?token=${encodeURIComponent(token)}`;
}

const FOOTER = {
  signoff: "mail.stockAlert.signoff",
  unsubscribe: "mail.stockAlert.unsubscribe",
  unsubscribeLink: "mail.stockAlert.unsubscribeLink",
} as const;

/** What a mail names: the product (in the store view's language) and its size. */
export interface AlertSubject {
  to: string;
  store: StoreCode;
  productName: string;
  sizeLabel: string;
}

/**
 * The double opt-in mail: the confirmation link (48 hours). Its foot's link leads to the product's
 * page; no alert is live yet that could be stopped, and ignoring the mail sends nothing.
 */
export function confirmAlertMail(alert: AlertSubject, confirmUrl: string, productUrl: string): MailMessage {
  return composeLetter(alert.to, alert.store, productUrl, {
    footer: {
      ...FOOTER,
      unsubscribe: "mail.stockAlert.confirm.ignore",
      unsubscribeLink: "stockAlert.page.viewProduct",
    },
    kind: "stock-alert-confirm",
    subject: "mail.stockAlert.confirm.subject",
    paragraphs: ["mail.stockAlert.confirm.intro"],
    button: { label: "mail.stockAlert.confirm.cta", url: confirmUrl },
    params: { product: alert.productName, size: alert.sizeLabel },
  });
}

/**
 * The one back-in-stock mail of an alert: the product page and a link that stops every alert of the
 * address, also as RFC 8058 one-click headers (a mail client's POST to that link unsubscribes).
 */
export function backInStockMail(alert: AlertSubject, productUrl: string, unsubscribeUrl: string): MailMessage {
  const letter = composeLetter(alert.to, alert.store, unsubscribeUrl, {
    footer: FOOTER,
    kind: "stock-alert",
    subject: "mail.stockAlert.back.subject",
    paragraphs: ["mail.stockAlert.back.intro"],
    button: { label: "mail.stockAlert.back.cta", url: productUrl },
    after: ["mail.stockAlert.back.note"],
    params: { product: alert.productName, size: alert.sizeLabel },
  });
  return {
    ...letter,
    headers: { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
