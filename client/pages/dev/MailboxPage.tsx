import { useI18n } from "../../i18n/translate";
import type { MailboxEntry, MailboxLinks } from "./mailbox-types";
import { formatMoment, MailboxStatus } from "./MailboxStatus";

/** /dev/mailbox: every message in the outbox, newest first (local development only). */
export function MailboxPage({
  entries,
  limit,
  links,
}: {
  entries: MailboxEntry[];
  limit: number;
  links: MailboxLinks;
}) {
  const { t, store } = useI18n();
  return (
    <div className="mailbox container">
      <link rel="stylesheet" href={links.stylesheet} precedence="default" />
      <header className="mailbox__intro">
        <p className="eyebrow">{t("dev.mailbox.eyebrow")}</p>
        <h1 className="mailbox__title">{t("dev.mailbox.title")}</h1>
        <p className="lead">{t("dev.mailbox.intro")}</p>
      </header>
      {entries.length === 0 ? (
        <p className="mailbox__empty">{t("dev.mailbox.empty")}</p>
      ) : (
        <section aria-labelledby="mailbox-list">
          <h2 id="mailbox-list" className="visually-hidden">
            {t("dev.mailbox.title")}
          </h2>
          <ol className="mailbox__list">
            {entries.map((entry) => (
              <li key={entry.id}>
                <a className="mailbox__item" href={`${links.list}/${entry.id}`}>
                  <span className="mailbox__subject">{entry.subject}</span>
                  <MailboxStatus entry={entry} />
                  <span className="mailbox__meta">
                    <span>{entry.to}</span>
                    <span>{entry.kind}</span>
                    <span>{entry.store.toUpperCase()}</span>
                    <time dateTime={new Date(entry.createdAt).toISOString()}>
                      {formatMoment(store.locale, entry.createdAt)}
                    </time>
                  </span>
                </a>
              </li>
            ))}
          </ol>
          {entries.length >= limit && <p className="small">{t("dev.mailbox.limit", { count: limit })}</p>}
        </section>
      )}
    </div>
  );
}
