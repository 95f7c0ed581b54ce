CREATE TABLE `review_aggregates` (
	`product_sku` text PRIMARY KEY NOT NULL,
	`count` integer NOT NULL,
	`rated` integer NOT NULL,
	`rating_sum` integer NOT NULL,
	`distribution` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `review_votes` (
	`review_id` integer NOT NULL,
	`voter` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`review_id`, `voter`),
	FOREIGN KEY (`review_id`) REFERENCES `reviews`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_sku` text NOT NULL,
	`store` text NOT NULL,
	`customer_id` integer,
	`nickname` text NOT NULL,
	`title` text NOT NULL,
	`detail` text NOT NULL,
	`rating` integer,
	`status` text NOT NULL,
	`verified` integer DEFAULT false NOT NULL,
	`source` text DEFAULT 'shop' NOT NULL,
	`source_id` text,
	`helpful` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`moderated_at` integer,
	CONSTRAINT "reviews_rating_range" CHECK("reviews"."rating" is null or "reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_customer_product_idx` ON `reviews` (`customer_id`,`product_sku`);--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_source_idx` ON `reviews` (`source`,`source_id`);--> statement-breakpoint
CREATE INDEX `reviews_product_status_idx` ON `reviews` (`product_sku`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `reviews_status_idx` ON `reviews` (`status`,`created_at`);