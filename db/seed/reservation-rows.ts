// The rows of one reservation as a booking stores them, priced by domain's calculateStay: shared by
// the demo's past stay (demo-history.ts) and the createReservation factory, so both write what the
// booking service writes.
import { addDays } from '@tomaru/domain/dates/stay';
import type { AccommodationTaxCity } from '@tomaru/domain/pricing/accommodation-tax';
import { calculateStay, type Occupancy, storedTotals } from '@tomaru/domain/pricing/stay-price';
import type { SQL } from 'drizzle-orm';
import type { reservations } from '../schema/index';
import { dateRange } from './calendar';
import { CANCEL_POLICY } from './demo-booking';
import { CHILD_TYPES } from './demo-texts';

export type ReservationRowsInput = {
  /** A fixed id (the demo's), or the counter's next id inside the batch that bumps it. */
  reservation_id: number | SQL;
  display_id: string;
  hotel_id: number;
  plan_id: number;
  room_id: number;
  /** The first night; `nights` nights from it (1 unless told). */
  checkin: string;
  nights?: number;
  /** One entry per room; two adults in one room unless told. */
  rooms?: Partial<Occupancy>[];
  /** Tax-included yen per adult per night by adult count. */
  by_adults: Record<number, number>;
  accommodation_tax_city?: AccommodationTaxCity;
  /** Booking time (Unix seconds). */
  created_at: number;
  /** Any stored column: status, member_id, names, the booker's details... */
  fields?: Partial<typeof reservations.$inferInsert>;
};

const NO_ONE: Occupancy = {
  male_num: 0,
  female_num: 0,
  child_type_1: 0,
  child_type_2: 0,
  child_type_3: 0,
  child_type_4: 0,
  child_type_5: 0,
  child_type_6: 0,
};

/** The reservation row, its rooms and its nights (the stock it holds), and the price they come from. */
export function reservationRows(input: ReservationRowsInput) {
  const { reservation_id, room_id, checkin, nights = 1 } = input;
  const party = (input.rooms ?? [{ male_num: 1, female_num: 1 }]).map((r) => ({ ...NO_ONE, ...r }));
  const result = calculateStay({
    nights: dateRange(checkin, nights).map((date) => ({ date, price_by_adults: input.by_adults })),
    rooms: party,
    room_capacity: { min_guests: 1, max_guests: 99 },
    child_rules: CHILD_TYPES.map((t) => ({
      child_type: t.child_type as 1 | 2 | 3 | 4 | 5 | 6,
      price_mode: t.price_mode,
      price_value: t.price_value,
      uses_bed: t.uses_bed,
      accepted: true,
    })),
    options: [],
    spa_tax: { per_adult: 0, children_exempt: true },
    accommodation_tax_city: input.accommodation_tax_city ?? 'none',
    discounts: [],
  });
  if (!result.ok) throw new Error(`the reservation cannot be priced: ${result.code}`);
  const price = result.price;
  const reservation = {
    reservation_id,
    display_id: input.display_id,
    hotel_id: input.hotel_id,
    plan_id: input.plan_id,
    room_id,
    member_id: null,
    created_at: input.created_at,
    updated_at: input.created_at,
    lang: 'ja',
    status: 'booking' as const,
    payment_method: 'local' as const,
    hotel_name: 'テストホテル',
    plan_title: 'テストプラン',
    room_name: 'テストルーム',
    stay_start_date: checkin,
    stay_end_date: addDays(checkin, nights),
    checkin_time: '16:00',
    room_count: party.length,
    user_last_name: '佐藤',
    user_first_name: '太郎',
    user_last_name_kana: 'サトウ',
    user_first_name_kana: 'タロウ',
    user_gender: 'man' as const,
    user_mail1: 'taro@example.com',
    user_tel1: '090-1234-5678',
    user_tel1_type: 'cellphone' as const,
    user_postcode: '100-0001',
    user_prefecture: 'JP-13',
    user_address: '千代田区千代田1-1',
    ...storedTotals(price),
    cancel_policy: CANCEL_POLICY,
    change_deadline_days: 1,
    ...input.fields,
  };
  const roomRows = party.map((r, room_index) => ({ reservation_id, room_index, ...r }));
  const nightRows = price.nights.map((n) => ({
    reservation_id,
    date: n.date,
    room_id,
    rooms: party.length,
    amount_include_tax: n.amount_include_tax,
  }));
  return { reservation, rooms: roomRows, nights: nightRows, price };
}
