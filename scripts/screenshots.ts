/**
 * Takes full-page screenshots of the main pages at 375 px and 1440 px into e2e/screenshots/,
 * for a designer's eye. Usage: `npm run screenshots -- [baseUrl] [path …]` with `npm start` running.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { launchBrowser } from "../e2e/support/browser";

const [base = "http://127.0.0.1:8787", ...rest] = process.argv.slice(2);
const paths = rest.length > 0 ? rest : ["/", "/de/styleguide", "/en/does-not-exist"];
const outDir = path.resolve(import.meta.dirname, "../e2e/screenshots");
await mkdir(outDir, { recursive: true });

const browser = await launchBrowser();
try {
  for (const width of [375, 1440]) {
    const page = await browser.newPage({ viewport: { width, height: width === 375 ? 812 : 900 } });
    for (const p of paths) {
      await page.goto(new URL(p, base).href, { waitUntil: "networkidle" });
      const file = path.join(outDir, `${p.replace(/[^a-z0-9]+/gi, "_") || "home"}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await page.close();
  }
} finally {
  await browser.close();
}
