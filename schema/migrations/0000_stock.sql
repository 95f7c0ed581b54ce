CREATE TABLE `stock_items` (
	`sku` text PRIMARY KEY NOT NULL,
	`product_id` integer NOT NULL,
	`qty` integer DEFAULT 0 NOT NULL,
	`is_in_stock` integer DEFAULT true NOT NULL,
	`manage_stock` integer DEFAULT true NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "stock_qty_not_negative" CHECK("stock_items"."qty" >= 0)
);
