// A stay the demo member has already made, so my page has a past stay and a receipt can be issued.
import { addDays, tokyoInstant } from '@tomaru/domain/dates/stay';
import { reservationNights, reservationRooms, reservations } from '../schema/index';
import type { Rows } from './demo-booking';
import { reservationRows } from './reservation-rows';

/** The display id of the demo member's past stay (demo data only). */
export const DEMO_PAST_DISPLAY_ID = 'PASTSTAY22';

/**
 * One night for two adults at トマル京都 a month ago, paid at the hotel, priced by the same rule as any
 * booking (¥12,000 per adult for two sharing a twin on a weekday); rows built as the createReservation
 * factory builds them.
 */
export function demoHistoryRows(today: string): Rows[] {
  const createdAt = tokyoInstant(addDays(today, -45), '10:00');
  const { reservation, rooms, nights } = reservationRows({
    reservation_id: 900_001,
    display_id: DEMO_PAST_DISPLAY_ID,
    hotel_id: 1,
    plan_id: 101,
    room_id: 101,
    checkin: addDays(today, -30),
    rooms: [{ male_num: 1, female_num: 1 }],
    by_adults: { 2: 12_000 },
    accommodation_tax_city: 'kyoto',
    created_at: createdAt,
    fields: {
      member_id: 1,
      hotel_name: 'トマル京都',
      plan_title: '【朝食付き】京のおばんざい朝食プラン',
      room_name: 'スタンダードツイン',
      user_last_name: '山田',
      user_first_name: '花子',
      user_last_name_kana: 'ヤマダ',
      user_first_name_kana: 'ハナコ',
      user_gender: 'woman',
      user_mail1: 'guest@example.com',
      user_tel1: '090-0000-0000',
      user_tel1_type: 'cellphone',
      user_postcode: '150-0001',
      user_prefecture: 'JP-13',
      user_address: '渋谷区神宮前1-1-1',
    },
  });
  return [
    { table: reservations, rows: [reservation] },
    { table: reservationRooms, rows: rooms },
    { table: reservationNights, rows: nights },
  ];
}
