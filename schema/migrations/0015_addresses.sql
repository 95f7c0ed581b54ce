ALTER TABLE `customer_addresses` ADD `company` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `customer_addresses` ADD `vat_id` text DEFAULT '' NOT NULL;