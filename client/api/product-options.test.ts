import { describe, expect, it, vi } from "vitest";
import type { ProductOptionsProps } from "../components/catalog/product-types";
import { propsJson } from "../island";
import { loadProductOptions, productOptionsIn } from "./product-options";
import type { Fetch } from "./request";

const props = {
  sku: "AN-1",
  type: "configurable",
  variants: [{ sku: "AN-1-S" }],
  name: "Parka </script><script>alert(1)</script>",
} as unknown as ProductOptionsProps;
const page = (p: object) =>
  `<!doctype html><html><body><script type="application/json" data-island-props="Gallery">{"images":[]}</script>` +
  `<div data-island="Gallery"></div><script type="application/json" data-island-props="ProductOptions">${propsJson(p)}</script>` +
  `<div data-island="ProductOptions" data-hydrate="load"></div></body></html>`;

describe("the quick add's product options", () => {
  it("are the product options island's props in the product page", () => {
    expect(productOptionsIn(page(props))).toEqual(props);
  });

  it("are nothing in a page without them or with broken JSON", () => {
    expect(productOptionsIn("<html><body>404</body></html>")).toBeNull();
    expect(productOptionsIn(page({ unrelated: true }))).toBeNull();
    expect(
      productOptionsIn('<script type="application/json" data-island-props="ProductOptions">{"sku":</script>'),
    ).toBeNull();
  });

  it("are read from the page without cookies (the edge cache answers), within a deadline", async () => {
    const fetch = vi.fn<Fetch>(() => Promise.resolve(new Response(page(props))));
    await expect(loadProductOptions("/p/AN-1/parka", { fetch })).resolves.toEqual(props);
    expect(fetch.mock.calls[0]![0]).toBe("/p/AN-1/parka");
    expect(fetch.mock.calls[0]![1]).toMatchObject({ credentials: "omit" });
    expect(fetch.mock.calls[0]![1].signal).toBeInstanceOf(AbortSignal);
  });

  it("fail as ApiError when the page is gone, has none, or does not answer", async () => {
    const gone = vi.fn<Fetch>(() => Promise.resolve(new Response("not here", { status: 404 })));
    await expect(loadProductOptions("/p/x", { fetch: gone })).rejects.toMatchObject({ errorCode: "NOT_FOUND" });
    const bare = vi.fn<Fetch>(() => Promise.resolve(new Response("<html></html>")));
    await expect(loadProductOptions("/p/x", { fetch: bare })).rejects.toMatchObject({ errorCode: "BAD_RESPONSE" });
    const offline = vi.fn<Fetch>(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(loadProductOptions("/p/x", { fetch: offline })).rejects.toMatchObject({ errorCode: "NETWORK" });
  });
});
