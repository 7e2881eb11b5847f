import { reservationIdQuery } from '@tomaru/domain/schemas/reservations';
import { api, type StaffKind } from '@tomaru/ui/api';
import { type ApiState, useApi } from '@tomaru/ui/use-api';
import * as v from 'valibot';

/** One room's guests: adults by gender and the six child types. */
export type ReservationRoom = {
  room_index: number;
  male_num: number;
  female_num: number;
  child_type_1: number;
  child_type_2: number;
  child_type_3: number;
  child_type_4: number;
  child_type_5: number;
  child_type_6: number;
};

type CouponSnapshot = Record<string, unknown> | null;

/** Everything stored about a reservation, as `getreservation` answers it. */
export type ReservationDetail = {
  reservation_id: number;
  display_id: string;
  hotel_id: number;
  plan_id: number;
  room_id: number;
  member_id: number | null;
  created_at: string;
  updated_at: string;
  lang: string;
  status: string;
  payment_method: string;
  hotel_name: string;
  plan_title: string;
  room_name: string;
  stay_start_date: string;
  stay_end_date: string;
  checkin_time: string;
  room_count: number;
  night_count: number;
  adults: number;
  children: number;
  guests: number;
  user_last_name: string;
  user_first_name: string;
  user_last_name_kana: string;
  user_first_name_kana: string;
  user_gender: string | null;
  user_mail1: string;
  user_mail2: string;
  user_postcode: string;
  user_prefecture: string;
  user_address: string;
  user_tel1: string;
  user_tel1_type: string | null;
  user_tel2: string;
  user_tel2_type: string | null;
  user_birthday: string | null;
  lodger_last_name: string;
  lodger_first_name: string;
  lodger_last_name_kana: string;
  lodger_first_name_kana: string;
  lodger_gender: string | null;
  lodger_tel: string;
  lodger_mail: string;
  lodger_prefecture: string;
  lodger_address: string;
  access: string;
  note: string;
  hotel_memo: string;
  subtotal_include_tax: number;
  total_exclude_tax: number;
  total_exclude_tax_discounted: number;
  discount: number;
  member_discount: number;
  total_include_tax: number;
  consumption_tax: number;
  spa_tax: number;
  accommodation_tax: number;
  amount_due: number;
  breakdown: {
    nights?: { date: string; amount_include_tax: number }[];
    options?: {
      additional_option_id: number;
      name: string;
      unit_price: number;
      num: number;
      amount: number;
    }[];
    discounts?: { kind: string; name: string; amount: number }[];
  };
  open_coupon: CouponSnapshot;
  closed_coupon: CouponSnapshot;
  combined_coupon: CouponSnapshot;
  cancel_policy: { days_before: number; percent: number }[];
  change_deadline_days: number;
  before_reservation_id: number | null;
  hotel_reserve_no: string;
  canceled_at: string | null;
  cancel_fee: number | null;
  rooms: ReservationRoom[];
  answers: {
    question_id: number;
    question_text: string;
    choice_id: number | null;
    answered_choice_text: string;
    text: string;
  }[];
  additional_options: {
    additional_option_id: number;
    name: string;
    num: number;
    price: number;
    amount: number;
  }[];
};

function getReservation(kind: StaffKind, reservationId: number, signal?: AbortSignal) {
  return api<{ reservation: ReservationDetail }>('/api/api/getreservation', {
    kind,
    query: { reservation_id: reservationId },
    signal,
  }).then((r) => r.reservation);
}

/** The reservation id of the detail URL (`?reservation_id=`), checked with the API's schema; null if invalid. */
export function reservationIdFrom(params: URLSearchParams): number | null {
  const parsed = v.safeParse(reservationIdQuery, { reservation_id: params.get('reservation_id') ?? '' });
  return parsed.success ? parsed.output.reservation_id : null;
}

/** The reservation (read again whenever `version` changes, e.g. after a cancel). */
export function useReservation(
  kind: StaffKind,
  reservationId: number | null,
  version: number,
): ApiState<ReservationDetail> {
  return useApi(reservationId === null ? null : `${kind}:${reservationId}:${version}`, (signal) =>
    getReservation(kind, reservationId as number, signal),
  );
}
