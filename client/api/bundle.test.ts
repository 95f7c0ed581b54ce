import path from "node:path";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

describe("client/api in the browser bundle", () => {
  it("pulls in neither zod nor worker code, however deep the import", async () => {
    const result = await build({
      absWorkingDir: path.resolve(import.meta.dirname, "../.."),
      entryPoints: ["client/api/index.ts"],
      bundle: true,
      write: false,
      metafile: true,
      format: "esm",
      platform: "browser",
      logLevel: "silent",
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs).toContain("client/api/request.ts");
    expect(inputs.filter((file) => file.includes("node_modules/zod/") || file.startsWith("worker/"))).toEqual([]);
  });
});
