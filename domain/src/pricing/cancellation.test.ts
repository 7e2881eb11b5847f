import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { canChangeOnline, cancelFee } from './cancellation';

const at = (iso: string) => Temporal.Instant.from(iso).epochMilliseconds / 1000;

const POLICY = [
  { days_before: 7, percent: 20 },
  { days_before: 0, percent: 100 },
  { days_before: 2, percent: 50 },
  { days_before: 1, percent: 80 },
];
const CHECKIN = '2026-08-10';

describe('cancellation fee', () => {
  it('charges nothing before the first step of the schedule', () => {
    expect(cancelFee(POLICY, CHECKIN, at('2026-08-02T12:00:00+09:00'), 30_000)).toEqual({
      percent: 0,
      fee: 0,
    });
  });

  it('applies the step with the smallest days_before that covers the days left', () => {
    expect(cancelFee(POLICY, CHECKIN, at('2026-08-03T12:00:00+09:00'), 30_000)).toEqual({
      percent: 20,
      fee: 6_000,
    });
    expect(cancelFee(POLICY, CHECKIN, at('2026-08-05T12:00:00+09:00'), 30_000)).toEqual({
      percent: 20,
      fee: 6_000,
    });
    expect(cancelFee(POLICY, CHECKIN, at('2026-08-08T12:00:00+09:00'), 30_000)).toEqual({
      percent: 50,
      fee: 15_000,
    });
    expect(cancelFee(POLICY, CHECKIN, at('2026-08-09T12:00:00+09:00'), 30_000)).toEqual({
      percent: 80,
      fee: 24_000,
    });
    expect(cancelFee(POLICY, CHECKIN, at('2026-08-10T12:00:00+09:00'), 30_000)).toEqual({
      percent: 100,
      fee: 30_000,
    });
  });

  it('rounds the fee down to the yen, never to the nearest or up', () => {
    // 20% of 12,348 is 2,469.6; 50% of 12,345 is 6,172.5; 80% of 10,001 is 8,000.8.
    expect(cancelFee(POLICY, CHECKIN, at('2026-08-03T12:00:00+09:00'), 12_348).fee).toBe(2_469);
    expect(cancelFee(POLICY, CHECKIN, at('2026-08-08T12:00:00+09:00'), 12_345).fee).toBe(6_172);
    expect(cancelFee(POLICY, CHECKIN, at('2026-08-09T12:00:00+09:00'), 10_001).fee).toBe(8_000);
  });

  it('charges the on-the-day step after check-in (no-show)', () => {
    expect(cancelFee(POLICY, CHECKIN, at('2026-08-12T12:00:00+09:00'), 30_000)).toEqual({
      percent: 100,
      fee: 30_000,
    });
  });

  it('counts the days left on Tokyo dates: at 00:00 JST the next step applies, though UTC is still the day before', () => {
    expect(cancelFee(POLICY, CHECKIN, at('2026-08-07T14:59:59Z'), 30_000)).toMatchObject({ percent: 20 });
    expect(cancelFee(POLICY, CHECKIN, at('2026-08-07T15:00:00Z'), 30_000)).toMatchObject({ percent: 50 });
  });

  it('counts the days left across a year end', () => {
    expect(cancelFee(POLICY, '2027-01-02', at('2026-12-31T10:00:00+09:00'), 30_000)).toMatchObject({
      percent: 50,
    });
    expect(cancelFee(POLICY, '2027-01-02', at('2026-12-26T10:00:00+09:00'), 30_000)).toMatchObject({
      percent: 20,
    });
    expect(cancelFee(POLICY, '2027-01-02', at('2026-12-25T10:00:00+09:00'), 30_000)).toMatchObject({
      percent: 0,
    });
  });

  it('rounds the fee down to the yen', () => {
    expect(cancelFee(POLICY, CHECKIN, at('2026-08-03T12:00:00+09:00'), 12_345)).toEqual({
      percent: 20,
      fee: 2_469,
    });
    expect(
      cancelFee([{ days_before: 3, percent: 33 }], CHECKIN, at('2026-08-09T12:00:00+09:00'), 10_001),
    ).toEqual({
      percent: 33,
      fee: 3_300,
    });
  });

  it('charges the smallest step after check-in when the schedule has no on-the-day step', () => {
    const policy = [{ days_before: 3, percent: 50 }];
    expect(cancelFee(policy, CHECKIN, at('2026-08-11T12:00:00+09:00'), 10_000)).toEqual({
      percent: 50,
      fee: 5_000,
    });
  });

  it('charges nothing under an empty schedule', () => {
    expect(cancelFee([], CHECKIN, at('2026-08-10T12:00:00+09:00'), 10_000)).toEqual({ percent: 0, fee: 0 });
  });
});

describe('online change deadline', () => {
  it('allows changes until 23:59:59 Tokyo time of the deadline day', () => {
    expect(canChangeOnline(2, CHECKIN, at('2026-08-08T23:59:59+09:00'))).toBe(true);
    expect(canChangeOnline(2, CHECKIN, at('2026-08-09T00:00:00+09:00'))).toBe(false);
  });

  it('reads the deadline on the Tokyo clock: 15:00 UTC is already the next day', () => {
    expect(canChangeOnline(2, CHECKIN, at('2026-08-08T14:59:59Z'))).toBe(true);
    expect(canChangeOnline(2, CHECKIN, at('2026-08-08T15:00:00Z'))).toBe(false);
  });

  it('allows changes on the day of check-in when the deadline is 0 days, and never after', () => {
    expect(canChangeOnline(0, CHECKIN, at('2026-08-10T23:00:00+09:00'))).toBe(true);
    expect(canChangeOnline(0, CHECKIN, at('2026-08-11T00:00:00+09:00'))).toBe(false);
  });

  it('puts the deadline across a month end', () => {
    expect(canChangeOnline(3, '2026-09-02', at('2026-08-30T23:59:59+09:00'))).toBe(true);
    expect(canChangeOnline(3, '2026-09-02', at('2026-08-31T00:00:00+09:00'))).toBe(false);
  });
});
