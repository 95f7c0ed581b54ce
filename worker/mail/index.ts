/**
 * Mail's public face (ARCHITECTURE §7): a mail service that writes every message to the outbox and,
 * configured for it, hands it to an HTTP mail API; the config fragment. The dev mailbox pages have
 * their own face (./mailbox): they need the renderer, and this face stays loadable by scripts.
 */
export {
  DEFAULT_MAIL_FROM,
  mailConfigIssues,
  mailConfigSchema,
  refineMailConfig,
  type MailConfig,
} from "../../schema/config/mail";
export { MAIL_API_TIMEOUT_MS } from "./mail-api";
export { createMailService, type MailDeps } from "./service";
export { mailMessageSchema, type MailKind, type MailMessage, type MailReceipt, type MailService } from "./types";
export { outboxStatement, outboxWhenStatement } from "./repo";
export { composeLetter, type LetterContent } from "./letter";
