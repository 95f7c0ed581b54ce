import { describe, expect, it } from "vitest";
import { createRandom } from "./random";

describe("createRandom", () => {
  it("repeats its sequence for the same seed and differs for another", () => {
    const a = createRandom(7);
    const b = createRandom(7);
    const c = createRandom(8);
    const seqA = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(seqA);
  });

  it("keeps int within its bounds and hits both ends", () => {
    const random = createRandom(1);
    const seen = new Set(Array.from({ length: 500 }, () => random.int(1, 4)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4]);
  });

  it("samples distinct items and shuffles without losing any", () => {
    const random = createRandom(3);
    const items = [1, 2, 3, 4, 5, 6];
    expect(new Set(random.sample(items, 4)).size).toBe(4);
    expect(random.shuffle(items).sort()).toEqual(items);
  });

  it("forks streams that do not depend on draws made elsewhere", () => {
    const a = createRandom(5);
    const b = createRandom(5);
    b.next();
    b.next();
    expect(a.fork("sets").next()).toBe(b.fork("sets").next());
    expect(a.fork("sets").next()).not.toBe(a.fork("positions").next());
  });

  it("picks weighted items roughly in proportion", () => {
    const random = createRandom(11);
    const counts = { a: 0, b: 0 };
    for (let i = 0; i < 2000; i++)
      counts[
        random.weighted([
          ["a", 3],
          ["b", 1],
        ] as const)
      ]++;
    expect(counts.a / 2000).toBeGreaterThan(0.68);
    expect(counts.a / 2000).toBeLessThan(0.82);
  });
});
