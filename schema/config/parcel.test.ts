import { describe, expect, it } from "vitest";
import * as z from "zod";
import { mailConfigSchema, refineMailConfig } from "./mail";
import { DEFAULT_TRACKING_URL, parcelConfigSchema, refineParcelConfig, routeCarrierCode } from "./parcel";

// The two fragments merged the way worker/config/env.ts is meant to merge them.
const merged = z.object({ ...parcelConfigSchema.shape, ...mailConfigSchema.shape }).superRefine((config, ctx) => {
  refineParcelConfig(config, ctx);
  refineMailConfig(config, ctx);
});
const problems = (env: Record<string, string>) =>
  merged.safeParse(env).error?.issues.map((i) => `${i.path.join(".")} ${i.message}`) ?? [];

describe("the parcel and mail config fragments", () => {
  it("default to the offline adapters", () => {
    expect(merged.parse({})).toEqual({
      PARCEL_CARRIER: "builtin",
      PARCEL_CARRIER_CODE: "dhlparcel",
      PARCEL_TRACKING_URL: DEFAULT_TRACKING_URL,
      MAIL_PROVIDER: "outbox",
      MAIL_FROM: "Atelier Noord <service@ateliernoord.example>",
    });
  });

  it("name each variable an HTTP adapter needs", () => {
    expect(problems({ PARCEL_CARRIER: "http", MAIL_PROVIDER: "http" })).toEqual([
      "PARCEL_API_URL is required when PARCEL_CARRIER is http",
      "PARCEL_API_KEY is required when PARCEL_CARRIER is http",
      "MAIL_API_URL is required when MAIL_PROVIDER is http",
      "MAIL_API_KEY is required when MAIL_PROVIDER is http",
    ]);
    const http = merged.parse({
      PARCEL_CARRIER: "http",
      PARCEL_API_URL: "https://api-gw.dhlparcel.nl/",
      PARCEL_API_KEY: "k",
      MAIL_PROVIDER: "http",
      MAIL_API_URL: "https://mail.example/v1/send",
      MAIL_API_KEY: "m",
    });
    expect(http.PARCEL_API_URL).toBe("https://api-gw.dhlparcel.nl");
  });

  it("refuse malformed values", () => {
    expect(problems({ PARCEL_CARRIER: "postnl" })).toHaveLength(1);
    expect(problems({ PARCEL_TRACKING_URL: "http://track.example/" })).toEqual([
      "PARCEL_TRACKING_URL must be an https URL with {code} in it",
    ]);
    expect(problems({ MAIL_FROM: "Atelier Noord" })).toEqual(["MAIL_FROM must be an address or Name <address>"]);
    expect(problems({ MAIL_FROM: "shop@ateliernoord.example" })).toEqual([]);
    expect(problems({ MAIL_API_URL: "ftp://mail.example" })).toHaveLength(1);
  });
});

describe("routeCarrierCode", () => {
  it("is the configured code, or the default's when it is unset or refused", () => {
    expect(routeCarrierCode("postnl")).toBe("postnl");
    expect(routeCarrierCode(undefined)).toBe("dhlparcel");
    expect(routeCarrierCode("Not A Code")).toBe("dhlparcel");
  });
});
