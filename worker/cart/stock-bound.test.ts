/**
 * Stock bounds the bag (issue 35 point 2), through the worker in Miniflare against the real test
 * libSQL server: concurrent adds never take a line past its stock or past 99, a sku without a stock
 * row is bounded by the catalogue's stock, and a line over-full in the database is cut down when the
 * cart is next read.
 */
// Runs alone: concurrent adds racing for the last items in stock.
import { createClient } from "@libsql/client";
import { afterAll, describe, expect, inject, it } from "vitest";
import { shopper, type Shopper } from "../../test/support/shopper";
import { shippedSnapshot } from "../../test/support/snapshot";
import { withWorker } from "../../test/support/worker";
import { createDb } from "../db/client";
import { lineBoundSql } from "./line-bound";
import { changeLine } from "./repo-lines";

const worker = withWorker();
const snapshot = shippedSnapshot();
const db = createClient({ url: inject("libsqlUrl") });
afterAll(() => db.close());

// One enabled variant of each of configurables 600–639 (those without required custom options):
// other test files sharing the database use others.
const variants = snapshot.listed
  .filter((p) => p.type === "configurable")
  .slice(600, 640)
  .map((p) => snapshot.product(p.sku))
  .filter((p) => p.customOptions.every((o) => !o.required))
  .map((p) => p.children.find((c) => c.status === 1)!);
let next = 0;
const freshSku = () => variants[next++]!.sku;

async function stock(sku: string, qty: number, manageStock = true) {
  await db.execute({
    sql: "update stock_items set qty = ?, is_in_stock = ?, manage_stock = ? where sku = ?",
    args: [qty, qty > 0 ? 1 : 0, manageStock ? 1 : 0, sku],
  });
}

async function newCart(who: Shopper): Promise<string> {
  return (await who.call("POST", "/api/cart/create")).body.result as string;
}

