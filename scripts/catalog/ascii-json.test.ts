import { describe, expect, it } from "vitest";
import { asciiJson } from "./ascii-json";

describe("asciiJson", () => {
  const value = {
    name: { nl: "Trui – wol", de: "Größe für Übergänge", en: "Plain" },
    emoji: "Sale 🔥",
    control: "tab\there\u007f",
    lone: "\ud800",
    list: [1, null, true, "ß"],
  };

  it("writes only ASCII", () => {
    expect(asciiJson(value)).toMatch(/^[\x20-\x7f]*$/);
  });

  it("reads back as the same value as JSON.stringify's text", () => {
    expect(JSON.parse(asciiJson(value))).toEqual(JSON.parse(JSON.stringify(value)));
    expect(JSON.parse(asciiJson(value)).emoji).toBe("Sale 🔥");
  });

  it("leaves ASCII-only JSON as JSON.stringify writes it", () => {
    const plain = { a: "b", n: [1, 2.5], q: 'say "hi"\n' };
    expect(asciiJson(plain)).toBe(JSON.stringify(plain));
  });
});
