/**
 * Builds the browser side into dist/client (served by Workers Static Assets):
 * - with rolldown, the boot script, the island entry and every island/panel/modal as code-split ESM
 *   chunks with hashed names, what every page runs grouped into one chunk (SHELL_ROOTS);
 * - with esbuild, the stylesheet, with the self-hosted fonts as hashed files;
 * - client/public copied as is (favicon, robots.txt, _headers with immutable caching);
 * - dist/client-manifest.json, which the worker bundle imports to link the hashed files;
 * - the service worker, its precache list and the web app manifest (scripts/build-service-worker.ts).
 */
import { build, context, type BuildOptions, type Metafile, type Plugin } from "esbuild";
import { statSync } from "node:fs";
import { cp, mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import {
  RUNTIME_MODULE_ID,
  build as rolldownBuild,
  watch as rolldownWatch,
  type OutputAsset,
  type OutputChunk,
  type OutputOptions,
  type RolldownOptions,
  type RolldownPlugin,
} from "rolldown";
import path from "node:path";

import { iconStylesheet } from "../client/components/icon-paths";
import { STYLE_GROUPS, type StyleGroup } from "../client/pages/page-types";
import { ISLANDS } from "../client/islands/registry";
import { buildServiceWorker } from "./build-service-worker";
import { importClosure, islandChunk } from "./client-size";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "dist/client");
const assetsDir = path.join(outDir, "assets");

export interface ClientManifest {
  /** The page's script tag: starts `entry` after the first paint (client/boot.ts). */
  boot: string;
  entry: string;
  css: string;
  /** The stylesheet of each kind of page (client/styles/page-*.css), linked after `css` by those pages. */
  pageCss: Record<StyleGroup, string>;
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
  const pageCss = Object.fromEntries(
    STYLE_GROUPS.map((group) => {
      const file = outputs.find(
        ([f, o]) => f.endsWith(".css") && o.entryPoint === `client/styles/page-${group}.css`,
      )?.[0];
      if (!file) throw new Error(`client build produced no stylesheet for ${group} pages`);
      return [group, toUrl(file)];
    }),
  ) as Record<StyleGroup, string>;
  // The two faces every page shows above the fold are preloaded: the display face (Cormorant, Latin,
  // upright) of the h1 and headings, and the body face (Jost) of the navigation, tiles and prices.
  // Found only once the stylesheet is in and the page laid out, the body face was the last request
  // before the first paint (Lighthouse counts it on the way to the LCP: category 2.05 → 1.97 s at
  // most over six runs). The italic (CMS quotes only; the logo is drawn) comes with the stylesheet;
  // text shows in the fallback until a face arrives (font-display: swap).
  const preloaded = outputs
    .map(([file]) => file)
    .filter((file) => /\/(cormorant-garamond|jost)-latin-wght-normal-[^/]+\.woff2$/.test(file));
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
    pageCss,
    fonts: preloaded.map(toUrl),
    entryImports: entryFiles.slice(1).map(toUrl),
    messages,
    islands,
  };
}

/**
 * The modules every page runs: the entry's static imports (React, the hydration schedule, the
 * stores) and the chrome every layout hydrates (chrome.ts). They make one chunk, `shell`. Left to
 * the bundler's default, every set of islands that shares a module gets a chunk of its own: about
 * thirty files per page, each compressed alone, which cost 4–5 KB brotli per page against one file.
 */
const SHELL_ROOTS = ["client/entry.tsx", "client/islands/chrome.ts"];

/** Collects each module's static imports while the graph is built, then the shell's members. */
function shellPlugin(): { plugin: RolldownPlugin; members: Set<string> } {
  const imports = new Map<string, readonly string[]>();
  const members = new Set<string>();
  const plugin: RolldownPlugin = {
    name: "shell",
    buildStart() {
      imports.clear();
      members.clear();
    },
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
    },
    buildEnd() {
      const queue = SHELL_ROOTS.map((file) => path.join(root, file));
      while (queue.length > 0) {
        const id = queue.pop()!;
        if (members.has(id)) continue;
        members.add(id);
        queue.push(...(imports.get(id) ?? []));
      }
    },
  };
  return { plugin, members };
}

