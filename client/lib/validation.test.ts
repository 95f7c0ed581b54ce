import { describe, expect, it } from "vitest";
import { validateEmail } from "./validation";

describe("validateEmail", () => {
  it("requires a value only when the field is required", () => {
    expect(validateEmail("  ", true)).toBe("form.required");
    expect(validateEmail("", false)).toBeNull();
  });
  it("accepts ordinary addresses and rejects malformed ones", () => {
    expect(validateEmail("anna@example.nl", true)).toBeNull();
    expect(validateEmail("j.de.vries+shop@mail.example.com", true)).toBeNull();
    for (const bad of ["anna", "anna@", "@example.nl", "anna@example", "an na@example.nl", "anna@example.n"]) {
      expect(validateEmail(bad, true), bad).toBe("form.email");
    }
  });
});
