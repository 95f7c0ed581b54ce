import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { main } from "./import";

let dir: string;
const output: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "catalog-import-cli-"));
  const products = [
    {
      id: 1,
      sku: "A-1",
      name: "Alpha Tee",
      type_id: "simple",
      price: "19.9500",
      visibility: 4,
      created_at: "2020-01-02 03:04:05",
      url_key: "alpha-tee",
      tax_class_id: 2,
    },
    { id: 2, name: "No sku", type_id: "simple", price: 5 },
  ];
  await writeFile(path.join(dir, "products.json"), JSON.stringify(products));
  await writeFile(path.join(dir, "notes.json"), JSON.stringify({ hello: "world" }));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});
afterEach(() => {
  vi.restoreAllMocks();
  output.length = 0;
});

function capture() {
  const push = (...args: unknown[]) => void output.push(args.map(String).join(" "));
  vi.spyOn(console, "log").mockImplementation(push);
  vi.spyOn(console, "error").mockImplementation(push);
}

describe("catalog:import", () => {
  it("fails with usage on no files, unknown options and missing paths", async () => {
    capture();
    expect(await main([])).toBe(1);
    expect(output.join("\n")).toMatch(/No dump files given[\s\S]*Usage: npm run catalog:import/);
    expect(await main(["--colour", "x.json"])).toBe(1);
    expect(await main([path.join(dir, "missing.json")])).toBe(1);
    expect(output.join("\n")).toContain("no such file or folder");
    expect(await main(["--media", path.join(dir, "nope"), path.join(dir, "products.json")])).toBe(1);
  });

  it("fails when nothing valid is found", async () => {
    capture();
    expect(await main([path.join(dir, "notes.json")])).toBe(1);
    expect(output.join("\n")).toContain("Nothing valid was found in the given files: no snapshot written.");
  });

  it("prints the summary without writing on --dry-run", async () => {
    capture();
    expect(await main(["--dry-run", "--out", path.join(dir, "never"), path.join(dir, "products.json")])).toBe(0);
    const text = output.join("\n");
    expect(text).toMatch(/products +1 {2}\(simple 1\)/);
    expect(text).toContain("product 2: sku: missing ");
    expect(text).toContain("Dry run: nothing written.");
    await expect(readFile(path.join(dir, "never", "manifest.json"))).rejects.toThrow();
  });

  it("writes the snapshot to --out and says where", async () => {
    capture();
    const out = path.join(dir, "out");
    expect(await main(["--out", out, dir])).toBe(0);
    const manifest = JSON.parse(await readFile(path.join(out, "manifest.json"), "utf8")) as {
      version: string;
      source: string;
      counts: { products: number };
    };
    expect(manifest.counts.products).toBe(1);
    expect(manifest.source).toBe(`import: ${path.basename(dir)}/`);
    const text = output.join("\n");
    expect(text).toContain(`Snapshot ${manifest.version} written to ${out}`);
    expect(text).toContain("Images written: none (no --media)");
    // Progress and the bill on stderr; the scratch store it kept beside the snapshot is gone.
    expect(text).toMatch(/read and normalised 1 products in [\d.]+ s/);
    expect(text).toMatch(/snapshot written in [\d.]+ s all told; peak memory \d+ MB/);
    expect((await readdir(out)).sort()).toEqual(["manifest.json", "v"]);
    expect(text).toMatch(/ignored +1 {2}\(unknown 1\)/);
  });

  it("writes to $CATALOG_DIR without --out, as npm start and npm run build read it", async () => {
    capture();
    const target = path.join(dir, "from-env");
    const before = process.env.CATALOG_DIR;
    process.env.CATALOG_DIR = target;
    try {
      expect(await main([path.join(dir, "products.json")])).toBe(0);
    } finally {
      if (before === undefined) delete process.env.CATALOG_DIR;
      else process.env.CATALOG_DIR = before;
    }
    const manifest = JSON.parse(await readFile(path.join(target, "manifest.json"), "utf8")) as {
      counts: { products: number };
    };
    expect(manifest.counts.products).toBe(1);
    expect(output.join("\n")).toContain(`written to ${target}`);
  });
});
