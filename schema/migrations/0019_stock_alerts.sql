CREATE TABLE `stock_alerts` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`sku` text NOT NULL,
	`store` text NOT NULL,
	`status` text NOT NULL,
	`customer_id` integer,
	`product_name` text NOT NULL,
	`size_label` text NOT NULL,
	`product_path` text NOT NULL,
	`origin` text NOT NULL,
	`confirm_hash` text,
	`unsubscribe_hash` text,
	`claim_id` text,
	`created_at` integer NOT NULL,
	`mailed_at` integer,
	`confirmed_at` integer,
	`notified_at` integer,
	`unsubscribed_at` integer,
	CONSTRAINT "stock_alerts_notified_once" CHECK("stock_alerts"."status" <> 'notified' or "stock_alerts"."notified_at" is not null)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `stock_alerts_live_idx` ON `stock_alerts` (`email`,`sku`) WHERE "stock_alerts"."status" in ('pending', 'active');--> statement-breakpoint
CREATE INDEX `stock_alerts_sku_idx` ON `stock_alerts` (`sku`,`status`);--> statement-breakpoint
CREATE UNIQUE INDEX `stock_alerts_confirm_idx` ON `stock_alerts` (`confirm_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `stock_alerts_unsubscribe_idx` ON `stock_alerts` (`unsubscribe_hash`);