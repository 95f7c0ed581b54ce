/**
 * The cart's actions against a fake cart API that behaves like the worker's (SPEC §7): optimistic
 * changes, their undoing, the 404 that re-creates a cart, pulls decided by the lines' hash.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CartItemDto, TotalsDto } from "../../schema/api/cart";
import type * as CartModuleType from "./cart";
import type { NewLine } from "./cart-lines";
import type * as UiModuleType from "./ui";

type CartModule = typeof CartModuleType;
type UiModule = typeof UiModuleType;

interface FakeLine {
  item_id: number;
  sku: string;
  qty: number;
}

/** The server side: carts by id, and a switch to refuse or hold calls. */
function fakeApi() {
  const carts = new Map<string, FakeLine[]>();
  let nextCart = 1;
  let nextLine = 100;
  const calls: string[] = [];
  const api = {
    carts,
    calls,
    /** Answers the next update with this refusal. */
    refuseNext: null as null | { status: number; errorCode: string; errorMessage: string; fields?: object },
    /** The session's open cart (GET /api/cart/mine). */
    mine: null as string | null,
    /** Holds update calls until released. */
    hold: null as null | Promise<void>,
    /** Carts whose session is gone (logged out elsewhere): their calls answer 401. */
    sessionGone: new Set<string>(),
    /** Every cart's session is gone, new ones too (a session the browser cannot keep). */
    alwaysGone: false,
  };
  const answer = (result: unknown, status = 200) =>
    new Response(JSON.stringify(status === 200 ? { code: 200, result } : { code: status, result }), { status });
  const dto = (cartId: string, l: FakeLine): CartItemDto => ({
    item_id: l.item_id,
    sku: l.sku,
    qty: l.qty,
    name: `Name ${l.sku}`,
    price: 1000,
    product_type: "simple",
    quote_id: cartId,
    options: [],
    info: "In stock!",
  });
  const notFound = () => answer({ errorMessage: "This shopping bag does not exist", errorCode: "NOT_FOUND" }, 404);
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const { pathname, searchParams } = new URL(url, "https://shop.test");
    const cartId = searchParams.get("cartId") ?? "";
    calls.push(pathname.replace("/api/cart/", ""));
    const lines = carts.get(cartId);
    if (cartId && (api.alwaysGone || api.sessionGone.has(cartId)))
      return answer({ errorMessage: "Your session has expired", errorCode: "UNAUTHORIZED" }, 401);
    switch (pathname) {
      case "/api/cart/mine":
        return answer(api.mine);
      case "/api/cart/create": {
        const id = `cart-${nextCart++}`;
        carts.set(id, []);
        return answer(id);
      }
      case "/api/cart/update": {
        if (api.hold) await api.hold;
        if (!lines) return notFound();
        if (api.refuseNext) {
          const refusal = api.refuseNext;
          api.refuseNext = null;
          return answer(refusal, refusal.status);
        }
        const { cartItem } = JSON.parse(init.body as string) as {
          cartItem: { sku: string; qty: number; item_id?: number };
        };
        let line = cartItem.item_id
          ? lines.find((l) => l.item_id === cartItem.item_id)
          : lines.find((l) => l.sku === cartItem.sku);
        if (cartItem.item_id && !line) return notFound();
        if (!line) lines.push((line = { item_id: nextLine++, sku: cartItem.sku, qty: 0 }));
        line.qty = cartItem.item_id ? cartItem.qty : line.qty + cartItem.qty;
        return answer(dto(cartId, line));
      }
      case "/api/cart/delete": {
        if (!lines) return notFound();
        const { cartItem } = JSON.parse(init.body as string) as { cartItem: { item_id: number } };
        const index = lines.findIndex((l) => l.item_id === cartItem.item_id);
        if (index < 0) return notFound();
        lines.splice(index, 1);
        return answer(true);
      }
      case "/api/cart/pull":
        return lines ? answer(lines.map((l) => dto(cartId, l))) : notFound();
      case "/api/cart/totals": {
        if (!lines) return notFound();
        const subtotal = lines.reduce((sum, l) => sum + l.qty * 1000, 0);
        const totals: Partial<TotalsDto> = {
          grand_total: subtotal,
          subtotal_incl_tax: subtotal,
          items: lines.map((l) => ({
            item_id: l.item_id,
            sku: l.sku,
            name: `Name ${l.sku}`,
            qty: l.qty,
            price_incl_tax: 1000,
            row_total_incl_tax: l.qty * 1000,
            discount_amount: 0,
            tax_amount: 0,
            tax_percent: 21,
            options: [],
          })),
          total_segments: [{ code: "grand_total", title: "Total", value: subtotal }],
        };
        return answer(totals);
      }
      default:
        return answer({ errorMessage: "No route found", errorCode: "NOT_FOUND" }, 404);
    }
  });
  return { api, fetch };
}

