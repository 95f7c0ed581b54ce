/** The snapshot loader remembers a failure for a while (no re-parse on every request), then tries again. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { CATALOG_RETRY_MS } from "../../schema/constants";
import { CatalogUnavailableError, getCatalogVersion } from "./loader";

afterEach(() => vi.useRealTimers());

describe("the catalogue loader", () => {
  it("answers a failed manifest with CatalogUnavailableError, fetches it again only after CATALOG_RETRY_MS, then recovers", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-23T10:00:00Z") });
    let fetches = 0;
    let healthy = false;
    const assets = {
      fetch: (url: string) => {
        fetches++;
        expect(url).toMatch(/\/catalog\/manifest\.json$/);
        return Promise.resolve(
          healthy
            ? new Response(JSON.stringify({ version: "v2", path: "v/abc" }))
            : new Response("{broken", { status: 200 }),
        );
      },
    };
    await expect(getCatalogVersion(assets as never)).rejects.toBeInstanceOf(CatalogUnavailableError);
    await expect(getCatalogVersion(assets as never)).rejects.toMatchObject({
      detail: expect.stringMatching(/manifest\.json is not valid JSON/),
      status: 503,
    });
    expect(fetches).toBe(1);
    healthy = true;
    vi.setSystemTime(Date.now() + CATALOG_RETRY_MS + 1);
    expect(await getCatalogVersion(assets as never)).toBe("v2");
    expect(await getCatalogVersion(assets as never)).toBe("v2");
    expect(fetches).toBe(2);
  });
});
