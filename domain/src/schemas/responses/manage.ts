import * as v from 'valibot';
import { RESERVATION_STATUSES } from '../../enums';
import { RECEIPT_REFUSALS } from '../../reservations/online-rules';
import { count, date, id, lang, tokyoTime, yen } from './common';
import { bookReply, cancelPolicy, paymentMethod } from './guest';
import { lookupPayment } from './payments';
import { amountFields, guestFields, roomNumbers } from './reservations';

/** The answers of a guest's own reservation: look it up, change, cancel, receipt. */

const changeRules = v.object({
  can_change: v.boolean(),
  can_cancel: v.boolean(),
  reason: v.optional(v.picklist(['canceled', 'jtb', 'deadline_passed', 'prepaid', 'cancel_fee_applies'])),
  cancel_fee: v.optional(yen),
});

export const changeRulesReply = changeRules;

export const bookingByCodeReply = v.object({
  reservation: v.object({
    reservation_id: id,
    display_id: v.string(),
    status: v.picklist(RESERVATION_STATUSES),
    lang,
    created_at: tokyoTime,
    hotel_id: id,
    hotel_name: v.string(),
    hotel: v.object({
      name: v.string(),
      tel: v.string(),
      email: v.string(),
      address: v.string(),
      checkin_time: v.string(),
      checkout_time: v.string(),
    }),
    plan_id: id,
    plan_title: v.string(),
    plan_secret_url: v.nullable(v.string()),
    room_id: id,
    room_name: v.string(),
    stay_start_date: date,
    stay_end_date: date,
    nights: count,
    checkin_time: v.string(),
    room_count: count,
    numbers: v.array(v.object(roomNumbers)),
    ...guestFields,
    options: v.array(
      v.object({
        question_id: id,
        question_text: v.string(),
        choice_id: v.nullable(id),
        answered_choice_text: v.string(),
      }),
    ),
    additional_options: v.array(
      v.object({ additional_option_id: id, name: v.string(), num: count, price: yen }),
    ),
    ...amountFields,
    nights_detail: v.array(v.object({ date, amount_include_tax: yen })),
    cancel_policy: cancelPolicy,
    change_deadline_days: count,
    before_reservation_id: v.nullable(id),
    hotel_reserve_no: v.string(),
    payment_method: paymentMethod,
    canceled_at: v.nullable(tokyoTime),
    cancel_fee: v.nullable(yen),
    can_issue_receipt: v.boolean(),
    /** Why no receipt can be issued now (the server's clock), or null when one can. */
    receipt_refusal: v.nullable(v.picklist(RECEIPT_REFUSALS)),
    /** A booked stay whose check-out day has come (Japan, the server's clock): guests read 宿泊済み. */
    stay_over: v.boolean(),
    /** After a change: the new reservation's display id, when it has this one's e-mail; else null. */
    replaced_by_display_id: v.nullable(v.string()),
    /**
     * Cancelling online now: the fee and the yen given back (what was paid in advance beyond the
     * fee; 0 for a stay paid at the hotel); null when the guest may not cancel online.
     */
    cancel_quote: v.nullable(v.object({ fee: yen, refund: yen })),
  }),
  rules: changeRules,
  /** A prepaid reservation's latest payment attempt (with its deadline while held); null for pay at the hotel. */
  payment: v.optional(lookupPayment),
});

export const guestCanceledReply = v.object({ status: v.literal('canceled'), display_id: v.string() });

export const changedReply = v.object({ ...bookReply.entries, before_reservation_id: id });

export const signedCanceledReply = v.object({
  status: v.literal('canceled'),
  reservation_id: id,
  cancel_fee: yen,
});

export const receiptReply = v.object({
  receipt: v.object({
    receipt_no: v.string(),
    issue_no: count,
    reissue: v.boolean(),
    issued_at: v.string(),
    addressee: v.string(),
    issuer: v.object({
      name: v.string(),
      registration_number: v.string(),
      hotel_name: v.string(),
      postcode: v.string(),
      address: v.string(),
      tel: v.string(),
    }),
    reservation: v.object({
      display_id: v.string(),
      stay_start_date: date,
      stay_end_date: date,
      plan_title: v.string(),
      room_name: v.string(),
      room_count: count,
      payment_method: paymentMethod,
    }),
    amounts: v.object({
      subtotal_include_tax: yen,
      discount_exclude_tax: yen,
      member_discount_exclude_tax: yen,
      total_include_tax: yen,
      by_rate: v.array(
        v.object({ rate_percent: v.number(), amount_include_tax: yen, amount_exclude_tax: yen, tax: yen }),
      ),
      spa_tax: yen,
      accommodation_tax: yen,
      amount_due: yen,
    }),
  }),
});
