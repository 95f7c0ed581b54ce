/** What the account forms share: field errors from the API's `fields`, and a form-level message. */
import { ApiError } from "../../api/errors";

export type FieldErrors = Record<string, string>;

/**
 * Field messages from a refusal, renamed to the form's field names (`customer.email` → `email`);
 * the rest of a refusal is the form's message. Faults (network, deadline) get `fallback`.
 */
export function refusal(
  error: unknown,
  fallback: string,
  rename: Record<string, string> = {},
): { fields: FieldErrors; message: string | null } {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500)
    return { fields: {}, message: error instanceof ApiError && error.status === 503 ? error.message : fallback };
  const fields: FieldErrors = {};
  for (const [name, text] of Object.entries(error.fields ?? {})) fields[rename[name] ?? name] = text;
  return { fields, message: Object.keys(fields).length > 0 ? null : error.message };
}
