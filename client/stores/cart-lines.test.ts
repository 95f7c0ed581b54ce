import { describe, expect, it } from "vitest";
import type { CartItemDto, TotalsDto } from "../../schema/api/cart";
import {
  addLine,
  confirmLine,
  linesFromPull,
  optionKey,
  removeLine,
  restoreLine,
  rollbackLine,
  setLineQty,
  settledLines,
  withTotalsPrices,
  type CartLine,
  type NewLine,
} from "./cart-lines";

const dto = (over: Partial<CartItemDto> = {}): CartItemDto => ({
  item_id: 7,
  sku: "AN-1-S",
  qty: 1,
  name: "Parka",
  price: 14900,
  product_type: "configurable",
  quote_id: "cart-1",
  options: [{ label: "Maat", value: "S" }],
  ...over,
});
const media = { image: "/p/parka.jpg", url: "/p/AN-1/parka/AN-1-S" };
const newLine = (over: Partial<NewLine> = {}): NewLine => ({
  sku: "AN-1-S",
  qty: 1,
  name: "Parka",
  price: 14900,
  product_type: "configurable",
  ...media,
  ...over,
});
const bundle = (selections: number[], optionId = 3) => ({
  extension_attributes: { bundle_options: [{ option_id: optionId, option_selections: selections }] },
});

describe("optionKey", () => {
  it("is empty without options, and the same for the same choice in any order or spelling", () => {
    expect(optionKey(undefined)).toBe("");
    expect(optionKey(null)).toBe("");
    expect(optionKey({ extension_attributes: { custom_options: [], bundle_options: [] } })).toBe("");
    const a = {
      extension_attributes: {
        custom_options: [
          { option_id: 2, option_value: "5,4" },
          { option_id: 1, option_value: "9" },
        ],
      },
    };
    const b = {
      extension_attributes: {
        custom_options: [
          { option_id: "1", option_value: 9 },
          { option_id: 2, option_value: "4,5,4" },
        ],
        bundle_options: [],
      },
    };
    expect(optionKey(a)).toBe(optionKey(b));
    expect(optionKey(bundle([2, 1]))).toBe(optionKey(bundle([1, 2])));
    expect(optionKey(bundle([1]))).not.toBe(optionKey(bundle([2])));
  });

  it("counts a bundle option without a quantity as quantity 1", () => {
    const withQty = {
      extension_attributes: { bundle_options: [{ option_id: 3, option_qty: 1, option_selections: [1] }] },
    };
    expect(optionKey(withQty)).toBe(optionKey(bundle([1])));
  });
});

describe("an optimistic add", () => {
  it("adds a new line under a local key, only optimistic until the server answers", () => {
    const { lines, key } = addLine([], newLine({ qty: 2 }), "t1");
    expect(key).toBe("t1");
    expect(lines).toEqual([expect.objectContaining({ key: "t1", item_id: null, sku: "AN-1-S", qty: 2, ...media })]);
  });

  it("raises the quantity of the line with the same sku and options, remembering the quantity before", () => {
    const existing = confirmLine(addLine([], newLine(), "t1").lines, "t1", dto({ qty: 3 }));
    const { lines, key } = addLine(existing, newLine({ qty: 2 }), "t2");
    expect(key).toBe("i7");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ qty: 5, prev_qty: 3 });
  });

  it("makes another line for the same sku with other options, or when the line has an error", () => {
    const first = addLine([], newLine({ sku: "B", product_option: bundle([1]) }), "t1").lines;
    expect(addLine(first, newLine({ sku: "B", product_option: bundle([2]) }), "t2").lines).toHaveLength(2);
    const broken: CartLine[] = [{ ...first[0]!, errors: "This product is not available" }];
    expect(addLine(broken, newLine({ sku: "B", product_option: bundle([1]) }), "t3").lines).toHaveLength(2);
  });
});

describe("the server's answer", () => {
  it("replaces the optimistic line, keeping its picture and page", () => {
    const optimistic = addLine([], newLine(), "t1").lines;
    const [line] = confirmLine(optimistic, "t1", dto({ qty: 1, info: "Op voorraad!" }));
    expect(line).toMatchObject({ key: "i7", item_id: 7, qty: 1, info: "Op voorraad!", ...media });
    expect(line).not.toHaveProperty("prev_qty");
  });

  it("merges an optimistic line into the line the server says it is", () => {
    const known = confirmLine(addLine([], newLine(), "t1").lines, "t1", dto({ qty: 1 }));
    // Another tab added the same product meanwhile; this tab did not know, so it made a second line.
    const twoLines = addLine(
      known.map((l) => ({ ...l, optionKey: "other" })),
      newLine(),
      "t2",
    ).lines;
    expect(twoLines).toHaveLength(2);
    const merged = confirmLine(twoLines, "t2", dto({ qty: 2 }));
    expect(merged).toEqual([expect.objectContaining({ key: "i7", qty: 2 })]);
  });

  it("keeps a newer quantity the shopper chose while the call was on its way", () => {
    let lines = confirmLine(addLine([], newLine(), "t1").lines, "t1", dto({ qty: 1 }));
    lines = setLineQty(lines, "i7", 2);
    lines = setLineQty(lines, "i7", 3);
    const confirmed = confirmLine(lines, "i7", dto({ qty: 2 }), 2);
    expect(confirmed[0]).toMatchObject({ qty: 3, prev_qty: 2 });
    // When the newer change fails, the line goes back to what the server has.
    expect(rollbackLine(confirmed, "i7")[0]).toMatchObject({ qty: 2 });
  });

  it("shows a line the server has even when the optimistic one went meanwhile", () => {
    expect(confirmLine([], "t9", dto())).toEqual([expect.objectContaining({ key: "i7", image: null })]);
  });
});

