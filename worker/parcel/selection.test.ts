import { describe, expect, it } from "vitest";
import { STORE_CODES } from "../../domain/store-views";
import { builtinServicePoint } from "./builtin-carrier";
import { createParcelCarrier } from "./carrier";
import { parcelConfigSchema } from "../../schema/config/parcel";
import { PARCEL_MESSAGES } from "./messages";
import { parseServicePointSelection, resolveServicePointSelection, validateSelection } from "./selection";

const shop = builtinServicePoint("DE-10-1")!;
const station = builtinServicePoint("DE-10-3")!;

describe("parseServicePointSelection (SPEC §7: id, or id|postnumber)", () => {
  it("reads an id alone and an id with a post number", () => {
    expect(parseServicePointSelection("8004-NL-272403")).toEqual({ id: "8004-NL-272403", postNumber: null });
    expect(parseServicePointSelection(" DE-10-3|123456 ")).toEqual({ id: "DE-10-3", postNumber: "123456" });
    expect(parseServicePointSelection("DE-10-3|12 345 678")).toEqual({ id: "DE-10-3", postNumber: "12345678" });
    expect(parseServicePointSelection("DE-10-3|")).toEqual({ id: "DE-10-3", postNumber: null });
  });

  it("refuses a malformed id or post number, naming the field", () => {
    for (const bad of ["", "|123456", "a b", "<script>", "x".repeat(65), "a|123456|7"]) {
      expect(parseServicePointSelection(bad), bad).toEqual({
        error: "parcel.servicePoint.invalid",
        field: "servicePoint",
      });
    }
    for (const bad of ["DE-10-3|12345", "DE-10-3|12345678901", "DE-10-3|abcdef"]) {
      expect(parseServicePointSelection(bad), bad).toEqual({ error: "parcel.postNumber.invalid", field: "postNumber" });
    }
  });
});

describe("validateSelection (SPEC §5: a parcel locker needs a post number)", () => {
  it("asks for the post number of a Packstation with the SPEC's prompt", () => {
    expect(station.shopType).toBe("packStation");
    expect(validateSelection(station, null)).toEqual({ error: "parcel.postNumber.prompt", field: "postNumber" });
    expect(PARCEL_MESSAGES.en["parcel.postNumber.prompt"]).toBe(
      "Add your postnumber for delivery at a DHL Packstation:",
    );
    expect(validateSelection(station, "12")).toEqual({ error: "parcel.postNumber.invalid", field: "postNumber" });
    expect(validateSelection(station, "1234567")).toEqual({ postNumber: "1234567" });
  });

  it("needs no post number at a parcel shop and drops one given", () => {
    expect(shop.shopType).toBe("parcelShop");
    expect(validateSelection(shop, null)).toEqual({ postNumber: null });
    expect(validateSelection(shop, "1234567")).toEqual({ postNumber: null });
  });

  it("checks a selection all the way against the carrier", async () => {
    const carrier = createParcelCarrier(parcelConfigSchema.parse({}));
    expect(await resolveServicePointSelection(carrier, "DE-10-3|1234567")).toEqual({
      point: station,
      postNumber: "1234567",
    });
    expect(await resolveServicePointSelection(carrier, "DE-10-3")).toMatchObject({ error: "parcel.postNumber.prompt" });
    expect(await resolveServicePointSelection(carrier, "DE-10-9")).toMatchObject({
      error: "parcel.servicePoint.notFound",
    });
  });
});

describe("the service point strings", () => {
  it("exist in every language, translated", () => {
    const keys = Object.keys(PARCEL_MESSAGES.en).sort();
    for (const code of STORE_CODES) {
      expect(Object.keys(PARCEL_MESSAGES[code]).sort()).toEqual(keys);
      if (code === "en") continue;
      for (const key of keys)
        expect(PARCEL_MESSAGES[code][key as keyof typeof PARCEL_MESSAGES.en], key).not.toBe(
          PARCEL_MESSAGES.en[key as keyof typeof PARCEL_MESSAGES.en],
        );
    }
  });
});
