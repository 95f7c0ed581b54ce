#!/usr/bin/env node
// Runs before `npm start` / `npm test` with plain Node (no dependencies yet): installs the npm
// packages when node_modules is missing or older than package-lock.json, and with --browser
// makes sure a Chromium for the browser tests exists (installing Debian's package when root).
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, lstatSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const marker = path.join(root, "node_modules/.package-lock.json");
const lock = path.join(root, "package-lock.json");

function run(command, args) {
  console.log(`> ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(" ")} failed (exit ${result.status}).`);
    process.exit(result.status ?? 1);
  }
}

const modules = path.join(root, "node_modules");
if (existsSync(modules) && lstatSync(modules).isSymbolicLink()) {
  // A checkout borrowing another one's packages (a git worktree, as `bench:cpu --base` makes): `npm ci`
  // here would empty the other checkout's node_modules through the link, so it is left to that checkout.
  console.log("node_modules is a link to another checkout's packages: not installing here.");
} else if (!existsSync(marker) || statSync(lock).mtimeMs > statSync(marker).mtimeMs) {
  console.log("Installing npm packages (node_modules is missing or older than package-lock.json)…");
  if (Number(process.versions.node.split(".")[0]) < 24)
    console.log(
      `(npm runs on this machine's Node ${process.version}, so it may warn that packages want a newer one: the project ` +
        "brings its own Node 24 as the `node` devDependency, and every npm script runs on that one.)",
    );
  run("npm", ["ci", "--no-audit", "--no-fund"]);
}

// The project's Node, which npm puts first on every script's PATH (node_modules/.bin/node).
const projectNode = path.join(root, "node_modules/.bin/node");
if (!existsSync(projectNode)) {
  console.error(
    "node_modules/.bin/node is missing: the `node` devDependency did not install (its install script fetches the " +
      "Node binary from the npm registry). Run `npm ci` again and read its output.",
  );
  process.exit(1);
}

const SHELL = "/usr/bin/chromium-headless-shell";

function hasChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return true;
  if ([SHELL, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].some((p) => existsSync(p)))
    return true;
  try {
    execFileSync("which", ["chromium"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

// The journeys run in Debian's chromium-headless-shell when it is there (e2e/support/browser.ts: about
// a third less CPU than the full browser); as root with apt it is installed, otherwise any Chromium does.
if (process.argv.includes("--browser") && !process.env.CHROMIUM_PATH && !existsSync(SHELL)) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log("Installing Debian's Chromium headless shell for the browser tests…");
    const apt = (args) => spawnSync("apt-get", args, { cwd: root, stdio: "inherit" }).status === 0;
    if (!(apt(["update", "-qq"]) && apt(["install", "-y", "-qq", "chromium-headless-shell"]))) {
      if (!hasChromium()) {
        console.error("apt-get could not install chromium-headless-shell, and no other Chromium is installed.");
        process.exit(1);
      }
      console.warn("apt-get could not install chromium-headless-shell: the journeys use the full Chromium (slower).");
    }
  } else if (!hasChromium()) {
    console.error(
      "The browser tests need Chromium: install it (Debian/Ubuntu: `sudo apt-get install -y chromium-headless-shell`, or `chromium`) or set CHROMIUM_PATH.",
    );
    process.exit(1);
  }
}
