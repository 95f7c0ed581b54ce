import { spawnSync } from "node:child_process";
import { cp, mkdir, mkdtemp, readdir, rm, symlink, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

describe("scripts/ensure-install.mjs in a checkout whose node_modules links to another's", () => {
  let dir = "";
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "ensure-install-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("installs nothing, so the other checkout's packages stay as they are", async () => {
    // The other checkout's packages, installed before this checkout's package-lock.json was written.
    const shared = path.join(dir, "shared-modules");
    await mkdir(shared);
    await writeFile(path.join(shared, ".package-lock.json"), "{}");
    await writeFile(path.join(shared, "kept.txt"), "a package");
    await mkdir(path.join(shared, ".bin"));
    await writeFile(path.join(shared, ".bin/node"), "the project's Node");
    const past = new Date(Date.now() - 60_000);
    await utimes(path.join(shared, ".package-lock.json"), past, past);
    const checkout = path.join(dir, "worktree");
    await mkdir(path.join(checkout, "scripts"), { recursive: true });
    await cp(path.join(import.meta.dirname, "ensure-install.mjs"), path.join(checkout, "scripts/ensure-install.mjs"));
    await writeFile(path.join(checkout, "package-lock.json"), '{"lockfileVersion": 3}');
    await symlink(shared, path.join(checkout, "node_modules"));

    const result = spawnSync(process.execPath, [path.join(checkout, "scripts/ensure-install.mjs")], {
      encoding: "utf8",
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("node_modules is a link to another checkout's packages: not installing here.");
    expect(result.stdout).not.toContain("npm ci");
    expect((await readdir(shared)).sort()).toEqual([".bin", ".package-lock.json", "kept.txt"]);
  });
});
