/** The catalogue's public face over the shipped test snapshot, and inventory against the real test libSQL server. */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { getStoreView } from "../../domain/store-views";
import { ROOT } from "../../scripts/worker-runtime";
import { shippedSnapshot } from "../../test/support/snapshot";
import { createDb } from "../db/client";
import { decrementStatements, isStockShortage, readStock, releaseStock, stockOf, tryDecrement } from "../inventory";
import { catalogAccess, findSellable, sellablePrice, sellableUrl } from ".";

// The deploy's static assets, read from dist/client as the ASSETS binding would serve them.
const assets = {
  fetch: async (url: string) => {
    try {
      return new Response(await readFile(path.join(ROOT, "dist/client", new URL(url).pathname)));
    } catch {
      return new Response("not found", { status: 404 });
    }
  },
};
const catalog = catalogAccess(assets, "nl", "NL");
const snapshot = shippedSnapshot();

describe("the catalogue's public face", () => {
  it("finds a simple product as itself and a variant through its parent", async () => {
    const simple = snapshot.find((p) => p.type === "simple" && p.status === 1 && p.visibility > 1);
    expect(await findSellable(catalog, simple.sku)).toMatchObject({
      sku: simple.sku,
      variant: null,
      product: { sku: simple.sku },
    });

    const configurable = snapshot.find(
      (p) => p.type === "configurable" && p.status === 1 && p.children.some((c) => c.status === 1),
    );
    const child = configurable.children.find((c) => c.status === 1)!;
    const found = await findSellable(catalog, child.sku);
    expect(found).toMatchObject({
      sku: child.sku,
      product: { sku: configurable.sku },
      variant: { sku: child.sku },
      options: child.options,
    });
    expect(sellableUrl(found!, getStoreView("de"))).toBe(
      `/de/p/${encodeURIComponent(configurable.sku)}/${configurable.urlKey.de}/${encodeURIComponent(child.sku)}`,
    );
  });

  it("refuses what cannot be bought: a configurable without its variant, an unknown sku", async () => {
    const configurable = snapshot.find((p) => p.type === "configurable");
    expect(await findSellable(catalog, configurable.sku)).toBeNull();
    expect(await findSellable(catalog, "NO-SUCH-SKU")).toBeNull();
  });

  it("prices per store view with that country's tax, honouring special price windows at the moment asked", async () => {
    const special = snapshot.find(
      (p) => p.type === "simple" && p.status === 1 && p.specialPrice !== null && p.specialTo !== null,
    );
    const item = (await findSellable(catalog, special.sku))!;
    const during = new Date(Date.parse(special.specialTo!) - 1000);
    const after = new Date(Date.parse(special.specialTo!) + 1000);
    const nl = await sellablePrice(catalog, item, getStoreView("nl"), after);
    const de = await sellablePrice(catalog, item, getStoreView("de"), after);
    expect(nl.taxRate).toBe(21);
    expect(de.taxRate).toBe(19);
    expect(nl.final).toBe(Math.round((special.price * 121) / 100));
    // The German store sells at the Dutch gross price; its net part is that price less 19 % VAT.
    expect(de.final).toBe(nl.final);
    expect(de.finalNet).toBe(de.final - Math.round((de.final * 19) / 119));
    expect(nl.special).toBeNull();
    if (special.specialFrom === null || Date.parse(special.specialFrom) <= during.getTime()) {
      expect((await sellablePrice(catalog, item, getStoreView("nl"), during)).final).toBe(
        Math.round((special.specialPrice! * 121) / 100),
      );
    }
  });
});

describe("inventory", () => {
  const db = createDb({ LIBSQL_URL: inject("libsqlUrl"), LIBSQL_AUTH_TOKEN: undefined });
  const stocked = snapshot.listed.filter((p) => p.type === "simple").map((p) => p.sku);

  it("reads many skus in one call; unknown skus are absent", async () => {
    const stock = await readStock(db, [...stocked.slice(0, 5), "NO-SUCH-SKU"]);
    expect(stock.size).toBe(5);
    expect(stock.has("NO-SUCH-SKU")).toBe(false);
  });

  it("decrements conditionally: never below zero, even when 20 race for the last items", async () => {
    const sku = stocked[92]!;
    await db.$client.execute({
      sql: "update stock_items set qty = 3, is_in_stock = 1, manage_stock = 1 where sku = ?",
      args: [sku],
    });
    const results = await Promise.all(Array.from({ length: 20 }, () => tryDecrement(db, { sku, qty: 1 })));
    expect(results.filter(Boolean)).toHaveLength(3);
    expect((await stockOf(db, sku))?.qty).toBe(0);
    await releaseStock(db, [{ sku, qty: 2 }]);
    expect((await stockOf(db, sku))?.qty).toBe(2);
  });

  it("rolls a whole batch back when one line is short, and says it was a shortage", async () => {
    const [a, b] = [stocked[93]!, stocked[94]!];
    await db.$client.execute({
      sql: "update stock_items set qty = 5, manage_stock = 1 where sku in (?, ?)",
      args: [a, b],
    });
    const [first, ...rest] = decrementStatements(db, [
      { sku: a, qty: 2 },
      { sku: b, qty: 6 },
    ]);
    const error = await db.batch([first!, ...rest]).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isStockShortage(error)).toBe(true);
    expect((await stockOf(db, a))?.qty).toBe(5);
    expect((await stockOf(db, b))?.qty).toBe(5);
  });
});
