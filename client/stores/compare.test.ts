/** The compare store (issue 32.2) against a fake compare API: the cap, repeats, tabs, reverts, the login merge. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type * as CompareModuleType from "./compare";
import type * as UserModuleType from "./user";

type CompareModule = typeof CompareModuleType;
type UserModule = typeof UserModuleType;

/** The compare API as the server answers it: a customer's list with the cap, or a failure on demand. */
function fakeApi() {
  const api = {
    list: [] as string[],
    calls: [] as string[],
    fail: null as null | { status: number; errorCode: string },
  };
  const envelope = (status: number, result: unknown) =>
    new Response(JSON.stringify({ code: status, result }), {
      status,
      headers: { "content-type": "application/json" },
    });
  const answer = () => envelope(200, { items: api.list.map((sku, i) => ({ sku, product_id: i + 1, added_at: "" })) });
  const fetch = (url: string, init: RequestInit): Promise<Response> => Promise.resolve(reply(url, init));
  const reply = (url: string, init: RequestInit): Response => {
    const path = new URL(url, "https://shop.test").pathname;
    api.calls.push(path);
    if (api.fail) return envelope(api.fail.status, { errorCode: api.fail.errorCode, errorMessage: "no" });
    const body = init.body ? (JSON.parse(init.body as string) as { sku?: string; skus?: string[] }) : {};
    if (path === "/api/compare/add") {
      if (!api.list.includes(body.sku!)) {
        if (api.list.length >= 4)
          return envelope(400, { errorCode: "COMPARE_FULL", errorMessage: "You can compare up to 4 products." });
        api.list.push(body.sku!);
      }
    } else if (path === "/api/compare/delete") api.list = api.list.filter((s) => s !== body.sku);
    else if (path === "/api/compare/merge")
      api.list = [...api.list.filter((s) => !body.skus!.includes(s)), ...body.skus!].slice(-4);
    return answer();
  };
  return { api, fetch };
}

let server: ReturnType<typeof fakeApi>;
let storage: Map<string, string>;
let compare: CompareModule;
let user: UserModule;
const listeners: ((event: StorageEvent) => void)[] = [];

beforeEach(async () => {
  vi.resetModules();
  server = fakeApi();
  storage = new Map();
  listeners.length = 0;
  vi.stubGlobal("fetch", server.fetch);
  vi.stubGlobal("window", {});
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  });
  vi.stubGlobal("document", { documentElement: { dataset: { store: "en" } } });
  vi.stubGlobal("addEventListener", (type: string, listener: (event: StorageEvent) => void) => {
    if (type === "storage") listeners.push(listener);
  });
  vi.stubGlobal("removeEventListener", () => undefined);
  compare = await import("./compare");
  user = await import("./user");
});
afterEach(() => vi.unstubAllGlobals());

const stored = () => JSON.parse(storage.get("an_compare") ?? "[]") as string[];

