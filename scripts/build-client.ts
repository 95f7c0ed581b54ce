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

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "dist/client");
const assetsDir = path.join(outDir, "assets");

export interface ClientManifest {
  entry: string;
  css: string;
  fonts: string[];
}

function toUrl(file: string): string {
  return `/${path.relative(outDir, path.join(root, file)).split(path.sep).join("/")}`;
}

/** Reads the entry script, stylesheet and preloadable fonts out of esbuild's metafile. */
export function manifestFrom(metafile: Metafile): ClientManifest {
  const outputs = Object.entries(metafile.outputs);
  const entry = outputs.find(([, o]) => o.entryPoint === "client/entry.tsx")?.[0];
  const css = outputs.find(([file, o]) => file.endsWith(".css") && o.entryPoint === "client/styles/main.css")?.[0];
  if (!entry || !css) throw new Error("client build produced no entry script or stylesheet");
  // Only the Latin body face is used above the fold on every page.
  const fonts = outputs
    .map(([file]) => file)
    .filter((file) => /(jost|cormorant-garamond)-latin-wght-normal-[^/]+\.woff2$/.test(file));
  return { entry: toUrl(entry), css: toUrl(css), fonts: fonts.map(toUrl) };
}

const OPTIONS: BuildOptions = {
  absWorkingDir: root,
  entryPoints: { entry: "client/entry.tsx", styles: "client/styles/main.css" },
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
  legalComments: "linked",
  jsx: "automatic",
  entryNames: "[name]-[hash]",
  chunkNames: "chunks/[name]-[hash]",
  assetNames: "media/[name]-[hash]",
  publicPath: "/assets",
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
