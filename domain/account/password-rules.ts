/**
 * SPEC §5 account rules shared by the account forms (messages beside each field) and the server
 * (which never trusts the form). Pure: message keys name the SPEC's messages.
 */

/** SPEC §9: password minimum 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;
// The request bounds (schema/constants.ts), which the requests' schemas apply too.
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from "../../schema/constants";

export { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH };

export type PasswordMessage =
  | "form.required"
  | "account.passwordTooShort"
  | "account.passwordClasses"
  | "account.passwordTooLong"
  | "account.passwordsIdentical";

const CLASSES = [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{L}\p{Nd}\s]/u];

/** How many of the four character classes (lower, upper, digits, special) a password uses. */
export function characterClasses(password: string): number {
  return CLASSES.filter((re) => re.test(password)).length;
}

/** SPEC §5: at least 8 characters and 3 character classes; null when acceptable. */
export function passwordProblem(password: string): PasswordMessage | null {
  if (password === "") return "form.required";
  if ([...password].length < PASSWORD_MIN_LENGTH) return "account.passwordTooShort";
  if (password.length > PASSWORD_MAX_LENGTH) return "account.passwordTooLong";
  if (characterClasses(password) < 3) return "account.passwordClasses";
  return null;
}

/** SPEC §5 "Passwords must be identical": the repeat field's problem, or null. */
export function repeatProblem(password: string, repeat: string): PasswordMessage | null {
  if (repeat === "") return "form.required";
  return password === repeat ? null : "account.passwordsIdentical";
}

const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/;

/** An e-mail address as accounts keep it: trimmed, lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** SPEC §5 "Please provide valid e-mail address". */
export function isValidEmail(email: string): boolean {
  const e = email.trim();
  return e.length <= EMAIL_MAX_LENGTH && EMAIL.test(e);
}

/** SPEC §5 "Name must have at least 2 letters". */
export function nameProblem(name: string): "form.required" | "form.nameTooShort" | null {
  if (!name.trim()) return "form.required";
  return (name.match(/\p{L}/gu)?.length ?? 0) < 2 ? "form.nameTooShort" : null;
}
