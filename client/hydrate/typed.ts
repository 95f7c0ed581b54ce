/**
 * What the shopper typed before an island owned its fields (issue 35.1). The server's HTML is a
 * working form from first paint, but the boot script starts the islands only after it (client/boot.ts),
 * so a shopper may type into the server's inputs before React has hydrated them. Hydration keeps the
 * DOM's values, yet the island's state still holds what it rendered on the server: its first
 * re-render would write that state back over the typed text. Until the island owns them, the DOM's
 * fields are the truth: an island reads them once, as it hydrates (useTypedForm), and adopts every
 * value that differs from what it rendered.
 */

/** A form control as far as adopting it goes (an input, select or textarea; tests pass plain objects). */
export interface FieldLike {
  type?: string;
  value: string;
  checked?: boolean;
}

/** A field's value: text for inputs, selects and text areas, a boolean for checkboxes. */
export type FieldValue = string | boolean;

/** Finds the control an island renders under `id` (document.getElementById in the browser). */
export type FindField = (id: string) => FieldLike | null;

const isCheckable = (field: FieldLike) => field.type === "checkbox" || field.type === "radio";

/**
 * The fields of `ids` (form key -> element id) whose control holds something other than what the
 * island rendered (`rendered`): the shopper's typing (or choice) before hydration, by form key.
 * A key whose control is missing, or of the other kind (a checkbox for a text value), is left out.
 */
export function typedValues<K extends string>(
  ids: Readonly<Record<K, string>>,
  rendered: Readonly<Record<K, FieldValue>>,
  find: FindField,
): Partial<Record<K, FieldValue>> {
  const typed: Partial<Record<K, FieldValue>> = {};
  for (const key of Object.keys(ids) as K[]) {
    const field = find(ids[key]);
    const current = rendered[key];
    if (!field) continue;
    if (typeof current === "boolean") {
      if (isCheckable(field) && field.checked !== undefined && field.checked !== current) typed[key] = field.checked;
    } else if (!isCheckable(field) && typeof field.value === "string" && field.value !== current) {
      typed[key] = field.value;
    }
  }
  return typed;
}

/** The browser's lookup: the element with that id, if it is a form control. */
export function findInDocument(id: string): FieldLike | null {
  const el = document.getElementById(id);
  return el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement
    ? el
    : null;
}
