CREATE TABLE `image_sets` (
	`image_set_id` integer PRIMARY KEY NOT NULL,
	`hotel_id` integer NOT NULL,
	`target` text NOT NULL,
	`target_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`hotel_id`) REFERENCES `hotels`(`hotel_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `image_sets_target_idx` ON `image_sets` (`hotel_id`,`target`,`target_id`);--> statement-breakpoint
CREATE TABLE `images` (
	`image_id` integer PRIMARY KEY NOT NULL,
	`image_set_id` integer NOT NULL,
	`display_order` integer DEFAULT 0 NOT NULL,
	`content_type` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`byte_size` integer NOT NULL,
	`variants` text NOT NULL,
	`alt` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`image_set_id`) REFERENCES `image_sets`(`image_set_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `images_set_idx` ON `images` (`image_set_id`,`display_order`);