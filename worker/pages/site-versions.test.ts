/**
 * The site versions' memo (site-versions.ts), seen through the content version (content/version.ts)
 * and the price overlay's: requests that find it expired share one database read, a write in this
 * isolate is never undone by a read that started before it, and a failed read answers the last known
 * versions. The database read is replaced by one the test controls.
 */
import type { Context } from "hono";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AppEnv } from "../context";

vi.mock("../db/site-versions", () => ({ readSiteVersions: vi.fn() }));
const { readSiteVersions } = await import("../db/site-versions");
const { contentVersion, contentVersionSource, forgetContentVersion, UNAVAILABLE, VERSION_MEMO_MS } =
  await import("../content/version");
const { siteVersions } = await import("./site-versions");
const readVersions = vi.mocked(readSiteVersions);
/** The database's answer as the content version alone (the price version beside it, "p" + it). */
const read = {
  mockReturnValueOnce(value: Promise<string>) {
    readVersions.mockReturnValueOnce(value.then((content) => ({ content, prices: `p${content}` })));
    return read;
  },
  mockResolvedValueOnce(content: string) {
    readVersions.mockResolvedValueOnce({ content, prices: `p${content}` });
    return read;
  },
  mockReset: () => readVersions.mockReset(),
};

/** A database read the test settles by hand. */
function deferred() {
  let resolve: (value: string) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<string>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

/** A request's context as the version reads it: its database, its logger, its execution context. */
function request() {
  const warnings: string[] = [];
  const kept: Promise<unknown>[] = [];
  const c = {
    get: (name: string) => (name === "db" ? {} : name === "log" ? { warn: (m: string) => warnings.push(m) } : null),
    executionCtx: { waitUntil: (p: Promise<unknown>) => void kept.push(p) },
  } as unknown as Context<AppEnv>;
  return { c, warnings, kept };
}

beforeEach(() => {
  forgetContentVersion();
  read.mockReset();
});

describe("the content version", () => {
  it("is read once for all the requests that find the memo expired, and kept alive by the first", async () => {
    const answer = deferred();
    read.mockReturnValueOnce(answer.promise);
    const first = request();
    const versions = Promise.all(Array.from({ length: 10 }, (_, i) => contentVersion(i === 0 ? first.c : request().c)));
    expect(contentVersionSource.peek()).toBeUndefined();
    answer.resolve("7");
    expect(await versions).toEqual(Array(10).fill("7"));
    expect(readVersions).toHaveBeenCalledTimes(1);
    expect(first.kept).toHaveLength(1);
    // Now memoized: the front door can vouch for it, and the next request asks nobody.
    expect(contentVersionSource.peek()).toBe("cms-7");
    expect(await contentVersion(request().c)).toBe("7");
    expect(readVersions).toHaveBeenCalledTimes(1);
  });

  it("reads again once the memo is VERSION_MEMO_MS old", async () => {
    read.mockResolvedValueOnce("7").mockResolvedValueOnce("8");
    expect(await contentVersion(request().c)).toBe("7");
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + VERSION_MEMO_MS);
      expect(contentVersionSource.peek()).toBeUndefined();
      expect(await contentVersion(request().c)).toBe("8");
    } finally {
      vi.useRealTimers();
    }
    expect(readVersions).toHaveBeenCalledTimes(2);
  });

  it("does not let a read that started before a write in this isolate stand for the version after it", async () => {
    const before = deferred();
    read.mockReturnValueOnce(before.promise).mockResolvedValueOnce("8");
    const old = contentVersion(request().c);
    forgetContentVersion();
    // A request after the write reads afresh rather than waiting for the older read.
    expect(await contentVersion(request().c)).toBe("8");
    before.resolve("7");
    expect(await old).toBe("7");
    expect(contentVersionSource.peek()).toBe("cms-8");
    expect(readVersions).toHaveBeenCalledTimes(2);
  });

  it("answers the last known version, or 'unavailable', when the database cannot be read, with one warning", async () => {
    const down = deferred();
    read.mockReturnValueOnce(down.promise);
    const asking = Array.from({ length: 3 }, () => request());
    const versions = Promise.all(asking.map(({ c }) => contentVersion(c)));
    down.reject(new Error("database down"));
    expect(await versions).toEqual(Array(3).fill(UNAVAILABLE));
    expect(asking.flatMap((r) => r.warnings)).toEqual(["site versions unavailable"]);
    // Remembered for VERSION_MEMO_MS, so a database that is down is not asked by every request.
    expect(await contentVersion(request().c)).toBe(UNAVAILABLE);
    expect(readVersions).toHaveBeenCalledTimes(1);
  });

  it("reads the price version in the same query as the content version", async () => {
    read.mockResolvedValueOnce("7");
    expect(await contentVersion(request().c)).toBe("7");
    expect(await siteVersions(request().c)).toEqual({ content: "7", prices: "p7" });
    expect(readVersions).toHaveBeenCalledTimes(1);
  });
});
