CREATE TABLE `customer_addresses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`customer_id` integer NOT NULL,
	`firstname` text NOT NULL,
	`lastname` text NOT NULL,
	`street` text NOT NULL,
	`house_number` text NOT NULL,
	`affix` text DEFAULT '' NOT NULL,
	`postcode` text NOT NULL,
	`city` text NOT NULL,
	`region` text DEFAULT '' NOT NULL,
	`country_id` text NOT NULL,
	`telephone` text DEFAULT '' NOT NULL,
	`default_shipping` integer DEFAULT false NOT NULL,
	`default_billing` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `customer_addresses_customer_idx` ON `customer_addresses` (`customer_id`);--> statement-breakpoint
CREATE TABLE `customers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`firstname` text NOT NULL,
	`lastname` text NOT NULL,
	`password_hash` text NOT NULL,
	`store` text NOT NULL,
	`loyalty_card` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `customers_email_idx` ON `customers` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `customers_loyalty_card_idx` ON `customers` (`loyalty_card`);--> statement-breakpoint
CREATE TABLE `loyalty_transactions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`customer_id` integer NOT NULL,
	`points` integer NOT NULL,
	`reason` text NOT NULL,
	`order_increment_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "loyalty_points_not_zero" CHECK("loyalty_transactions"."points" <> 0)
);
--> statement-breakpoint
CREATE INDEX `loyalty_transactions_customer_idx` ON `loyalty_transactions` (`customer_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `password_resets` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`customer_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `password_resets_customer_idx` ON `password_resets` (`customer_id`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer NOT NULL,
	`window_start` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `wishlist_items` (
	`customer_id` integer NOT NULL,
	`product_id` integer NOT NULL,
	`sku` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`customer_id`, `product_id`),
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `sessions` ADD `refresh_hash` text;--> statement-breakpoint
ALTER TABLE `sessions` ADD `refresh_expires_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `sessions_refresh_idx` ON `sessions` (`refresh_hash`);