/**
 * English strings of the dev mailbox (/dev/mailbox), only the server renders them.
 * They define this part's keys; the other languages must have the same (messages.test.ts).
 */
export const page = {
  "dev.mailbox.title": "Mailbox",
  "dev.mailbox.eyebrow": "Local development",
  "dev.mailbox.intro":
    "Every e-mail the shop has written to its outbox, newest first. It stays on this machine: nothing here was delivered.",
  "dev.mailbox.empty": "No e-mails yet. Place an order or ask for a password reset, and the message appears here.",
  "dev.mailbox.limit": "Showing the newest {count} messages.",
  "dev.mailbox.back": "All messages",
  "dev.mailbox.to": "To",
  "dev.mailbox.store": "Store view",
  "dev.mailbox.created": "Written",
  "dev.mailbox.status": "Delivery",
  "dev.mailbox.status.stored": "In outbox",
  "dev.mailbox.status.sent": "Sent",
  "dev.mailbox.status.failed": "Failed",
  "dev.mailbox.providerId": "Provider id",
  "dev.mailbox.error": "Error",
  "dev.mailbox.html": "HTML version",
  "dev.mailbox.htmlFrame": "HTML version of “{subject}”",
  "dev.mailbox.htmlNote": "Shown in a sandbox with its own styles: scripts and remote images are switched off.",
  "dev.mailbox.text": "Plain-text version",
} as const;
