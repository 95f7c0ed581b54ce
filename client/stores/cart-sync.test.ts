import { describe, expect, it } from "vitest";
import {
  adoptStored,
  afterFailure,
  cartCount,
  CART_BYPASS_LIMIT,
  CART_COUNT_MODE,
  linesHash,
  mergeStatuses,
} from "./cart-sync";

describe("the badge count (SPEC §2: items or the sum of quantities)", () => {
  const lines = [{ qty: 2 }, { qty: 1 }, { qty: 5 }];

  it("is the sum of quantities, the shop's choice", () => {
    expect(CART_COUNT_MODE).toBe("quantities");
    expect(cartCount(lines)).toBe(8);
  });

  it("is the number of lines in the other mode, and 0 for an empty bag", () => {
    expect(cartCount(lines, "items")).toBe(3);
    expect(cartCount([])).toBe(0);
    expect(cartCount([], "items")).toBe(0);
  });
});

describe("the hash of the server's lines", () => {
  it("does not depend on order, and ignores lines the server does not know yet", () => {
    const a = linesHash([
      { item_id: 3, qty: 1 },
      { item_id: 1, qty: 2 },
    ]);
    const b = linesHash([
      { item_id: 1, qty: 2 },
      { item_id: null, qty: 9 },
      { item_id: 3, qty: 1 },
    ]);
    expect(a).toBe(b);
    expect(a).toMatch(/^[0-9a-f]+$/);
  });

  it("changes with a quantity, a line more or a line less", () => {
    const base = linesHash([
      { item_id: 1, qty: 2 },
      { item_id: 3, qty: 1 },
    ]);
    expect(
      linesHash([
        { item_id: 1, qty: 3 },
        { item_id: 3, qty: 1 },
      ]),
    ).not.toBe(base);
    expect(linesHash([{ item_id: 1, qty: 2 }])).not.toBe(base);
    expect(
      linesHash([
        { item_id: 1, qty: 2 },
        { item_id: 3, qty: 1 },
        { item_id: 4, qty: 1 },
      ]),
    ).not.toBe(base);
    expect(linesHash([{ item_id: 12, qty: 1 }])).not.toBe(linesHash([{ item_id: 1, qty: 21 }]));
  });

  it("of an empty cart equals that of a cart with only optimistic lines", () => {
    expect(linesHash([])).toBe(linesHash([{ item_id: null, qty: 1 }]));
  });
});

describe("after a failed cart call", () => {
  const gone = { status: 404, errorCode: "NOT_FOUND" as const, fields: undefined };
  const unknownProduct = {
    status: 404,
    errorCode: "NOT_FOUND" as const,
    fields: { sku: "This product is not available" },
  };
  const closed = { status: 409, errorCode: "CART_CLOSED" as const, fields: undefined };
  const outOfStock = { status: 409, errorCode: "OUT_OF_STOCK" as const, fields: undefined };
  const offline = { status: 0, errorCode: "NETWORK" as const, fields: undefined };

  it("re-creates a cart that is gone or ordered and sends the add once more, then gives up", () => {
    expect(afterFailure(gone, "add", false)).toBe("recreate");
    expect(afterFailure(closed, "add", false)).toBe("recreate");
    expect(afterFailure(gone, "add", true)).toBe("refuse");
  });

  it("pulls after a change of a line the server no longer knows", () => {
    expect(afterFailure(gone, "change", false)).toBe("resync");
    expect(afterFailure(closed, "change", false)).toBe("resync");
  });

  it("forgets a cart it cannot read", () => {
    expect(afterFailure(gone, "read", false)).toBe("drop");
  });

  it("undoes and explains refusals and faults", () => {
    for (const call of ["add", "change", "read"] as const) {
      expect(afterFailure(unknownProduct, call, false)).toBe("refuse");
      expect(afterFailure(outOfStock, call, false)).toBe("refuse");
      expect(afterFailure(offline, call, false)).toBe("refuse");
    }
  });
});

describe("another tab's saved cart", () => {
  const local = { id: "cart-1", hash: linesHash([{ item_id: 1, qty: 1 }]) };

  it("is adopted when it is another cart or the same cart in another state", () => {
    expect(adoptStored({ id: "cart-2", hash: local.hash }, local)).toBe(true);
    expect(adoptStored({ id: "cart-1", hash: linesHash([{ item_id: 1, qty: 2 }]) }, local)).toBe(true);
    expect(adoptStored(null, local)).toBe(true);
  });

  it("changes nothing when it shows what this tab shows", () => {
    expect(adoptStored({ ...local }, local)).toBe(false);
    expect(adoptStored(null, { id: null, hash: linesHash([]) })).toBe(false);
  });
});

describe("a 401 from the cart API (SPEC §4: guest cart until the bypass limit)", () => {
  const unauthorized = { status: 401, errorCode: "UNAUTHORIZED" as const, fields: undefined };
  it("falls back to a guest cart until the limit, then switches sync off", () => {
    for (const call of ["add", "change", "read"] as const) {
      expect(afterFailure(unauthorized, call, false, 0)).toBe("bypass");
      expect(afterFailure(unauthorized, call, true, CART_BYPASS_LIMIT - 1)).toBe("bypass");
      expect(afterFailure(unauthorized, call, false, CART_BYPASS_LIMIT)).toBe("disable");
    }
  });
});

describe("merge statuses", () => {
  it("names each line: no-item, wrong-qty, update-required, no-changes; lines without an id are not compared", () => {
    const statuses = mergeStatuses(
      [
        { item_id: 1, qty: 1 },
        { item_id: 2, qty: 2 },
        { item_id: 3, qty: 3 },
        { item_id: null, qty: 1 },
      ],
      [
        { item_id: 1, qty: 1 },
        { item_id: 3, qty: 4 },
        { item_id: 7, qty: 1 },
      ],
    );
    expect(Object.fromEntries(statuses)).toEqual({
      1: "no-changes",
      2: "no-item",
      3: "wrong-qty",
      7: "update-required",
    });
  });
});
