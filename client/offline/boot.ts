/**
 * The offline side of every page (issue 33), imported by the entry a moment after the page has
 * loaded (entry.tsx), so it costs the first paint nothing: the service worker's registration and
 * update notice (register.ts) and the sync of queued tasks when online (online.ts). It starts when
 * imported.
 */
import { DEFAULT_STORE, isStoreCode } from "../../domain/store-views";
import { loadUiMessages } from "../i18n/messages";
import { createTranslator } from "../i18n/translate";
import { followConnectivity } from "./online";
import { registerServiceWorker } from "./register";

const store = document.documentElement.dataset.store ?? "";
// The page's strings: the entry loaded them already, so this is no second download.
const t = loadUiMessages(isStoreCode(store) ? store : DEFAULT_STORE).then(createTranslator);
followConnectivity(t);
registerServiceWorker(t);
