import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isPrecached, precacheEntries, webManifest } from "./build-service-worker";

// The suite's global setup builds the client, service worker included.
const clientDir = path.resolve(import.meta.dirname, "../dist/client");
const manifest = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../dist/client-manifest.json"), "utf8"),
) as {
  boot: string;
  entry: string;
  css: string;
  fonts: string[];
  islands: Record<string, string[]>;
};

describe("the service worker's build", () => {
  it("precaches scripts, styles, Latin fonts and icons; no maps, no catalogue, no other font subsets", () => {
    for (const file of [
      "assets/entry-abc.js",
      "assets/chunks/Cart-x1.js",
      "assets/styles-AB12.css",
      "assets/media/jost-latin-wght-normal-ZES4MB2E.woff2",
      "assets/media/cormorant-garamond-latin-ext-wght-italic-PXNAQR5T.woff2",
      "assets/media/wordmark-7YEBLJ5V.svg",
      "icon-192.png",
      "icon-maskable-512.png",
      "manifest.webmanifest",
      "favicon.svg",
    ])
      expect(isPrecached(file), file).toBe(true);
    for (const file of [
      "assets/entry-abc.js.map",
      "assets/THIRD-PARTY-LICENSES.txt",
      "assets/media/jost-cyrillic-wght-normal-WU2HZFSI.woff2",
      "catalog/v/1/catalog.json",
      "catalog/v/1/media/a-480.webp",
      "service-worker.js",
      "_headers",
    ])
      expect(isPrecached(file), file).toBe(false);
  });

  it("lists every file the pages link, each with its content's revision", async () => {
    const entries = await precacheEntries(clientDir);
    const urls = new Set(entries.map((e) => e.url));
    for (const url of [
      manifest.boot,
      manifest.entry,
      manifest.css,
      ...manifest.fonts,
      ...Object.values(manifest.islands).flat(),
    ])
      expect(urls, url).toContain(url);
    for (const entry of entries) expect(entry.revision).toMatch(/^[0-9a-f]{16}$/);
    expect(new Set(entries.map((e) => e.url)).size).toBe(entries.length);
    // The bundle carries the same list.
    const worker = readFileSync(path.join(clientDir, "service-worker.js"), "utf8");
    for (const entry of entries.slice(0, 20))
      expect(worker).toContain(`url:"${entry.url}",revision:"${entry.revision}"`);
  });

  it("writes an installable web app manifest", () => {
    const written = JSON.parse(readFileSync(path.join(clientDir, "manifest.webmanifest"), "utf8"));
    expect(written).toEqual(webManifest());
    expect(written).toMatchObject({ start_url: "/", scope: "/", display: "standalone", theme_color: "#f7f4ef" });
    expect(written.icons.filter((i: { purpose: string }) => i.purpose === "maskable")).toHaveLength(2);
  });
});
