import { SourceMap } from "node:module";
import { describe, expect, it } from "vitest";
import { functionTimes, type CpuProfile } from "./cpu-profile";

const frame = (functionName: string, lineNumber = -1, columnNumber = -1) => ({
  functionName,
  url: "index.js",
  lineNumber,
  columnNumber,
});

// (root) → fetch → render → render (recursion) and fetch → match; 2 requests.
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame("(root)"), children: [2] },
    { id: 2, callFrame: frame("fetch", 0, 0), children: [3, 5] },
    { id: 3, callFrame: frame("render", 0, 10), children: [4] },
    { id: 4, callFrame: frame("render", 0, 10) },
    { id: 5, callFrame: frame("match", 0, 20) },
  ],
  samples: [2, 3, 4, 4, 5, 5, 5, 1],
  timeDeltas: [100, 100, 100, 100, 100, 100, 100, 100],
};

describe("functionTimes", () => {
  it("gives each function's own and total time per request, counting a recursion once", () => {
    const times = functionTimes(profile, 2);
    const of = (name: string) => times.find((t) => t.name === name)!;
    expect(of("match")).toMatchObject({ selfUs: 150, totalUs: 150 });
    expect(of("render")).toMatchObject({ selfUs: 150, totalUs: 150 });
    expect(of("fetch")).toMatchObject({ selfUs: 50, totalUs: 350 });
    expect(of("(root)")).toMatchObject({ selfUs: 50, totalUs: 400 });
    expect(of("match").callers).toEqual(["fetch < (root)"]);
    expect(times[0]!.selfUs).toBeGreaterThanOrEqual(times.at(-1)!.selfUs);
  });

  it("names bundle frames after their source through the source map", () => {
    // One generated line: columns 0, 10 and 20 map to three lines of worker/app.ts.
    const map = new SourceMap({
      version: 3,
      file: "index.js",
      sourceRoot: "",
      sources: ["../../worker/app.ts"],
      sourcesContent: [],
      names: [],
      mappings: "AAAA,UACA,UACA",
    });
    const names = functionTimes(profile, 1, map).map((t) => t.name);
    expect(names).toContain("fetch worker/app.ts:1");
    expect(names).toContain("render worker/app.ts:2");
    expect(names).toContain("match worker/app.ts:3");
    expect(names).toContain("(root)");
  });
});
