import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_CART_LINES, MAX_LINE_QTY } from "../../schema/constants";
import type { StockItem } from "../inventory";
import {
  overfullCuts,
  planLineChange,
  settleLineWrite,
  settleRemove,
  type CurrentLine,
  type LinePlan,
  type LineRequest,
  type LineWrite,
  type StockView,
  type WantedLine,
} from "./line-change";

const row = (sku: string, qty: number, over: Partial<StockItem> = {}): StockItem => ({
  sku,
  productId: 1,
  qty,
  isInStock: qty > 0,
  manageStock: true,
  ...over,
});
const stockOf = (...rows: StockItem[]): StockView => ({ stock: new Map(rows.map((r) => [r.sku, r])), volatile: false });
const simple = (sku: string, over: Partial<WantedLine> = {}): WantedLine => ({
  sku,
  optionKey: "",
  productType: "simple",
  claims: [{ sku, perUnit: 1 }],
  ...over,
});
const held = (id: number, sku: string, qty: number, over: Partial<CurrentLine> = {}): CurrentLine => ({
  id,
  sku,
  optionKey: "",
  qty,
  claims: [{ sku, perUnit: 1 }],
  ...over,
});
const add = (qty: number): LineRequest => ({ kind: "add", qty });
const set = (itemId: number, qty: number): LineRequest => ({ kind: "set", itemId, qty });

function written(plan: LinePlan): LineWrite {
  if (plan.kind !== "write") throw new Error(`refused: ${plan.refusal.key}`);
  return plan.write;
}

