/** Browser journeys: the built worker listening on a port, and Debian's Chromium driving it. */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll } from "vitest";
import { withWorker } from "../../test/support/worker";
import { closeContexts, launchBrowser } from "./browser";

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Page errors, console errors and React hydration warnings seen so far. */
  problems: string[];
  status: number | null;
}

export const SCREENSHOTS = path.resolve(import.meta.dirname, "../screenshots");

/**
 * Saves a screenshot for people to look at, as `e2e/screenshots/<name>.png`. PNG, although JPEG costs
 * Chromium half the CPU to encode (24 full-page shots: 17 against 8.5 CPU-seconds, November 2026):
 * the image viewer the team's tools use here shows PNG only, and a screenshot nobody opens is waste.
 */
export function screenshot(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<Buffer> {
  const file = path.join(SCREENSHOTS, `${name}.png`);
  return "goto" in target ? target.screenshot({ path: file, ...options }) : target.screenshot({ path: file });
}

let files = 0;
/**
 * The client IP a journey file's pages send (CF-Connecting-IP, as Cloudflare's front door would), one
 * per file: every browser context a journey opens sends it (`open` does; a file that opens its own
 * contexts passes it in `extraHTTPHeaders`). Two files run at a time against one database, and the
 * rate limits count per IP: with one for all ("unknown"), one file's sign-ups, logins, floods and
 * field-vitals beacons (30 a minute) counted against the other's. The two processes' pids tell their
 * files apart.
 */
export function fileClientIp(): string {
  files += 1;
  return `10.${Math.floor(process.pid / 250) % 250}.${process.pid % 250}.${files % 250}`;
}

/**
 * Bindings may be a function when they are only known once other beforeAll hooks ran (withWorker).
 *
 * The shop's service worker is blocked in the pages `open` makes unless `serviceWorker: true`. Each
 * fresh context would otherwise register it and precache the whole app (some 180 files) once the page
 * is idle. On 29 November 2026 the whole e2e project used 794 CPU-seconds in 578 s with it and 550 in
 * 480 s without. The files that keep it are the offline journeys, which test it, and the checkout
 * journeys, so the purchase path is also tried the way a returning shopper's browser runs it.
 */
export function withBrowser(
  options: {
    bindings?: Record<string, string> | (() => Record<string, string>);
    serviceWorker?: boolean;
  } = {},
) {
  const worker = withWorker({ listen: true, bindings: options.bindings });
  const clientIp = fileClientIp();
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    await mkdir(SCREENSHOTS, { recursive: true });
  });
  afterEach(() => closeContexts(browser));
  afterAll(() => browser?.close());

  return {
    worker,
    /** This file's client IP (CF-Connecting-IP), for the contexts a journey opens itself. */
    clientIp,
    /**
     * Opens a path at a viewport width (375 mobile, 1440 desktop) and waits for the islands; with
     * `interaction: false` the islands that wait for interaction are left alone (waitForHydration).
     */
    open: async (
      pathname: string,
      { width = 1440, interaction = true }: { width?: number; interaction?: boolean } = {},
    ): Promise<OpenedPage> => {
      if (!browser) throw new Error("browser not started");
      const context = await browser.newContext({
        viewport: { width, height: width < 1024 ? 812 : 900 },
        serviceWorkers: options.serviceWorker ? "allow" : "block",
        extraHTTPHeaders: { "cf-connecting-ip": clientIp },
      });
      // A shopper who already answered the consent banner (issue 34; e2e/analytics.test.ts tests the
      // banner): it would otherwise cover the foot of every page these journeys click in.
      await context.addInitScript(() => {
        try {
          localStorage.setItem(
            "an-consent",
            JSON.stringify({ preferences: false, statistics: false, marketing: false, at: Date.now() }),
          );
        } catch {
          // A sandboxed frame (an e-mail in the dev mailbox) has no storage.
        }
      });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() === "error" || /hydrat/i.test(message.text()))
          problems.push(`${message.type()}: ${message.text()}`);
      });
      const response = await page.goto(new URL(pathname, worker.url()).href);
      await waitForHydration(page, { interaction });
      return { page, context, problems, status: response?.status() ?? null };
    },
  };
}

/**
 * Waits until every top-level island with an eager directive (load, idle) has hydrated, and (unless
 * `interaction: false`) first starts the islands that wait for interaction as a shopper's pointer
 * would (a `pointerover` on the island), so journeys can drive listings with fills and selects; a
 * test of hydration on interaction itself passes `interaction: false`. If they have not within `timeout`, it reports which islands still wait and what the page logged (console,
 * failed requests), reloads once and waits again: a page that does not hydrate twice fails the test
 * with that report. (One CI run saw a category page never hydrate under full load, never reproduced;
 * the report says why if it happens again.)
 */
export async function waitForHydration(
  page: Page,
  { timeout = 20_000, interaction = true }: { timeout?: number; interaction?: boolean } = {},
): Promise<void> {
  const eager = interaction ? ["load", "idle", "interaction"] : ["load", "idle"];
  const logged: string[] = [];
  const listen = (message: { type(): string; text(): string }) => logged.push(`${message.type()}: ${message.text()}`);
  const failed = (error: Error) => logged.push(`pageerror: ${error.message}`);
  const requestFailed = (request: { url(): string; failure(): { errorText: string } | null }) =>
    logged.push(`requestfailed: ${request.url()} ${request.failure()?.errorText ?? ""}`);
  const badResponse = (response: { url(): string; status(): number }) => {
    if (response.status() >= 400) logged.push(`${response.status()}: ${response.url()}`);
  };
  page.on("console", listen);
  page.on("pageerror", failed);
  page.on("requestfailed", requestFailed);
  page.on("response", badResponse);
  const hydrated = () =>
    page
      // The boot script starts the entry after the first paint; its interaction listeners come with it.
      .waitForFunction(() => "booted" in document.documentElement.dataset, null, { timeout })
      .then(() =>
        page.evaluate((start) => {
          if (!start) return;
          for (const el of document.querySelectorAll<HTMLElement>('[data-island][data-hydrate="interaction"]'))
            if (!el.dataset.nested) el.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
        }, interaction),
      )
      .then(() =>
        page.waitForFunction(
          (directives) =>
            [...document.querySelectorAll<HTMLElement>("[data-island]:not([data-nested])")]
              .filter((el) => directives.includes(el.dataset.hydrate ?? ""))
              .every((el) => "hydrated" in el.dataset),
          eager,
          { timeout },
        ),
      )
      .then(
        () => null,
        async () => {
          const waiting = await page
            .evaluate(
              (directives) =>
                [...document.querySelectorAll<HTMLElement>("[data-island]:not([data-nested])")]
                  .filter((el) => directives.includes(el.dataset.hydrate ?? "") && !("hydrated" in el.dataset))
                  .map((el) => `${el.dataset.island} (${el.dataset.hydrate})`),
              eager,
            )
            .catch(() => ["(page gone)"]);
          return `islands not hydrated on ${page.url()}: ${waiting.join(", ")}; the page logged: ${logged.splice(0).join(" | ") || "nothing"}`;
        },
      );
  try {
    const first = await hydrated();
    if (first === null) return;
    console.warn(`[e2e] ${first}; reloading once`);
    await page.reload();
    const second = await hydrated();
    if (second !== null) throw new Error(second);
  } finally {
    page.off("console", listen);
    page.off("pageerror", failed);
    page.off("requestfailed", requestFailed);
    page.off("response", badResponse);
  }
}
