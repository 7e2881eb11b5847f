// 一斉予約開始設定 of the KKR demo hotel (hotel 4, chain 2 has is_kkr): one season that opens later,
// one already open (decision 045).
import { addDays, tokyoInstant } from '@tomaru/domain/dates/stay';
import { seasonCeilings } from '../schema/index';
import type { Rows } from './demo-booking';

/** The first stay date of hotel 4's season that opens later, counted from the seed day. */
const DEMO_SEASON_LATER_FROM_DAYS = 172;

/**
 * Hotel 4's seasons: nights 100–125 days ahead, open since a week before the seed day; nights 172–180
 * days ahead (the end of the booking window, after every stay the tests book there), opening 60 days
 * after the seed day at 10:00 Japan time.
 */
export function demoSeasonRows(today: string): Rows[] {
  return [
    {
      table: seasonCeilings,
      rows: [
        {
          season_ceiling_id: 1,
          hotel_id: 4,
          stay_from: addDays(today, 100),
          stay_to: addDays(today, 125),
          opens_at: tokyoInstant(addDays(today, -7), '10:00'),
        },
        {
          season_ceiling_id: 2,
          hotel_id: 4,
          stay_from: addDays(today, DEMO_SEASON_LATER_FROM_DAYS),
          stay_to: addDays(today, 180),
          opens_at: tokyoInstant(addDays(today, 60), '10:00'),
        },
      ],
    },
  ];
}
