CREATE TABLE `cart_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`cart_id` text NOT NULL,
	`sku` text NOT NULL,
	`option_key` text DEFAULT '' NOT NULL,
	`product_option` text,
	`qty` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`cart_id`) REFERENCES `carts`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "cart_items_qty_positive" CHECK("cart_items"."qty" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cart_items_line_idx` ON `cart_items` (`cart_id`,`sku`,`option_key`);--> statement-breakpoint
CREATE TABLE `carts` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_session` text,
	`customer_id` integer,
	`store` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`coupon_code` text,
	`gift_card_code` text,
	`shipping_carrier` text,
	`shipping_method` text,
	`shipping_address` text,
	`billing_address` text,
	`service_point` text,
	`payment_method` text,
	`payment_additional` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `carts_owner_session_idx` ON `carts` (`owner_session`);--> statement-breakpoint
CREATE INDEX `carts_customer_idx` ON `carts` (`customer_id`);--> statement-breakpoint
CREATE TABLE `coupons` (
	`code` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`value` integer NOT NULL,
	`min_subtotal` integer DEFAULT 0 NOT NULL,
	`valid_from` integer,
	`valid_to` integer,
	`usage_limit` integer,
	`times_used` integer DEFAULT 0 NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`description` text,
	`created_at` integer NOT NULL,
	CONSTRAINT "coupons_value_positive" CHECK("coupons"."value" > 0),
	CONSTRAINT "coupons_usage_within_limit" CHECK("coupons"."usage_limit" is null or "coupons"."times_used" <= "coupons"."usage_limit")
);
--> statement-breakpoint
CREATE TABLE `gift_cards` (
	`code` text PRIMARY KEY NOT NULL,
	`balance` integer NOT NULL,
	`currency` text DEFAULT 'EUR' NOT NULL,
	`valid_to` integer,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL,
	CONSTRAINT "gift_cards_balance_not_negative" CHECK("gift_cards"."balance" >= 0)
);
