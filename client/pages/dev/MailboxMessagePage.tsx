import type { ReactNode } from "react";
import { useI18n } from "../../i18n/translate";
import type { MailboxLinks, MailboxMessage } from "./mailbox-types";
import { formatMoment, MailboxStatus } from "./MailboxStatus";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="mailbox__header">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * /dev/mailbox/:id: one message's headers, its HTML in a sandboxed frame and its text. The frame
 * loads /dev/mailbox/:id/html, served with a policy of its own (worker/http/security.ts): the
 * e-mail's inline styles apply as in a mail program, while `sandbox` (here and in its CSP) keeps it
 * from running a script or reaching our origin, and remote images stay off.
 */
export function MailboxMessagePage({ message, links }: { message: MailboxMessage; links: MailboxLinks }) {
  const { t, store } = useI18n();
  return (
    <article className="mailbox container">
      <link rel="stylesheet" href={links.stylesheet} precedence="default" />
      <p>
        <a className="mailbox__back" href={links.list}>
          ← {t("dev.mailbox.back")}
        </a>
      </p>
      <header className="mailbox__intro">
        <p className="eyebrow">{message.kind}</p>
        <h1 className="mailbox__title mailbox__title--message">{message.subject}</h1>
      </header>
      <dl className="mailbox__headers">
        <Row label={t("dev.mailbox.to")}>{message.to}</Row>
        <Row label={t("dev.mailbox.store")}>{message.store.toUpperCase()}</Row>
        <Row label={t("dev.mailbox.created")}>{formatMoment(store.locale, message.createdAt)}</Row>
        <Row label={t("dev.mailbox.status")}>
          <MailboxStatus entry={message} />
          {message.sentAt !== null && ` ${formatMoment(store.locale, message.sentAt)}`}
        </Row>
        {message.providerId && <Row label={t("dev.mailbox.providerId")}>{message.providerId}</Row>}
        {message.error && <Row label={t("dev.mailbox.error")}>{message.error}</Row>}
      </dl>
      <section className="mailbox__part" aria-labelledby="mailbox-html">
        <h2 id="mailbox-html" className="mailbox__heading">
          {t("dev.mailbox.html")}
        </h2>
        <iframe
          className="mailbox__frame"
          title={t("dev.mailbox.htmlFrame", { subject: message.subject })}
          sandbox=""
          src={`${links.list}/${message.id}/html`}
          referrerPolicy="no-referrer"
        />
        <p className="small">{t("dev.mailbox.htmlNote")}</p>
      </section>
      <section className="mailbox__part" aria-labelledby="mailbox-text">
        <h2 id="mailbox-text" className="mailbox__heading">
          {t("dev.mailbox.text")}
        </h2>
        <pre className="mailbox__text">{message.text}</pre>
      </section>
    </article>
  );
}
