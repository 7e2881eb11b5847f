ALTER TABLE `sessions` ADD `entity_id` integer;--> statement-breakpoint
UPDATE `sessions` SET `entity_id` = CASE
  WHEN `principal_type` = 'user' THEN `principal_id`
  ELSE (SELECT coalesce(`staff_accounts`.`entity_id`, `staff_accounts`.`account_id`) FROM `staff_accounts` WHERE `staff_accounts`.`account_id` = `sessions`.`principal_id`)
END;
