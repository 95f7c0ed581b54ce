import { cp, mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ROOT } from "../../scripts/worker-runtime";

const MEDIA = `${path.sep}media`;

/**
 * A copy of dist/client in a new temporary folder, for a test that changes what the worker serves,
 * without the catalogue's image variants (up to some 10,000 files no such test looks at; an image
 * asked for is still made on request: test/support/worker.ts).
 */
export async function copyAssets(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  await cp(path.join(ROOT, "dist/client"), dir, {
    recursive: true,
    filter: (source) => !source.includes(`${MEDIA}${path.sep}`) && !source.endsWith(MEDIA),
  });
  return dir;
}
