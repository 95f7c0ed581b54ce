/**
 * `npm test`'s first step (scripts/test.mjs): the build and the test catalogue made current once,
 * before the unit and browser projects start side by side with STOREFRONT_TEST_PREPARED=1.
 */
import { ensureBuilt } from "./global-setup";

await ensureBuilt();
