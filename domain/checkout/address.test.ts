import { describe, expect, it } from "vitest";
import { validateAddress } from "./address";

const good = {
  firstname: "Anna",
  lastname: "de Vries",
  street: ["Keizersgracht", "123a"],
  postcode: "1015 CJ",
  city: "Amsterdam",
  country_id: "NL",
  email: "anna@example.com",
};

describe("address rules (SPEC §5)", () => {
  it("accepts Dutch, Belgian and German addresses", () => {
    expect(validateAddress(good, { needEmail: true })).toEqual({});
    expect(validateAddress({ ...good, postcode: "1000", country_id: "BE" })).toEqual({});
    expect(validateAddress({ ...good, postcode: "10115", country_id: "DE", street: ["Torstraße", "12-14"] })).toEqual(
      {},
    );
  });

  it("names each bad field with the SPEC message", () => {
    expect(
      validateAddress({
        ...good,
        firstname: "A",
        postcode: "ABCD",
        street: ["Dam", "x"],
        email: "no-at-sign",
        telephone: "call me",
      }),
    ).toEqual({
      firstname: "form.nameTooShort",
      postcode: "form.zipInvalid",
      housenumber: "form.houseNumberInvalid",
      email: "form.email",
      telephone: "form.phone",
    });
    expect(validateAddress({}, { needEmail: true })).toMatchObject({
      firstname: "form.required",
      street: "form.required",
      housenumber: "form.required",
      postcode: "form.required",
      email: "form.required",
    });
    expect(validateAddress({ ...good, postcode: "1" })).toMatchObject({ postcode: "form.zipTooShort" });
    expect(validateAddress({ ...good, country_id: "US" })).toMatchObject({ country_id: "form.countryUnsupported" });
  });
});
