import { atom } from "nanostores";
import { MODAL_CLOSE_ANIMATION_MS } from "../../schema/constants";
import { clientWritable } from "./server-guard";
import { $isMobileMenuOpen } from "./ui";

/** Modals of SPEC §2 (bottom sheets). Later features register more names here. */
export type ModalName =
  | "language-switcher"
  | "feature-not-implemented"
  | "product-options"
  | "terms"
  | "size-guide"
  | "authentication"
  | "review"
  | "offline-order";

export interface ModalInstance {
  name: ModalName;
  /** Increases with every opening, so a reopened modal is a new instance. */
  instance: number;
  payload: unknown;
  closing: boolean;
}

export const $modals = clientWritable(atom<readonly ModalInstance[]>([]));

let nextInstance = 1;
const closeTimers = new Map<number, ReturnType<typeof setTimeout>>();

/**
 * Opens a modal; an earlier instance of the same modal is closed first (SPEC §2), and so is the
 * mobile menu: a modal never stacks on top of an open menu.
 */
export function openModal(name: ModalName, payload: unknown = null): void {
  $isMobileMenuOpen.set(false);
  const others = $modals.get().filter((m) => m.name !== name);
  for (const m of $modals.get()) if (m.name === name) clearTimer(m.instance);
  $modals.set([...others, { name, instance: nextInstance++, payload, closing: false }]);
}

/** Starts the 400 ms closing animation; the payload is kept until the modal is gone. */
export function closeModal(name: ModalName): void {
  const current = $modals.get().find((m) => m.name === name && !m.closing);
  if (!current) return;
  $modals.set($modals.get().map((m) => (m === current ? { ...m, closing: true } : m)));
  closeTimers.set(
    current.instance,
    setTimeout(() => {
      closeTimers.delete(current.instance);
      $modals.set($modals.get().filter((m) => m.instance !== current.instance));
    }, MODAL_CLOSE_ANIMATION_MS),
  );
}

export function isModalOpen(name: ModalName): boolean {
  return $modals.get().some((m) => m.name === name && !m.closing);
}

function clearTimer(instance: number): void {
  const timer = closeTimers.get(instance);
  if (timer) clearTimeout(timer);
  closeTimers.delete(instance);
}
