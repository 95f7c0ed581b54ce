import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readManifest, shipCatalog, SnapshotFileError } from "./ship";

describe("shipping a broken snapshot", () => {
  let dir = "";
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "storefront-ship-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("stops with one line naming the corrupt catalog.json and the fix, before anything is copied", async () => {
    await rm(path.join(dir, "v"), { recursive: true, force: true });
    await writeFile(path.join(dir, "manifest.json"), JSON.stringify({ version: "broken-1", path: "v" }));
    await mkdir(path.join(dir, "v"));
    await writeFile(path.join(dir, "v", "catalog.json"), '{"products": [');
    const error = await shipCatalog(dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SnapshotFileError);
    const message = (error as Error).message;
    expect(message.split("\n")).toHaveLength(1);
    expect(message).toMatch(/Catalogue file .*v\/catalog\.json is not valid JSON/);
    expect(message).toContain("npm run catalog:demo");
  });

  it("names a corrupt manifest, and answers null for a folder without one", async () => {
    await writeFile(path.join(dir, "manifest.json"), "not json");
    await expect(readManifest(dir)).rejects.toThrow(/manifest\.json is not valid JSON/);
    expect(await readManifest(path.join(dir, "nowhere"))).toBeNull();
  });
});
