CREATE TABLE `idempotency_keys` (
	`key` text PRIMARY KEY NOT NULL,
	`claim` text NOT NULL,
	`body_hash` text NOT NULL,
	`state` text NOT NULL,
	`status` integer,
	`response` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `order_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` text NOT NULL,
	`sku` text NOT NULL,
	`name` text NOT NULL,
	`qty` integer NOT NULL,
	`unit_price` integer NOT NULL,
	`row_total` integer NOT NULL,
	`discount` integer NOT NULL,
	`tax_amount` integer NOT NULL,
	`tax_rate` integer NOT NULL,
	`options` text,
	`stock_claims` text NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `order_items_order_idx` ON `order_items` (`order_id`);--> statement-breakpoint
CREATE TABLE `order_sequences` (
	`store` text PRIMARY KEY NOT NULL,
	`prefix` text NOT NULL,
	`last` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `orders` (
	`id` text PRIMARY KEY NOT NULL,
	`increment_id` text NOT NULL,
	`store` text NOT NULL,
	`cart_id` text NOT NULL,
	`owner_session` text,
	`customer_id` integer,
	`email` text NOT NULL,
	`status` text NOT NULL,
	`payment_method` text NOT NULL,
	`payment_status` text NOT NULL,
	`provider_payment_id` text,
	`currency` text DEFAULT 'EUR' NOT NULL,
	`subtotal` integer NOT NULL,
	`discount` integer NOT NULL,
	`shipping` integer NOT NULL,
	`tax_amount` integer NOT NULL,
	`gift_card_amount` integer NOT NULL,
	`grand_total` integer NOT NULL,
	`coupon_code` text,
	`gift_card_code` text,
	`shipping_carrier` text NOT NULL,
	`shipping_method` text NOT NULL,
	`shipping_address` text NOT NULL,
	`billing_address` text NOT NULL,
	`service_point` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`paid_at` integer,
	CONSTRAINT "orders_grand_total_not_negative" CHECK("orders"."grand_total" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_increment_id_unique` ON `orders` (`increment_id`);--> statement-breakpoint
CREATE INDEX `orders_owner_session_idx` ON `orders` (`owner_session`);--> statement-breakpoint
CREATE INDEX `orders_customer_idx` ON `orders` (`customer_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_cart_live_idx` ON `orders` (`cart_id`) WHERE "orders"."status" <> 'canceled';--> statement-breakpoint
CREATE TABLE `payment_events` (
	`event_id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`status` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
INSERT INTO `order_sequences` (`store`, `prefix`, `last`) VALUES ('nl', 'NL', 100000), ('de', 'DE', 100000), ('en', 'EN', 100000);
