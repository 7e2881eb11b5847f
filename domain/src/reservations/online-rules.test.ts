import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { RESERVATION_STATUSES } from '../enums';
import { type Canceller, changeRules, decideCancel, type RuledReservation } from './online-rules';

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
