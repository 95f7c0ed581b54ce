/**
 * The type-aware half of `npm run lint` runs in oxlint's tsgolint (.oxlintrc.json), not in ESLint
 * (docs/architecture.md § Decisions). These tests keep that half honest: its rules are exactly
 * typescript-eslint's recommended type-checked ones (an upgrade that adds one fails here, not
 * silently), and it reports what it is there for on a project it has never seen.
 */
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import tseslint from "typescript-eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const BIN = path.join(ROOT, "node_modules/.bin");
const CONFIG = path.join(ROOT, ".oxlintrc.json");

/** .oxlintrc.json is JSON with line comments. */
async function oxlintConfig(): Promise<{ rules: Record<string, unknown> }> {
  const text = await readFile(CONFIG, "utf8");
  return JSON.parse(text.replace(/^\s*\/\/.*$/gm, "")) as { rules: Record<string, unknown> };
}

type RuleMeta = { meta: { docs?: { requiresTypeChecking?: boolean } } };

function typedRecommended(): string[] {
  const plugin = tseslint.plugin as unknown as { rules: Record<string, RuleMeta | undefined> };
  const rules: Record<string, unknown> = {};
  for (const config of tseslint.configs.recommendedTypeChecked) Object.assign(rules, config.rules ?? {});
  return Object.entries(rules)
    .filter(([name, level]) => level !== "off" && name.startsWith("@typescript-eslint/"))
    .map(([name]) => name.slice("@typescript-eslint/".length))
    .filter((name) => plugin.rules[name]?.meta.docs?.requiresTypeChecking)
    .sort();
}

interface Diagnostic {
  code: string;
  filename: string;
  labels: { span: { line: number } }[];
}

describe("type-aware lint (oxlint + tsgolint)", () => {
  let project = "";
  beforeAll(async () => {
    project = await mkdtemp(path.join(os.tmpdir(), "lint-typed-"));
    const tsconfig = { compilerOptions: { strict: true, target: "ES2023", module: "ESNext", noEmit: true } };
    await writeFile(path.join(project, "tsconfig.json"), JSON.stringify({ ...tsconfig, include: ["*.ts"] }));
    await writeFile(
      path.join(project, "probe.ts"),
      [
        "const answer = (): Promise<number> => Promise.resolve(42);",
        "export function forgotten(): void {",
        "  answer();", // line 3: a floating promise
        "}",
        "export function handlers(items: number[]): void {",
        "  items.forEach(async (item) => console.log(await answer(), item));", // line 6: a misused promise
        "}",
        "export function untyped(raw: string): string {",
        "  const parsed: unknown = JSON.parse(raw);",
        "  return (parsed as any).name;", // line 10: any goes unchecked
        "}",
        "",
      ].join("\n"),
    );
  });
  afterAll(() => rm(project, { recursive: true, force: true }));

  it("runs exactly typescript-eslint's recommended type-checked rules", async () => {
    const { rules } = await oxlintConfig();
    const configured = Object.keys(rules)
      .map((name) => name.replace(/^typescript\//, ""))
      .sort();
    expect(configured).toEqual(typedRecommended());
  });

  it("reports floating and misused promises and unchecked any, with their lines", async () => {
    const run = promisify(execFile);
    const args = ["-c", CONFIG, "--type-aware", "--format", "json", "."];
    // oxlint finds tsgolint on the PATH; it exits 1 when it reports something.
    const env = { ...process.env, PATH: `${BIN}${path.delimiter}${process.env.PATH ?? ""}` };
    const output = await run(path.join(BIN, "oxlint"), args, { cwd: project, env }).then(
      ({ stdout }) => stdout,
      (error: { stdout?: string }) => error.stdout ?? "",
    );
    const { diagnostics } = JSON.parse(output) as { diagnostics: Diagnostic[] };
    const found = diagnostics.map((d) => `${d.code} ${d.filename}:${d.labels[0]?.span.line}`).sort();
    expect(found).toEqual(
      expect.arrayContaining([
        "typescript(no-floating-promises) probe.ts:3",
        "typescript(no-misused-promises) probe.ts:6",
        "typescript(no-unsafe-member-access) probe.ts:10",
        "typescript(no-unsafe-return) probe.ts:10",
      ]),
    );
  });
});
