import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The project brings its own Node (the exact `node` devDependency, which npm puts first on every
// script's PATH). A run that silently fell back to the machine's Node (20 on a fresh machine here)
// would test a runtime nobody deploys the tooling with: these fail it loudly.
const ROOT = path.resolve(import.meta.dirname, "..");
const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
  devDependencies: Record<string, string>;
};
const pinned = pkg.devDependencies.node!;
const pinnedMajor = Number(pinned.split(".")[0]);

describe("the project's Node", () => {
  it("pins an exact Node 24 LTS release", () => {
    expect(pinned, "package.json devDependencies.node must be an exact version").toMatch(/^\d+\.\d+\.\d+$/);
    expect(pinnedMajor).toBe(24);
  });

  it("runs the tests", () => {
    const major = Number(process.versions.node.split(".")[0]);
    expect(major, `tests run on Node ${process.versions.node} (${process.execPath}), not the project's ${pinned}`).toBe(
      pinnedMajor,
    );
    expect(process.versions.node).toBe(pinned);
  });

  it("is the `node` every npm script and child process finds first on its PATH", () => {
    const found = execFileSync("node", ["-p", "process.versions.node"], { encoding: "utf8" }).trim();
    expect(found, "`node` on the PATH of a child process").toBe(pinned);
  });
});
