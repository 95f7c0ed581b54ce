/** Holds a page's scripts back, as a slow link or CPU would, so a journey can act before the islands hydrate. */
import type { Page } from "playwright-core";

/**
 * From now on the page's JavaScript requests wait until `release()` is called (then, and from then
 * on, they go through unchanged): the server's HTML shows and works, but no island hydrates before
 * the journey says so. The route stays (removing it while requests wait would answer them twice).
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith(".js"),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}
