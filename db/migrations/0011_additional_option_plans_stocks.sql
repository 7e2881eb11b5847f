-- Additional options: a set of plans instead of one plan_id (existing links kept), a price unit, a
-- per-day stock and the stock a reservation took (decision 043).
CREATE TABLE `additional_option_stocks` (
	`additional_option_id` integer NOT NULL,
	`date` text NOT NULL,
	`stock` integer NOT NULL,
	`sold` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`additional_option_id`, `date`),
	FOREIGN KEY (`additional_option_id`) REFERENCES `additional_options`(`additional_option_id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "additional_option_stocks_not_oversold" CHECK("additional_option_stocks"."sold" >= 0 AND "additional_option_stocks"."sold" <= "additional_option_stocks"."stock")
);
--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_additional_options` (
	`additional_option_id` integer PRIMARY KEY NOT NULL,
	`hotel_id` integer NOT NULL,
	`names` text NOT NULL,
	`unit_price` integer NOT NULL,
	`price_unit` text DEFAULT 'stay' NOT NULL,
	`max_num` integer DEFAULT 10 NOT NULL,
	`required` integer DEFAULT false NOT NULL,
	`stock_managed` integer DEFAULT false NOT NULL,
	`date_from` text,
	`date_to` text,
	`display_order` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`hotel_id`) REFERENCES `hotels`(`hotel_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_additional_options`("additional_option_id", "hotel_id", "names", "unit_price", "price_unit", "max_num", "required", "stock_managed", "date_from", "date_to", "display_order") SELECT "additional_option_id", "hotel_id", "names", "unit_price", 'stay', "max_num", "required", false, "date_from", "date_to", "display_order" FROM `additional_options`;--> statement-breakpoint
CREATE TABLE `__option_plan_links` AS SELECT `additional_option_id`, `plan_id` FROM `additional_options` WHERE `plan_id` IS NOT NULL;--> statement-breakpoint
DROP TABLE `additional_options`;--> statement-breakpoint
ALTER TABLE `__new_additional_options` RENAME TO `additional_options`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `additional_options_hotel_idx` ON `additional_options` (`hotel_id`);--> statement-breakpoint
CREATE TABLE `additional_option_plans` (
	`additional_option_id` integer NOT NULL,
	`plan_id` integer NOT NULL,
	PRIMARY KEY(`additional_option_id`, `plan_id`),
	FOREIGN KEY (`additional_option_id`) REFERENCES `additional_options`(`additional_option_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`plan_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `additional_option_plans_plan_idx` ON `additional_option_plans` (`plan_id`);--> statement-breakpoint
INSERT INTO `additional_option_plans`(`additional_option_id`, `plan_id`) SELECT `additional_option_id`, `plan_id` FROM `__option_plan_links`;--> statement-breakpoint
DROP TABLE `__option_plan_links`;--> statement-breakpoint
ALTER TABLE `reservation_options` ADD `takes_stock` integer DEFAULT false NOT NULL;