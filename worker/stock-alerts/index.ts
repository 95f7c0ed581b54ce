/**
 * Back-in-stock alerts' public face (issue 32 point 4): the sign-up API, the operator's web stock
 * API, and the restock that sends each alert's one e-mail (`queueRestockAlerts` with a database
 * only, for the operator tools; `alertRestocked` in the worker). Its pages have their own face,
 * ./pages: they need the renderer, and this face stays loadable by scripts.
 */
export { createStockAlertApi } from "./routes";
export { createStockAdminApi } from "./routes-admin";
export { alertRestocked, queueRestockAlerts, type QueuedAlertMail } from "./restock";
export { setWebStock, setWebStockMany } from "./repo";
