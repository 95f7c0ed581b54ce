import { afterEach, describe, expect, it } from "vitest";
import * as cart from "./cart";
import * as loader from "./loader";
import * as modal from "./modal";
import * as network from "./network";
import * as notifications from "./notifications";
import * as ui from "./ui";

const modules = { cart, loader, modal, network, notifications, ui };

function writableStores(): [string, { get(): unknown; set(v: unknown): void }][] {
  return Object.entries(modules).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter(([name, value]) => name.startsWith("$") && typeof (value as { set?: unknown }).set === "function")
      .map(
        ([name, value]) =>
          [`${file}.${name}`, value as { get(): unknown; set(v: unknown): void }] as [
            string,
            { get(): unknown; set(v: unknown): void },
          ],
      ),
  );
}

describe("every writable store", () => {
  afterEach(() => {
    delete (globalThis as Record<string, unknown>).__STOREFRONT_SERVER__;
  });

  it("refuses writes during server rendering", () => {
    const stores = writableStores();
    expect(stores.length).toBeGreaterThanOrEqual(7);
    (globalThis as Record<string, unknown>).__STOREFRONT_SERVER__ = true;
    for (const [name, store] of stores) {
      expect(() => store.set(store.get()), name).toThrow(/server rendering/);
    }
  });
});
