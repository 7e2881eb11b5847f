CREATE TABLE `postcode_source` (
	`source` text PRIMARY KEY NOT NULL,
	`rows` integer NOT NULL,
	`loaded_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `postcodes` (
	`postcode` text NOT NULL,
	`position` integer NOT NULL,
	`prefecture` text NOT NULL,
	`city` text NOT NULL,
	`town` text NOT NULL,
	PRIMARY KEY(`postcode`, `position`)
);
