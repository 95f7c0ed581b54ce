import * as z from "zod";
import { STORE_CODES, type StoreCode } from "../../domain/store-views";

/** What a message is for; the known kinds are listed for completion, any other name is allowed. */
export type MailKind = "order-confirmation" | "password-reset" | "newsletter-confirm" | "contact" | (string & {});

/** One e-mail, already rendered in the store view's language. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: MailKind;
  store: StoreCode;
  /**
   * Extra headers for the mail API (e.g. RFC 8058 `List-Unsubscribe` and `List-Unsubscribe-Post`).
   * They go with the delivery only: the outbox keeps what the shopper reads.
   */
  headers?: Record<string, string>;
}

/**
 * What became of a message. It is in the outbox in every case: "stored" (outbox provider), "sent" (the
 * mail API accepted it) or "failed" (the mail API refused or did not answer; the row keeps the error).
 */
export interface MailReceipt {
  id: string;
  status: "stored" | "sent" | "failed";
}

/** Sends e-mail; only a database that cannot keep the message makes `send` throw. */
export interface MailService {
  send(message: MailMessage): Promise<MailReceipt>;
  /** Delivers a message already written to the outbox inside the caller's batch (see `outboxStatement`). */
  deliverStored(id: string, message: MailMessage): Promise<MailReceipt>;
}

// A message is built by our own code, so a bad one is a bug: the check throws rather than answering 400.
const ADDRESS = /^[^\s<>@",;]+@[^\s<>@",;]+\.[^\s<>@",;]+$/;
const ONE_LINE = /^[^\r\n]*$/;

/**
 * The bounds a message must keep (a header value on one line, bodies well under mail APIs' limits).
 * Built on the first message (`z.lazy`), not in every isolate's start-up.
 */
export const mailMessageSchema = z.lazy(() =>
  z.strictObject({
    to: z.string().max(254).regex(ADDRESS, "must be one e-mail address"),
    subject: z.string().min(1).max(300).regex(ONE_LINE, "must be one line"),
    text: z.string().max(512 * 1024),
    html: z.string().max(512 * 1024),
    kind: z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, "must be a lower-case name such as order-confirmation"),
    store: z.enum(STORE_CODES),
    headers: z
      .record(
        z.string().regex(/^[A-Za-z][A-Za-z0-9-]{0,60}$/, "must be a header name"),
        z.string().max(2000).regex(ONE_LINE, "must be one line"),
      )
      .optional(),
  }),
);
