import { describe, expect, it } from "vitest";
import { ISLANDS, type IslandModule } from "./registry";

describe("island registry", () => {
  it("maps every name to a module whose default export is the component of that name", async () => {
    for (const [name, load] of Object.entries(ISLANDS)) {
      const module = (await load()) as { default: { name: string } };
      expect(typeof module.default, name).toBe("function");
      expect(module.default.name, name).toBe(name);
    }
  });

  it("gives every island whose own module completes its sent props that function (the chrome's groups too)", async () => {
    for (const [name, load] of Object.entries(ISLANDS)) {
      const own = (await import(`./${name}.tsx`)) as IslandModule;
      const registered = (await load()) as IslandModule;
      expect(registered.hydrationProps, name).toBe(own.hydrationProps);
    }
    expect((await ISLANDS.MobileMenu()).hydrationProps).toBeTypeOf("function");
  });
});
