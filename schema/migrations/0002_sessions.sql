CREATE TABLE `sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`customer_id` integer,
	`created_at` integer NOT NULL,
	`last_seen_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer
);
--> statement-breakpoint
CREATE INDEX `sessions_customer_idx` ON `sessions` (`customer_id`);--> statement-breakpoint
CREATE INDEX `sessions_expires_idx` ON `sessions` (`expires_at`);