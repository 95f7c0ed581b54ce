/**
 * Back-in-stock alerts' pages (confirm and unsubscribe), a face of their own: they need the
 * renderer, which only the worker's bundle resolves; the feature's face stays loadable by scripts.
 */
export { isOneClickUnsubscribePath, registerStockAlertPages } from "./pages";
