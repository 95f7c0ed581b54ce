CREATE TABLE `newsletter_subscribers` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`store` text NOT NULL,
	`status` text NOT NULL,
	`coupon_code` text,
	`created_at` integer NOT NULL,
	`confirmed_at` integer,
	`unsubscribed_at` integer,
	`last_mail_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_email_idx` ON `newsletter_subscribers` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_coupon_idx` ON `newsletter_subscribers` (`coupon_code`);--> statement-breakpoint
CREATE TABLE `newsletter_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`subscriber_id` text NOT NULL,
	`purpose` text NOT NULL,
	`uses` integer DEFAULT 0 NOT NULL,
	`expires_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`subscriber_id`) REFERENCES `newsletter_subscribers`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "newsletter_tokens_confirm_once" CHECK("newsletter_tokens"."purpose" <> 'confirm' or "newsletter_tokens"."uses" <= 1)
);
--> statement-breakpoint
CREATE INDEX `newsletter_tokens_subscriber_idx` ON `newsletter_tokens` (`subscriber_id`);