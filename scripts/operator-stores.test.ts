/** `npm run operator -- store …` against the real test libSQL database (issue 31 point 1). */
import { createClient } from "@libsql/client";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { operatorCli } from "../test/support/operator-cli";
import { DEMO_STORES } from "../worker/stores";

const db = createClient({ url: inject("libsqlUrl") });
afterAll(() => db.close());

const operator = operatorCli();

describe("npm run operator -- store", () => {
  it("creates, lists, updates, stocks and closes a store; refuses a bad document", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "stores-"));
    const slug = `cli-${Date.now().toString(36)}`;
    const file = path.join(dir, "store.json");
    await writeFile(file, JSON.stringify({ ...DEMO_STORES[7], slug, name: "Atelier Noord Leuven", city: "Leuven" }));
    expect((await operator("store", "create", "--file", file)).out).toContain(`store ${slug} created`);
    expect((await operator("store", "create", "--file", file)).code).toBe(1);
    expect((await operator("store", "list")).out).toMatch(new RegExp(`${slug}\\s+open\\s+BE\\s+Leuven`));

    const patch = path.join(dir, "patch.json");
    await writeFile(patch, JSON.stringify({ phone: "+32 16 12 34 56" }));
    expect((await operator("store", "update", slug, "--file", patch)).code).toBe(0);
    expect((await operator("store", "stock", slug, "--sku", "CLI-SKU", "--qty", "4")).code).toBe(0);
    expect((await operator("store", "close", slug)).out).toContain(`store ${slug} closed`);
    const row = (await db.execute({ sql: "select * from stores where slug = ?", args: [slug] })).rows[0]!;
    expect(row).toMatchObject({ phone: "+32 16 12 34 56", status: "closed", country: "BE" });
    const stock = await db.execute({
      sql: "select qty from store_stock where sku = 'CLI-SKU' and store_id = ?",
      args: [row.id as number],
    });
    expect(stock.rows[0]).toMatchObject({ qty: 4 });

    await writeFile(patch, JSON.stringify({ timeZone: "Nowhere/Else" }));
    const refused = await operator("store", "update", slug, "--file", patch);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain("timeZone: must be an IANA time zone");
    expect((await operator("store", "close", "no-such-store")).out).toContain("no store no-such-store");
  }, 60_000);
});
