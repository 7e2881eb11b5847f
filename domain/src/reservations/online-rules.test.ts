import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { RESERVATION_STATUSES } from '../enums';
import {
  type Canceller,
  cancelQuote,
  changeRules,
  decideCancel,
  type RuledReservation,
  receiptFacts,
  receiptRefusal,
  refundOnCancel,
  stayIsOver,
} from './online-rules';

const at = (iso: string) => Temporal.Instant.from(iso).epochMilliseconds / 1000;
const FAR = at('2026-07-01T12:00:00+09:00'); // no fee yet
const NEAR = at('2026-08-08T12:00:00+09:00'); // 50% applies
const AFTER = at('2026-08-11T12:00:00+09:00'); // the stay has started

const booked: RuledReservation = {
  status: 'booking',
  payment_method: 'local',
  stay_start_date: '2026-08-10',
  cancel_policy: [
    { days_before: 7, percent: 20 },
    { days_before: 2, percent: 50 },
  ],
  change_deadline_days: 1,
  total_include_tax: 30_000,
};
const GUEST: Canceller = { kind: 'guest' };
const STAFF: Canceller = { kind: 'staff' };

describe('decideCancel', () => {
  it('gives every caller the same code for a reservation that is not booked', () => {
    for (const status of RESERVATION_STATUSES.filter((s) => s !== 'booking')) {
      const r = { ...booked, status };
      const refusal =
        status === 'payment_processing'
          ? { code: 'not_cancellable', reason: 'payment_processing' }
          : { code: 'already_canceled', reason: 'canceled' };
      for (const by of [GUEST, STAFF, { kind: 'staff', fee: 0 } as const]) {
        expect(decideCancel(r, FAR, by), `${status} by ${by.kind}`).toEqual({ ok: false, ...refusal });
      }
    }
  });

  it('lets a guest cancel only while no fee applies, before check-in, and never a JTB booking', () => {
    expect(decideCancel(booked, FAR, GUEST)).toEqual({ ok: true, fee: 0 });
    expect(decideCancel(booked, NEAR, GUEST)).toEqual({
      ok: false,
      code: 'cancel_fee_applies',
      reason: 'cancel_fee_applies',
      cancel_fee: 15_000,
    });
    expect(decideCancel(booked, AFTER, GUEST), 'the stay has started').toEqual({
      ok: false,
      code: 'not_cancellable',
      reason: 'started',
    });
    expect(decideCancel({ ...booked, payment_method: 'jtb' }, FAR, GUEST)).toEqual({
      ok: false,
      code: 'not_cancellable',
      reason: 'jtb',
    });
  });

  it('refuses a JTB reservation to staff too: JTB settles it outside the system', () => {
    for (const by of [STAFF, { kind: 'staff', fee: 0 } as const]) {
      expect(decideCancel({ ...booked, payment_method: 'jtb' }, FAR, by)).toEqual({
        ok: false,
        code: 'not_cancellable',
        reason: 'jtb',
      });
    }
  });

  it('lets staff cancel a booked reservation with the schedule’s fee, or the fee they set', () => {
    expect(decideCancel(booked, NEAR, STAFF)).toEqual({ ok: true, fee: 15_000 });
    expect(decideCancel(booked, NEAR, { kind: 'staff', fee: 0 })).toEqual({ ok: true, fee: 0 });
    expect(decideCancel(booked, AFTER, { kind: 'staff', fee: 1_000 })).toEqual({ ok: true, fee: 1_000 });
  });

  it('names the reason of its own refusal, not the change rules’ (a fee after the change deadline is a fee)', () => {
    const r = { ...booked, change_deadline_days: 5 }; // five days before: passed at NEAR
    expect(changeRules(r, NEAR).reason, 'the change is refused for its deadline').toBe('deadline_passed');
    expect(decideCancel(r, NEAR, GUEST)).toMatchObject({
      code: 'cancel_fee_applies',
      reason: 'cancel_fee_applies',
    });
  });

  it('agrees with what checkcanchangereservation tells the guest', () => {
    for (const now of [FAR, NEAR, AFTER]) {
      for (const status of RESERVATION_STATUSES) {
        for (const payment_method of ['local', 'card', 'jtb'] as const) {
          const r = { ...booked, status, payment_method };
          expect(changeRules(r, now).can_cancel, `${status} ${payment_method}`).toBe(
            decideCancel(r, now, GUEST).ok,
          );
        }
      }
    }
  });
});

describe('cancelQuote', () => {
  it('quotes what a guest cancelling now pays and gets back, by decideCancel’s rule', () => {
    expect(cancelQuote(booked, FAR, 0), 'paid at the hotel: nothing to give back').toEqual({
      fee: 0,
      refund: 0,
    });
    expect(cancelQuote({ ...booked, payment_method: 'card' }, FAR, 30_000)).toEqual({
      fee: 0,
      refund: 30_000,
    });
    expect(cancelQuote(booked, NEAR, 0), 'a fee applies: not online').toBeNull();
    expect(cancelQuote({ ...booked, payment_method: 'jtb' }, FAR, 30_000)).toBeNull();
  });

  it('gives back what was paid beyond the fee, never more than was paid', () => {
    expect(refundOnCancel(30_000, 6_000)).toBe(24_000);
    expect(refundOnCancel(5_000, 6_000)).toBe(0);
    expect(refundOnCancel(0, 6_000)).toBe(0);
  });
});

describe('the end of a stay and receipts', () => {
  const stay = { status: 'booking', payment_method: 'local', stay_end_date: '2026-08-11' };
  const checkoutDay = at('2026-08-11T09:00:00+09:00');

  it('calls a booked stay over from its check-out day, Japan time', () => {
    expect(stayIsOver(stay, at('2026-08-10T23:59:00+09:00'))).toBe(false);
    expect(stayIsOver(stay, checkoutDay)).toBe(true);
    expect(
      stayIsOver({ ...stay, status: 'canceled' }, checkoutDay),
      'a cancelled stay never took place',
    ).toBe(false);
  });

  it('says why no receipt can be issued', () => {
    expect(receiptRefusal(stay, FAR)).toBe('not_checked_out');
    expect(receiptRefusal(stay, checkoutDay)).toBeNull();
    expect(receiptRefusal({ ...stay, payment_method: 'card' }, FAR)).toBeNull();
    expect(receiptRefusal({ ...stay, status: 'canceled' }, checkoutDay)).toBe('canceled');
    expect(receiptRefusal({ ...stay, status: 'modified_canceled' }, checkoutDay)).toBe('canceled');
    expect(receiptRefusal({ ...stay, status: 'payment_processing' }, FAR)).toBe('payment_processing');
  });

  it('tells the screens what to show: receipt or why not, and 宿泊済み, on the clock it is given', () => {
    expect(receiptFacts(stay, at('2026-08-10T23:59:00+09:00'))).toEqual({
      can_issue_receipt: false,
      receipt_refusal: 'not_checked_out',
      stay_over: false,
    });
    expect(receiptFacts(stay, checkoutDay)).toEqual({
      can_issue_receipt: true,
      receipt_refusal: null,
      stay_over: true,
    });
    expect(receiptFacts({ ...stay, status: 'canceled' }, checkoutDay)).toEqual({
      can_issue_receipt: false,
      receipt_refusal: 'canceled',
      stay_over: false,
    });
  });
});
