/**
 * The real catalogue dumps some tests read: `../shared/data` beside the repository (optional; a clone
 * has none), or the folder `REAL_DATA_DIR` names. Every test that needs them goes through `realData`,
 * which skips it when its file is absent and tags it, so the run's summary can name what it skipped
 * (real-data-reporter.ts).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Where the real dumps are looked for. */
export const REAL_DATA_DIR = process.env.REAL_DATA_DIR
  ? path.resolve(process.env.REAL_DATA_DIR)
  : path.resolve(ROOT, "../shared/data");

/** The tag every real-data test carries (declared in vitest.config.ts). */
export const REAL_DATA_TAG = "real-data";

/** A file or folder of the real dumps, and suites and tests that run only when it is there. */
export interface RealData {
  /** Its absolute path. */
  path: string;
  present: boolean;
  /** `describe`, skipped when the data is absent, its tests tagged real-data. */
  describe(name: string, fn: () => void): void;
  /** `it`, skipped when the data is absent, tagged real-data. */
  it(name: string, fn: () => Promise<void> | void, timeout?: number): void;
}

/**
 * `name` is a path inside the data folder, e.g. "vsf-luma-2017/catalog.json"; `more` are others the
 * tests also read (they run only when all are there).
 */
export function realData(name: string, ...more: string[]): RealData {
  const file = path.join(REAL_DATA_DIR, name);
  const missing = [name, ...more].filter((part) => !existsSync(path.join(REAL_DATA_DIR, part)));
  const present = missing.length === 0;
  // A missing folder is named in the run's summary; a folder without some of the files only here.
  if (!present && existsSync(REAL_DATA_DIR))
    console.warn(`[real data] ${missing.join(", ")} absent from ${REAL_DATA_DIR}: their tests are skipped`);
  return {
    path: file,
    present,
    describe: (title, fn) => describe.skipIf(!present)(title, { tags: [REAL_DATA_TAG] }, fn),
    it: (title, fn, timeout) => it.skipIf(!present)(title, { tags: [REAL_DATA_TAG], timeout }, fn),
  };
}
