import { readFileSync } from "node:fs";
import path from "node:path";
import type { Metafile } from "esbuild";
import { describe, expect, it } from "vitest";
import { ISLANDS } from "../client/islands/registry";
import { manifestFrom } from "./build-client";

// The suite's global setup builds the client; its metafile is what the manifest is made from.
const metafile = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../dist/client-metafile.json"), "utf8"),
) as Metafile;

describe("the client manifest", () => {
  it("names the chunks of every island in the registry, grouped chrome islands included", () => {
    const manifest = manifestFrom(metafile);
    expect(Object.keys(manifest.islands).sort()).toEqual(Object.keys(ISLANDS).sort());
    expect(manifest.islands.Header![0]).toMatch(/^\/assets\/chunks\/chrome-[A-Z0-9]+\.js$/);
    expect(manifest.islands.Gallery![0]).toMatch(/^\/assets\/chunks\/Gallery-[A-Z0-9]+\.js$/);
    // What the entry loads anyway is not listed again.
    for (const files of Object.values(manifest.islands)) expect(files).not.toContain(manifest.entry);
  });
});
