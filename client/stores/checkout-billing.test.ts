import { describe, expect, it } from "vitest";
import { billingErrors, toBillingAddress } from "./checkout-billing";
import { EMPTY_FORM, formErrors, serverFieldErrors, type CheckoutForm } from "./checkout-draft";

const form: CheckoutForm = {
  ...EMPTY_FORM,
  email: "anna@example.com",
  firstname: "Anna",
  lastname: "de Vries",
  street: "Keizersgracht",
  housenumber: "123",
  postcode: "1015 CJ",
  city: "Amsterdam",
  billing_company: "Noord Studio BV",
  billing_vat_id: "nl 1234.56789 b01",
  billing_firstname: "Joris",
  billing_lastname: "Peeters",
  billing_street: "Meir",
  billing_housenumber: "12",
  billing_postcode: "2000",
  billing_city: "Antwerpen",
  billing_country_id: "BE",
};

describe("the checkout's billing address (issue 31.8)", () => {
  it("is sent with its company and the VAT number normalised", () => {
    expect(toBillingAddress(form)).toEqual({
      firstname: "Joris",
      lastname: "Peeters",
      street: ["Meir", "12"],
      postcode: "2000",
      city: "Antwerpen",
      country_id: "BE",
      company: "Noord Studio BV",
      vat_id: "NL123456789B01",
    });
  });

  it("is checked only when it is not the delivery address, its messages on the billing fields", () => {
    const bad = { ...form, billing_vat_id: "NL123", billing_postcode: "" };
    expect(formErrors(bad)).toEqual({});
    expect(billingErrors(bad)).toEqual({ billing_vat_id: "form.vatInvalid", billing_postcode: "form.required" });
  });

  it("puts the server's billingAddress messages beside the billing fields, not the delivery ones", () => {
    expect(
      serverFieldErrors({
        "billingAddress.vat_id": "not valid",
        "shippingAddress.postcode": "zip",
        "billingAddress.city": "x",
      }),
    ).toEqual({ billing_vat_id: "not valid", postcode: "zip", billing_city: "x" });
  });
});
