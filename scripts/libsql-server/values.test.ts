import { describe, expect, it } from "vitest";
import type { Value } from "./protocol";
import { decodeValue, encodeValue, stringifyJson, ValueError } from "./values";

describe("decodeValue", () => {
  it("decodes every wire type", () => {
    expect(decodeValue({ type: "null" })).toBeNull();
    expect(decodeValue({ type: "integer", value: "9223372036854775807" })).toBe(9223372036854775807n);
    expect(decodeValue({ type: "integer", value: "-9223372036854775808" })).toBe(-9223372036854775808n);
    expect(decodeValue({ type: "integer", value: "+42" })).toBe(42n);
    expect(decodeValue({ type: "float", value: -0.25 })).toBe(-0.25);
    expect(decodeValue({ type: "text", value: "héllo 🌍" })).toBe("héllo 🌍");
    const blob = decodeValue({ type: "blob", base64: "AP8Q" });
    expect(Buffer.isBuffer(blob)).toBe(true);
    expect([...(blob as Buffer)]).toEqual([0, 255, 16]);
    expect([...(decodeValue({ type: "blob", base64: "" }) as Buffer)]).toEqual([]);
  });

  it("accepts an exact JSON number for integers", () => {
    expect(decodeValue({ type: "integer", value: 7 })).toBe(7n);
  });

  it.each([
    [{ type: "integer", value: "9223372036854775808" }, /out of 64-bit range/],
    [{ type: "integer", value: "1.5" }, /decimal string/],
    [{ type: "integer", value: 2 ** 60 }, /decimal string/],
    [{ type: "float", value: "1.5" }, /finite number/],
    [{ type: "text", value: 1 }, /must be a string/],
    [{ type: "blob", base64: "not base64!" }, /base64/],
    [{ type: "bool", value: true }, /unknown value type "bool"/],
    [null, /must be an object/],
  ])("rejects %j", (input, message) => {
    expect(() => decodeValue(input)).toThrow(ValueError);
    expect(() => decodeValue(input)).toThrow(message);
  });
});

describe("encodeValue", () => {
  it("encodes what libsql returns in safeIntegers mode", () => {
    expect(encodeValue(null)).toEqual({ type: "null" });
    expect(encodeValue(-9007199254740993n)).toEqual({ type: "integer", value: "-9007199254740993" });
    expect(encodeValue(2.5)).toEqual({ type: "float", value: 2.5 });
    // A REAL that happens to be whole is still a float, not an integer.
    expect(encodeValue(3)).toEqual({ type: "float", value: 3 });
    expect(encodeValue("✓")).toEqual({ type: "text", value: "✓" });
    expect(encodeValue(Buffer.from([1, 2, 3]))).toEqual({ type: "blob", base64: "AQID" });
  });

  it("encodes only the viewed bytes of a Uint8Array", () => {
    const backing = new Uint8Array([9, 1, 2, 9]);
    expect(encodeValue(backing.subarray(1, 3))).toEqual({ type: "blob", base64: "AQI=" });
  });

  it("round-trips through decodeValue", () => {
    const values: Value[] = [
      { type: "null" },
      { type: "integer", value: "-9223372036854775808" },
      { type: "float", value: 1e-300 },
      { type: "text", value: "multi\nline ✓" },
      { type: "blob", base64: "AAEC/w==" },
    ];
    for (const value of values) expect(encodeValue(decodeValue(value))).toEqual(value);
  });

  it("refuses values that have no wire form", () => {
    expect(() => encodeValue({})).toThrow(TypeError);
  });
});

describe("stringifyJson", () => {
  it("writes infinite floats as numbers JSON.parse reads back as Infinity", () => {
    const text = stringifyJson({ rows: [[encodeValue(Infinity), encodeValue(-Infinity)]] });
    expect(text).toContain("1e999");
    const parsed = JSON.parse(text) as { rows: Value[][] };
    expect(parsed.rows[0]).toEqual([
      { type: "float", value: Infinity },
      { type: "float", value: -Infinity },
    ]);
  });

  it("leaves ordinary bodies identical to JSON.stringify", () => {
    const body = { a: "1e999", b: [1, null, "x"] };
    expect(stringifyJson(body)).toBe(JSON.stringify(body));
  });
});
