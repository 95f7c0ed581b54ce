/**
 * `npm run operator -- …` as the operator runs it, for the operator CLI's tests: the script in a
 * child Node against the test libSQL database, with `env` on top. Answers its exit code and its
 * output (stdout on success, stderr on failure).
 *
 * The child runs `scripts/operator.ts` bundled by esbuild once per test process, not through tsx:
 * tsx compiled the script's hundred-odd modules again in every child, some 1.2 s a call (over 2 s on
 * busy cores), and the operator files make about sixty calls. The pure-JS packages go into the bundle
 * too: loaded from node_modules (zod, drizzle, hono: some 300 ES modules) a child took 0.7 s to reach
 * its first line, bundled 0.45 s. The native ones (libSQL's client, sharp) and esbuild stay outside.
 * `scripts/shop-pages.test.ts` still runs its cancels through tsx, as `npm run operator` does.
 */
import { execFile } from "node:child_process";
import { mkdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { build, type Plugin } from "esbuild";
import { afterAll, inject } from "vitest";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../..");
/** Under node_modules, so the bundle's bare imports resolve to the project's packages. */
const BUNDLES = path.join(ROOT, "node_modules/.cache/operator-cli");

let bundled: Promise<string> | undefined;

/**
 * Each of the project's modules keeps its own folder as `import.meta.dirname`: in one bundle it
 * would be the bundle's (node_modules/.cache/operator-cli), and the paths the scripts work out
 * from it (.dev.vars, the default snapshot folder) would point elsewhere than `npm run operator`'s.
 */
const ownDirname: Plugin = {
  name: "own-dirname",
  setup(plugin) {
    plugin.onLoad({ filter: /\.tsx?$/ }, async ({ path: file }) => {
      if (file.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(file, "utf8");
      if (!source.includes("import.meta.dirname")) return undefined;
      return {
        contents: source.replaceAll("import.meta.dirname", JSON.stringify(path.dirname(file))),
        loader: file.endsWith(".tsx") ? "tsx" : "ts",
      };
    });
  },
};

/** The bundle's path, built on first use in this process (esbuild: some 150 ms). */
function operatorBundle(): Promise<string> {
  bundled ??= (async () => {
    await mkdir(BUNDLES, { recursive: true });
    // One file per process: the unit lane's two worker processes build at the same time.
    const outfile = path.join(BUNDLES, `operator-${process.pid}.mjs`);
    await build({
      entryPoints: [path.join(ROOT, "scripts/operator.ts")],
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node24",
      external: ["@libsql/*", "libsql", "sharp", "esbuild", "virtual:*"],
      // The bundled CommonJS packages (sanitize-html's parser) call require().
      banner: { js: 'import { createRequire } from "node:module"; const require = createRequire(import.meta.url);' },
      plugins: [ownDirname],
      outfile,
      logLevel: "warning",
    });
    return outfile;
  })();
  return bundled;
}

export function operatorCli(env: Record<string, string> = {}) {
  afterAll(async () => {
    // The last file of a worker process removes its bundle; a later file builds it again.
    const done = bundled;
    bundled = undefined;
    if (done) await rm(await done, { force: true });
  });
  return async (...args: string[]): Promise<{ code: number; out: string }> => {
    try {
      const { stdout } = await run(process.execPath, [await operatorBundle(), ...args], {
        cwd: ROOT,
        env: { ...process.env, LIBSQL_URL: inject("libsqlUrl"), ...env },
      });
      return { code: 0, out: stdout };
    } catch (error) {
      const failed = error as { code: number; stderr: string };
      return { code: failed.code, out: failed.stderr };
    }
  };
}