describe("planLineChange", () => {
  const cases: {
    name: string;
    lines: CurrentLine[];
    wanted: WantedLine;
    request: LineRequest;
    stock: StockView;
    expected: Partial<LineWrite> | { refuse: string; code: string; maxQuantity?: number };
  }[] = [
    {
      name: "a new line within stock is added with the in-stock info",
      lines: [],
      wanted: simple("A"),
      request: add(2),
      stock: stockOf(row("A", 5)),
      expected: { kind: "add", qty: 2, itemId: null, info: "cart.itemInStock" },
    },
    {
      name: "adding to a line counts what it holds",
      lines: [held(1, "A", 4)],
      wanted: simple("A"),
      request: add(2),
      stock: stockOf(row("A", 5)),
      expected: { refuse: "cart.maxQuantity", code: "QUANTITY_UNAVAILABLE", maxQuantity: 5 },
    },
    {
      name: "a sold-out product is refused as out of stock",
      lines: [],
      wanted: simple("A"),
      request: add(1),
      stock: stockOf(row("A", 0)),
      expected: { refuse: "cart.outOfStock", code: "OUT_OF_STOCK" },
    },
    {
      name: "a sold-out variant says so in the variant's words",
      lines: [],
      wanted: simple("A-M", { productType: "configurable" }),
      request: add(1),
      stock: stockOf(row("A-M", 0)),
      expected: { refuse: "cart.variantOutOfStock", code: "OUT_OF_STOCK" },
    },
    {
      name: "unmanaged stock is capped at 99 only",
      lines: [],
      wanted: simple("A"),
      request: add(MAX_LINE_QTY + 1),
      stock: stockOf(row("A", 0, { manageStock: false })),
      expected: { refuse: "cart.maxQuantity", code: "QUANTITY_UNAVAILABLE", maxQuantity: MAX_LINE_QTY },
    },
    {
      name: "a sku without a stock row is added for pre-reservation (volatile info)",
      lines: [],
      wanted: simple("A"),
      request: add(1),
      stock: { stock: new Map([["A", row("A", 3)]]), volatile: true },
      expected: { kind: "add", info: "cart.volatile" },
    },
    {
      name: "setting the quantity of a line not in the cart is refused",
      lines: [held(1, "A", 1)],
      wanted: simple("A"),
      request: set(7, 2),
      stock: stockOf(row("A", 5)),
      expected: { refuse: "cart.lineNotFound", code: "NOT_FOUND" },
    },
    {
      name: "setting a quantity replaces it (not added)",
      lines: [held(1, "A", 4)],
      wanted: simple("A"),
      request: set(1, 5),
      stock: stockOf(row("A", 5)),
      expected: { kind: "set", itemId: 1, qty: 5, exceptId: null, twinId: null },
    },
    {
      name: "another variant turns the line into it (edit mode)",
      lines: [held(1, "A-S", 2)],
      wanted: simple("A-M"),
      request: set(1, 2),
      stock: stockOf(row("A-S", 5), row("A-M", 5)),
      expected: { kind: "edit", itemId: 1, qty: 2, exceptId: 1, twinId: null },
    },
    {
      name: "an edit onto a line of that choice merges the two quantities",
      lines: [held(1, "A-S", 2), held(2, "A-M", 3)],
      wanted: simple("A-M"),
      request: set(1, 2),
      stock: stockOf(row("A-S", 5), row("A-M", 9)),
      expected: { kind: "edit", itemId: 1, twinId: 2, qty: 5 },
    },
    {
      name: "an edit whose merged quantity passes the stock is refused with the most it may hold",
      lines: [held(1, "A-S", 2), held(2, "A-M", 3)],
      wanted: simple("A-M"),
      request: set(1, 2),
      stock: stockOf(row("A-S", 5), row("A-M", 4)),
      expected: { refuse: "cart.maxQuantity", code: "QUANTITY_UNAVAILABLE", maxQuantity: 4 },
    },
    {
      name: "a bundle's components count what other lines hold of them",
      lines: [held(1, "C1", 3)],
      wanted: simple("BUNDLE", {
        productType: "bundle",
        claims: [
          { sku: "C1", perUnit: 2 },
          { sku: "C2", perUnit: 1 },
        ],
      }),
      request: add(2),
      stock: stockOf(row("C1", 6), row("C2", 9)),
      expected: { refuse: "cart.maxQuantity", code: "QUANTITY_UNAVAILABLE", maxQuantity: 1 },
    },
  ];

  it.each(cases)("$name", ({ lines, wanted, request, stock, expected }) => {
    const plan = planLineChange(lines, wanted, request, stock);
    if ("refuse" in expected) {
      expect(plan.kind).toBe("refuse");
      if (plan.kind !== "refuse") return;
      expect(plan.refusal.key).toBe(expected.refuse);
      expect(plan.refusal.code).toBe(expected.code);
      expect(plan.refusal.maxQuantity).toBe(expected.maxQuantity);
    } else {
      expect(written(plan)).toMatchObject(expected);
    }
  });

  it("refuses a new line in a full bag, but still adds to a line it holds", () => {
    const lines = Array.from({ length: MAX_CART_LINES }, (_, i) => held(i + 1, `S${i}`, 1));
    const stock = stockOf(row("NEW", 5), row("S0", 5));
    const full = planLineChange(lines, simple("NEW"), add(1), stock);
    expect(full).toMatchObject({ kind: "refuse", refusal: { code: "CONFLICT", key: "cart.tooManyLines" } });
    expect(planLineChange(lines, simple("S0"), add(1), stock).kind).toBe("write");
  });

  it("bounds the write per claim: stock row or catalogue figure, and what other skus' lines claim", () => {
    const lines = [held(1, "BUNDLE", 1, { claims: [{ sku: "C1", perUnit: 2 }] }), held(2, "C1", 1)];
    const { claims } = written(planLineChange(lines, simple("C1"), add(1), stockOf(row("C1", 9))));
    // The line of C1 itself is counted live by the SQL, the bundle's 2 units by the snapshot.
    expect(claims).toEqual([{ sku: "C1", perUnit: 1, fallback: 9, elsewhere: 2 }]);
  });

  it("never plans a write past the stock or the cap (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 150 }),
        fc.integer({ min: 0, max: MAX_LINE_QTY }),
        fc.integer({ min: 1, max: MAX_LINE_QTY }),
        fc.boolean(),
        (stockQty, holding, asked, managed) => {
          const lines = holding > 0 ? [held(1, "A", holding)] : [];
          const plan = planLineChange(
            lines,
            simple("A"),
            add(asked),
            stockOf(row("A", stockQty, { manageStock: managed })),
          );
          const room = Math.min(MAX_LINE_QTY, managed ? stockQty : Infinity);
          if (managed && stockQty < 1) return plan.kind === "refuse" && plan.refusal.code === "OUT_OF_STOCK";
          if (holding + asked <= room) return plan.kind === "write" && plan.write.qty === asked;
          return plan.kind === "refuse" && plan.refusal.maxQuantity === room;
        },
      ),
    );
  });
});

