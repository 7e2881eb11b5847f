import * as v from 'valibot';
import { GENDERS, PHONE_TYPES, RESERVATION_STATUSES } from '../../enums';
import { localizedOut } from '../hotel-info';
import { count, date, id, tokyoTime, yen } from './common';
import { cancelPolicy, paymentMethod } from './guest';

/** The answers of the back office's reservation screen and of a guest's own reservation. */

const reservationStatus = v.picklist(RESERVATION_STATUSES);
const nullableText = v.nullable(v.string());
/** A JSON object stored with the reservation as it was at booking (a coupon, the price breakdown). */
const stored = v.record(v.string(), v.unknown());

export const roomNumbers = {
  male_num: count,
  female_num: count,
  child_type_1: count,
  child_type_2: count,
  child_type_3: count,
  child_type_4: count,
  child_type_5: count,
  child_type_6: count,
};

/** The guest's and the lodger's fields, as booked. */
export const guestFields = {
  user_last_name: v.string(),
  user_first_name: v.string(),
  user_last_name_kana: v.string(),
  user_first_name_kana: v.string(),
  user_gender: v.nullable(v.picklist(GENDERS)),
  user_mail1: v.string(),
  user_mail2: v.string(),
  user_postcode: v.string(),
  user_prefecture: v.string(),
  user_address: v.string(),
  user_tel1: v.string(),
  user_tel1_type: v.nullable(v.picklist(PHONE_TYPES)),
  user_tel2: v.string(),
  user_tel2_type: v.nullable(v.picklist(PHONE_TYPES)),
  user_birthday: nullableText,
  lodger_last_name: v.string(),
  lodger_first_name: v.string(),
  lodger_last_name_kana: v.string(),
  lodger_first_name_kana: v.string(),
  lodger_gender: v.nullable(v.picklist(GENDERS)),
  lodger_tel: v.string(),
  lodger_mail: v.string(),
  lodger_prefecture: v.string(),
  lodger_address: v.string(),
  access: v.string(),
  note: v.string(),
};

/** The amounts of a reservation, as booked. */
export const amountFields = {
  subtotal_include_tax: yen,
  total_exclude_tax: yen,
  total_exclude_tax_discounted: yen,
  discount: yen,
  member_discount: yen,
  consumption_tax: yen,
  spa_tax: yen,
  accommodation_tax: yen,
  total_include_tax: yen,
  amount_due: yen,
  breakdown: stored,
  open_coupon: v.nullable(stored),
  closed_coupon: v.nullable(stored),
  combined_coupon: v.nullable(stored),
};

export const searchReservationsReply = v.object({
  reservations: v.array(
    v.object({
      reservation_id: id,
      display_id: v.string(),
      status: reservationStatus,
      hotel_id: id,
      hotel_name: v.string(),
      stay_start_date: date,
      stay_end_date: date,
      nights: count,
      checkin_time: v.string(),
      room_count: count,
      adults: count,
      children: count,
      guests: count,
      user_last_name: v.string(),
      user_first_name: v.string(),
      user_last_name_kana: v.string(),
      user_first_name_kana: v.string(),
      user_tel1: v.string(),
      user_mail1: v.string(),
      lodger_last_name: v.string(),
      lodger_first_name: v.string(),
      plan_id: id,
      plan_title: v.string(),
      room_id: id,
      room_name: v.string(),
      payment_method: paymentMethod,
      total_include_tax: yen,
      amount_due: yen,
      has_memo: v.boolean(),
      created_at: tokyoTime,
      canceled_at: v.nullable(tokyoTime),
    }),
  ),
  total: count,
  page: count,
  per_page: count,
});

export const reservationReply = v.object({
  reservation: v.object({
    reservation_id: id,
    display_id: v.string(),
    status: reservationStatus,
    hotel_id: id,
    hotel_name: v.string(),
    plan_id: id,
    plan_title: v.string(),
    room_id: id,
    room_name: v.string(),
    member_id: v.nullable(id),
    lang: v.string(),
    payment_method: paymentMethod,
    stay_start_date: date,
    stay_end_date: date,
    night_count: count,
    checkin_time: v.string(),
    room_count: count,
    adults: count,
    children: count,
    guests: count,
    rooms: v.array(v.object({ room_index: count, ...roomNumbers })),
    /** The hotel's child types, so the screen names `child_type_N` as the hotel does (issue 21). */
    child_types: v.array(v.object({ child_type: count, names: localizedOut })),
    nights: v.array(v.object({ date, room_id: id, rooms: count, amount_include_tax: yen })),
    answers: v.array(
      v.object({
        question_id: id,
        question_text: v.string(),
        choice_id: v.nullable(id),
        answered_choice_text: v.string(),
        text: v.string(),
      }),
    ),
    additional_options: v.array(
      v.object({ additional_option_id: id, name: v.string(), num: count, price: yen, amount: yen }),
    ),
    ...guestFields,
    hotel_memo: v.string(),
    ...amountFields,
    cancel_policy: cancelPolicy,
    change_deadline_days: count,
    cancel_fee: v.nullable(yen),
    before_reservation_id: v.nullable(id),
    hotel_reserve_no: v.string(),
    created_at: tokyoTime,
    updated_at: tokyoTime,
    canceled_at: v.nullable(tokyoTime),
    payment_deadline_at: v.nullable(tokyoTime),
  }),
});

export const reservationEmailsReply = v.object({
  emails: v.array(
    v.object({
      mail_id: id,
      kind: v.string(),
      to: v.string(),
      subject: v.string(),
      body: v.string(),
      lang: v.string(),
      status: v.picklist(['pending', 'sending', 'sent', 'failed']),
      attempts: count,
      created_at: tokyoTime,
      sent_at: v.nullable(tokyoTime),
    }),
  ),
});

export const reservationMemoReply = v.object({
  reservation_id: id,
  hotel_memo: v.string(),
  updated_at: tokyoTime,
});
