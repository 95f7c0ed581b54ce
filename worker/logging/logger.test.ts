import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { describeError } from "./logger";

describe("describeError", () => {
  it("never logs the values bound to a failed query, only its SQL and the database's message", () => {
    const cause = Object.assign(new Error("SQLITE_CONSTRAINT: UNIQUE constraint failed: customers.email"), {
      code: "SQLITE_CONSTRAINT",
    });
    const error = new DrizzleQueryError(
      "insert into customers (email, password_hash) values (?, ?)",
      ["anna@example.com", "pbkdf2$secret-hash"],
      cause,
    );
    const logged = JSON.stringify(describeError(error));
    expect(logged).not.toContain("anna@example.com");
    expect(logged).not.toContain("secret-hash");
    expect(logged).toContain("insert into customers (email, password_hash) values (?, ?)");
    expect(logged).toContain("UNIQUE constraint failed: customers.email");
  });

  it("keeps name, message and stack of ordinary errors", () => {
    const fields = describeError(new TypeError("boom"));
    expect(fields).toMatchObject({ errorName: "TypeError", error: "boom" });
    expect(String(fields.stack)).toMatch(/^TypeError: boom\n\s+at /);
  });
});