function jsOptions(): RolldownOptions & { output: OutputOptions } {
  const shell = shellPlugin();
  return {
    cwd: root,
    input: { boot: "client/boot.ts", entry: "client/entry.tsx" },
    platform: "browser",
    plugins: [shell.plugin],
    preserveEntrySignatures: false,
    tsconfig: path.join(root, "tsconfig.json"),
    transform: {
      target: ["es2022", "chrome111", "firefox115", "safari16.4"],
      jsx: { runtime: "automatic" },
      define: { "process.env.NODE_ENV": '"production"' },
    },
    logLevel: "warn",
    output: {
      dir: assetsDir,
      format: "es",
      minify: true,
      // Maps are written beside the files (for error tracking and local debugging) but not linked
      // from them: a `sourceMappingURL` line in each file costs bytes on every page.
      sourcemap: "hidden",
      // Licence texts of the bundled packages ship in one file beside the bundles instead
      // (writeLicences), not as comments in the chunks every page downloads.
      comments: false,
      entryFileNames: "[name]-[hash].js",
      chunkFileNames: "chunks/[name]-[hash].js",
      hashCharacters: "base36",
      codeSplitting: {
        groups: [{ name: "shell", test: (id: string) => shell.members.has(id) || id === RUNTIME_MODULE_ID }],
      },
    },
  };
}

/**
 * main.css's `@import "icons.css"`: the icons' stylesheet, made from the icon paths
 * (client/components/icon-paths.ts) so the masks cannot drift from the names the markup uses.
 * (npm run dev reads the paths once: restart it after editing them.)
 */
const iconsPlugin: Plugin = {
  name: "icons",
  setup(b) {
    b.onResolve({ filter: /^icons\.css$/ }, () => ({ path: "icons.css", namespace: "icons" }));
    b.onLoad({ filter: /.*/, namespace: "icons" }, () => ({ contents: iconStylesheet(), loader: "css" }));
  },
};

const CSS_OPTIONS: BuildOptions = {
  absWorkingDir: root,
  entryPoints: {
    styles: "client/styles/main.css",
    ...Object.fromEntries(STYLE_GROUPS.map((group) => [`page-${group}`, `client/styles/page-${group}.css`])),
  },
  outdir: assetsDir,
  bundle: true,
  minify: true,
  sourcemap: "external",
  charset: "utf8",
  entryNames: "[name]-[hash]",
  assetNames: "media/[name]-[hash]",
  loader: { ".woff2": "file", ".woff": "file", ".svg": "file" },
  metafile: true,
  logLevel: "warning",
  plugins: [iconsPlugin],
};

const rel = (file: string) => path.relative(root, file).split(path.sep).join("/");

/**
 * The JS output described the way esbuild's metafile describes it (outputs with their entry point,
 * imports and inputs), so one file describes the whole client build for the manifest, the budget
 * test (scripts/client-size.ts) and the message tests.
 */
export function metafileFromChunks(output: readonly (OutputChunk | OutputAsset)[], css: Metafile): Metafile {
  const metafile: Metafile = { inputs: { ...css.inputs }, outputs: { ...css.outputs } };
  for (const chunk of output) {
    if (chunk.type !== "chunk") continue;
    const file = rel(path.join(assetsDir, chunk.fileName));
    const inputs: Metafile["outputs"][string]["inputs"] = {};
    for (const [id, module] of Object.entries(chunk.modules)) {
      if (!path.isAbsolute(id)) continue; // the bundler's own runtime
      const input = rel(id);
      inputs[input] = { bytesInOutput: module.renderedLength };
      metafile.inputs[input] ??= { bytes: statSync(id).size, imports: [] };
    }
    const toOutput = (name: string) => rel(path.join(assetsDir, name));
    metafile.outputs[file] = {
      bytes: Buffer.byteLength(chunk.code),
      inputs,
      imports: [
        ...chunk.imports.map((name) => ({ path: toOutput(name), kind: "import-statement" as const })),
        ...chunk.dynamicImports.map((name) => ({ path: toOutput(name), kind: "dynamic-import" as const })),
      ],
      exports: chunk.exports,
      ...(chunk.facadeModuleId && path.isAbsolute(chunk.facadeModuleId)
        ? { entryPoint: rel(chunk.facadeModuleId) }
        : {}),
    };
  }
  return metafile;
}

