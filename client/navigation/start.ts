/**
 * The navigation history (previous-path lookup) and the product page's transitions (SPEC §2),
 * started by the entry once the browser is idle: neither is needed for the page to work, so
 * neither is in the code every page must run first.
 */
import { startHistory } from "./history";
import { startTransitions } from "./transitions";

startHistory();
startTransitions();
