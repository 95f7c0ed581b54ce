import { describe, expect, it } from "vitest";
import { shippedSnapshot } from "../../test/support/snapshot";
import { withWorker } from "../../test/support/worker";
import { SESSION_COOKIE } from "../../schema/constants";

const worker = withWorker();
const snapshot = shippedSnapshot();

const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];

describe("edge cache", () => {
  it("serves an anonymous catalogue page from the cache with a fresh nonce each time", async () => {
    const category = snapshot.catalog.categories.find((c) => c.level === 2 && c.isActive)!;
    const path = `/${category.urlPath.nl}?sort=new&utm_source=test`;
    const first = await worker.fetch(path);
    expect(first.headers.get("x-cache")).toBe("MISS");
    const firstHtml = await first.text();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = await worker.fetch(`/${category.urlPath.nl}?utm_source=other&sort=new`);
    expect(second.headers.get("x-cache")).toBe("HIT");
    const secondHtml = await second.text();
    const nonce = nonceOf(second);
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(nonceOf(first));
    expect(secondHtml).toContain(`nonce="${nonce}"`);
    expect(secondHtml).not.toContain(`nonce="${nonceOf(first)}"`);
    expect(secondHtml.replaceAll(`nonce="${nonce}"`, "")).toBe(firstHtml.replaceAll(`nonce="${nonceOf(first)}"`, ""));
  });

  it("never stores what a logged-in shopper was sent, and never puts their data in the HTML", async () => {
    const product = snapshot.listed.find((p) => p.inStock)!;
    const path = `/p/${product.sku}/${product.urlKey.nl}?from=logged-in-test`;
    const personal = await worker.fetch(path, {
      headers: {
        cookie: `${SESSION_COOKIE}=s3cr3t-session-token; theme=dark`,
        authorization: "Bearer s3cr3t-user-token",
      },
    });
    expect(personal.status).toBe(200);
    expect(personal.headers.get("x-cache")).toBe("BYPASS");
    const body = await personal.text();
    expect(body).not.toContain("s3cr3t");
    await new Promise((resolve) => setTimeout(resolve, 100));
    const anonymous = await worker.fetch(path);
    expect(anonymous.headers.get("x-cache")).toBe("MISS");
    expect(await anonymous.text()).not.toContain("s3cr3t");
  });
});
