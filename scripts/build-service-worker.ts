/**
 * The service worker's part of the client build (issue 33): run after the client build wrote
 * dist/client and its manifest, it
 * - lists what the service worker precaches, each file with a revision (its content's SHA-256):
 *   every script and stylesheet of the build, the Latin fonts, the icons and the web app manifest;
 * - draws the maskable icons with sharp and writes manifest.webmanifest;
 * - bundles client/sw/service-worker.ts with esbuild into dist/client/service-worker.js, the
 *   precache list and the main stylesheet's URL defined into it.
 * /service-worker.js is served from Workers Static Assets with `Cache-Control: no-cache`
 * (client/public/_headers), so browsers revalidate it on every update check.
 */
import { build } from "esbuild";
import { createHash } from "node:crypto";
import { readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { BRAND_NAME } from "../client/config/brand";

const root = path.resolve(import.meta.dirname, "..");

export interface PrecacheEntry {
  url: string;
  revision: string;
}

/** The theme colour (tokens.css --color-paper, the theme-color meta of every page) and the icon's. */
export const THEME_COLOR = "#f7f4ef";
const ICON_COLOR = "#1d2b24";

/**
 * What the service worker precaches out of a built dist/client: scripts and stylesheets (no source
 * maps), the Latin fonts (the shop's three languages need no other subset), the wordmark, icons,
 * favicon and the web app manifest.
 */
export function isPrecached(file: string): boolean {
  if (/^assets\/.*\.(?:js|css)$/.test(file)) return true;
  if (/^assets\/media\/.*-latin-(?:ext-)?wght-[a-z]+-[A-Za-z0-9]+\.woff2$/.test(file)) return true;
  if (/^assets\/media\/.*\.svg$/.test(file)) return true;
  return /^(?:icon-[\w-]+\.png|apple-touch-icon\.png|favicon\.(?:svg|ico)|manifest\.webmanifest)$/.test(file);
}

/** The precache list of a built client folder, sorted by URL. */
export async function precacheEntries(clientDir: string): Promise<PrecacheEntry[]> {
  const entries: PrecacheEntry[] = [];
  for (const entry of await readdir(clientDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    if (!isPrecached(file)) continue;
    const revision = createHash("sha256")
      .update(await readFile(path.join(clientDir, file)))
      .digest("hex")
      .slice(0, 16);
    entries.push({ url: `/${file}`, revision });
  }
  return entries.sort((a, b) => a.url.localeCompare(b.url));
}

/** The maskable icon: the favicon's letter inside the safe zone on a full-bleed square. */
function maskableSvg(favicon: string): string {
  const letter = /<path [^>]*\/>/.exec(favicon)?.[0];
  if (!letter) throw new Error("client/public/favicon.svg has no path to draw the maskable icon from");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${ICON_COLOR}"/><g transform="translate(12.8 12.8) scale(0.6)">${letter}</g></svg>`;
}

/** The web app manifest (Lighthouse's installability: name, start URL, display, icons 192 and 512). */
export function webManifest() {
  return {
    name: BRAND_NAME,
    short_name: BRAND_NAME,
    id: "/",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: THEME_COLOR,
    theme_color: THEME_COLOR,
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icon-maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
      { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}

async function writeInstallFiles(clientDir: string): Promise<void> {
  const svg = Buffer.from(maskableSvg(await readFile(path.join(root, "client/public/favicon.svg"), "utf8")));
  await Promise.all(
    [192, 512].map((size) =>
      sharp(svg, { density: (72 * size) / 64 })
        .resize(size, size)
        .png()
        .toFile(path.join(clientDir, `icon-maskable-${size}.png`)),
    ),
  );
  await writeFile(path.join(clientDir, "manifest.webmanifest"), `${JSON.stringify(webManifest(), null, 2)}\n`);
}

/** Writes the install files and the service worker into `clientDir`; answers the precache list. */
export async function buildServiceWorker(clientDir: string, mainStylesheet: string | null): Promise<PrecacheEntry[]> {
  await writeInstallFiles(clientDir);
  const precache = await precacheEntries(clientDir);
  await build({
    absWorkingDir: root,
    entryPoints: ["client/sw/service-worker.ts"],
    outfile: path.join(clientDir, "service-worker.js"),
    bundle: true,
    minify: true,
    format: "iife",
    platform: "browser",
    target: ["es2022"],
    tsconfig: "client/sw/tsconfig.json",
    legalComments: "none",
    logLevel: "warning",
    define: {
      "process.env.NODE_ENV": '"production"',
      __PRECACHE_MANIFEST__: JSON.stringify(precache),
      __MAIN_STYLESHEET__: JSON.stringify(mainStylesheet),
    },
  });
  return precache;
}
