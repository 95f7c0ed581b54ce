/**
 * Product pages whose options load on demand in the browser (grouped items, bundle choices) are
 * still rendered whole on the server: the renderer notices the suspended part and waits for it,
 * and the document stays free of inline scripts (the CSP allows none).
 */
import { describe, expect, it } from "vitest";
import { shippedSnapshot } from "../../../test/support/snapshot";
import { withWorker } from "../../../test/support/worker";
import { productUrlKey } from "../../../schema/catalog/files";

const worker = withWorker();
const snapshot = shippedSnapshot();

describe("product pages with parts that load on demand", () => {
  it.each([
    ["grouped", 'class="linked-items"'],
    ["bundle", 'class="bundle-option"'],
  ] as const)("render a %s product's choices on the server", async (type, marker) => {
    const summary = snapshot.listed.find((p) => p.type === type)!;
    const res = await worker.fetch(`/p/${summary.sku}/${productUrlKey(summary, "nl")}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(marker);
    expect(html).not.toContain("<!--$!-->");
    expect(html).not.toMatch(/<script>|<script (?!type="(module|application\/json|application\/ld\+json)")/);
  });
});
