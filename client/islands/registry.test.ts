import { describe, expect, it } from "vitest";
import { ISLANDS } from "./registry";

describe("island registry", () => {
  it("maps every name to a module whose default export is the component of that name", async () => {
    for (const [name, load] of Object.entries(ISLANDS)) {
      const module = (await load()) as { default: { name: string } };
      expect(typeof module.default, name).toBe("function");
      expect(module.default.name, name).toBe(name);
    }
  });
});
