import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ShortAsciiTextEncoder } from "./text-encoder";

const native = new (Object.getPrototypeOf(ShortAsciiTextEncoder) as typeof TextEncoder)();
const fast = new ShortAsciiTextEncoder();

describe("the short-ASCII TextEncoder", () => {
  it("is what the worker's modules get as TextEncoder once installed", () => {
    expect(globalThis.TextEncoder).toBe(ShortAsciiTextEncoder);
    expect(new TextEncoder().encoding).toBe("utf-8");
  });

  it("encodes exactly as the native encoder: short, long, empty, non-ASCII and lone surrogates", () => {
    for (const s of [
      "",
      "a",
      'class="tile"',
      "x".repeat(96),
      "y".repeat(97),
      "Grijs gemêleerd",
      "Wollmäntel €",
      "\ud800",
      "😀",
    ]) {
      expect(Array.from(fast.encode(s)), s).toEqual(Array.from(native.encode(s)));
    }
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 200 }), (s) => {
        expect(Array.from(fast.encode(s))).toEqual(Array.from(native.encode(s)));
      }),
    );
  });
});
