import { describe, expect, it } from "vitest";
import {
  InvalidValue,
  read,
  toBool,
  toCents,
  toIsoDate,
  toMediaPath,
  toRecords,
  toSpecialCents,
  toValueList,
} from "./values";

describe("prices", () => {
  it("turns Magento floats and decimal strings into integer cents", () => {
    expect(toCents("32.0000")).toBe(3200);
    expect(toCents(52)).toBe(5200);
    expect(toCents(39.99)).toBe(3999);
    expect(toCents("19.995")).toBe(2000);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(null)).toBeNull();
    expect(toCents("")).toBeNull();
  });

  it("rejects what is not a price", () => {
    expect(() => toCents("abc")).toThrow(InvalidValue);
    expect(() => toCents(-1)).toThrow(/negative/);
    expect(() => toCents({})).toThrow(InvalidValue);
  });

  it("reads a special price of 0 or null as none", () => {
    expect(toSpecialCents(0)).toBeNull();
    expect(toSpecialCents("0.0000")).toBeNull();
    expect(toSpecialCents(null)).toBeNull();
    expect(toSpecialCents("24.0000")).toBe(2400);
  });
});

describe("dates", () => {
  it("reads Magento's UTC timestamps as ISO", () => {
    expect(toIsoDate("2017-09-16 15:46:46")).toBe("2017-09-16T15:46:46Z");
    expect(toIsoDate("2017-09-16")).toBe("2017-09-16T00:00:00Z");
    expect(toIsoDate("2017-09-16T15:46:46+0200")).toBe("2017-09-16T15:46:46+02:00");
    expect(toIsoDate("2017-09-16T15:46:46.5Z")).toBe("2017-09-16T15:46:46.5Z");
    expect(toIsoDate(1507748122187)).toBe("2017-10-11T18:55:22.187Z");
    expect(toIsoDate(1507748122)).toBe("2017-10-11T18:55:22Z");
  });

  it("treats empty and zero dates as absent and rejects others", () => {
    expect(toIsoDate(null)).toBeNull();
    expect(toIsoDate("")).toBeNull();
    expect(toIsoDate("0000-00-00 00:00:00")).toBeNull();
    expect(() => toIsoDate("16/09/2017")).toThrow(InvalidValue);
    expect(() => toIsoDate("2017-13-45 99:00:00")).toThrow(InvalidValue);
  });
});

describe("option values", () => {
  it("splits multiselect values into lists of strings", () => {
    expect(toValueList("80,81,84")).toEqual(["80", "81", "84"]);
    expect(toValueList("49")).toEqual(["49"]);
    expect(toValueList(167)).toEqual(["167"]);
    expect(toValueList(["15", "36", 2])).toEqual(["15", "36", "2"]);
    expect(toValueList(null)).toEqual([]);
    expect(toValueList("")).toEqual([]);
  });

  it("reads yes/no in Magento's spellings", () => {
    expect(toBool("1")).toBe(true);
    expect(toBool(0)).toBe(false);
    expect(toBool(true)).toBe(true);
    expect(toBool(null)).toBeNull();
    expect(() => toBool("maybe")).toThrow(InvalidValue);
  });
});

describe("media paths", () => {
  it("keeps Magento media paths, adds the leading slash, and drops no_selection", () => {
    expect(toMediaPath("/w/t/wt06-blue_main.jpg")).toBe("/w/t/wt06-blue_main.jpg");
    expect(toMediaPath("w/t/wt06-blue_main.jpg")).toBe("/w/t/wt06-blue_main.jpg");
    expect(toMediaPath("no_selection")).toBeNull();
    expect(() => toMediaPath("/a b.jpg")).toThrow(InvalidValue);
    expect(() => toMediaPath("/../etc/passwd")).toThrow(InvalidValue);
  });
});

describe("read", () => {
  it("turns an invalid value into a problem naming the field", () => {
    const problems: string[] = [];
    expect(read(problems, "price", () => toCents("x"))).toBeNull();
    expect(problems).toEqual(['price: not a number ("x")']);
  });

  it("reads VSF stock as an object or an array of one", () => {
    expect(toRecords([{ qty: 1 }])).toEqual([{ qty: 1 }]);
    expect(toRecords({ qty: 1 })).toEqual([{ qty: 1 }]);
    expect(toRecords(null)).toEqual([]);
  });
});
