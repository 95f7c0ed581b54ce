import { describe, expect, it } from "vitest";
import { pageJs } from "../scripts/client-size";
import { shippedSnapshot } from "./support/snapshot";
import { withWorker } from "./support/worker";
import { productUrlKey } from "../schema/catalog/files";

// ARCHITECTURE §8: at most 80 KB of first-party JavaScript (brotli) per page, React included: what
// the page runs to work — the entry, its strings and every island it has, however late each
// hydrates. What the entry loads at idle on every page once the page works (analytics and consent,
// the navigation history, the offline boot) is reported beside it (docs/architecture.md, budgets).
const BUDGET_BYTES = 80 * 1024;

const worker = withWorker();
const product = shippedSnapshot().listed.find((p) => p.type === "configurable" && p.inStock)!;

describe("client JavaScript budget", () => {
  it.each([
    "/",
    "/de/styleguide",
    "/en/not-a-page",
    "/dames/jassen",
    `/p/${product.sku}/${productUrlKey(product, "nl")}`,
    "/en/search?q=wool",
    "/en/cart/",
    "/checkout",
    "/en/checkout-return?orderId=00000000-0000-4000-8000-000000000000",
  ])("%s stays within 80 KB brotli", async (path) => {
    const html = await (await worker.fetch(path)).text();
    const all = pageJs(html);
    const eager = pageJs(html, { includeLazy: false });
    console.log(
      `${path}: ${(eager.brotliBytes / 1024).toFixed(1)} KB on load, ${(all.brotliBytes / 1024).toFixed(1)} KB with every island (${all.files.length} files); then ${(all.idleBrotliBytes / 1024).toFixed(1)} KB at idle`,
    );
    expect(all.islands.length).toBeGreaterThan(0);
    // The page's language strings are counted (they are first-party JS every page loads).
    expect(all.files.some((file) => /\/common\.(nl|de|en)-\w+\.js$/.test(file))).toBe(true);
    expect(all.brotliBytes).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