const item = (sku: string, qty = 1): NewLine => ({
  sku,
  qty,
  name: sku,
  price: 1000,
  product_type: "simple",
  image: `/img/${sku}.jpg`,
  url: `/p/${sku}`,
});

let server: ReturnType<typeof fakeApi>;
let storage: Map<string, string>;
let cart: CartModule;
let ui: UiModule;
const listeners: ((event: StorageEvent) => void)[] = [];

beforeEach(async () => {
  vi.resetModules();
  server = fakeApi();
  storage = new Map();
  listeners.length = 0;
  vi.stubGlobal("fetch", server.fetch);
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  });
  vi.stubGlobal("document", { documentElement: { dataset: { store: "en" } } });
  vi.stubGlobal("addEventListener", (type: string, listener: (event: StorageEvent) => void) => {
    if (type === "storage") listeners.push(listener);
  });
  cart = await import("./cart");
  ui = await import("./ui");
});
afterEach(() => vi.unstubAllGlobals());

const lines = () => cart.$cart.get().lines.map((l) => [l.sku, l.qty, l.item_id === null ? "optimistic" : "saved"]);
const serverLines = (id = cart.$cart.get().cartId!) => server.api.carts.get(id)?.map((l) => [l.sku, l.qty]);

describe("adding to the cart", () => {
  it("shows the line and counts it at once, creates the cart with the first item and saves it", async () => {
    const pending = cart.addToCart(item("A", 2));
    expect(lines()).toEqual([["A", 2, "optimistic"]]);
    expect(ui.$cartCount.get()).toBe(2);
    await expect(pending).resolves.toEqual({ ok: true, info: "In stock!" });
    expect(server.api.calls).toEqual(["mine", "create", "update"]);
    expect(lines()).toEqual([["A", 2, "saved"]]);
    const saved = JSON.parse(storage.get("an-cart")!) as { id: string; count: number; lines: unknown[] };
    expect(saved).toMatchObject({ id: "cart-1", count: 2 });
    expect(saved.lines).toHaveLength(1);
  });

  it("takes up the session's open cart instead of making a second one", async () => {
    server.api.carts.set("cart-open", [{ item_id: 5, sku: "Z", qty: 1 }]);
    server.api.mine = "cart-open";
    await cart.addToCart(item("A"));
    await cart.refresh();
    expect(cart.$cart.get().cartId).toBe("cart-open");
    expect(lines()).toEqual([
      ["Z", 1, "saved"],
      ["A", 1, "saved"],
    ]);
    expect(server.api.calls).not.toContain("create");
  });

  it("adds to the line of the same product, and undoes only its own part when refused", async () => {
    await cart.addToCart(item("A"));
    server.api.refuseNext = {
      status: 409,
      errorCode: "QUANTITY_UNAVAILABLE",
      errorMessage: "Only 1 products of this type are available",
    };
    const refused = cart.addToCart(item("A"));
    expect(lines()).toEqual([["A", 2, "saved"]]);
    await expect(refused).resolves.toEqual({
      ok: false,
      errorCode: "QUANTITY_UNAVAILABLE",
      message: "Only 1 products of this type are available",
    });
    expect(lines()).toEqual([["A", 1, "saved"]]);
    expect(ui.$cartCount.get()).toBe(1);
  });

  it("removes a refused new line, and leaves the words out for a fault", async () => {
    const answer = server.fetch.getMockImplementation()!;
    server.fetch.mockImplementation((url, init) =>
      String(url).includes("/update") ? Promise.reject(new TypeError("Failed to fetch")) : answer(url, init),
    );
    await expect(cart.addToCart(item("B"))).resolves.toEqual({ ok: false, errorCode: "NETWORK" });
    expect(lines()).toEqual([]);
    expect(ui.$cartCount.get()).toBe(0);
  });

  it("re-creates a cart that is gone (ordered, not ours) and sends the add once more", async () => {
    await cart.addToCart(item("A"));
    server.api.carts.delete("cart-1");
    await expect(cart.addToCart(item("B"))).resolves.toMatchObject({ ok: true });
    expect(cart.$cart.get().cartId).toBe("cart-2");
    expect(lines()).toEqual([["B", 1, "saved"]]);
    expect(serverLines()).toEqual([["B", 1]]);
  });

  it("gives up after one new cart", async () => {
    await cart.addToCart(item("A"));
    server.api.carts.delete("cart-1");
    const refuse = server.fetch.getMockImplementation()!;
    server.fetch.mockImplementation(async (url, init) => {
      if (String(url).includes("/update")) {
        return new Response(JSON.stringify({ code: 404, result: { errorCode: "NOT_FOUND", errorMessage: "gone" } }), {
          status: 404,
        });
      }
      return refuse(url, init);
    });
    await expect(cart.addToCart(item("B"))).resolves.toMatchObject({ ok: false, errorCode: "NOT_FOUND" });
    expect(server.api.calls.filter((c) => c === "create")).toHaveLength(2);
    expect(lines()).toEqual([]);
  });
});

