import type { PageMessageKey } from "./page.en";
import type { UiMessageKey } from "./ui.en";

/** Every message key: strings for the browser (ui.*.ts) and strings only the server renders (page.*.ts). */
export type MessageKey = UiMessageKey | PageMessageKey;
export type Messages = Record<MessageKey, string>;
export type { UiMessageKey, UiMessages } from "./ui.en";