describe("a failed change (SPEC §4: restore prev_qty or remove the optimistic item)", () => {
  it("removes a line that was only optimistic", () => {
    const lines = addLine([], newLine(), "t1").lines;
    expect(rollbackLine(lines, "t1")).toEqual([]);
  });

  it("restores the quantity before the change", () => {
    const lines = setLineQty(confirmLine(addLine([], newLine(), "t1").lines, "t1", dto({ qty: 4 })), "i7", 9);
    expect(lines[0]).toMatchObject({ qty: 9, prev_qty: 4 });
    const restored = rollbackLine(lines, "i7");
    expect(restored[0]).toMatchObject({ qty: 4 });
    expect(restored[0]).not.toHaveProperty("prev_qty");
  });

  it("leaves a line without a change in flight alone, and other lines always", () => {
    const lines = confirmLine(addLine([], newLine(), "t1").lines, "t1", dto());
    expect(rollbackLine(lines, "i7")).toEqual(lines);
    expect(rollbackLine(lines, "nope")).toEqual(lines);
  });

  it("puts a removed line back where it was", () => {
    const a = confirmLine(addLine([], newLine({ sku: "A" }), "t1").lines, "t1", dto({ item_id: 1, sku: "A" }));
    const ab = confirmLine(addLine(a, newLine({ sku: "B" }), "t2").lines, "t2", dto({ item_id: 2, sku: "B" }));
    const abc = confirmLine(addLine(ab, newLine({ sku: "C" }), "t3").lines, "t3", dto({ item_id: 3, sku: "C" }));
    const { lines, removed } = removeLine(abc, "i2");
    expect(lines.map((l) => l.sku)).toEqual(["A", "C"]);
    expect(restoreLine(lines, removed!).map((l) => l.sku)).toEqual(["A", "B", "C"]);
    expect(restoreLine(abc, removed!)).toHaveLength(3);
    expect(removeLine(abc, "nope").removed).toBeNull();
  });
});

describe("lines another page left", () => {
  it("are settled: optimistic lines dropped, quantities on their way back to what the server confirmed", () => {
    let lines = confirmLine(
      addLine([], newLine({ sku: "A" }), "t1").lines,
      "t1",
      dto({ item_id: 1, sku: "A", qty: 2 }),
    );
    lines = setLineQty(lines, "i1", 5);
    lines = addLine(lines, newLine({ sku: "B" }), "t2").lines;
    expect(settledLines(lines).map((l) => [l.key, l.qty, l.prev_qty])).toEqual([["i1", 2, undefined]]);
  });
});

describe("lines from a pull", () => {
  it("keep the pictures the browser knew, by line id and else by sku", () => {
    const known = confirmLine(addLine([], newLine(), "t1").lines, "t1", dto({ item_id: 7 }));
    const pulled = linesFromPull(
      [dto({ item_id: 7, qty: 2 }), dto({ item_id: 8, sku: "AN-1-S" }), dto({ item_id: 9, sku: "X" })],
      known,
    );
    expect(pulled.map((l) => [l.key, l.qty, l.image])).toEqual([
      ["i7", 2, media.image],
      ["i8", 1, media.image],
      ["i9", 1, null],
    ]);
  });

  it("carry the server's error for a line that can no longer be bought", () => {
    const [line] = linesFromPull([dto({ errors: "This product is not available", price: 0 })], []);
    expect(line).toMatchObject({ errors: "This product is not available" });
  });
});

describe("prices from the totals", () => {
  it("replace a line's unit price with what the server computed now", () => {
    const lines = [
      ...confirmLine(addLine([], newLine(), "t1").lines, "t1", dto({ price: 14900 })),
      ...addLine([], newLine({ sku: "Y" }), "t2").lines,
    ];
    const totals = { items: [{ item_id: 7, price_incl_tax: 12900 }] } as unknown as TotalsDto;
    const priced = withTotalsPrices(lines, totals);
    expect(priced.map((l) => l.price)).toEqual([12900, 14900]);
    expect(withTotalsPrices(priced, totals)[0]).toBe(priced[0]);
  });
});
