ALTER TABLE `carts` ADD `loyalty_points` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `loyalty_points` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `loyalty_amount` integer DEFAULT 0 NOT NULL;