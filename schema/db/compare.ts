import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { customers } from "./accounts";

/**
 * A customer's compare list (issue 32.2): at most COMPARE_MAX_ITEMS products, kept on the server for
 * a signed-in customer (a guest's list stays in the browser). The cap is enforced by the insert
 * statement itself (worker/compare/repo.ts), so concurrent adds cannot pass it.
 */
export const compareItems = sqliteTable(
  "compare_items",
  {
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    sku: text("sku").notNull(),
    productId: integer("product_id").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.sku] })],
);
