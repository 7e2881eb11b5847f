CREATE TABLE `season_ceilings` (
	`season_ceiling_id` integer PRIMARY KEY NOT NULL,
	`hotel_id` integer NOT NULL,
	`stay_from` text NOT NULL,
	`stay_to` text NOT NULL,
	`opens_at` integer NOT NULL,
	`updated_at` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`hotel_id`) REFERENCES `hotels`(`hotel_id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "season_ceilings_in_order" CHECK("season_ceilings"."stay_from" <= "season_ceilings"."stay_to")
);
--> statement-breakpoint
CREATE INDEX `season_ceilings_hotel_idx` ON `season_ceilings` (`hotel_id`,`stay_from`);