import path from "node:path";
import { ROOT } from "../../scripts/worker-runtime";

/** The tests run against the demo catalogue in its own folder (never the one `npm start` serves). */
export const TEST_CATALOG = path.join(ROOT, ".data/test-catalog");
