import { describe, expect, it } from "vitest";
import { CHECKOUT_ACTIVITY_MS } from "../../schema/constants";
import {
  chooseMethod,
  DRAFT_KEY,
  EMPTY_FORM,
  formErrors,
  loadDraft,
  saveDraft,
  serverFieldErrors,
  toAddress,
  type CheckoutForm,
} from "./checkout-draft";
import { openingRows } from "../components/checkout/service-point-format";

const form: CheckoutForm = {
  ...EMPTY_FORM,
  email: "anna@example.com",
  firstname: "Anna",
  lastname: "de Vries",
  street: "Keizersgracht",
  housenumber: "123",
  addition: "",
  postcode: "1015 cj",
  city: "Amsterdam",
};

function memory() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe("checkout form", () => {
  it("builds the API address: street, house number and addition; no empty phone", () => {
    expect(toAddress(form)).toEqual({
      firstname: "Anna",
      lastname: "de Vries",
      street: ["Keizersgracht", "123"],
      postcode: "1015 CJ",
      city: "Amsterdam",
      country_id: "NL",
      email: "anna@example.com",
    });
    expect(toAddress({ ...form, addition: " b ", telephone: "0612345678" })).toMatchObject({
      street: ["Keizersgracht", "123", "b"],
      telephone: "0612345678",
    });
  });

  it("names each field's SPEC §5 message", () => {
    expect(formErrors(form)).toEqual({});
    expect(formErrors({ ...form, email: "", firstname: "A", housenumber: "x", postcode: "12" })).toEqual({
      email: "form.required",
      firstname: "form.nameTooShort",
      housenumber: "form.houseNumberInvalid",
      postcode: "form.zipInvalid",
    });
    expect(formErrors({ ...form, country_id: "DE" }).postcode).toBe("form.zipInvalid");
  });

  it("puts the server's field errors beside the form's fields", () => {
    expect(
      serverFieldErrors({ "shippingAddress.postcode": "The zipcode is not valid", servicePoint: "Choose one" }),
    ).toEqual({ postcode: "The zipcode is not valid" });
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});

describe("checkout draft", () => {
  it("resumes within 30 minutes and not after", () => {
    const storage = memory();
    saveDraft(storage, { form, shippingMethod: "servicepoint", paymentMethod: "banktransfer" }, 1000);
    expect(loadDraft(storage, 1000 + CHECKOUT_ACTIVITY_MS - 1)).toMatchObject({
      form,
      shippingMethod: "servicepoint",
      paymentMethod: "banktransfer",
      modifiedAt: 1000,
    });
    expect(loadDraft(storage, 1000 + CHECKOUT_ACTIVITY_MS)).toBeNull();
  });

  it("ignores broken or foreign data and keeps only known string fields", () => {
    const storage = memory();
    storage.setItem(DRAFT_KEY, "{not json");
    expect(loadDraft(storage, 0)).toBeNull();
    storage.setItem(DRAFT_KEY, JSON.stringify({ modifiedAt: 5, form: { email: 3, city: "Utrecht", evil: "x" } }));
    const draft = loadDraft(storage, 10)!;
    expect(draft.form).toEqual({ ...EMPTY_FORM, city: "Utrecht" });
    expect(draft.shippingMethod).toBeNull();
  });
});

describe("methods and opening hours", () => {
  const methods = [
    { code: "a", default: false },
    { code: "b", default: true, available: false },
    { code: "c", default: true },
  ];
  it("keeps the remembered method while offered, else the first flagged default (SPEC §4)", () => {
    expect(chooseMethod(methods, "a", (m) => m.code)).toBe("a");
    expect(chooseMethod(methods, "b", (m) => m.code)).toBe("c");
    expect(chooseMethod(methods, null, (m) => m.code)).toBe("c");
    expect(chooseMethod([{ code: "x", default: false }], null, (m) => m.code)).toBe("x");
    expect(chooseMethod([], null, (m: { code: string; default: boolean }) => m.code)).toBeNull();
  });

  it("groups consecutive days with the same hours", () => {
    const hours = [1, 2, 3, 4, 5].map((day) => ({ day, open: "09:00", close: "18:00" }));
    expect(openingRows([...hours, { day: 6, open: "10:00", close: "17:00" }])).toEqual([
      { from: 1, to: 5, hours: "09:00–18:00" },
      { from: 6, to: 6, hours: "10:00–17:00" },
      { from: 7, to: 7, hours: null },
    ]);
  });
});
