/**
 * The demo stores and their stock (issue 31 points 1 and 4), written by `npm start` and the test
 * setup: each demo store unless its slug exists (an operator's changes are kept), and for each
 * demo store a stock level of every sku the shop sells that it has no level for yet (0–4 units,
 * spread evenly by sku and store so about a fifth of the shelves are empty). One batch.
 */
import { createClient, type InStatement } from "@libsql/client";
import { storeInputSchema } from "../../schema/api/stores";
import { DEMO_STORES } from "../../worker/stores";

export async function seedStores(url: string, authToken?: string): Promise<void> {
  const client = createClient({ url, authToken });
  try {
    const statements: InStatement[] = DEMO_STORES.map((input) => {
      const s = storeInputSchema.parse(input);
      return {
        sql: `insert into stores (slug, name, street, postcode, city, country, lat, lng, phone, email, time_zone, hours, exceptions, is_pickup_location, services, photo)
              values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (slug) do nothing`,
        args: [
          s.slug,
          s.name,
          s.street,
          s.postcode,
          s.city,
          s.country,
          s.lat,
          s.lng,
          s.phone,
          s.email,
          s.timeZone,
          JSON.stringify(s.hours),
          JSON.stringify(s.exceptions),
          s.is_pickup_location ? 1 : 0,
          JSON.stringify(s.services),
          s.photo,
        ],
      };
    });
    statements.push({
      sql: `insert into store_stock (store_id, sku, qty)
            select s.id, i.sku, (i.rowid * 7 + s.id * 3) % 5
            from stores s join stock_items i
            where s.slug in (select value from json_each(?))
            on conflict (store_id, sku) do nothing`,
      args: [JSON.stringify(DEMO_STORES.map((s) => s.slug))],
    });
    await client.batch(statements, "write");
  } finally {
    client.close();
  }
}
