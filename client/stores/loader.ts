import { atom } from "nanostores";
import { PROGRESS_JUMP_PERCENT } from "../../schema/constants";
import { clientWritable } from "./server-guard";

/** SPEC §4 Loader: shown between progress start and stop, optionally with a message. */
export const $loader = clientWritable(atom<{ active: boolean; message?: string }>({ active: false }));

export function startLoader(message?: string): void {
  $loader.set(message === undefined ? { active: true } : { active: true, message });
}

export function stopLoader(): void {
  $loader.set({ active: false });
}

/** SPEC §4 Page progress bar: starts on navigation, jumps to 40 %, then finishes. */
export type ProgressState = { phase: "idle" } | { phase: "running"; percent: number } | { phase: "done" };
export const $progress = clientWritable(atom<ProgressState>({ phase: "idle" }));

export function startProgress(): void {
  $progress.set({ phase: "running", percent: PROGRESS_JUMP_PERCENT });
}

export function finishProgress(): void {
  if ($progress.get().phase === "idle") return;
  $progress.set({ phase: "done" });
}

export function resetProgress(): void {
  $progress.set({ phase: "idle" });
}
