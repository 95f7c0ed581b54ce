/**
 * The cart's browser code besides the microcart panel: add to bag, the quick-add modal and the cart
 * page's view. It is loaded only through panels/MicrocartPanel.tsx, which re-exports it, so all of
 * the cart's code is one lazy chunk (named after the panel). The bundler makes one chunk per set of
 * entries that share a module: one entry for the whole cart splits the chunks the islands share at
 * most once, where several would split them into pieces, and every piece costs every page bytes
 * (the 80 KB budget, test/client-budget.test.ts).
 */
export { addProduct, editProduct } from "./stores/cart-product";
export { syncOfflineCart } from "./stores/cart-offline";
export { default as ProductOptionsModal } from "./modals/ProductOptionsModal";
export { CartView } from "./components/cart/CartView";
