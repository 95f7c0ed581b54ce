import { describe, expect, it } from "vitest";
import { shippedSnapshot } from "../../../test/support/snapshot";
import { withWorker } from "../../../test/support/worker";

const worker = withWorker();
const snapshot = shippedSnapshot();
const json = async (path: string, init?: RequestInit) => {
  const res = await worker.fetch(path, init);
  return { status: res.status, body: (await res.json()) as { code: number; result: any } };
};
const post = (path: string, body: unknown) =>
  json(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

describe("stock API (SPEC §7)", () => {
  const product = snapshot.find((p) => p.type === "configurable" && p.status === 1 && p.children.length > 2);

  it("checks one sku and answers ENOTFOUND for an unknown one", async () => {
    const child = product.children[0]!;
    const { status, body } = await json(`/api/stock/check?sku=${encodeURIComponent(child.sku)}`);
    expect(status).toBe(200);
    expect(body.result).toMatchObject({
      sku: child.sku,
      qty: Math.max(0, child.stock.qty),
      is_in_stock: child.stock.isInStock,
    });
    const unknown = await json("/api/stock/check?sku=NOPE-1");
    expect(unknown).toMatchObject({ status: 404, body: { code: 404, result: { errorCode: "ENOTFOUND" } } });
  });

  it("lists stock for a batch, leaving unknown skus out, and bounds the batch", async () => {
    const skus = product.children.slice(0, 3).map((c) => c.sku);
    const { body } = await json(`/api/stock/list?skus=${encodeURIComponent([...skus, "NOPE-2"].join(","))}`);
    expect(body.result.map((r: { sku: string }) => r.sku)).toEqual(skus);
    const tooMany = await json(`/api/stock/list?skus=${Array.from({ length: 101 }, (_, i) => `S${i}`).join(",")}`);
    expect(tooMany.status).toBe(400);
    expect((await json("/api/stock/list")).status).toBe(400);
  });
});

describe("render-list price sync", () => {
  it("prices skus for the store asked for: the German store the Dutch gross price, its own 19 % inside", async () => {
    const simple = snapshot.find((p) => p.type === "simple" && p.status === 1 && p.specialPrice === null);
    const nl = await json(`/api/product/render-list?skus=${simple.sku}&currencyCode=EUR&storeId=1`);
    const de = await json(`/api/product/render-list?skus=${simple.sku}&storeId=2`);
    const gross = Math.round((simple.price * 121) / 100);
    expect(nl.body.result.items[0].price_info).toMatchObject({ final_price: gross, tax_rate: 21 });
    // Cross-border pricing (priceMode "same-gross"): the same shelf price, not net plus German VAT.
    expect(de.body.result.items[0].price_info).toMatchObject({ final_price: gross, tax_rate: 19 });
    expect(gross).not.toBe(Math.round((simple.price * 119) / 100));
    expect((await json(`/api/product/render-list?skus=${simple.sku}&currencyCode=USD`)).status).toBe(400);
    expect((await json(`/api/product/render-list?skus=${simple.sku}&storeId=99`)).status).toBe(400);
  });
});

describe("POST /api/url/map", () => {
  it("resolves categories, products and variants, and answers 'No route found' otherwise", async () => {
    const category = snapshot.catalog.categories.find((c) => c.level === 3)!;
    const cat = await post("/api/url/map", { url: `/de/${category.urlPath.de}` });
    expect(cat.body.result).toMatchObject({ _type: "category", _source: { id: category.id, name: category.name.de } });

    const product = snapshot.find((p) => p.type === "configurable" && p.status === 1 && p.visibility === 4);
    const prod = await post("/api/url/map", {
      url: `/${product.urlPath.nl}`,
      includeFields: ["sku", "type_id", "childSku"],
    });
    expect(prod.body.result).toEqual({
      _type: "product",
      _source: { sku: product.sku, type_id: "configurable", childSku: null },
    });

    const bySku = await post("/api/url/map", { url: "/", filters: { sku: product.sku }, excludeFields: ["link"] });
    expect(bySku.body.result._source.sku).toBe(product.sku);
    expect(bySku.body.result._source.link).toBeUndefined();

    const missing = await post("/api/url/map", { url: "/nergens/te/vinden" });
    expect(missing).toMatchObject({ status: 404, body: { result: { errorMessage: "No route found" } } });
    expect((await post("/api/url/map", { nope: true })).status).toBe(400);
  });
});

describe("attribute, category and tax rule lists", () => {
  it("lists attributes by code with option labels in the store's language", async () => {
    const { body } = await json("/api/catalog/attributes?attribute_code=color&store=de&size=0");
    expect(body.result.total).toBe(1);
    expect(body.result.items[0]).toMatchObject({ attribute_code: "color", frontend_label: "Farbe" });
    expect(body.result.items[0].options.length).toBeGreaterThan(3);
  });

  it("lists categories by parent with includeFields", async () => {
    const { body } = await json("/api/catalog/categories?parent_id=2&includeFields=id,name,url_path&store=en");
    expect(body.result.items.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(["Women", "Men", "Accessories"]),
    );
    expect(Object.keys(body.result.items[0]).sort()).toEqual(["id", "name", "url_path"]);
    expect((await json("/api/catalog/categories?sort=sideways")).status).toBe(400);
  });

  it("lists the tax rules with NL 21 % and DE 19 %", async () => {
    const { body } = await json("/api/catalog/taxrules");
    const rates = body.result.items.flatMap((r: { rates: { tax_country_id: string; rate: number }[] }) => r.rates);
    expect(rates).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ tax_country_id: "NL", rate: 21 }),
        expect.objectContaining({ tax_country_id: "DE", rate: 19 }),
      ]),
    );
  });
});
