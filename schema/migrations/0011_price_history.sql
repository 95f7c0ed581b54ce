CREATE TABLE `price_history` (
	`sku` text NOT NULL,
	`observed_at` integer NOT NULL,
	`price` integer NOT NULL,
	`special_price` integer,
	`special_from` text,
	`special_to` text,
	PRIMARY KEY(`sku`, `observed_at`),
	CONSTRAINT "price_history_price_not_negative" CHECK("price_history"."price" >= 0)
);
--> statement-breakpoint
CREATE INDEX `price_history_special` ON `price_history` (`sku`) WHERE "price_history"."special_price" is not null;