import { todayInTokyo } from '../dates/stay';
import type { PaymentMethod, ReservationStatus } from '../enums';
import { type CancelPolicyStep, canChangeOnline, cancelFee } from '../pricing/cancellation';

/** What the rules read of a reservation. */
export type RuledReservation = {
  status: ReservationStatus;
  payment_method: PaymentMethod;
  stay_start_date: string;
  cancel_policy: readonly CancelPolicyStep[];
  change_deadline_days: number;
  total_include_tax: number;
};

/** The answer of checkcanchangereservation (api-contract.md). */
export type ChangeRules = {
  can_change: boolean;
  can_cancel: boolean;
  reason?: 'deadline_passed' | 'prepaid' | 'jtb' | 'cancel_fee_applies' | 'canceled';
  cancel_fee?: number;
};

/** Who asks to cancel: the guest (by display id and e-mail, or as the signed-in member) or staff. */
export type Canceller = { kind: 'guest' } | { kind: 'staff'; fee?: number | undefined };

/** The 409 codes of a refused cancellation, the same for every caller. */
export type CancelRefusal = 'already_canceled' | 'not_cancellable' | 'cancel_fee_applies';

/**
 * Why a cancellation is refused, the refusal's `issues[0].code`: ended (`canceled`), a payment
 * under way (`payment_processing`), a JTB booking (`jtb`), the stay has begun (`started`), or a fee
 * applies (`cancel_fee_applies`). The last three are the guest's alone.
 */
export type CancelReason = 'canceled' | 'payment_processing' | 'jtb' | 'started' | 'cancel_fee_applies';

export type CancelDecision =
  | { ok: true; fee: number }
  | { ok: false; code: CancelRefusal; reason: CancelReason; cancel_fee?: number };

/** Statuses that end a reservation: nothing is left to cancel or change. */
const ENDED: readonly ReservationStatus[] = ['canceled', 'modified_canceled', 'payment_canceled'];

/**
 * Whether a reservation may be cancelled at `now`, and with which fee. One rule for every caller:
 * an ended reservation is `already_canceled`, one still being paid (or in any state but booked) is
 * `not_cancellable`, for guests and staff alike, and so is a JTB one (JTB settles it outside the
 * system, as the spec says). A booked one: staff may always cancel, with the schedule's fee unless
 * they set (or waive) it; the guest only before check-in, and only while no fee applies
 * (`cancel_fee_applies`, with the fee).
 * A refusal names its own reason, the same for every caller.
 * @example decideCancel({ ...r, status: 'payment_processing' }, now, { kind: 'staff' }) // { ok: false, code: 'not_cancellable', reason: 'payment_processing' }
 */
export function decideCancel(r: RuledReservation, now: number, by: Canceller): CancelDecision {
  if (ENDED.includes(r.status)) return { ok: false, code: 'already_canceled', reason: 'canceled' };
  if (r.status !== 'booking') return { ok: false, code: 'not_cancellable', reason: 'payment_processing' };
  const { fee } = cancelFee(r.cancel_policy, r.stay_start_date, now, r.total_include_tax);
  if (r.payment_method === 'jtb') return { ok: false, code: 'not_cancellable', reason: 'jtb' };
  if (by.kind === 'staff') return { ok: true, fee: by.fee ?? fee };
  if (todayInTokyo(now) > r.stay_start_date) return { ok: false, code: 'not_cancellable', reason: 'started' };
  if (fee > 0)
    return { ok: false, code: 'cancel_fee_applies', reason: 'cancel_fee_applies', cancel_fee: fee };
  return { ok: true, fee: 0 };
}

/** What a guest would be charged and given back on cancelling online now (the lookup shows it first). */
export type CancelQuote = { fee: number; refund: number };

/**
 * The money given back when a paid booking is cancelled with `fee`: what was paid beyond the fee.
 * @example refundOnCancel(12000, 3000) === 9000; refundOnCancel(0, 3000) === 0 (paid at the hotel)
 */
export function refundOnCancel(paid: number, fee: number): number {
  return Math.max(paid - Math.min(fee, paid), 0);
}

