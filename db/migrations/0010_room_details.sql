ALTER TABLE `rooms` ADD `size_m2` integer;--> statement-breakpoint
ALTER TABLE `rooms` ADD `smoking` text DEFAULT 'no' NOT NULL;--> statement-breakpoint
ALTER TABLE `rooms` ADD `bed_types` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `rooms` ADD `amenities` text DEFAULT '[]' NOT NULL;