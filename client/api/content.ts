import type {
  ContactMessageInput,
  ContactSentDto,
  FragmentDto,
  FragmentQuery,
  MailTokenDto,
} from "../../schema/api/content";
import { getEndpoint, postEndpoint } from "./endpoint";

const MAIL_TIMEOUT_MS = 8000;

/** GET /api/ext/mail-service/get-token (SPEC §7): the contact form's anti-abuse token. */
export const getMailToken = getEndpoint<Record<string, never>, MailTokenDto>(
  "/api/ext/mail-service/get-token",
  MAIL_TIMEOUT_MS,
);

/** POST /api/ext/mail-service/send-email (SPEC §7): the contact form's message, into the outbox. */
export const sendContactEmail = postEndpoint<ContactMessageInput, ContactSentDto>(
  "/api/ext/mail-service/send-email",
  MAIL_TIMEOUT_MS,
);

/**
 * GET /api/content/fragment?slug&storeCode: a published page's body, rendered and sanitised (size
 * guide modal), and the stylesheets its blocks need besides the page's own.
 */
export const getContentFragment = getEndpoint<FragmentQuery, FragmentDto>("/api/content/fragment", MAIL_TIMEOUT_MS);
