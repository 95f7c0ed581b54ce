/**
 * The account e-mails (in the account's language) through the mail adapter's outbox: the password
 * reset link, and the note to an existing customer when somebody registers with their address.
 * Pure builders; sending happens in the background so answers take the same time either way.
 */
import type { StoreCode } from "../../domain/store-views";
import { storePath } from "../../domain/urls";
import type { MailMessage } from "../mail";
import { translatorFor } from "../context";

const escape = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The reset page's link: single use, carrying the token and the address it was made for. */
export function resetLink(origin: string, store: StoreCode, email: string, token: string): string {
  const params = new URLSearchParams({ token, email });
  return `${origin}${storePath(store, "/password-reset")}?${params.toString()}`;
}

function layout(paragraphs: string[], button: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escape(p)}</p>`).join("");
  return `<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif;color:#1c1b19;max-width:560px;margin:0 auto;padding:24px">
<p style="font-size:20px;letter-spacing:.2em;text-transform:uppercase;margin:0 0 24px">Atelier Noord</p>${body}
<p style="margin:24px 0"><a href="${escape(button.href)}" style="background:#1c1b19;color:#fff;padding:12px 20px;text-decoration:none;display:inline-block">${escape(button.label)}</a></p>
<p style="font-size:12px;color:#6b6760;word-break:break-all">${escape(button.href)}</p></body></html>`;
}

/** The password reset e-mail. */
export function resetMail(input: { to: string; firstname: string; store: StoreCode; link: string }): MailMessage {
  const t = translatorFor(input.store);
  const lines = [
    t("account.mail.reset.greeting", { name: input.firstname }),
    t("account.mail.reset.body"),
    t("account.mail.reset.ignore"),
  ];
  return {
    to: input.to,
    subject: t("account.mail.reset.subject"),
    text: `${lines[0]}\n\n${lines[1]}\n${input.link}\n\n${lines[2]}\n`,
    html: layout(lines, { href: input.link, label: t("account.mail.reset.button") }),
    kind: "password-reset",
    store: input.store,
  };
}

/** To an existing customer when their address is used to register again (registration reveals nothing). */
export function alreadyRegisteredMail(input: {
  to: string;
  firstname: string;
  store: StoreCode;
  resetPage: string;
}): MailMessage {
  const t = translatorFor(input.store);
  const lines = [t("account.mail.reset.greeting", { name: input.firstname }), t("account.mail.exists.body")];
  return {
    to: input.to,
    subject: t("account.mail.exists.subject"),
    text: `${lines[0]}\n\n${lines[1]}\n${input.resetPage}\n`,
    html: layout(lines, { href: input.resetPage, label: t("account.mail.reset.button") }),
    kind: "account-exists",
    store: input.store,
  };
}
