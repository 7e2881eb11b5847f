CREATE TABLE `batch_guards` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ok` integer NOT NULL,
	CONSTRAINT "batch_guard_changed" CHECK("batch_guards"."ok" = 1)
);