describe("changing a line", () => {
  beforeEach(async () => {
    await cart.addToCart(item("A"));
  });

  it("sets the quantity at once and on the server", async () => {
    const done = cart.setQuantity("i100", 3);
    expect(lines()).toEqual([["A", 3, "saved"]]);
    await expect(done).resolves.toEqual({ ok: true });
    expect(serverLines()).toEqual([["A", 3]]);
  });

  it("sends only the last of quick successive changes", async () => {
    let release!: () => void;
    server.api.hold = new Promise((resolve) => (release = resolve));
    const changes = [2, 3, 4, 5].map((qty) => cart.setQuantity("i100", qty));
    expect(lines()).toEqual([["A", 5, "saved"]]);
    release();
    server.api.hold = null;
    await Promise.all(changes);
    // The add's update (before), then one for the four changes: each defers to the newer one.
    expect(server.api.calls.filter((c) => c === "update")).toHaveLength(2);
    expect(serverLines()).toEqual([["A", 5]]);
    expect(lines()).toEqual([["A", 5, "saved"]]);
    expect(cart.$cart.get().lines[0]).not.toHaveProperty("prev_qty");
  });

  it("keeps showing newer changes while an older one is on its way, then sends the last", async () => {
    let release!: () => void;
    server.api.hold = new Promise((resolve) => (release = resolve));
    const first = cart.setQuantity("i100", 2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const later = [3, 4, 5].map((qty) => cart.setQuantity("i100", qty));
    server.api.hold = null;
    release();
    await first;
    // The answer for 2 came, but the shopper sees 5 (to go back to 2 if 5 is refused).
    expect(cart.$cart.get().lines[0]).toMatchObject({ qty: 5, prev_qty: 2 });
    await Promise.all(later);
    expect(server.api.calls.filter((c) => c === "update")).toHaveLength(3);
    expect(serverLines()).toEqual([["A", 5]]);
    expect(lines()).toEqual([["A", 5, "saved"]]);
  });

  it("restores the quantity before the change when the server refuses it (prev_qty)", async () => {
    server.api.refuseNext = {
      status: 409,
      errorCode: "QUANTITY_UNAVAILABLE",
      errorMessage: "Only 2 products of this type are available",
    };
    await expect(cart.setQuantity("i100", 9)).resolves.toMatchObject({
      ok: false,
      message: "Only 2 products of this type are available",
    });
    expect(lines()).toEqual([["A", 1, "saved"]]);
  });

  it("removes a line, and puts it back when the server cannot be reached", async () => {
    await cart.addToCart(item("B"));
    server.fetch.mockImplementationOnce(() => Promise.reject(new TypeError("Failed to fetch")));
    const failed = cart.removeItem("i100");
    expect(lines()).toEqual([["B", 1, "saved"]]);
    await expect(failed).resolves.toMatchObject({ ok: false });
    expect(lines()).toEqual([
      ["A", 1, "saved"],
      ["B", 1, "saved"],
    ]);
    await expect(cart.removeItem("i100")).resolves.toEqual({ ok: true });
    expect(serverLines()).toEqual([["B", 1]]);
  });

  it("counts a line the server no longer has as removed, and pulls the rest", async () => {
    server.api.carts.get("cart-1")!.length = 0;
    await expect(cart.removeItem("i100")).resolves.toEqual({ ok: true });
    expect(lines()).toEqual([]);
  });
});

describe("keeping in step with the server", () => {
  it("reads the totals, and pulls only when the hash of their lines differs from the lines shown", async () => {
    await cart.addToCart(item("A"));
    server.api.calls.length = 0;
    await cart.refresh();
    expect(server.api.calls).toEqual(["totals"]);
    expect(cart.$cart.get().totals?.grand_total).toBe(1000);
    // Another device (or the form without JavaScript) changed the cart.
    server.api.carts.get("cart-1")![0]!.qty = 4;
    server.api.calls.length = 0;
    await cart.refresh();
    expect(server.api.calls).toEqual(["totals", "pull"]);
    expect(lines()).toEqual([["A", 4, "saved"]]);
    expect(cart.$cart.get().lines[0]).toMatchObject({ image: "/img/A.jpg" });
    expect(ui.$cartCount.get()).toBe(4);
  });

  it("forgets a cart the server no longer has: the bag is empty", async () => {
    await cart.addToCart(item("A"));
    server.api.carts.delete("cart-1");
    await cart.refresh();
    expect(cart.$cart.get()).toMatchObject({ cartId: null, lines: [], status: "ready" });
    expect(storage.has("an-cart")).toBe(false);
  });

  it("survives a reload: a new page reads the saved cart", async () => {
    await cart.addToCart(item("A", 3));
    vi.resetModules();
    const reloaded = await import("./cart");
    server.api.calls.length = 0;
    await reloaded.refresh();
    expect(reloaded.$cart.get().lines.map((l) => [l.sku, l.qty])).toEqual([["A", 3]]);
    expect(server.api.calls).toEqual(["totals"]);
  });

  it("takes what another tab saved (storage event)", async () => {
    await cart.addToCart(item("A"));
    const other = JSON.parse(storage.get("an-cart")!) as { lines: { qty: number }[]; hash: string; count: number };
    other.lines[0]!.qty = 6;
    other.hash = "changed";
    other.count = 6;
    storage.set("an-cart", JSON.stringify(other));
    for (const listener of listeners) listener({ key: "an-cart" } as StorageEvent);
    expect(lines()).toEqual([["A", 6, "saved"]]);
    expect(ui.$cartCount.get()).toBe(6);
    expect(cart.$cart.get().totals).toBeNull();
  });

  it("applies a coupon and fetches the totals again", async () => {
    await cart.addToCart(item("A"));
    server.api.calls.length = 0;
    const apply = server.fetch.getMockImplementation()!;
    server.fetch.mockImplementation(async (url, init) => {
      if (!String(url).includes("apply-coupon")) return apply(url, init);
      server.api.calls.push("apply-coupon");
      return new Response(JSON.stringify({ code: 200, result: true }));
    });
    await expect(cart.applyCouponCode("WELKOM10")).resolves.toEqual({ ok: true });
    expect(server.api.calls).toEqual(["apply-coupon", "totals"]);
  });

  it("gives the coupon form the server's words for a 429 (too many invalid codes), not a generic error", async () => {
    await cart.addToCart(item("A"));
    const apply = server.fetch.getMockImplementation()!;
    const message = "Te veel ongeldige codes. Wacht 15 minuten en probeer het opnieuw.";
    server.fetch.mockImplementation(async (url, init) => {
      if (!String(url).includes("apply-coupon")) return apply(url, init);
      return new Response(
        JSON.stringify({ code: 429, result: { errorCode: "TOO_MANY_REQUESTS", errorMessage: message } }),
        { status: 429, headers: { "retry-after": "900" } },
      );
    });
    await expect(cart.applyCouponCode("GUESS1")).resolves.toEqual({
      ok: false,
      errorCode: "TOO_MANY_REQUESTS",
      message,
    });
  });
});

describe("a cart whose session is gone (401, SPEC §4 bypass)", () => {
  it("sends the add to a new guest cart, and the count of bypasses starts over once one went through", async () => {
    await cart.addToCart(item("A"));
    server.api.sessionGone.add("cart-1");
    await expect(cart.addToCart(item("B"))).resolves.toMatchObject({ ok: true });
    expect(server.api.calls).toEqual(["mine", "create", "update", "update", "create", "update"]);
    expect(cart.$cart.get()).toMatchObject({ cartId: "cart-2", bypass: 0, syncDisabled: false });
    // The old cart went with its session: the bag holds what the guest cart has.
    expect(lines()).toEqual([["B", 1, "saved"]]);
    expect(serverLines()).toEqual([["B", 1]]);
  });

  it("switches cart sync off once the bypass limit is reached, and then leaves the server alone", async () => {
    const { CART_BYPASS_LIMIT } = await import("./cart-sync");
    server.api.alwaysGone = true;
    await expect(cart.addToCart(item("A"))).resolves.toEqual({ ok: false, errorCode: "SYNC_DISABLED" });
    expect(server.api.calls.filter((c) => c === "create")).toHaveLength(CART_BYPASS_LIMIT + 1);
    expect(cart.$cart.get()).toMatchObject({ syncDisabled: true, cartId: null });
    expect(lines()).toEqual([]);
    const before = server.api.calls.length;
    await expect(cart.addToCart(item("B"))).resolves.toEqual({ ok: false, errorCode: "SYNC_DISABLED" });
    await cart.refresh();
    expect(server.api.calls).toHaveLength(before);
  });

  it("empties the bag when a change meets 401, with the server's reason; the next add makes a guest cart", async () => {
    await cart.addToCart(item("A"));
    server.api.sessionGone.add("cart-1");
    const key = cart.$cart.get().lines[0]!.key;
    await expect(cart.setQuantity(key, 3)).resolves.toMatchObject({ ok: false, errorCode: "UNAUTHORIZED" });
    expect(lines()).toEqual([]);
    expect(cart.$cart.get()).toMatchObject({ cartId: null, bypass: 1 });
    await cart.addToCart(item("B"));
    expect(cart.$cart.get()).toMatchObject({ cartId: "cart-2", bypass: 0 });
  });
});

describe("merging the server's lines into the browser's (SPEC §4 merge statuses)", () => {
  it("drops lines the server lacks, takes its quantities and its new lines, in the server's order", async () => {
    await cart.addToCart(item("A"));
    await cart.addToCart(item("B"));
    await cart.addToCart(item("C"));
    const server1 = server.api.carts.get("cart-1")!;
    // Another device removed B, set C to 5 and added D.
    server1.splice(1, 1);
    server1[1]!.qty = 5;
    server1.push({ item_id: 999, sku: "D", qty: 1 });
    await cart.refresh();
    expect(lines()).toEqual([
      ["A", 1, "saved"],
      ["C", 5, "saved"],
      ["D", 1, "saved"],
    ]);
    // A's and C's pictures stay; D's comes from the URL map later.
    expect(cart.$cart.get().lines.map((l) => l.image)).toEqual(["/img/A.jpg", "/img/C.jpg", null]);
  });
});
