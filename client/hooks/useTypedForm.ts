import { useCallback, useLayoutEffect, useRef, useState } from "react";
import { findInDocument, typedValues, type FieldValue } from "../hydrate/typed";

/**
 * Once, as the island hydrates (a layout effect: before any effect of its own restores a draft or
 * fills in the signed-in customer), hands `adopt` what the shopper typed into the server's fields
 * `ids` (form key -> element id) that differs from `rendered` (client/hydrate/typed.ts). A fresh
 * mount in the browser (a modal opened later) finds its own values and adopts nothing.
 */
export function useAdoptTyped<K extends string>(
  ids: Readonly<Record<K, string>>,
  rendered: Readonly<Record<K, FieldValue>>,
  adopt: (typed: Partial<Record<K, FieldValue>>) => void,
): void {
  const first = useRef({ ids, rendered, adopt });
  useLayoutEffect(() => {
    const { ids: at, rendered: was, adopt: take } = first.current;
    const typed = typedValues(at, was, findInDocument);
    if (Object.keys(typed).length > 0) take(typed);
  }, []);
}

/**
 * A form's state whose fields start as what the shopper already typed into the server's HTML
 * (useAdoptTyped), and a setter per field that never works from a stale copy of the form.
 */
export function useTypedForm<F extends Record<string, FieldValue>>(
  initial: F,
  ids: Readonly<Record<keyof F & string, string>>,
) {
  const [form, setForm] = useState(initial);
  useAdoptTyped<keyof F & string>(ids, form, (typed) => setForm((f) => ({ ...f, ...typed })));
  const set = useCallback(<K extends keyof F>(field: K, value: F[K]) => setForm((f) => ({ ...f, [field]: value })), []);
  return [form, set, setForm] as const;
}
