/**
 * English content (CMS) strings islands need in the browser: the contact form.
 * They define this part's keys; the other languages must have the same (messages.test.ts).
 */
export const ui = {
  "contact.name": "Your name",
  "contact.email": "E-mail address",
  "contact.subject": "Subject",
  "contact.message": "Your message",
  "contact.send": "Send message",
  "contact.sending": "Sending…",
  "contact.sent": "Thank you. We have received your message and will reply within one working day.",
  "contact.failed": "Your message could not be sent. Please try again or e-mail us.",
  "contact.tooFast": "That was quick. Please wait a few seconds and send your message again.",
  "contact.tokenUsed": "This message has already been sent.",
  "contact.required": "Field is required",
  "contact.invalidEmail": "Please provide valid e-mail address",
} as const;
