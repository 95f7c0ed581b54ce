CREATE TABLE `price_overrides` (
	`sku` text NOT NULL,
	`catalog_version` text NOT NULL,
	`price` integer NOT NULL,
	`special_price` integer,
	`special_from` text,
	`special_to` text,
	`changed_at` integer NOT NULL,
	PRIMARY KEY(`catalog_version`, `sku`),
	CONSTRAINT "price_overrides_price_not_negative" CHECK("price_overrides"."price" >= 0),
	CONSTRAINT "price_overrides_special_not_negative" CHECK("price_overrides"."special_price" is null or "price_overrides"."special_price" >= 0)
);
