CREATE TABLE `plan_room_closed_dates` (
	`plan_id` integer NOT NULL,
	`room_id` integer NOT NULL,
	`date` text NOT NULL,
	PRIMARY KEY(`plan_id`, `room_id`, `date`),
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`plan_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`room_id`) REFERENCES `rooms`(`room_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `plans` ADD `members_only` integer DEFAULT false NOT NULL;