const add = (who: Shopper, cartId: string, sku: string, qty: number) =>
  who.call("POST", `/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty } });

/** Units of a sku in a cart, over all its lines. */
const lineQty = async (cartId: string, sku: string) =>
  Number(
    (
      await db.execute({
        sql: "select coalesce(sum(qty), 0) as qty from cart_items where cart_id = ? and sku = ?",
        args: [cartId, sku],
      })
    ).rows[0]!.qty,
  );

const only = (n: number) => `Er zijn maar ${n} producten van dit type beschikbaar`;

/** Every answer either added to the line (200) or said how many there are (the SPEC message). */
function expectBounded(results: { status: number; body: { result: any } }[], max: number) {
  for (const r of results) {
    if (r.status === 200) {
      expect(r.body.result.qty).toBeLessThanOrEqual(max);
      continue;
    }
    expect(r.status).toBe(409);
    expect(r.body.result).toMatchObject({ errorCode: "QUANTITY_UNAVAILABLE", errorMessage: only(max) });
  }
}

describe("stock bounds the bag", () => {
  it("20 concurrent 'add one' on a line with a stock of 2 leave it at 2, the rest told how many there are", async () => {
    const who = shopper(worker);
    const cartId = await newCart(who);
    const sku = freshSku();
    await stock(sku, 2);
    const results = await Promise.all(Array.from({ length: 20 }, () => add(who, cartId, sku, 1)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expectBounded(results, 2);
    expect(await lineQty(cartId, sku)).toBe(2);
    const pulled = await who.call("GET", `/api/cart/pull?cartId=${cartId}`);
    expect(pulled.body.result).toEqual([expect.objectContaining({ sku, qty: 2 })]);
  });

  it("20 concurrent 'add one' on a line of 50 with a stock of 60 end at 60, never above", async () => {
    const who = shopper(worker);
    const cartId = await newCart(who);
    const sku = freshSku();
    await stock(sku, 60);
    expect((await add(who, cartId, sku, 50)).status).toBe(200);
    const results = await Promise.all(Array.from({ length: 20 }, () => add(who, cartId, sku, 1)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expectBounded(results, 60);
    expect(await lineQty(cartId, sku)).toBe(60);
  });

  it("counts the cart's other lines of the same sku (other options) against the stock", async () => {
    const who = shopper(worker);
    const cartId = await newCart(who);
    const sku = freshSku();
    await stock(sku, 5);
    expect((await add(who, cartId, sku, 3)).status).toBe(200);
    // A second line of the sku written directly (as another option set would make it).
    const now = Date.now();
    await db.execute({
      sql: "insert into cart_items (cart_id, sku, option_key, qty, created_at, updated_at) values (?, ?, 'other', 2, ?, ?)",
      args: [cartId, sku, now, now],
    });
    const refused = await add(who, cartId, sku, 1);
    expect(refused.status).toBe(409);
    expect(refused.body.result.errorMessage).toBe(only(3));
    expect(await lineQty(cartId, sku)).toBe(5);
  });

  it("bounds a sku without a stock row by the catalogue's stock, and says it was added for pre-reservation", async () => {
    // A variant of configurables 640–699 whose catalogue stock is a few units.
    const product = snapshot.listed
      .filter((p) => p.type === "configurable")
      .slice(640, 700)
      .map((p) => snapshot.product(p.sku))
      .filter((p) => p.customOptions.every((o) => !o.required))
      .flatMap((p) => p.children)
      .find((c) => c.status === 1 && c.stock.manageStock && c.stock.isInStock && c.stock.qty >= 2 && c.stock.qty < 20)!;
    expect(product).toBeDefined();
    const max = product.stock.qty;
    await db.execute({ sql: "delete from stock_items where sku = ?", args: [product.sku] });
    const who = shopper(worker);
    const cartId = await newCart(who);
    const results = await Promise.all(Array.from({ length: max + 10 }, () => add(who, cartId, product.sku, 1)));
    const added = results.filter((r) => r.status === 200);
    expect(added).toHaveLength(max);
    expect(added.every((r) => String(r.body.result.info).includes("voorlopige reservering"))).toBe(true);
    expectBounded(results, max);
    expect(await lineQty(cartId, product.sku)).toBe(max);
  });

  it("never lets a line pass 99, one request at a time or many at once", async () => {
    const who = shopper(worker);
    const cartId = await newCart(who);
    const sku = freshSku();
    await stock(sku, 500);
    expect((await add(who, cartId, sku, 60)).status).toBe(200);
    const over = await add(who, cartId, sku, 60);
    expect(over.status).toBe(409);
    expect(over.body.result).toMatchObject({ errorCode: "QUANTITY_UNAVAILABLE", errorMessage: only(99) });
    expect(await lineQty(cartId, sku)).toBe(60);

    const other = freshSku();
    await stock(other, 0, false); // stock not managed: only the cap bounds it
    const results = await Promise.all(Array.from({ length: 3 }, () => add(who, cartId, other, 40)));
    // Two fit whole; the third is cut to what is left (and says so with the line it left), or — when
    // it already saw 80 in the bag — refused with the same words.
    const qty = await lineQty(cartId, other);
    expect([80, 99]).toContain(qty);
    const cut = results.filter((r) => r.status === 200 && r.body.result.info === only(99));
    expect(cut.length + results.filter((r) => r.status === 409).length).toBe(1);
    if (qty === 99) expect(cut[0]?.body.result.qty).toBe(99);
    expectBounded(results, 99);
  });

  it("cuts a line that holds more than it may down when the cart is next read, and says so on the line", async () => {
    const who = shopper(worker);
    const cartId = await newCart(who);
    const sku = freshSku();
    const capped = freshSku();
    await stock(sku, 10);
    await stock(capped, 500);
    expect((await add(who, cartId, sku, 2)).status).toBe(200);
    expect((await add(who, cartId, capped, 1)).status).toBe(200);
    // As an older worker (or a stock correction) left them: 72 of a stock of 3, 150 of one sku.
    await stock(sku, 3);
    await db.execute({ sql: "update cart_items set qty = 72 where cart_id = ? and sku = ?", args: [cartId, sku] });
    await db.execute({ sql: "update cart_items set qty = 150 where cart_id = ? and sku = ?", args: [cartId, capped] });

    const totals = await who.call("GET", `/api/cart/totals?cartId=${cartId}`);
    expect(totals.status).toBe(200);
    expect(totals.body.result.items.map((i: { sku: string; qty: number }) => [i.sku, i.qty])).toEqual([
      [sku, 3],
      [capped, 99],
    ]);
    expect(await lineQty(cartId, sku)).toBe(3);
    expect(await lineQty(cartId, capped)).toBe(99);

    await db.execute({ sql: "update cart_items set qty = 9 where cart_id = ? and sku = ?", args: [cartId, sku] });
    const pulled = await who.call("GET", `/api/cart/pull?cartId=${cartId}`);
    expect(pulled.body.result[0]).toMatchObject({ sku, qty: 3, info: only(3) });
    // Read again: nothing left to cut, nothing to say.
    const again = await who.call("GET", `/api/cart/pull?cartId=${cartId}`);
    expect(again.body.result[0]).toMatchObject({ sku, qty: 3 });
    expect(again.body.result[0].info).toBeUndefined();
  });
});

describe("cart edit mode writes within the bound too", () => {
  const repoDb = createDb({ LIBSQL_URL: inject("libsqlUrl"), LIBSQL_AUTH_TOKEN: undefined });

  /** A cart with one line of `sku`, its id and option key as the database holds them. */
  async function cartWithLine(sku: string) {
    const who = shopper(worker);
    const cartId = await newCart(who);
    expect((await add(who, cartId, sku, 1)).status).toBe(200);
    const row = (
      await db.execute({
        sql: "select id, option_key from cart_items where cart_id = ? and sku = ?",
        args: [cartId, sku],
      })
    ).rows[0]!;
    return { who, cartId, itemId: Number(row.id), optionKey: row.option_key as string };
  }

  // The route refuses what the cart already shows is too much; these call the write itself, as a
  // request whose check ran before a concurrent change would.
  const edit = (cartId: string, itemId: number, twinId: number | null, sku: string, optionKey: string, qty: number) =>
    changeLine(repoDb, {
      cartId,
      itemId,
      twinId,
      sku,
      optionKey,
      productOption: null,
      qty,
      bound: lineBoundSql(cartId, { sku, optionKey, exceptId: itemId }, [
        { sku, perUnit: 1, fallback: 0, elsewhere: 0 },
      ]),
      now: new Date(),
    });

  it("turns a line into another variant with at most its stock, and refuses one with no unit left", async () => {
    const { cartId, itemId, optionKey } = await cartWithLine(freshSku());
    const target = freshSku();
    await stock(target, 2);
    expect(await edit(cartId, itemId, null, target, optionKey, 5)).toEqual({ id: itemId, qty: 2 });
    expect(await lineQty(cartId, target)).toBe(2);

    const other = freshSku();
    await stock(other, 0);
    expect(await edit(cartId, itemId, null, other, optionKey, 1)).toBe("out_of_stock");
    // Nothing was written: the line is still the variant it was.
    expect(await lineQty(cartId, target)).toBe(2);
    expect(await lineQty(cartId, other)).toBe(0);
  });

  it("merging into a line of the same choice bounds the merged line and removes the edited one", async () => {
    const first = await cartWithLine(freshSku());
    const target = freshSku();
    await stock(target, 3);
    expect((await add(first.who, first.cartId, target, 1)).status).toBe(200);
    const twin = Number(
      (
        await db.execute({
          sql: "select id from cart_items where cart_id = ? and sku = ?",
          args: [first.cartId, target],
        })
      ).rows[0]!.id,
    );
    const merged = await edit(first.cartId, first.itemId, twin, target, first.optionKey, 6);
    expect(merged).toEqual({ id: twin, qty: 3 });
    const lines = await db.execute({ sql: "select sku, qty from cart_items where cart_id = ?", args: [first.cartId] });
    expect(lines.rows.map((r) => [r.sku, Number(r.qty)])).toEqual([[target, 3]]);
  });
});
