/**
 * The floors of ARCHITECTURE §2 are enforced by `npm run lint`: the rule (eslint/floors.js) refuses
 * each crossing below, allows the public faces, and the project's ESLint config turns it on for
 * shipped code everywhere. The last test lints the repository's own route table and faces.
 */
import { ESLint } from "eslint";
import path from "node:path";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import floors from "../eslint/floors.js";

const ROOT = path.resolve(import.meta.dirname, "..");
const probe = new ESLint({
  cwd: ROOT,
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ["**/*.ts", "**/*.tsx"],
      languageOptions: { parser: tseslint.parser },
      plugins: { floors },
      rules: { "floors/no-crossing": "error" },
    },
  ],
});

async function problems(file: string, source: string): Promise<string[]> {
  const [result] = await probe.lintText(source, { filePath: path.join(ROOT, file) });
  return result!.messages.map((m) => m.message);
}

describe("lint floors", () => {
  it.each([
    [
      "client/islands/Probe.tsx",
      'import { createApp } from "../../worker/app";',
      /client\/ may not import from worker\//,
    ],
    ["domain/probe.ts", 'import { Hono } from "hono";', /domain\/ may not import "hono"/],
    ["domain/probe.ts", 'import { useState } from "react";', /domain\/ may not import "react"/],
    ["domain/probe.ts", 'import { drizzle } from "drizzle-orm/libsql";', /domain\/ may not import "drizzle-orm/],
    ["domain/probe.ts", 'import { Price } from "../client/components/Price";', /domain\/ may not import from client\//],
    ["schema/probe.ts", 'import { storePath } from "../domain/urls";', /schema\/ may not import from domain\//],
    [
      "schema/api/probe.ts",
      'import { STORE_CODES } from "../../client/config/navigation";',
      /schema\/ may not import from client\//,
    ],
    ["scripts/probe.ts", 'import { getCatalog } from "../worker/catalog/loader";', /use worker\/catalog\/index\.ts/],
    ["bench/probe.ts", 'import { listing } from "../worker/catalog/search/listing";', /use worker\/catalog\/index\.ts/],
    [
      "scripts/probe.ts",
      'import { requestContext } from "../worker/context";',
      /scripts\/ may not use worker platform internals/,
    ],
    ["worker/cart/probe.ts", 'import { getCatalog } from "../catalog/loader";', /use worker\/catalog\/index\.ts/],
    [
      "worker/pages/probe.ts",
      'import { catalogContext } from "../catalog";',
      /worker platform code may not import a feature/,
    ],
    ["worker/cart/probe.ts", 'import { createApp } from "../app";', /only the entry may import the composition root/],
    // The route table, too, reaches a feature only through its face (or a sub-feature's: catalog/api, content/pages).
    [
      "worker/routes.tsx",
      'import { createAuthRoutes } from "./account/routes-auth";',
      /the route table uses worker\/account\/index\.ts, not its internals/,
    ],
    [
      "worker/app.ts",
      'import { renderStory } from "./content/pages/story";',
      /the route table uses worker\/content\/index\.ts/,
    ],
    [
      "worker/routes.tsx",
      'import { listing } from "./catalog/search/listing";',
      /the route table uses worker\/catalog\/index\.ts/,
    ],
    [
      "scripts/probe.ts",
      'import { renderStory } from "../worker/content/pages/story";',
      /use worker\/content\/index\.ts/,
    ],
    // Platform code may name a feature's types (the request context declares its variables), never its code.
    [
      "worker/context/probe.ts",
      'import { catalogAccess } from "../catalog";',
      /worker platform code may not import a feature/,
    ],
    [
      "worker/context/probe.ts",
      'import type { SessionHandle } from "../session";\nimport type { Sellable } from "../catalog/sellable";',
      /worker platform code may not import a feature/,
    ],
  ])("refuses %s: %s", async (file, source, expected) => {
    const found = await problems(file, source);
    expect(
      found.some((m) => expected.test(m)),
      found.join("\n"),
    ).toBe(true);
  });

  it.each([
    [
      "worker/cart/probe.ts",
      'import { findSellable } from "../catalog";\nimport { readStock } from "../inventory/index";\nimport { AppError } from "../errors/app-error";',
    ],
    [
      "scripts/probe.ts",
      'import { buildCatalogData } from "../worker/catalog";\nimport { storePath } from "../domain/urls";',
    ],
    [
      "client/islands/Probe.tsx",
      'import { formatMoney } from "../../domain/money";\nimport { STORE_CODES } from "../../schema/store-codes";',
    ],
    ["domain/probe.ts", 'import * as z from "zod";\nimport type { Category } from "../schema/catalog/snapshot";'],
    [
      "worker/catalog/probe.ts",
      'import { getCatalog } from "./loader";\nimport { Price } from "../../client/components/Price";',
    ],
    ["worker/catalog/probe.test.ts", 'import { withWorker } from "../../test/support/worker";'],
    [
      "worker/routes.tsx",
      'import { createUserApi } from "./account";\nimport { createCatalogApi } from "./catalog/api";\nimport { storyResolver } from "./content/pages/index";\nimport { createHealthRoutes } from "./health/index";',
    ],
    ["worker/context/probe.ts", 'import type { CatalogAccess } from "../catalog";'],
    ["worker/context/probe.ts", 'import { type CatalogAccess } from "../catalog";'],
  ])("allows %s", async (file, source) => {
    expect(await problems(file, source)).toEqual([]);
  });

  it("finds no crossing in the composition root and the features' faces as they are", async () => {
    const results = await probe.lintFiles([
      "worker/app.ts",
      "worker/routes.tsx",
      "worker/index.ts",
      "worker/context/index.ts",
      "worker/*/index.ts",
      "worker/*/*/index.ts",
    ]);
    const found = results.flatMap((r) => r.messages.map((m) => `${path.relative(ROOT, r.filePath)}: ${m.message}`));
    expect(found).toEqual([]);
  });

  it("is switched on by the project's own ESLint config for every floor", async () => {
    const project = new ESLint({ cwd: ROOT });
    for (const file of [
      "client/islands/Header.tsx",
      "domain/urls.ts",
      "schema/constants.ts",
      "worker/app.ts",
      "scripts/build.ts",
      "bench/run.ts",
    ]) {
      const config = (await project.calculateConfigForFile(path.join(ROOT, file))) as {
        rules: Record<string, unknown>;
      };
      expect(config.rules["floors/no-crossing"], file).toEqual([2]);
    }
  });
});
