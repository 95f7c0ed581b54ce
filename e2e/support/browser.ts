/**
 * Launches Debian's Chromium through playwright-core (no browser download), headless.
 *
 * It prefers `chromium-headless-shell` (Debian's package of the same Chromium built as the headless
 * shell, without the browser's UI layers; what Playwright itself uses for headless runs): on this
 * two-core machine the same four journey files took 120 s with it and 176 s with the full
 * `chromium` (November 2026), and the machine is CPU-bound while the journeys run. The full browser
 * is the fall-back, and what Lighthouse in the bench drives.
 */
import { existsSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { chromium, type Browser } from "playwright-core";

const CANDIDATES = [
  "/usr/bin/chromium-headless-shell",
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
];

/** The Chromium binary: $CHROMIUM_PATH, then the headless shell, then the usual Debian locations, then `which chromium`. */
export function findChromium(): string | null {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  const known = CANDIDATES.find((p) => existsSync(p));
  if (known) return known;
  try {
    return execFileSync("which", ["chromium"], { encoding: "utf8" }).trim() || null;
  } catch {
    return null;
  }
}

export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) {
    throw new Error("Chromium not found. Install it (Debian: `apt-get install -y chromium`) or set CHROMIUM_PATH.");
  }
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      "--no-sandbox",
      "--headless",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-quic",
      "--no-first-run",
    ],
  });
}

/**
 * Closes every context (its pages, timers and renderer processes) a test opened. Called after each
 * test: a page left open keeps running (a throttled checkout, a carousel's timer), and with a
 * file's pages piling up the last journeys of e2e/typing.test.ts ran six times slower than alone.
 */
export async function closeContexts(browser: Browser | undefined): Promise<void> {
  for (const context of browser?.contexts() ?? []) await context.close().catch(() => undefined);
}
