CREATE TABLE `id_sequences` (
	`name` text PRIMARY KEY NOT NULL,
	`value` integer NOT NULL
);
