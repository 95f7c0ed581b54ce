import { describe, expect, it } from "vitest";
import { lookupKey, lookupQuery } from "./address-lookup";

const nl = { country_id: "NL", postcode: "1015 cj", housenumber: "123", addition: "", street: "" };

describe("when the address forms look an address up (SPEC §5)", () => {
  it("asks for a complete Dutch postcode and house number, without the street", () => {
    expect(lookupQuery({ ...nl, street: "typed" })).toEqual({
      countryCode: "NL",
      postalCode: "1015CJ",
      streetNumber: "123",
      premise: "",
    });
  });

  it("waits while the Dutch postcode or number is incomplete or malformed", () => {
    for (const part of [{ postcode: "1015" }, { postcode: "1015 c" }, { housenumber: "" }, { housenumber: "12b" }])
      expect(lookupQuery({ ...nl, ...part }), JSON.stringify(part)).toBeNull();
  });

  it("needs the street in Belgium, and asks nothing for other countries", () => {
    const be = { ...nl, country_id: "BE", postcode: "2000", housenumber: "12" };
    expect(lookupQuery(be)).toBeNull();
    expect(lookupQuery({ ...be, street: "Meir" })).toMatchObject({ countryCode: "BE", street: "Meir" });
    expect(lookupQuery({ ...nl, country_id: "DE", postcode: "10115" })).toBeNull();
  });

  it("keys a lookup by what changes its answer: not by the addition or spacing", () => {
    const a = lookupQuery(nl)!;
    const b = lookupQuery({ ...nl, postcode: "1015CJ", addition: "bis" })!;
    expect(lookupKey(a)).toBe(lookupKey(b));
    expect(lookupKey(a)).not.toBe(lookupKey(lookupQuery({ ...nl, housenumber: "124" })!));
  });
});
