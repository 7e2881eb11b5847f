CREATE TABLE `members` (
	`member_id` integer PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`last_name` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name_kana` text DEFAULT '' NOT NULL,
	`first_name_kana` text DEFAULT '' NOT NULL,
	`gender` text,
	`tel1` text DEFAULT '' NOT NULL,
	`tel1_type` text,
	`tel2` text DEFAULT '' NOT NULL,
	`tel2_type` text,
	`postcode` text DEFAULT '' NOT NULL,
	`prefecture` text DEFAULT '' NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`birthday` text,
	`lang` text DEFAULT 'ja' NOT NULL,
	`dm_opt_in` integer DEFAULT false NOT NULL,
	`dm_opt_in_at` integer,
	`unsubscribe_token` text NOT NULL,
	`email_verified_at` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	`password_changed_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `members_email_unique` ON `members` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `members_unsubscribe_token_unique` ON `members` (`unsubscribe_token`);--> statement-breakpoint
CREATE TABLE `staff_accounts` (
	`account_id` integer PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`login_id` text NOT NULL,
	`name` text NOT NULL,
	`password_hash` text NOT NULL,
	`entity_id` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`password_changed_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `staff_accounts_login_id_unique` ON `staff_accounts` (`login_id`);--> statement-breakpoint
CREATE INDEX `staff_accounts_entity_idx` ON `staff_accounts` (`kind`,`entity_id`);--> statement-breakpoint
CREATE TABLE `login_failures` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`scope` text NOT NULL,
	`key` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `login_failures_key_idx` ON `login_failures` (`scope`,`key`,`at`);--> statement-breakpoint
CREATE TABLE `refresh_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`session_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`session_id`) REFERENCES `sessions`(`session_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `refresh_tokens_session_idx` ON `refresh_tokens` (`session_id`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`session_id` text PRIMARY KEY NOT NULL,
	`principal_type` text NOT NULL,
	`principal_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer,
	`revoked_reason` text
);
--> statement-breakpoint
CREATE INDEX `sessions_principal_idx` ON `sessions` (`principal_type`,`principal_id`);--> statement-breakpoint
CREATE TABLE `chains` (
	`chain_id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`is_kkr` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `hotel_texts` (
	`hotel_id` integer NOT NULL,
	`lang` text NOT NULL,
	`name` text NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`access` text DEFAULT '' NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	PRIMARY KEY(`hotel_id`, `lang`),
	FOREIGN KEY (`hotel_id`) REFERENCES `hotels`(`hotel_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `hotels` (
	`hotel_id` integer PRIMARY KEY NOT NULL,
	`chain_id` integer,
	`url_name` text NOT NULL,
	`status` text DEFAULT 'normal' NOT NULL,
	`controller` text DEFAULT 'none' NOT NULL,
	`languages` text NOT NULL,
	`postcode` text DEFAULT '' NOT NULL,
	`prefecture` text NOT NULL,
	`tel` text DEFAULT '' NOT NULL,
	`email` text DEFAULT '' NOT NULL,
	`checkin_time` text DEFAULT '15:00' NOT NULL,
	`checkout_time` text DEFAULT '10:00' NOT NULL,
	`receipt_issuer_name` text DEFAULT '' NOT NULL,
	`invoice_registration_number` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`chain_id`) REFERENCES `chains`(`chain_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `hotels_url_name_unique` ON `hotels` (`url_name`);--> statement-breakpoint
CREATE INDEX `hotels_chain_idx` ON `hotels` (`chain_id`);--> statement-breakpoint
CREATE TABLE `union_hotels` (
	`union_id` integer NOT NULL,
	`hotel_id` integer NOT NULL,
	`display_order` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`union_id`, `hotel_id`),
	FOREIGN KEY (`union_id`) REFERENCES `unions`(`union_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`hotel_id`) REFERENCES `hotels`(`hotel_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `union_hotels_hotel_idx` ON `union_hotels` (`hotel_id`);--> statement-breakpoint
CREATE TABLE `unions` (
	`union_id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL
);
