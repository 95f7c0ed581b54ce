CREATE TABLE `return_lines` (
	`return_number` text NOT NULL,
	`order_item_id` integer NOT NULL,
	`qty` integer NOT NULL,
	PRIMARY KEY(`return_number`, `order_item_id`),
	FOREIGN KEY (`return_number`) REFERENCES `returns`(`number`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_item_id`) REFERENCES `order_items`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "return_lines_qty_positive" CHECK("return_lines"."qty" > 0)
);
--> statement-breakpoint
CREATE INDEX `return_lines_item_idx` ON `return_lines` (`order_item_id`);--> statement-breakpoint
CREATE TABLE `returns` (
	`number` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`status` text NOT NULL,
	`reason` text NOT NULL,
	`created_at` integer NOT NULL,
	`received_at` integer,
	`refunded_at` integer,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `returns_order_idx` ON `returns` (`order_id`);--> statement-breakpoint
CREATE TABLE `shipments` (
	`order_id` text PRIMARY KEY NOT NULL,
	`carrier` text NOT NULL,
	`tracking_number` text NOT NULL,
	`shipped_at` integer NOT NULL,
	`delivered_at` integer,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
