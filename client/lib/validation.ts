import type { MessageKey } from "../i18n/messages/types";

/** Inline e-mail check for forms; returns the SPEC §5 message key or null when valid. */
export function validateEmail(value: string, required: boolean): MessageKey | null {
  const email = value.trim();
  if (email === "") return required ? "form.required" : null;
  // Deliberately loose: one @, something before it, a dot in the domain, no spaces.
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email) ? null : "form.email";
}
