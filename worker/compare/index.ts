/**
 * Compare's public face (issue 32.2): a shopper compares up to COMPARE_MAX_ITEMS products side by
 * side. A guest's list stays in the browser; a customer's is kept on the server (`/api/compare`)
 * and the guest's joins it at login. The compare page (`/{store}/compare`) is one shell for everyone;
 * its island reads the list and asks `/api/compare/products` for the catalogue's data once.
 */
export { createCompareApi } from "./routes";
export { registerComparePages } from "./pages";
