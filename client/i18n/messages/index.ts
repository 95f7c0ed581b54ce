import type { StoreCode } from "../store-views";
import type { UiMessages } from "./types";

/**
 * Loads one language's browser strings; code-split so the browser downloads only its own store's
 * strings, and only those islands use (page strings stay on the server).
 */
export function loadUiMessages(code: StoreCode): Promise<UiMessages> {
  switch (code) {
    case "de":
      return import("./ui.de").then((m) => m.uiDe);
    case "en":
      return import("./ui.en").then((m) => m.uiEn);
    default:
      return import("./ui.nl").then((m) => m.uiNl);
  }
}
