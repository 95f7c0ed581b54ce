import type { StoreCode } from "../store-views";
import type { Messages } from "./en";

/** Loads one language's messages; code-split so the browser only downloads its own store's strings. */
export function loadMessages(code: StoreCode): Promise<Messages> {
  switch (code) {
    case "de":
      return import("./de").then((m) => m.de);
    case "en":
      return import("./en").then((m) => m.en);
    default:
      return import("./nl").then((m) => m.nl);
  }
}
