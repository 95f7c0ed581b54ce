/**
 * After-sales' pages (a sub-feature: it renders, so scripts that load ../index.ts stay free of the
 * renderer): the guest's order lookup and its order page, the return forms, and the after-sales
 * part of a customer's order detail.
 */
export { afterSalesSection, registerAfterSalesPages } from "./lookup";
