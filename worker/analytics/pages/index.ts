/** The analytics pages' face: the operator's field vitals screen. */
export { registerAnalyticsPages } from "./vitals-screen";
