import { describe, expect, it, vi } from "vitest";
import { createTokenLock, TOKEN_RETRY_WAIT_MS } from "./token-lock";

class Unauthorized extends Error {}

function setup(refreshResult: boolean | (() => Promise<boolean>)) {
  const waits: number[] = [];
  const onFailure = vi.fn();
  const lock = createTokenLock({
    loggedIn: () => true,
    refresh: typeof refreshResult === "function" ? refreshResult : () => Promise.resolve(refreshResult),
    onFailure,
    isUnauthorized: (e) => e instanceof Unauthorized,
    lockedError: () => new Error("Error refreshing user token. User is not authorized to access the resource"),
    wait: async (ms) => {
      waits.push(ms);
      await Promise.resolve();
    },
  });
  return { lock, waits, onFailure };
}

describe("SPEC §4 token invalidation lock", () => {
  it("refreshes once on a 401 and runs the call again", async () => {
    const { lock } = setup(true);
    let calls = 0;
    const result = await lock.run(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Unauthorized()) : Promise.resolve("profile");
    });
    expect(result).toBe("profile");
    expect(lock.state()).toBe(0);
  });

  it("makes other calls wait 1000 ms while a refresh runs", async () => {
    let finish!: (ok: boolean) => void;
    const { lock, waits } = setup(() => new Promise<boolean>((r) => (finish = r)));
    let first = true;
    const a = lock.run(() => {
      if (first) {
        first = false;
        return Promise.reject(new Unauthorized());
      }
      return Promise.resolve("a");
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(lock.state()).toBeGreaterThan(0);
    const b = lock.run(() => Promise.resolve("b"));
    await Promise.resolve();
    finish(true);
    expect(await a).toBe("a");
    expect(await b).toBe("b");
    expect(waits[0]).toBe(TOKEN_RETRY_WAIT_MS);
  });

  it("sets -1 on a failed refresh, logs out silently once and refuses later calls", async () => {
    const { lock, onFailure } = setup(false);
    await expect(lock.run(() => Promise.reject(new Unauthorized()))).rejects.toThrow(/not authorized/);
    expect(lock.state()).toBe(-1);
    expect(onFailure).toHaveBeenCalledTimes(1);
    await expect(lock.run(() => Promise.resolve("x"))).rejects.toThrow(/not authorized/);
    lock.reset();
    expect(await lock.run(() => Promise.resolve("x"))).toBe("x");
  });

  it("passes other errors through without refreshing", async () => {
    const refresh = vi.fn(() => Promise.resolve(true));
    const { lock } = setup(refresh);
    await expect(lock.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(refresh).not.toHaveBeenCalled();
  });
});
