import { useI18n } from "../../i18n/translate";
import type { MailboxEntry } from "./mailbox-types";

/** "In outbox", "Sent" or "Failed", as a small label. */
export function MailboxStatus({ entry }: { entry: Pick<MailboxEntry, "sentAt" | "error"> }) {
  const { t } = useI18n();
  const status = entry.sentAt !== null ? "sent" : entry.error !== null ? "failed" : "stored";
  const label = {
    sent: t("dev.mailbox.status.sent"),
    failed: t("dev.mailbox.status.failed"),
    stored: t("dev.mailbox.status.stored"),
  };
  return <span className={`mailbox__status mailbox__status--${status}`}>{label[status]}</span>;
}

/** A moment as the store view writes it, in the shop's own time zone (the worker runs in UTC). */
export function formatMoment(locale: string, ms: number): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: "medium",
    timeStyle: "medium",
    timeZone: "Europe/Amsterdam",
  }).format(ms);
}