/**
 * The fee and the refund of cancelling as the guest at `now`, by decideCancel's rule, with `paid`
 * yen already taken in advance (0 for a stay paid at the hotel); null when the guest may not cancel.
 */
export function cancelQuote(r: RuledReservation, now: number, paid: number): CancelQuote | null {
  const decision = decideCancel(r, now, { kind: 'guest' });
  if (!decision.ok) return null;
  return { fee: decision.fee, refund: refundOnCancel(paid, decision.fee) };
}

/**
 * What a guest may still do online with a reservation at `now`: change before the plan's change
 * deadline and never for prepaid (card, epsilon, jtb) ones; cancel as decideCancel lets a guest.
 * The reason names the first rule that stands in the way.
 */
export function changeRules(r: RuledReservation, now: number): ChangeRules {
  if (r.status !== 'booking' && r.status !== 'payment_processing') {
    return { can_change: false, can_cancel: false, reason: 'canceled' };
  }
  if (r.payment_method === 'jtb') return { can_change: false, can_cancel: false, reason: 'jtb' };
  const started = todayInTokyo(now) > r.stay_start_date;
  const { fee } = cancelFee(r.cancel_policy, r.stay_start_date, now, r.total_include_tax);
  const prepaid = r.payment_method !== 'local';
  const can_change =
    r.status === 'booking' &&
    !prepaid &&
    !started &&
    canChangeOnline(r.change_deadline_days, r.stay_start_date, now);
  const can_cancel = decideCancel(r, now, { kind: 'guest' }).ok;
  let reason: ChangeRules['reason'];
  if (!can_change) reason = prepaid && !started ? 'prepaid' : 'deadline_passed';
  else if (!can_cancel) reason = 'cancel_fee_applies';
  return { can_change, can_cancel, ...(reason ? { reason } : {}), ...(fee > 0 ? { cancel_fee: fee } : {}) };
}

/**
 * Whether a booked stay is over: its check-out day has come (Japan time). Guests then read
 * 宿泊済み instead of 予約済み, and a stay paid at the hotel is paid.
 */
export function stayIsOver(r: { status: string; stay_end_date: string }, now: number): boolean {
  return r.status === 'booking' && todayInTokyo(now) >= r.stay_end_date;
}

/**
 * Why no receipt can be issued, the refusal's `issues[0].code`: the reservation ended
 * (`canceled`: cancelled, replaced by a change, or its payment failed), its payment is under way
 * (`payment_processing`), or a stay paid at the hotel has not checked out yet (`not_checked_out`).
 */
export const RECEIPT_REFUSALS = ['canceled', 'payment_processing', 'not_checked_out'] as const;
export type ReceiptRefusal = (typeof RECEIPT_REFUSALS)[number];

/**
 * Why a receipt cannot be issued now, or null when it can: for a stay paid at the hotel once the
 * guest has checked out (the stay is then paid), for a prepaid stay once it is booked (paid).
 * Cancelled ones: never.
 */
export function receiptRefusal(
  r: { status: string; payment_method: string; stay_end_date: string },
  now: number,
): ReceiptRefusal | null {
  if (r.status === 'payment_processing') return 'payment_processing';
  if (r.status !== 'booking') return 'canceled';
  if (r.payment_method === 'local' && !stayIsOver(r, now)) return 'not_checked_out';
  return null;
}

/**
 * What the worker tells a guest's screens of a reservation's receipt and stay, decided on the
 * server's clock (decision 054): whether a receipt can be issued, why not, and whether the stay is
 * over (宿泊済み). The screens show these; they do not decide them on the browser's clock.
 */
export function receiptFacts(
  r: { status: string; payment_method: string; stay_end_date: string },
  now: number,
): { can_issue_receipt: boolean; receipt_refusal: ReceiptRefusal | null; stay_over: boolean } {
  // issuereceipt refuses (409) exactly when `can_issue_receipt` is false.
  const refusal = receiptRefusal(r, now);
  return { can_issue_receipt: refusal === null, receipt_refusal: refusal, stay_over: stayIsOver(r, now) };
}
