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
    // The chrome every layout has comes with the entry (the shell chunk): nothing more to load.
    expect(manifest.islands.Header).toEqual([]);
    expect(manifest.islands.UspBar![0]).toMatch(/^\/assets\/chunks\/chrome-default-[a-z0-9]+\.js$/);
    expect(manifest.islands.Gallery![0]).toMatch(/^\/assets\/chunks\/Gallery-[a-z0-9]+\.js$/);
    // What the entry loads anyway is not listed again.
    for (const files of Object.values(manifest.islands)) expect(files).not.toContain(manifest.entry);
  });

  it("builds what every page runs into the entry's own file: React, the schedule, the stores, the chrome", () => {
    const entry = metafile.outputs[`dist/client${manifestFrom(metafile).entry}`]!;
    for (const input of [
      "node_modules/react-dom/cjs/react-dom-client.production.js",
      "node_modules/react/cjs/react.production.js",
      "node_modules/nanostores/atom/index.js",
      "client/hydrate/schedule.ts",
      "client/islands/Header.tsx",
    ])
      expect(Object.keys(entry.inputs)).toContain(input);
  });
});