/**
 * The licences of the packages bundled into the client, in one file beside the bundles
 * (dist/client/assets/THIRD-PARTY-LICENSES.txt).
 */
async function writeLicences(output: readonly (OutputChunk | OutputAsset)[]): Promise<void> {
  const packages = new Map<string, string>();
  for (const chunk of output) {
    if (chunk.type !== "chunk") continue;
    for (const id of chunk.moduleIds) {
      const match = /^(.*\/node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(id);
      if (match && !packages.has(match[1]!)) packages.set(match[1]!, rel(match[1]!).replace(/^.*node_modules\//, ""));
    }
  }
  const sections: string[] = [];
  for (const [dir, name] of [...packages].sort((a, b) => a[1].localeCompare(b[1]))) {
    const licence = (await readdir(dir)).find((f) => /^licen[cs]e/i.test(f));
    const { version } = JSON.parse(await readFile(path.join(dir, "package.json"), "utf8")) as { version: string };
    const text = licence ? await readFile(path.join(dir, licence), "utf8") : "(no licence file in the package)";
    sections.push(`${name}@${version}\n\n${text.trim()}\n`);
  }
  await writeFile(path.join(assetsDir, "THIRD-PARTY-LICENSES.txt"), sections.join("\n---\n\n"));
}

async function writeManifest(metafile: Metafile): Promise<ClientManifest> {
  await cp(path.join(root, "client/public"), outDir, { recursive: true });
  const manifest = manifestFrom(metafile);
  await writeFile(path.join(root, "dist/client-manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  await writeFile(path.join(root, "dist/client-metafile.json"), JSON.stringify(metafile));
  await buildServiceWorker(outDir, manifest.css);
  return manifest;
}

export async function buildClient(): Promise<ClientManifest> {
  await rm(outDir, { recursive: true, force: true });
  await mkdir(assetsDir, { recursive: true });
  const [js, css] = await Promise.all([rolldownBuild({ ...jsOptions(), write: true }), build(CSS_OPTIONS)]);
  await writeLicences(js.output);
  return writeManifest(metafileFromChunks(js.output, css.metafile!));
}

/** Rebuilds on every change (npm run dev); old hashed files stay until the next full build. */
export async function watchClient(onBuilt: (manifest: ClientManifest) => void): Promise<() => Promise<void>> {
  await mkdir(assetsDir, { recursive: true });
  let js: (OutputChunk | OutputAsset)[] | undefined;
  let css: Metafile | undefined;
  const written = async () => {
    if (js && css) onBuilt(await writeManifest(metafileFromChunks(js, css)));
  };
  const cssPlugin: Plugin = {
    name: "manifest",
    setup(b) {
      b.onEnd(async (result) => {
        if (!result.metafile || result.errors.length > 0) return;
        css = result.metafile;
        await written();
      });
    },
  };
  const cssContext = await context({ ...CSS_OPTIONS, plugins: [...(CSS_OPTIONS.plugins ?? []), cssPlugin] });
  await cssContext.watch();
  const options = jsOptions();
  const watcher = rolldownWatch({
    ...options,
    plugins: [
      options.plugins,
      {
        name: "manifest",
        async writeBundle(_output, bundle) {
          js = Object.values(bundle);
          await written();
        },
      },
    ],
  });
  return async () => {
    await watcher.close();
    await cssContext.dispose();
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const manifest = await buildClient();
  console.log(`client built: ${manifest.entry}, ${manifest.css}`);
}
