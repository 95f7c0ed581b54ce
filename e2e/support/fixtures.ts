/** Browser journeys: the built worker listening on a port, and Debian's Chromium driving it. */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { withWorker } from "../../test/support/worker";
import { launchBrowser } from "./browser";

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Page errors, console errors and React hydration warnings seen so far. */
  problems: string[];
  status: number | null;
}

export const SCREENSHOTS = path.resolve(import.meta.dirname, "../screenshots");

export function withBrowser(options: { bindings?: Record<string, string> } = {}) {
  const worker = withWorker({ listen: true, bindings: options.bindings });
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
    await mkdir(SCREENSHOTS, { recursive: true });
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
  });

  return {
    worker,
    /** Opens a path at a viewport width (375 mobile, 1440 desktop) and waits for the islands. */
    open: async (pathname: string, { width = 1440 }: { width?: number } = {}): Promise<OpenedPage> => {
      if (!browser) throw new Error("browser not started");
      const context = await browser.newContext({ viewport: { width, height: width < 1024 ? 812 : 900 } });
      contexts.push(context);
      const page = await context.newPage();
      const problems: string[] = [];
      page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() === "error" || /hydrat/i.test(message.text()))
          problems.push(`${message.type()}: ${message.text()}`);
      });
      const response = await page.goto(new URL(pathname, worker.url()).href);
      await waitForHydration(page);
      return { page, context, problems, status: response?.status() ?? null };
    },
  };
}

/** Waits until every top-level island with an eager directive (load, idle) has hydrated. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>("[data-island]:not([data-nested])")]
      .filter((el) => el.dataset.hydrate === "load" || el.dataset.hydrate === "idle")
      .every((el) => "hydrated" in el.dataset),
  );
}
