import { afterEach, describe, expect, it, vi } from "vitest";
import { parseStoredCart, readStoredCart, serializeCart, writeStoredCart, type StoredCart } from "./cart-storage";
import { CART_STORAGE_KEY, storedCount } from "./ui";

const cart: StoredCart = {
  id: "cart-1",
  lines: [
    {
      key: "i7",
      item_id: 7,
      sku: "AN-1-S",
      qty: 2,
      name: "Parka",
      price: 14900,
      product_type: "configurable",
      optionKey: "",
      options: [],
      image: "/p.jpg",
      url: "/p/AN-1/parka",
    },
  ],
  hash: "abc",
  count: 2,
};

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe("the cart in localStorage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads back what it wrote, and the badge reads its count", () => {
    const text = serializeCart(cart);
    expect(parseStoredCart(text)).toEqual(cart);
    expect(storedCount(text)).toBe(2);
  });

  it("is nothing when missing, unreadable, of another version or without lines", () => {
    for (const raw of [null, "", "{", "[]", '{"v":2,"lines":[]}', '{"v":1,"id":"x"}']) {
      expect(parseStoredCart(raw), String(raw)).toBeNull();
    }
    expect(storedCount(null)).toBe(0);
    expect(storedCount('{"count":"3"}')).toBe(3);
    expect(storedCount('{"count":-1}')).toBe(0);
    expect(() => storedCount("{")).toThrow();
  });

  it("drops lines it cannot use", () => {
    const raw = JSON.stringify({ v: 1, id: "c", hash: "h", count: 1, lines: [{ key: "x" }, null, cart.lines[0]] });
    expect(parseStoredCart(raw)?.lines).toEqual(cart.lines);
  });

  it("is removed when the bag is empty and has no cart", () => {
    const storage = memoryStorage();
    vi.stubGlobal("localStorage", storage);
    writeStoredCart(cart);
    expect(readStoredCart()).toEqual(cart);
    writeStoredCart({ id: null, lines: [], hash: "", count: 0 });
    expect(storage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it("does not break the cart when storage is switched off", () => {
    vi.stubGlobal("localStorage", {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    });
    expect(() => writeStoredCart(cart)).not.toThrow();
    expect(readStoredCart()).toBeNull();
  });
});
