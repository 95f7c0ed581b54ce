CREATE TABLE `analytics_purchases` (
	`order_id` text PRIMARY KEY NOT NULL,
	`reported_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `rum_histograms` (
	`day` text NOT NULL,
	`page_type` text NOT NULL,
	`store` text NOT NULL,
	`metric` text NOT NULL,
	`bucket` integer NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`day`, `page_type`, `store`, `metric`, `bucket`)
);
