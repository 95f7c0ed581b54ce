import { atom } from "nanostores";
import { NOTIFICATION_LIFETIME_MS } from "../../schema/constants";
import { clientWritable } from "./server-guard";

/** SPEC §3 Notification types; anything else is shown as danger. */
export const NOTIFICATION_TYPES = ["secondary", "info", "success", "warning", "danger"] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface NotificationAction {
  label: string;
  /** A link to follow; without it the action just closes the notification. */
  href?: string;
  /** Run when the action is chosen (then the notification closes), e.g. the update notice's Reload. */
  onSelect?: () => void;
}

export interface NotificationInput {
  type: string;
  message: string;
  action1?: NotificationAction;
  /** A second action beside the first (SPEC §8 cart messages: OK and 'Proceed to checkout'). */
  action2?: NotificationAction;
  timeToLive?: number;
  hasNoTimeout?: boolean;
}

export interface Notification extends Omit<NotificationInput, "type"> {
  id: number;
  type: NotificationType;
}

export const $notifications = clientWritable(atom<readonly Notification[]>([]));

let nextId = 1;

function normaliseType(type: string): NotificationType {
  return (NOTIFICATION_TYPES as readonly string[]).includes(type) ? (type as NotificationType) : "danger";
}

/**
 * Shows a notification (SPEC §4/§8): it expires after 5 s unless timeToLive is given or it has no
 * timeout; a notification repeating the message of the one shown last is suppressed.
 * Returns the notification id, or null when suppressed.
 */
export function notify(input: NotificationInput): number | null {
  const list = $notifications.get();
  const last = list[list.length - 1];
  if (last && last.message === input.message) return null;
  const notification: Notification = { ...input, id: nextId++, type: normaliseType(input.type) };
  $notifications.set([...list, notification]);
  if (!input.hasNoTimeout) {
    setTimeout(() => dismiss(notification.id), input.timeToLive ?? NOTIFICATION_LIFETIME_MS);
  }
  return notification.id;
}

export function dismiss(id: number): void {
  $notifications.set($notifications.get().filter((n) => n.id !== id));
}
