/** Launches Debian's Chromium through playwright-core (no browser download), headless. */
import { existsSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { chromium, type Browser } from "playwright-core";

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/** The Chromium binary: $CHROMIUM_PATH, then the usual Debian locations, then `which chromium`. */
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
