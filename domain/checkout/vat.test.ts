import { describe, expect, it } from "vitest";
import { validateAddress } from "./address";
import { checkVatId, normalizeVatId, validateBillingAddress } from "./vat";

describe("VAT numbers (issue 31.8)", () => {
  it("accepts the NL, BE and DE formats, written with spaces, dots or lower case", () => {
    for (const good of ["NL123456789B01", "nl 1234.56789 b01", "BE0123456789", "BE1234567890", "DE123456789"])
      expect(checkVatId(good), good).toBeNull();
    expect(normalizeVatId("nl 1234.56789-b01")).toBe("NL123456789B01");
    expect(checkVatId("")).toBeNull();
    expect(checkVatId(undefined)).toBeNull();
  });

  it("refuses a wrong length, a missing B, a BE number not starting 0/1, and other countries", () => {
    for (const bad of ["NL12345678B01", "NL123456789C01", "NL123456789B1", "BE2123456789", "BE012345678", "DE12345678"])
      expect(checkVatId(bad), bad).toBe("form.vatInvalid");
    expect(checkVatId("FR12345678901")).toBe("form.vatCountry");
    expect(checkVatId("123456789")).toBe("form.vatCountry");
  });

  it("is checked on an address beside its company", () => {
    const billing = {
      firstname: "Anna",
      lastname: "de Vries",
      street: ["Keizersgracht", "123"],
      postcode: "1015 CJ",
      city: "Amsterdam",
      country_id: "NL",
      company: "Noord Studio B.V.",
    };
    expect(validateBillingAddress({ ...billing, vat_id: "NL123456789B01" })).toEqual({});
    expect(validateBillingAddress({ ...billing, vat_id: "NL123" })).toEqual({ vat_id: "form.vatInvalid" });
    expect(validateBillingAddress({ ...billing, company: "x".repeat(201) })).toEqual({
      company: "form.companyTooLong",
    });
  });

  it("takes the delivery countries from the caller (configuration)", () => {
    const de = { firstname: "Jan", lastname: "Roth", street: ["Torstraße", "1"], postcode: "10115", city: "Berlin" };
    expect(validateAddress({ ...de, country_id: "DE" }, { countries: ["NL", "BE"] })).toEqual({
      country_id: "form.countryUnsupported",
    });
    expect(validateAddress({ ...de, country_id: "AT", postcode: "1010" }, { countries: ["AT"] })).toEqual({});
    expect(validateAddress({ ...de, country_id: "AT", postcode: "1010" })).toEqual({
      country_id: "form.countryUnsupported",
    });
  });
});
