/**
 * Mail's public face (ARCHITECTURE §7): a mail service that writes every message to the outbox and,
 * configured for it, hands it to an HTTP mail API; the config fragment; the dev mailbox routes.
 */
export {
  DEFAULT_MAIL_FROM,
  mailConfigIssues,
  mailConfigSchema,
  refineMailConfig,
  type MailConfig,
} from "../../schema/config/mail";
// The dev mailbox page (./dev-mailbox) is mounted by the composition root: it renders pages, and this
// face must stay loadable by scripts.
export { MAIL_API_TIMEOUT_MS } from "./mail-api";
export { createMailService, type MailDeps } from "./service";
export { mailMessageSchema, type MailKind, type MailMessage, type MailReceipt, type MailService } from "./types";
export { outboxStatement } from "./outbox";
