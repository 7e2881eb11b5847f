CREATE TABLE `child_types` (
	`hotel_id` integer NOT NULL,
	`child_type` integer NOT NULL,
	`names` text NOT NULL,
	`age_from` integer NOT NULL,
	`age_to` integer NOT NULL,
	`price_mode` text NOT NULL,
	`price_value` integer NOT NULL,
	`uses_bed` integer NOT NULL,
	`with_meal` integer NOT NULL,
	PRIMARY KEY(`hotel_id`, `child_type`),
	FOREIGN KEY (`hotel_id`) REFERENCES `hotels`(`hotel_id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "child_type_range" CHECK("child_types"."child_type" BETWEEN 1 AND 6)
);
--> statement-breakpoint
CREATE TABLE `color_dates` (
	`hotel_id` integer NOT NULL,
	`date` text NOT NULL,
	`color_id` integer NOT NULL,
	PRIMARY KEY(`hotel_id`, `date`),
	FOREIGN KEY (`hotel_id`) REFERENCES `hotels`(`hotel_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`color_id`) REFERENCES `colors`(`color_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `colors` (
	`color_id` integer PRIMARY KEY NOT NULL,
	`hotel_id` integer NOT NULL,
	`name` text NOT NULL,
	`hex` text NOT NULL,
	`display_order` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`hotel_id`) REFERENCES `hotels`(`hotel_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `colors_hotel_idx` ON `colors` (`hotel_id`);--> statement-breakpoint
CREATE TABLE `room_stocks` (
	`room_id` integer NOT NULL,
	`date` text NOT NULL,
	`stock` integer NOT NULL,
	`sold` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`room_id`, `date`),
	FOREIGN KEY (`room_id`) REFERENCES `rooms`(`room_id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "room_stocks_not_oversold" CHECK("room_stocks"."sold" >= 0 AND "room_stocks"."sold" <= "room_stocks"."stock")
);
--> statement-breakpoint
CREATE TABLE `rooms` (
	`room_id` integer PRIMARY KEY NOT NULL,
	`hotel_id` integer NOT NULL,
	`names` text NOT NULL,
	`descriptions` text NOT NULL,
	`images` text DEFAULT '[]' NOT NULL,
	`min_guests` integer DEFAULT 1 NOT NULL,
	`max_guests` integer NOT NULL,
	`beds` integer NOT NULL,
	`display_order` integer DEFAULT 0 NOT NULL,
	`is_visible` integer DEFAULT true NOT NULL,
	FOREIGN KEY (`hotel_id`) REFERENCES `hotels`(`hotel_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `rooms_hotel_idx` ON `rooms` (`hotel_id`,`display_order`);--> statement-breakpoint
CREATE TABLE `additional_options` (
	`additional_option_id` integer PRIMARY KEY NOT NULL,
	`hotel_id` integer NOT NULL,
	`plan_id` integer,
	`names` text NOT NULL,
	`unit_price` integer NOT NULL,
	`max_num` integer DEFAULT 10 NOT NULL,
	`required` integer DEFAULT false NOT NULL,
	`date_from` text,
	`date_to` text,
	`display_order` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`hotel_id`) REFERENCES `hotels`(`hotel_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`plan_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `additional_options_hotel_idx` ON `additional_options` (`hotel_id`);--> statement-breakpoint
CREATE TABLE `child_prices` (
	`plan_id` integer NOT NULL,
	`child_type` integer NOT NULL,
	`price_mode` text NOT NULL,
	`price_value` integer NOT NULL,
	PRIMARY KEY(`plan_id`, `child_type`),
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`plan_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `plan_closed_dates` (
	`plan_id` integer NOT NULL,
	`date` text NOT NULL,
	PRIMARY KEY(`plan_id`, `date`),
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`plan_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `plan_rooms` (
	`plan_id` integer NOT NULL,
	`room_id` integer NOT NULL,
	`display_order` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`plan_id`, `room_id`),
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`plan_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`room_id`) REFERENCES `rooms`(`room_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `plan_rooms_room_idx` ON `plan_rooms` (`room_id`);--> statement-breakpoint
CREATE TABLE `plans` (
	`plan_id` integer PRIMARY KEY NOT NULL,
	`hotel_id` integer NOT NULL,
	`titles` text NOT NULL,
	`descriptions` text NOT NULL,
	`meal_type` text NOT NULL,
	`payment_mode` text NOT NULL,
	`sale_start` text NOT NULL,
	`sale_end` text,
	`book_days_ahead` integer DEFAULT 180 NOT NULL,
	`cutoff_days_before` integer DEFAULT 0 NOT NULL,
	`cutoff_time` text DEFAULT '18:00' NOT NULL,
	`min_nights` integer DEFAULT 1 NOT NULL,
	`max_nights` integer DEFAULT 14 NOT NULL,
	`checkin_times` text NOT NULL,
	`accepted_child_types` text NOT NULL,
	`cancel_policy` text NOT NULL,
	`change_deadline_days` integer DEFAULT 1 NOT NULL,
	`is_secret` integer DEFAULT false NOT NULL,
	`secret_url` text,
	`display_order` integer DEFAULT 0 NOT NULL,
	`is_visible` integer DEFAULT true NOT NULL,
	FOREIGN KEY (`hotel_id`) REFERENCES `hotels`(`hotel_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `plans_hotel_idx` ON `plans` (`hotel_id`,`display_order`);--> statement-breakpoint
CREATE UNIQUE INDEX `plans_secret_url_idx` ON `plans` (`hotel_id`,`secret_url`);--> statement-breakpoint
CREATE TABLE `prices` (
	`plan_id` integer NOT NULL,
	`room_id` integer NOT NULL,
	`color_id` integer NOT NULL,
	`adults` integer NOT NULL,
	`price` integer NOT NULL,
	PRIMARY KEY(`plan_id`, `room_id`, `color_id`, `adults`),
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`plan_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`room_id`) REFERENCES `rooms`(`room_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`color_id`) REFERENCES `colors`(`color_id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "prices_positive" CHECK("prices"."price" >= 0 AND "prices"."adults" >= 1)
);
--> statement-breakpoint
CREATE TABLE `questions` (
	`question_id` integer PRIMARY KEY NOT NULL,
	`hotel_id` integer NOT NULL,
	`plan_id` integer,
	`kind` text NOT NULL,
	`texts` text NOT NULL,
	`choices` text DEFAULT '[]' NOT NULL,
	`mandatory` integer DEFAULT false NOT NULL,
	`display_order` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`hotel_id`) REFERENCES `hotels`(`hotel_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`plan_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `questions_hotel_idx` ON `questions` (`hotel_id`);--> statement-breakpoint
CREATE TABLE `mail_outbox` (
	`mail_id` integer PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`to_address` text NOT NULL,
	`subject` text NOT NULL,
	`body_text` text NOT NULL,
	`lang` text DEFAULT 'ja' NOT NULL,
	`hotel_id` integer,
	`reservation_id` integer,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer DEFAULT (unixepoch()) NOT NULL,
	`sent_at` integer,
	`last_error` text,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `mail_outbox_due_idx` ON `mail_outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `mail_outbox_reservation_idx` ON `mail_outbox` (`reservation_id`);--> statement-breakpoint
CREATE TABLE `reservation_answers` (
	`reservation_id` integer NOT NULL,
	`question_id` integer NOT NULL,
	`question_text` text NOT NULL,
	`choice_id` integer,
	`answered_choice_text` text DEFAULT '' NOT NULL,
	`text` text DEFAULT '' NOT NULL,
	PRIMARY KEY(`reservation_id`, `question_id`),
	FOREIGN KEY (`reservation_id`) REFERENCES `reservations`(`reservation_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `reservation_nights` (
	`reservation_id` integer NOT NULL,
	`date` text NOT NULL,
	`room_id` integer NOT NULL,
	`rooms` integer NOT NULL,
	`amount_include_tax` integer NOT NULL,
	PRIMARY KEY(`reservation_id`, `date`),
	FOREIGN KEY (`reservation_id`) REFERENCES `reservations`(`reservation_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `reservation_options` (
	`reservation_id` integer NOT NULL,
	`additional_option_id` integer NOT NULL,
	`name` text NOT NULL,
	`num` integer NOT NULL,
	`price` integer NOT NULL,
	PRIMARY KEY(`reservation_id`, `additional_option_id`),
	FOREIGN KEY (`reservation_id`) REFERENCES `reservations`(`reservation_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `reservation_rooms` (
	`reservation_id` integer NOT NULL,
	`room_index` integer NOT NULL,
	`male_num` integer DEFAULT 0 NOT NULL,
	`female_num` integer DEFAULT 0 NOT NULL,
	`child_type_1` integer DEFAULT 0 NOT NULL,
	`child_type_2` integer DEFAULT 0 NOT NULL,
	`child_type_3` integer DEFAULT 0 NOT NULL,
	`child_type_4` integer DEFAULT 0 NOT NULL,
	`child_type_5` integer DEFAULT 0 NOT NULL,
	`child_type_6` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`reservation_id`, `room_index`),
	FOREIGN KEY (`reservation_id`) REFERENCES `reservations`(`reservation_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `reservations` (
	`reservation_id` integer PRIMARY KEY NOT NULL,
	`display_id` text NOT NULL,
	`hotel_id` integer NOT NULL,
	`plan_id` integer NOT NULL,
	`room_id` integer NOT NULL,
	`member_id` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`lang` text DEFAULT 'ja' NOT NULL,
	`status` text NOT NULL,
	`payment_method` text NOT NULL,
	`hotel_name` text NOT NULL,
	`plan_title` text NOT NULL,
	`room_name` text NOT NULL,
	`stay_start_date` text NOT NULL,
	`stay_end_date` text NOT NULL,
	`checkin_time` text NOT NULL,
	`room_count` integer NOT NULL,
	`user_last_name` text NOT NULL,
	`user_first_name` text NOT NULL,
	`user_last_name_kana` text DEFAULT '' NOT NULL,
	`user_first_name_kana` text DEFAULT '' NOT NULL,
	`user_gender` text,
	`user_mail1` text NOT NULL,
	`user_mail2` text DEFAULT '' NOT NULL,
	`user_postcode` text DEFAULT '' NOT NULL,
	`user_prefecture` text DEFAULT '' NOT NULL,
	`user_address` text DEFAULT '' NOT NULL,
	`user_tel1` text NOT NULL,
	`user_tel1_type` text,
	`user_tel2` text DEFAULT '' NOT NULL,
	`user_tel2_type` text,
	`user_birthday` text,
	`lodger_last_name` text DEFAULT '' NOT NULL,
	`lodger_first_name` text DEFAULT '' NOT NULL,
	`lodger_last_name_kana` text DEFAULT '' NOT NULL,
	`lodger_first_name_kana` text DEFAULT '' NOT NULL,
	`lodger_gender` text,
	`lodger_tel` text DEFAULT '' NOT NULL,
	`lodger_mail` text DEFAULT '' NOT NULL,
	`lodger_prefecture` text DEFAULT '' NOT NULL,
	`lodger_address` text DEFAULT '' NOT NULL,
	`access` text DEFAULT '' NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`hotel_memo` text DEFAULT '' NOT NULL,
	`subtotal_include_tax` integer NOT NULL,
	`total_exclude_tax` integer NOT NULL,
	`total_exclude_tax_discounted` integer NOT NULL,
	`discount` integer NOT NULL,
	`member_discount` integer DEFAULT 0 NOT NULL,
	`total_include_tax` integer NOT NULL,
	`consumption_tax` integer NOT NULL,
	`spa_tax` integer NOT NULL,
	`accommodation_tax` integer NOT NULL,
	`amount_due` integer NOT NULL,
	`breakdown` text NOT NULL,
	`open_coupon` text,
	`closed_coupon` text,
	`combined_coupon` text,
	`cancel_policy` text NOT NULL,
	`change_deadline_days` integer NOT NULL,
	`before_reservation_id` integer,
	`hotel_reserve_no` text DEFAULT '' NOT NULL,
	`canceled_at` integer,
	`cancel_fee` integer,
	`payment_deadline_at` integer,
	FOREIGN KEY (`hotel_id`) REFERENCES `hotels`(`hotel_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`plan_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`room_id`) REFERENCES `rooms`(`room_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`member_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reservations_display_id_unique` ON `reservations` (`display_id`);--> statement-breakpoint
CREATE INDEX `reservations_hotel_stay_idx` ON `reservations` (`hotel_id`,`stay_start_date`);--> statement-breakpoint
CREATE INDEX `reservations_hotel_created_idx` ON `reservations` (`hotel_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `reservations_member_idx` ON `reservations` (`member_id`);--> statement-breakpoint
CREATE INDEX `reservations_mail_idx` ON `reservations` (`user_mail1`);--> statement-breakpoint
ALTER TABLE `hotels` ADD `spa_tax_per_adult` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `hotels` ADD `spa_tax_children_exempt` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `hotels` ADD `accommodation_tax_city` text DEFAULT 'none' NOT NULL;