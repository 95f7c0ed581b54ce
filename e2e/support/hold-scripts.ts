/** Holds a page's scripts back, as a slow link or CPU would, so a journey can act before the islands hydrate. */
import type { Page } from "playwright-core";

/**
 * From now on the page's JavaScript requests wait until `release()` is called (then go through
 * unchanged): the server's HTML shows and works, but no island hydrates before the journey says so.
 */
export async function holdScripts(page: Page): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const matcher = (url: URL) => url.pathname.endsWith(".js");
  const handler = async (route: { continue(): Promise<void> }) => {
    await released;
    await route.continue();
  };
  await page.route(matcher, handler);
  return async () => {
    release();
    await page.unroute(matcher, handler);
  };
}
