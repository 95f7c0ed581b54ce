/** Holds a page's scripts back, as a slow link or CPU would, so a journey can act before the islands hydrate. */
import type { Page } from "playwright-core";

/**
 * From now on the page's JavaScript requests wait until `release()` is called (then, and from then
 * on, they go through unchanged): the server's HTML shows and works, but no island hydrates before
 * the journey says so. With `bootRuns`, the page's own script tag (client/boot.ts) is let through and
 * only what it starts waits. The route stays (removing it while requests wait would answer them twice).
 */
export async function holdScripts(page: Page, { bootRuns = false } = {}): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith(".js") && !(bootRuns && /^\/assets\/boot-[^/]+\.js$/.test(url.pathname)),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}
