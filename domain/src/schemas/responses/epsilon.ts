import * as v from 'valibot';
import { PREPAID_METHODS } from '../../enums';
import { ACCOUNT_TYPES } from '../epsilon';
import { count, date, id, yen } from './common';

/** The answers of the Epsilon back office (decision 047). */

/** A hotel's Epsilon contract as the back office sees it: the contract code never, only its last digits. */
const epsilonView = v.object({
  enabled: v.boolean(),
  /** `••••6666`: the contract code's last four digits, to recognise it. */
  contract_code_hint: v.string(),
  st_code: v.string(),
  /** Epsilon's fee (basis points of what is collected, yen per sale): admin's alone, absent for the others. */
  fee_rate_bp: v.optional(count),
  fee_fixed: v.optional(count),
  /** Japan time, ISO 8601 with +09:00. */
  updated_at: v.string(),
});
export type EpsilonView = v.InferOutput<typeof epsilonView>;

export const epsilonReply = v.object({ epsilon: v.nullable(epsilonView) });

const paymentView = v.object({
  order_number: v.string(),
  method: v.picklist(PREPAID_METHODS),
  state: v.picklist(['started', 'paid', 'failed', 'canceled', 'refunded']),
  amount: yen,
  refunded_amount: yen,
  provider_ref: v.nullable(v.string()),
  failure_code: v.nullable(v.string()),
  /** Japan time, ISO 8601 with +09:00. */
  created_at: v.string(),
  paid_at: v.nullable(v.string()),
  /** Whether this attempt's money booked the reservation; any other paid attempt goes back whole. */
  books_reservation: v.boolean(),
});

const paymentEventView = v.object({
  /** started, notified, rechecked, paid, declined, expired, canceled_at_provider, refunded, … */
  kind: v.string(),
  detail: v.record(v.string(), v.unknown()),
  created_at: v.string(),
  /** The attempt the event is about; null for an event of the reservation as a whole. */
  order_number: v.nullable(v.string()),
});

export const reservationPaymentsReply = v.object({
  payments: v.array(paymentView),
  events: v.array(paymentEventView),
});
export type ReservationPaymentsReply = v.InferOutput<typeof reservationPaymentsReply>;

const bankAccountView = v.object({
  hotel_id: id,
  bank_name: v.string(),
  bank_code: v.string(),
  branch_name: v.string(),
  branch_code: v.string(),
  account_type: v.picklist(ACCOUNT_TYPES),
  account_number: v.string(),
  account_holder_kana: v.string(),
  updated_at: v.string(),
});
export type BankAccountView = v.InferOutput<typeof bankAccountView>;

export const bankAccountReply = v.object({ bank_account: v.nullable(bankAccountView) });

/** One hotel's line of a month's remittance. */
const transferLine = v.object({
  hotel_id: id,
  hotel_name: v.string(),
  period: v.string(),
  /** Paid Epsilon payments whose paid_at falls in the month (Japan time). */
  sales_count: count,
  /** What Epsilon collected for the hotel: their amounts minus what was refunded of them. */
  collected: yen,
  fee_rate_bp: count,
  fee_fixed: count,
  /** Epsilon's fee: floor(collected × fee_rate_bp / 10000) + fee_fixed × sales_count. */
  fee: yen,
  /** What the hotel is owed: collected − fee. */
  owed: yen,
  transferred_amount: yen,
  transferred_on: v.nullable(date),
  /** owed − transferred_amount (negative when more was transferred than owed). */
  balance: yen,
  memo: v.string(),
  bank_account: v.nullable(bankAccountView),
});
export type TransferLine = v.InferOutput<typeof transferLine>;

export const transfersReply = v.object({
  period: v.string(),
  hotels: v.array(transferLine),
  totals: v.object({
    sales_count: count,
    collected: yen,
    fee: yen,
    owed: yen,
    transferred_amount: yen,
    balance: yen,
  }),
});

export const transferReply = v.object({ transfer: transferLine });
