/** One outbox message as the dev mailbox lists it (times in ms since the epoch). */
export interface MailboxEntry {
  id: string;
  kind: string;
  store: string;
  to: string;
  subject: string;
  createdAt: number;
  sentAt: number | null;
  error: string | null;
}

/** One outbox message with its bodies, for the message view. */
export interface MailboxMessage extends MailboxEntry {
  text: string;
  html: string;
  providerId: string | null;
}

/** Where the mailbox's pages live: its list, and the stylesheet it serves itself. */
export interface MailboxLinks {
  list: string;
  stylesheet: string;
}