describe("a guest's compare list", () => {
  it("adds and removes locally, keeps at most four and refuses a fifth without changing anything", async () => {
    const stop = compare.$compare.listen(() => undefined);
    for (const sku of ["A", "B", "C", "D"]) expect(await compare.toggleCompare(sku)).toBe("added");
    expect(await compare.toggleCompare("E")).toBe("full");
    expect(compare.$compare.get()).toEqual(["A", "B", "C", "D"]);
    expect(stored()).toEqual(["A", "B", "C", "D"]);
    expect(await compare.toggleCompare("B")).toBe("removed");
    expect(await compare.toggleCompare("E")).toBe("added");
    expect(compare.$compare.get()).toEqual(["A", "C", "D", "E"]);
    // A guest's list never touches the server.
    expect(server.api.calls).toEqual([]);
    stop();
  });

  it("tells a refused fifth with the site's notification and a link to the compare page", async () => {
    compare.setCompare(["A", "B", "C", "D"]);
    const { $notifications } = await import("./notifications");
    expect(await compare.toggleWithNotice("E", "en")).toBe("full");
    expect($notifications.get().map((n) => [n.type, n.message, n.action1?.label, n.action1?.href])).toEqual([
      ["warning", "You can compare up to 4 products. Remove one to add another.", "Compare (4)", "/en/compare"],
    ]);
    expect(await compare.toggleWithNotice("A", "de")).toBe("removed");
    expect($notifications.get()).toHaveLength(1);
  });

  it("reads the saved list, without repeats, junk or more than four (the newest kept)", () => {
    expect(compare.parseStoredCompare(null)).toEqual([]);
    expect(compare.parseStoredCompare("{")).toEqual([]);
    expect(compare.parseStoredCompare('{"sku":"A"}')).toEqual([]);
    expect(compare.parseStoredCompare('["A",1,null,"A","B","","C","D","E"]')).toEqual(["B", "C", "D", "E"]);
    storage.set("an_compare", '["X","Y"]');
    const stop = compare.$compare.listen(() => undefined);
    expect(compare.$compare.get()).toEqual(["X", "Y"]);
    compare.setCompare([]);
    expect(storage.has("an_compare")).toBe(false);
    stop();
  });

  it("follows the other tabs through the storage event (and their logout clearing it)", () => {
    const stop = compare.$compare.listen(() => undefined);
    const event = (key: string | null, newValue: string | null) => ({ key, newValue }) as StorageEvent;
    for (const listener of listeners) listener(event("an_compare", '["A","B"]'));
    expect(compare.$compare.get()).toEqual(["A", "B"]);
    for (const listener of listeners) listener(event("an_cart", "[]"));
    expect(compare.$compare.get()).toEqual(["A", "B"]);
    for (const listener of listeners) listener(event("an_compare", null));
    expect(compare.$compare.get()).toEqual([]);
    stop();
  });
});

describe("a customer's compare list", () => {
  beforeEach(() => user.setUser({ firstname: "Noor", lastname: "Visser", email: "noor@example.com" }));

  it("goes to the server and takes its list as the truth", async () => {
    server.api.list = ["S"];
    expect(await compare.toggleCompare("A")).toBe("added");
    expect(server.api.calls).toEqual(["/api/compare/add"]);
    expect(compare.$compare.get()).toEqual(["S", "A"]);
    expect(await compare.toggleCompare("S")).toBe("removed");
    expect(compare.$compare.get()).toEqual(["A"]);
  });

  it("reverts an add the server refuses as a fifth, and any change the server fails", async () => {
    server.api.list = ["P", "Q", "R", "S"];
    // This browser knows only one of them (another device added the rest).
    compare.setCompare(["P"]);
    expect(await compare.toggleCompare("A")).toBe("full");
    // Not added, and the server's full list is shown here now.
    expect(compare.$compare.get()).toEqual(["P", "Q", "R", "S"]);
    expect(server.api.calls).toEqual(["/api/compare/add", "/api/compare"]);
    compare.setCompare(["P"]);
    server.api.fail = { status: 503, errorCode: "SERVICE_UNAVAILABLE" };
    expect(await compare.toggleCompare("B")).toBe("failed");
    expect(compare.$compare.get()).toEqual(["P"]);
    expect(await compare.toggleCompare("P")).toBe("failed");
    expect(compare.$compare.get()).toEqual(["P"]);
    expect(stored()).toEqual(["P"]);
  });

  it("merges the guest's list at login, or reads the server's when there is none", async () => {
    server.api.list = ["S", "T", "U"];
    compare.setCompare(["A", "B"]);
    await compare.mergeCompareAtLogin();
    expect(server.api.calls).toEqual(["/api/compare/merge"]);
    expect(compare.$compare.get()).toEqual(["T", "U", "A", "B"]);
    compare.setCompare([]);
    await compare.mergeCompareAtLogin();
    expect(server.api.calls.at(-1)).toBe("/api/compare");
    expect(compare.$compare.get()).toEqual(["T", "U", "A", "B"]);
  });
});
