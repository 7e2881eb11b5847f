import * as v from 'valibot';
import { GENDERS, PHONE_TYPES, RESERVATION_STATUSES } from '../../enums';
import { MEMBER_DISCOUNT_KINDS } from '../../pricing/member-discount';
import { RECEIPT_REFUSALS } from '../../reservations/online-rules';
import { count, date, id, lang, tokyoTime, yen } from './common';
import { paymentMethod } from './guest';

/** The answers of registration, my page and the member discount. */

export const agreementReply = v.object({
  agreement: v.object({
    agreement_id: id,
    owner_type: v.picklist(['chain', 'union', 'site']),
    owner_id: id,
    version: count,
    lang,
    title: v.string(),
    body: v.string(),
    created_at: tokyoTime,
  }),
});

export const verificationSentReply = v.object({ status: v.literal('verification_sent') });
export const verifiedReply = v.object({ status: v.literal('verified') });
export const resetSentReply = v.object({ status: v.literal('reset_sent') });
export const passwordResetReply = v.object({ status: v.literal('password_reset') });
export const unsubscribedReply = v.object({ status: v.literal('unsubscribed') });
export const unsubscribeTargetReply = v.object({ email_masked: v.string(), dm_opt_in: v.boolean() });

const phoneType = v.optional(v.picklist(PHONE_TYPES));

export const profileReply = v.object({
  user: v.object({
    member_id: id,
    email: v.string(),
    last_name: v.string(),
    first_name: v.string(),
    last_name_kana: v.string(),
    first_name_kana: v.string(),
    gender: v.optional(v.picklist(GENDERS)),
    tel1: v.string(),
    tel1_type: phoneType,
    tel2: v.string(),
    tel2_type: phoneType,
    postcode: v.string(),
    prefecture: v.string(),
    address: v.string(),
    birthday: v.string(),
    lang: v.string(),
    dm_opt_in: v.boolean(),
    dm_opt_in_at: v.nullable(tokyoTime),
    email_verified_at: v.nullable(tokyoTime),
    created_at: v.nullable(tokyoTime),
  }),
});

const memberReservation = v.object({
  reservation_id: id,
  display_id: v.string(),
  hotel_id: id,
  plan_id: id,
  room_id: id,
  hotel_name: v.string(),
  plan_title: v.string(),
  room_name: v.string(),
  stay_start_date: date,
  stay_end_date: date,
  checkin_time: v.string(),
  room_count: count,
  status: v.picklist(RESERVATION_STATUSES),
  payment_method: paymentMethod,
  total_include_tax: yen,
  amount_due: yen,
  created_at: v.nullable(tokyoTime),
  can_issue_receipt: v.boolean(),
  /** Why no receipt can be issued now (the server's clock), or null when one can. */
  receipt_refusal: v.nullable(v.picklist(RECEIPT_REFUSALS)),
  /** A booked stay whose check-out day has come (Japan, the server's clock): guests read 宿泊済み. */
  stay_over: v.boolean(),
});

export const memberReservationsReply = v.object({
  upcoming: v.array(memberReservation),
  past: v.array(memberReservation),
});

export const dmConsentReply = v.object({ dm_opt_in: v.boolean(), dm_opt_in_at: v.nullable(tokyoTime) });

export const memberDiscountReply = v.object({
  /** null: the hotel has set no discount for members. */
  member_discount: v.nullable(
    v.object({
      hotel_id: id,
      kind: v.picklist(MEMBER_DISCOUNT_KINDS),
      value: count,
      is_active: v.boolean(),
      updated_at: tokyoTime,
    }),
  ),
});
