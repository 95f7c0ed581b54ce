import { describe, expect, it } from "vitest";
import { compoundPartsOf, vocabularyWordsOf, withCompoundParts, withHyphenParts, wordsOf } from "./text";

describe("text preparation", () => {
  it("splits a text into lower-cased words of letters and digits, in any script", () => {
    expect(wordsOf("Wollmäntel, T-Shirt & 2 Größen")).toEqual(["wollmäntel", "t", "shirt", "2", "größen"]);
    expect(wordsOf(" – ")).toEqual([]);
  });

  it("adds the parts of hyphenated words and leaves other texts as they are", () => {
    expect(withHyphenParts("Off-white T-shirt")).toBe("Off-white T-shirt Off white T shirt");
    expect(withHyphenParts("AN-1-CML-M")).toBe("AN-1-CML-M AN 1 CML M");
    expect(withHyphenParts("Linnen jurk - blauw")).toBe("Linnen jurk - blauw");
  });

  it("adds a compound's longest known tail after a head of three letters, once per word", () => {
    expect(withCompoundParts("Wollen coltrui", new Set(["trui"]))).toBe("Wollen coltrui trui");
    expect(withCompoundParts("Strickjacke", new Set(["jacke", "acke"]))).toBe("Strickjacke jacke");
    expect(withCompoundParts("Trui", new Set(["trui"]))).toBe("Trui");
    // The head must be at least three letters: "abtrui" has a head of two.
    expect(withCompoundParts("abtrui", new Set(["trui"]))).toBe("abtrui");
    expect(withCompoundParts("Wollmantel Leinenkleid", new Set(["mantel", "kleid"]))).toBe(
      "Wollmantel Leinenkleid mantel kleid",
    );
  });

  it("takes compound tails of four letters or more without digits, and corrections of three or more that are not numbers", () => {
    expect(compoundPartsOf("Jas met trui 2xl maat")).toEqual(["trui", "maat"]);
    expect(vocabularyWordsOf("Jas met trui 2xl 42 in")).toEqual(["jas", "met", "trui", "2xl"]);
  });
});
