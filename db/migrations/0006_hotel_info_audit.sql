CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer NOT NULL,
	`actor_kind` text NOT NULL,
	`actor_account_id` integer NOT NULL,
	`actor_login_id` text NOT NULL,
	`actor_name` text NOT NULL,
	`hotel_id` integer,
	`entity` text NOT NULL,
	`entity_id` integer NOT NULL,
	`action` text NOT NULL,
	`changes` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_log_entity_idx` ON `audit_log` (`entity`,`entity_id`,`at`);--> statement-breakpoint
CREATE INDEX `audit_log_hotel_idx` ON `audit_log` (`hotel_id`,`at`);--> statement-breakpoint
ALTER TABLE `staff_accounts` ADD `contact_email` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `hotel_texts` ADD `legal_address` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `hotel_texts` ADD `price_terms` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `hotel_texts` ADD `payment_terms` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `hotels` ADD `name_kana` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `hotels` ADD `latitude` real;--> statement-breakpoint
ALTER TABLE `hotels` ADD `longitude` real;--> statement-breakpoint
ALTER TABLE `hotels` ADD `legal_representative` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `hotels` ADD `legal_tel` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `hotels` ADD `legal_email` text DEFAULT '' NOT NULL;