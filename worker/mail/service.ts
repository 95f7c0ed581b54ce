import type { Database } from "../db/client";
import { describeError, type Logger } from "../logging/logger";
import type { MailConfig } from "../../schema/config/mail";
import { deliverToMailApi, MAIL_API_TIMEOUT_MS, type MailApiTarget } from "./mail-api";
import { insertOutboxMessage, markFailed, markSent } from "./repo";
import { mailMessageSchema, type MailMessage, type MailReceipt, type MailService } from "./types";

/** What the service may be given instead of the platform's: a fetch (tests' fake API), a logger, a deadline. */
export interface MailDeps {
  fetch?: typeof fetch;
  log?: Logger;
  timeoutMs?: number;
}

// Without a request logger the service stays quiet rather than writing lines nobody can correlate.
const SILENT: Logger = { debug() {}, info() {}, warn() {}, error() {} };

/**
 * The mail service of the configuration (ARCHITECTURE §7). Every message is first written to the
 * outbox; the "outbox" provider stops there, the "http" provider then hands it to the mail API and
 * records the outcome on the row. Logs name the message by id, kind and store view only: never an
 * address, a subject or a body.
 */
export function createMailService(
  config: Pick<MailConfig, "MAIL_PROVIDER" | "MAIL_API_URL" | "MAIL_API_KEY" | "MAIL_FROM">,
  db: Database,
  deps: MailDeps = {},
): MailService {
  const log = deps.log ?? SILENT;
  const target: MailApiTarget | null =
    config.MAIL_PROVIDER === "http" && config.MAIL_API_URL && config.MAIL_API_KEY
      ? {
          url: config.MAIL_API_URL,
          apiKey: config.MAIL_API_KEY,
          from: config.MAIL_FROM,
          fetch: deps.fetch ?? fetch,
          timeoutMs: deps.timeoutMs ?? MAIL_API_TIMEOUT_MS,
        }
      : null;
  if (config.MAIL_PROVIDER === "http" && !target) {
    // refineMailConfig stops this at config parsing; a caller that skipped it gets the same words.
    throw new Error("MAIL_API_URL and MAIL_API_KEY are required when MAIL_PROVIDER is http");
  }

  /** Hands a stored message to the mail API (http provider) and records the outcome on its row. */
  async function deliver(id: string, message: MailMessage): Promise<MailReceipt> {
    const facts = { mailId: id, kind: message.kind, store: message.store };
    if (!target) {
      log.info("mail: stored in outbox", facts);
      return { id, status: "stored" };
    }
    const result = await deliverToMailApi(target, id, message);
    try {
      if (result.ok) await markSent(db, id, new Date(), result.providerId);
      else await markFailed(db, id, result.error);
    } catch (error) {
      // The delivery outcome stands; only its record is missing, which the log says.
      log.error("mail: outcome not recorded", { ...facts, delivered: result.ok, ...describeError(error) });
    }
    if (result.ok) {
      log.info("mail: sent", facts);
      return { id, status: "sent" };
    }
    log.warn("mail: delivery failed, kept in outbox", { ...facts, error: result.error });
    return { id, status: "failed" };
  }

  return {
    async send(input) {
      const message: MailMessage = mailMessageSchema.parse(input);
      const id = crypto.randomUUID();
      try {
        await insertOutboxMessage(db, id, message, new Date());
      } catch (error) {
        // drizzle's message lists the query's parameters (the address, the body); ours names none.
        throw new Error("mail: the outbox could not keep the message", { cause: error });
      }
      return deliver(id, message);
    },
    deliverStored: deliver,
  };
}
