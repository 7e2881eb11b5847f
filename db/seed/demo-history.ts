// A stay the demo member has already made, so my page has a past stay and a receipt can be issued.
import { addDays, tokyoInstant } from '@tomaru/domain/dates/stay';
import { calculateStay, storedTotals } from '@tomaru/domain/pricing/stay-price';
import { reservationNights, reservationRooms, reservations } from '../schema/index';
import type { Rows } from './demo-booking';

/** The display id of the demo member's past stay (demo data only). */
export const DEMO_PAST_DISPLAY_ID = 'PASTSTAY22';

/**
 * One night for two adults at トマル京都 a month ago, paid at the hotel, priced by the same rule as any
 * booking (¥12,000 per adult for two sharing a twin on a weekday).
 */
export function demoHistoryRows(today: string): Rows[] {
  const checkin = addDays(today, -30);
  const checkout = addDays(today, -29);
  const result = calculateStay({
    nights: [{ date: checkin, price_by_adults: { 2: 12_000 } }],
    rooms: [
      {
        male_num: 1,
        female_num: 1,
        child_type_1: 0,
        child_type_2: 0,
        child_type_3: 0,
        child_type_4: 0,
        child_type_5: 0,
        child_type_6: 0,
      },
    ],
    room_capacity: { min_guests: 1, max_guests: 3 },
    child_rules: [],
    options: [],
    spa_tax: { per_adult: 0, children_exempt: true },
    accommodation_tax_city: 'kyoto',
    discounts: [],
  });
  if (!result.ok) throw new Error(`demo history cannot be priced: ${result.code}`);
  const p = result.price;
  const id = 900_001;
  const createdAt = tokyoInstant(addDays(today, -45), '10:00');
  return [
    {
      table: reservations,
      rows: [
        {
          reservation_id: id,
          display_id: DEMO_PAST_DISPLAY_ID,
          hotel_id: 1,
          plan_id: 101,
          room_id: 101,
          member_id: 1,
          created_at: createdAt,
          updated_at: createdAt,
          lang: 'ja',
          status: 'booking',
          payment_method: 'local',
          hotel_name: 'トマル京都',
          plan_title: '【朝食付き】京のおばんざい朝食プラン',
          room_name: 'スタンダードツイン',
          stay_start_date: checkin,
          stay_end_date: checkout,
          checkin_time: '16:00',
          room_count: 1,
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
          ...storedTotals(p),
          cancel_policy: [
            { days_before: 7, percent: 20 },
            { days_before: 2, percent: 50 },
            { days_before: 1, percent: 80 },
            { days_before: 0, percent: 100 },
          ],
          change_deadline_days: 1,
        },
      ],
    },
    { table: reservationRooms, rows: [{ reservation_id: id, room_index: 0, male_num: 1, female_num: 1 }] },
    {
      table: reservationNights,
      rows: p.nights.map((n) => ({
        reservation_id: id,
        date: n.date,
        room_id: 101,
        rooms: 1,
        amount_include_tax: n.amount_include_tax,
      })),
    },
  ];
}
