CREATE TABLE `compare_items` (
	`customer_id` integer NOT NULL,
	`sku` text NOT NULL,
	`product_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`customer_id`, `sku`),
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade
);
