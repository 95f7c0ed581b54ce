import { atom } from "nanostores";
import { afterEach, describe, expect, it } from "vitest";
import { clientWritable, isServerRuntime, markServerRuntime } from "./server-guard";

describe("server write guard", () => {
  afterEach(() => {
    delete (globalThis as Record<string, unknown>).__STOREFRONT_SERVER__;
  });

  it("allows writes in the browser and refuses them on the server", () => {
    const $count = clientWritable(atom(0));
    $count.set(1);
    expect($count.get()).toBe(1);
    markServerRuntime();
    expect(isServerRuntime()).toBe(true);
    expect(() => $count.set(2)).toThrow(/server rendering/);
    expect($count.get()).toBe(1);
  });
});
