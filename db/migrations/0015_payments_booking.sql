ALTER TABLE `payments` ADD `books_reservation` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `payments_booking_idx` ON `payments` (`reservation_id`) WHERE books_reservation = 1;--> statement-breakpoint
-- The attempt that booked each reservation before this column: the first paid (by time, then by
-- id) not given back whole, of a reservation that was booked (a payment_canceled one never was).
UPDATE `payments` SET `books_reservation` = true
WHERE `paid_at` IS NOT NULL AND `state` != 'canceled'
  AND `reservation_id` IN (SELECT `reservation_id` FROM `reservations` WHERE `status` NOT IN ('payment_processing', 'payment_canceled'))
  AND NOT EXISTS (
    SELECT 1 FROM `payments` p2
    WHERE p2.`reservation_id` = `payments`.`reservation_id` AND p2.`paid_at` IS NOT NULL AND p2.`state` != 'canceled'
      AND (p2.`paid_at` < `payments`.`paid_at` OR (p2.`paid_at` = `payments`.`paid_at` AND p2.`payment_id` < `payments`.`payment_id`))
  );
