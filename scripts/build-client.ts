/**
 * Builds the browser side into dist/client (served by Workers Static Assets):
 * - the island entry and every island/panel/modal as code-split ESM chunks with hashed names;
 * - the stylesheet, with the self-hosted fonts as hashed files;
 * - client/public copied as is (favicon, robots.txt, _headers with immutable caching);
 * - dist/client-manifest.json, which the worker bundle imports to link the hashed files.
 */
import { build, context, type BuildOptions, type Metafile, type Plugin } from "esbuild";
import { cp, mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";

import { ISLANDS } from "../client/islands/registry";
import { importClosure, islandChunk } from "./client-size";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "dist/client");
const assetsDir = path.join(outDir, "assets");

export interface ClientManifest {
  /** The page's script tag: starts `entry` after the first paint (client/boot.ts). */
  boot: string;
  entry: string;
  css: string;
  fonts: string[];
  /** The chunks the entry imports statically: preloaded on pages with a load island (worker/pages/preload.ts). */
  entryImports: string[];
  /** Per store code, the message chunks every page's entry loads (client/i18n/messages/index.ts). */
  messages: Record<string, string[]>;
  /** Per island name, its chunk and the chunks it imports statically, less those of the entry. */
  islands: Record<string, string[]>;
}

function toUrl(file: string): string {
  return `/${path.relative(outDir, path.join(root, file)).split(path.sep).join("/")}`;
}

/** Reads the entry script, stylesheet and preloadable fonts out of esbuild's metafile. */
export function manifestFrom(metafile: Metafile): ClientManifest {
  const outputs = Object.entries(metafile.outputs);
  const boot = outputs.find(([, o]) => o.entryPoint === "client/boot.ts")?.[0];
  const entry = outputs.find(([, o]) => o.entryPoint === "client/entry.tsx")?.[0];
  const css = outputs.find(([file, o]) => file.endsWith(".css") && o.entryPoint === "client/styles/main.css")?.[0];
  if (!boot || !entry || !css) throw new Error("client build produced no boot or entry script or no stylesheet");
  // One face is preloaded: the display face (Cormorant, Latin, upright) of the page's h1 and headings,
  // which Lighthouse finds to be the LCP element of home and category pages. The body face and the
  // italic (CMS quotes only; the logo is drawn) come with the stylesheet; text shows in the fallback until
  // they arrive (font-display: swap).
  const preloaded = outputs
    .map(([file]) => file)
    .filter((file) => /\/cormorant-garamond-latin-wght-normal-[^/]+\.woff2$/.test(file));
  const closure = (start: string): string[] => [...importClosure(metafile, [start])];
  const entryFiles = closure(entry);
  const byEntryPoint = (source: RegExp) => outputs.filter(([, o]) => o.entryPoint && source.test(o.entryPoint));
  const islands: Record<string, string[]> = {};
  for (const name of Object.keys(ISLANDS)) {
    const chunk = islandChunk(metafile, name);
    if (!chunk) throw new Error(`client build produced no chunk for island ${name}`);
    islands[name] = closure(chunk)
      .filter((file) => !entryFiles.includes(file))
      .map(toUrl);
  }
  const messages: Record<string, string[]> = {};
  // The common strings of each language (on-demand features load with their islands).
  for (const [file, o] of byEntryPoint(/^client\/i18n\/messages\/common\.[a-z]+\.ts$/)) {
    const [, code] = /common\.([a-z]+)\.ts$/.exec(o.entryPoint!)!;
    (messages[code!] ??= []).push(
      ...closure(file)
        .filter((f) => !entryFiles.includes(f))
        .map(toUrl),
    );
  }
  for (const code of Object.keys(messages)) messages[code] = [...new Set(messages[code])].sort();
  return {
    boot: toUrl(boot),
    entry: toUrl(entry),
    css: toUrl(css),
    fonts: preloaded.map(toUrl),
    entryImports: entryFiles.slice(1).map(toUrl),
    messages,
    islands,
  };
}

const OPTIONS: BuildOptions = {
  absWorkingDir: root,
  entryPoints: { boot: "client/boot.ts", entry: "client/entry.tsx", styles: "client/styles/main.css" },
  outdir: assetsDir,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "browser",
  target: ["es2022", "chrome111", "firefox115", "safari16.4"],
  minify: true,
  // Maps are written beside the files (for error tracking and local debugging) but not linked from
  // them: a `sourceMappingURL` line in each of a page's ~30 chunks costs about 1 KB brotli.
  sourcemap: "external",
  // Licence texts of bundled packages (React's MIT notice) ship beside each file as `<file>.LEGAL.txt`
  // without a link comment in the file: about 25 bytes brotli each in the three files that have one.
  legalComments: "external",
  charset: "utf8",
  jsx: "automatic",
  entryNames: "[name]-[hash]",
  chunkNames: "chunks/[name]-[hash]",
  assetNames: "media/[name]-[hash]",
  // No publicPath: chunks import each other by relative URL ("./chunk-….js"), shorter in every file.
  loader: { ".woff2": "file", ".woff": "file", ".svg": "file" },
  define: { "process.env.NODE_ENV": '"production"' },
  metafile: true,
  logLevel: "warning",
};

async function writeManifest(metafile: Metafile): Promise<ClientManifest> {
  await cp(path.join(root, "client/public"), outDir, { recursive: true });
  const manifest = manifestFrom(metafile);
  await writeFile(path.join(root, "dist/client-manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  await writeFile(path.join(root, "dist/client-metafile.json"), JSON.stringify(metafile));
  return manifest;
}

export async function buildClient(): Promise<ClientManifest> {
  await rm(outDir, { recursive: true, force: true });
  await mkdir(assetsDir, { recursive: true });
  const result = await build(OPTIONS);
  return writeManifest(result.metafile!);
}

/** Rebuilds on every change (npm run dev); old hashed files stay until the next full build. */
export async function watchClient(onBuilt: (manifest: ClientManifest) => void): Promise<() => Promise<void>> {
  await mkdir(assetsDir, { recursive: true });
  const manifestPlugin: Plugin = {
    name: "manifest",
    setup(b) {
      b.onEnd(async (result) => {
        if (result.metafile && result.errors.length === 0) onBuilt(await writeManifest(result.metafile));
      });
    },
  };
  const ctx = await context({ ...OPTIONS, plugins: [manifestPlugin] });
  await ctx.watch();
  return () => ctx.dispose();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const manifest = await buildClient();
  console.log(`client built: ${manifest.entry}, ${manifest.css}`);
}
