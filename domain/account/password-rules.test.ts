import { describe, expect, it } from "vitest";
import { characterClasses, isValidEmail, nameProblem, passwordProblem, repeatProblem } from "./password-rules";

describe("SPEC §5 password rules", () => {
  it("need 8 characters and 3 of lower, upper, digits, special", () => {
    expect(passwordProblem("")).toBe("form.required");
    expect(passwordProblem("Ab1!")).toBe("account.passwordTooShort");
    expect(passwordProblem("abcdefgh")).toBe("account.passwordClasses");
    expect(passwordProblem("abcdefG1")).toBeNull();
    expect(passwordProblem("abcdef!1")).toBeNull();
    expect(passwordProblem("ÄÖÜäöü12")).toBeNull();
    expect(passwordProblem("Aa1".repeat(100))).toBe("account.passwordTooLong");
    expect(characterClasses("aA1 ")).toBe(3);
  });
  it("want the repeat identical", () => {
    expect(repeatProblem("Secret12", "Secret12")).toBeNull();
    expect(repeatProblem("Secret12", "Secret13")).toBe("account.passwordsIdentical");
    expect(repeatProblem("Secret12", "")).toBe("form.required");
  });
  it("check e-mails and names", () => {
    expect(isValidEmail("anna@example.nl")).toBe(true);
    for (const bad of ["anna", "anna@", "@x.nl", "a b@x.nl", "anna@x", "anna@x.n", `${"a".repeat(250)}@x.nl`])
      expect(isValidEmail(bad)).toBe(false);
    expect(nameProblem("A")).toBe("form.nameTooShort");
    expect(nameProblem(" ")).toBe("form.required");
    expect(nameProblem("Jo")).toBeNull();
  });
});
