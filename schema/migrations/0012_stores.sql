CREATE TABLE `store_stock` (
	`store_id` integer NOT NULL,
	`sku` text NOT NULL,
	`qty` integer DEFAULT 0 NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`store_id`, `sku`),
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "store_stock_qty_not_negative" CHECK("store_stock"."qty" >= 0)
);
--> statement-breakpoint
CREATE INDEX `store_stock_sku_idx` ON `store_stock` (`sku`);--> statement-breakpoint
CREATE TABLE `stores` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`street` text NOT NULL,
	`postcode` text NOT NULL,
	`city` text NOT NULL,
	`country` text NOT NULL,
	`lat` real NOT NULL,
	`lng` real NOT NULL,
	`phone` text NOT NULL,
	`email` text NOT NULL,
	`time_zone` text NOT NULL,
	`hours` text NOT NULL,
	`exceptions` text DEFAULT '[]' NOT NULL,
	`is_pickup_location` integer DEFAULT false NOT NULL,
	`services` text DEFAULT '[]' NOT NULL,
	`photo` text,
	`status` text DEFAULT 'open' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "stores_lat_range" CHECK("stores"."lat" between -90 and 90),
	CONSTRAINT "stores_lng_range" CHECK("stores"."lng" between -180 and 180)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `stores_slug_idx` ON `stores` (`slug`);