CREATE TABLE `agreements` (
	`agreement_id` integer PRIMARY KEY NOT NULL,
	`owner_type` text NOT NULL,
	`owner_id` integer DEFAULT 0 NOT NULL,
	`version` integer NOT NULL,
	`titles` text NOT NULL,
	`bodies` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `agreements_owner_version_idx` ON `agreements` (`owner_type`,`owner_id`,`version`);--> statement-breakpoint
CREATE TABLE `dm_consent_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`member_id` integer NOT NULL,
	`action` text NOT NULL,
	`via` text NOT NULL,
	`at` integer NOT NULL,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`member_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `dm_consent_history_member_idx` ON `dm_consent_history` (`member_id`,`at`);--> statement-breakpoint
CREATE TABLE `member_agreements` (
	`member_id` integer NOT NULL,
	`agreement_id` integer NOT NULL,
	`version` integer NOT NULL,
	`agreed_at` integer NOT NULL,
	PRIMARY KEY(`member_id`, `agreement_id`),
	FOREIGN KEY (`member_id`) REFERENCES `members`(`member_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`agreement_id`) REFERENCES `agreements`(`agreement_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `member_discounts` (
	`hotel_id` integer PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`value` integer NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`hotel_id`) REFERENCES `hotels`(`hotel_id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "member_discounts_value_check" CHECK("member_discounts"."value" >= 0 AND ("member_discounts"."kind" <> 'percent' OR "member_discounts"."value" <= 100))
);
--> statement-breakpoint
CREATE TABLE `member_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`member_id` integer NOT NULL,
	`purpose` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`member_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `member_tokens_member_idx` ON `member_tokens` (`member_id`,`purpose`);--> statement-breakpoint
CREATE TABLE `receipts` (
	`reservation_id` integer NOT NULL,
	`issue_no` integer NOT NULL,
	`addressee` text NOT NULL,
	`issued_at` integer NOT NULL,
	`issued_via` text NOT NULL,
	PRIMARY KEY(`reservation_id`, `issue_no`),
	FOREIGN KEY (`reservation_id`) REFERENCES `reservations`(`reservation_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `waitings` (
	`waiting_id` integer PRIMARY KEY NOT NULL,
	`hotel_id` integer NOT NULL,
	`plan_id` integer NOT NULL,
	`room_id` integer NOT NULL,
	`checkin` text NOT NULL,
	`checkout` text NOT NULL,
	`room_count` integer NOT NULL,
	`party` text NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`tel` text DEFAULT '' NOT NULL,
	`lang` text DEFAULT 'ja' NOT NULL,
	`member_id` integer,
	`status` text DEFAULT 'waiting' NOT NULL,
	`created_at` integer NOT NULL,
	`notified_at` integer,
	FOREIGN KEY (`hotel_id`) REFERENCES `hotels`(`hotel_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`plan_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`room_id`) REFERENCES `rooms`(`room_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `waitings_due_idx` ON `waitings` (`status`,`room_id`,`checkin`);--> statement-breakpoint
CREATE INDEX `waitings_hotel_idx` ON `waitings` (`hotel_id`,`created_at`);