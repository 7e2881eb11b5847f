CREATE TABLE `epsilon_transfers` (
	`hotel_id` integer NOT NULL,
	`period` text NOT NULL,
	`transferred_amount` integer DEFAULT 0 NOT NULL,
	`transferred_on` text,
	`memo` text DEFAULT '' NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`hotel_id`, `period`),
	FOREIGN KEY (`hotel_id`) REFERENCES `hotels`(`hotel_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `hotel_bank_accounts` (
	`hotel_id` integer PRIMARY KEY NOT NULL,
	`bank_name` text NOT NULL,
	`bank_code` text NOT NULL,
	`branch_name` text NOT NULL,
	`branch_code` text NOT NULL,
	`account_type` text NOT NULL,
	`account_number` text NOT NULL,
	`account_holder_kana` text NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`hotel_id`) REFERENCES `hotels`(`hotel_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `hotel_epsilon_contracts` (
	`hotel_id` integer PRIMARY KEY NOT NULL,
	`enabled` integer DEFAULT false NOT NULL,
	`contract_code_enc` text NOT NULL,
	`contract_code_hint` text NOT NULL,
	`st_code` text NOT NULL,
	`fee_rate_bp` integer DEFAULT 0 NOT NULL,
	`fee_fixed` integer DEFAULT 0 NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`hotel_id`) REFERENCES `hotels`(`hotel_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `payment_events` (
	`event_id` integer PRIMARY KEY NOT NULL,
	`payment_id` integer,
	`reservation_id` integer NOT NULL,
	`kind` text NOT NULL,
	`detail` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`payment_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `payment_events_reservation_idx` ON `payment_events` (`reservation_id`,`event_id`);--> statement-breakpoint
CREATE TABLE `payments` (
	`payment_id` integer PRIMARY KEY NOT NULL,
	`reservation_id` integer NOT NULL,
	`hotel_id` integer NOT NULL,
	`method` text NOT NULL,
	`order_number` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text DEFAULT 'JPY' NOT NULL,
	`state` text NOT NULL,
	`provider_ref` text,
	`redirect_url` text,
	`failure_code` text,
	`refunded_amount` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`paid_at` integer,
	`checked_at` integer,
	FOREIGN KEY (`reservation_id`) REFERENCES `reservations`(`reservation_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`hotel_id`) REFERENCES `hotels`(`hotel_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payments_order_number_idx` ON `payments` (`order_number`);--> statement-breakpoint
CREATE INDEX `payments_reservation_idx` ON `payments` (`reservation_id`);--> statement-breakpoint
CREATE INDEX `payments_hotel_paid_idx` ON `payments` (`hotel_id`,`paid_at`);--> statement-breakpoint
ALTER TABLE `reservations` ADD `payment_key_hash` text;--> statement-breakpoint
CREATE INDEX `reservations_payment_deadline_idx` ON `reservations` (`status`,`payment_deadline_at`);