import { mkdtemp, mkdir, open, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { assetFacts, assetProblems, MAX_ASSET_BYTES } from "./assets";

describe("the static assets a deploy ships", () => {
  it("counts files and bytes, and names each file over 25 MiB with what to change", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "assets-"));
    await mkdir(path.join(dir, "catalog/v/abc"), { recursive: true });
    await writeFile(path.join(dir, "app.js"), "x".repeat(100));
    // Sparse files: the sizes of a 100k catalogue without writing them.
    for (const name of ["catalog/v/abc/search-nl.json", "catalog/v/abc/catalog.json"]) {
      const handle = await open(path.join(dir, name), "w");
      await handle.truncate(MAX_ASSET_BYTES + 1);
      await handle.close();
    }
    const facts = await assetFacts(dir);
    expect(facts.files).toBe(3);
    expect(facts.tooBig.map((f) => f.file).sort()).toEqual([
      "catalog/v/abc/catalog.json",
      "catalog/v/abc/search-nl.json",
    ]);
    const problems = assetProblems(facts);
    expect(problems).toHaveLength(2);
    expect(problems.find((p) => p.includes("search-nl.json"))).toMatch(/set SEARCH_TIER = "libsql"/);
    expect(problems.find((p) => p.includes("catalog.json"))).toMatch(/25\.0 MiB a static asset may have/);
  });

  it("refuses more files than a Worker version may have", () => {
    expect(assetProblems({ files: 20_001, bytes: 1, tooBig: [] })[0]).toMatch(
      /^20,001 static files, over the 20,000 a Worker version may have: serve product images with IMAGE_RESIZING=cloudflare/,
    );
    expect(assetProblems({ files: 20_000, bytes: 1, tooBig: [] })).toEqual([]);
  });
});
