CREATE TABLE `content_redirects` (
	`store` text NOT NULL,
	`request_path` text NOT NULL,
	`target` text NOT NULL,
	`status` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`store`, `request_path`)
);
--> statement-breakpoint
CREATE TABLE `content_stories` (
	`uuid` text PRIMARY KEY NOT NULL,
	`store` text NOT NULL,
	`full_slug` text NOT NULL,
	`name` text NOT NULL,
	`component` text NOT NULL,
	`draft` text NOT NULL,
	`published` text,
	`release` text,
	`sort_at` integer,
	`category` text,
	`published_at` integer,
	`first_published_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `content_stories_slug_idx` ON `content_stories` (`store`,`full_slug`);--> statement-breakpoint
CREATE INDEX `content_stories_blog_idx` ON `content_stories` (`store`,`component`,`category`,`sort_at`);