describe("settleLineWrite", () => {
  const wanted = simple("A");
  const addWrite = written(planLineChange([], wanted, add(3), stockOf(row("A", 9))));
  const setWrite = written(planLineChange([held(1, "A", 1)], wanted, set(1, 3), stockOf(row("A", 9))));
  const editWrite = written(planLineChange([held(1, "B", 1)], wanted, set(1, 3), stockOf(row("A", 9), row("B", 9))));

  it("saves what was asked with the plan's info message", () => {
    expect(settleLineWrite(addWrite, wanted, { id: 4, qty: 5, before: 2 })).toEqual({
      kind: "saved",
      id: 4,
      qty: 5,
      info: "cart.itemInStock",
    });
  });

  it("cuts a line the statement bounded below the ask, and refuses one it could not raise at all", () => {
    expect(settleLineWrite(addWrite, wanted, { id: 4, qty: 4, before: 2 })).toEqual({
      kind: "cut",
      id: 4,
      qty: 4,
      maxQuantity: 4,
    });
    expect(settleLineWrite(addWrite, wanted, { id: 4, qty: 2, before: 2 })).toMatchObject({
      kind: "refuse",
      refusal: { code: "QUANTITY_UNAVAILABLE", maxQuantity: 2 },
    });
    expect(settleLineWrite(setWrite, wanted, { id: 1, qty: 2, before: 1 })).toMatchObject({ kind: "cut", qty: 2 });
    // An edit keeps what it could, even when that equals what the line held.
    expect(settleLineWrite(editWrite, wanted, { id: 1, qty: 1 })).toMatchObject({ kind: "cut", qty: 1 });
  });

  it("names why nothing was written", () => {
    expect(settleLineWrite(addWrite, wanted, "closed")).toMatchObject({ refusal: { code: "CART_CLOSED" } });
    expect(settleLineWrite(addWrite, wanted, "out_of_stock")).toMatchObject({ refusal: { code: "OUT_OF_STOCK" } });
    expect(settleLineWrite(addWrite, wanted, "gone")).toMatchObject({ refusal: { code: "OUT_OF_STOCK" } });
    expect(settleLineWrite(setWrite, wanted, "gone")).toMatchObject({ refusal: { key: "cart.lineNotFound" } });
    expect(settleLineWrite(editWrite, wanted, "gone")).toMatchObject({ refusal: { key: "cart.lineNotFound" } });
  });

  it("never reports more than the line holds, nor a cut above the ask (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 1, max: 99 }), (before, qty) => {
        const result = settleLineWrite(addWrite, wanted, { id: 1, qty, before });
        if (result.kind === "refuse") return qty === before && qty < before + addWrite.qty;
        return result.qty === qty && (result.kind === "saved") === qty >= before + addWrite.qty;
      }),
    );
  });
});

describe("removing and clamping", () => {
  it("refuses removing a line that is gone", () => {
    expect(settleRemove(true)).toBeNull();
    expect(settleRemove(false)).toMatchObject({ status: 404, key: "cart.lineNotFound" });
  });

  it("cuts over-full lines to their bound and the cap, never to zero", () => {
    const cuts = overfullCuts(
      [
        { id: 1, qty: 8 },
        { id: 2, qty: 3 },
        { id: 3, qty: 4 },
        { id: 4, qty: 150 },
      ],
      (id) => ({ 1: 5, 2: 9, 3: 0, 4: 1_000_000 })[id] ?? 0,
    );
    expect([...cuts]).toEqual([
      [1, 5],
      [4, MAX_LINE_QTY],
    ]);
  });
});
