import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { checkSellable, type SellablePlan } from './selling-rules';

const at = (iso: string) => Temporal.Instant.from(iso).epochMilliseconds / 1000;

const PLAN: SellablePlan = {
  sale_start: '2026-04-01',
  sale_end: '2027-03-31',
  book_days_ahead: 180,
  cutoff_days_before: 0,
  cutoff_time: '18:00',
  min_nights: 1,
  max_nights: 7,
  closed_dates: [],
};

/** Noon in Tokyo on 2026-07-20. */
const NOW = at('2026-07-20T12:00:00+09:00');

function check(checkin: string, checkout: string, now = NOW, plan: Partial<SellablePlan> = {}) {
  return checkSellable({ plan: { ...PLAN, ...plan }, checkin, checkout, now });
}

describe('dates of a booking', () => {
  it('sells an ordinary stay inside every rule', () => {
    expect(check('2026-08-01', '2026-08-03')).toEqual({ ok: true });
  });

  it('refuses dates that are not real YYYY-MM-DD dates', () => {
    expect(check('2027-02-29', '2027-03-01')).toEqual({ ok: false, code: 'invalid_date' });
    expect(check('2026-08-01', '2026-8-3')).toEqual({ ok: false, code: 'invalid_date' });
  });

  it('refuses a check-out on or before the check-in', () => {
    expect(check('2026-08-03', '2026-08-03')).toEqual({ ok: false, code: 'checkout_before_checkin' });
    expect(check('2026-08-03', '2026-08-01')).toEqual({ ok: false, code: 'checkout_before_checkin' });
  });

  it('refuses a check-in before today in Tokyo', () => {
    expect(check('2026-07-19', '2026-07-21')).toEqual({ ok: false, code: 'past_date' });
  });

  it('takes "today" in Tokyo: at 00:30 JST a check-in on the UTC date is already past', () => {
    const justAfterTokyoMidnight = at('2026-07-31T15:30:00Z'); // 2026-08-01 00:30 JST, still 07-31 in UTC
    expect(check('2026-07-31', '2026-08-02', justAfterTokyoMidnight)).toEqual({
      ok: false,
      code: 'past_date',
    });
    const justBefore = at('2026-07-31T14:59:59Z'); // 2026-07-31 23:59:59 JST
    expect(check('2026-07-31', '2026-08-02', justBefore, { cutoff_time: '24:00' })).toEqual({ ok: true });
  });

  it('sells a same-day check-in before the cut-off time', () => {
    expect(check('2026-07-20', '2026-07-21')).toEqual({ ok: true });
  });
});

describe('sale period', () => {
  it('sells nights from the first to the last day of the sale period, inclusive', () => {
    const plan = { sale_start: '2026-08-01', sale_end: '2026-08-10' };
    expect(check('2026-08-01', '2026-08-11', NOW, { ...plan, max_nights: 10 })).toEqual({ ok: true });
  });

  it('refuses a stay that starts before the sale period', () => {
    expect(check('2026-07-31', '2026-08-02', NOW, { sale_start: '2026-08-01' })).toEqual({
      ok: false,
      code: 'outside_sale_period',
    });
  });

  it('refuses a stay whose last night is after the sale period, though check-out may fall on the day after', () => {
    const plan = { sale_end: '2026-08-10' };
    expect(check('2026-08-09', '2026-08-11', NOW, plan)).toEqual({ ok: true });
    expect(check('2026-08-09', '2026-08-12', NOW, plan)).toEqual({ ok: false, code: 'outside_sale_period' });
  });

  it('sells without an end when the sale period is open-ended', () => {
    expect(check('2026-12-31', '2027-01-02', NOW, { sale_end: null })).toEqual({ ok: true });
  });
});

describe('booking window', () => {
  it('sells a check-in exactly book_days_ahead days after today in Tokyo, not a day more', () => {
    const plan = { book_days_ahead: 30, sale_end: null };
    expect(check('2026-08-19', '2026-08-20', NOW, plan)).toEqual({ ok: true });
    expect(check('2026-08-20', '2026-08-21', NOW, plan)).toEqual({ ok: false, code: 'too_far_ahead' });
  });

  it('opens the next day of the window at midnight Tokyo time, 15:00 UTC the day before', () => {
    const plan = { book_days_ahead: 30 };
    expect(check('2026-08-20', '2026-08-21', at('2026-07-20T14:59:59Z'), plan)).toMatchObject({
      code: 'too_far_ahead',
    });
    expect(check('2026-08-20', '2026-08-21', at('2026-07-20T15:00:00Z'), plan)).toEqual({ ok: true });
  });

  it('closes same-day booking at the cut-off time in Tokyo', () => {
    expect(check('2026-07-20', '2026-07-21', at('2026-07-20T17:59:59+09:00'))).toEqual({ ok: true });
    expect(check('2026-07-20', '2026-07-21', at('2026-07-20T18:00:00+09:00'))).toEqual({
      ok: false,
      code: 'past_cutoff',
    });
  });

  it('reads the cut-off on the Tokyo clock, not the UTC one', () => {
    // 09:00 UTC is 18:00 JST: closed, though the UTC clock shows 09:00.
    expect(check('2026-07-20', '2026-07-21', at('2026-07-20T09:00:00Z'))).toMatchObject({
      code: 'past_cutoff',
    });
    expect(check('2026-07-20', '2026-07-21', at('2026-07-20T08:59:59Z'))).toEqual({ ok: true });
  });

  it('closes booking days before check-in when the cut-off is set so', () => {
    const plan = { cutoff_days_before: 2, cutoff_time: '12:00' };
    expect(check('2026-07-22', '2026-07-23', at('2026-07-20T11:59:59+09:00'), plan)).toEqual({ ok: true });
    expect(check('2026-07-22', '2026-07-23', at('2026-07-20T12:00:00+09:00'), plan)).toMatchObject({
      code: 'past_cutoff',
    });
    expect(check('2026-07-23', '2026-07-24', at('2026-07-20T12:00:00+09:00'), plan)).toEqual({ ok: true });
  });

  it('puts a cut-off days before check-in across a month and a year end', () => {
    const plan = { cutoff_days_before: 3, cutoff_time: '23:59', sale_end: null };
    expect(check('2027-01-02', '2027-01-03', at('2026-12-30T23:58:59+09:00'), plan)).toEqual({ ok: true });
    expect(check('2027-01-02', '2027-01-03', at('2026-12-30T23:59:00+09:00'), plan)).toMatchObject({
      code: 'past_cutoff',
    });
    expect(
      check('2028-03-01', '2028-03-02', at('2028-02-27T23:58:00+09:00'), { ...plan, book_days_ahead: 400 }),
    ).toEqual({
      ok: true,
    });
    expect(
      check('2028-03-01', '2028-03-02', at('2028-02-27T15:00:00Z'), { ...plan, book_days_ahead: 400 }),
    ).toMatchObject({
      code: 'past_cutoff',
    });
  });
});

describe('length of stay and closed dates', () => {
  it('refuses fewer nights than the minimum and accepts exactly the minimum', () => {
    const plan = { min_nights: 2 };
    expect(check('2026-08-01', '2026-08-02', NOW, plan)).toEqual({ ok: false, code: 'too_few_nights' });
    expect(check('2026-08-01', '2026-08-03', NOW, plan)).toEqual({ ok: true });
  });

  it('refuses more nights than the maximum and accepts exactly the maximum', () => {
    const plan = { max_nights: 3 };
    expect(check('2026-08-01', '2026-08-04', NOW, plan)).toEqual({ ok: true });
    expect(check('2026-08-01', '2026-08-05', NOW, plan)).toEqual({ ok: false, code: 'too_many_nights' });
  });

  it('counts nights across a leap-year February end', () => {
    const plan = { sale_end: null, book_days_ahead: 800, min_nights: 2, max_nights: 2 };
    expect(check('2028-02-28', '2028-03-01', NOW, plan)).toEqual({ ok: true });
    expect(check('2027-02-28', '2027-03-01', NOW, plan)).toMatchObject({ code: 'too_few_nights' });
  });

  it('refuses a stay with any night on a closed date', () => {
    const plan = { closed_dates: ['2026-12-31'] };
    expect(check('2026-12-30', '2027-01-02', NOW, plan)).toEqual({ ok: false, code: 'closed_date' });
  });

  it('does not count the check-out day as a night on a closed date', () => {
    const plan = { closed_dates: ['2026-12-31'] };
    expect(check('2026-12-29', '2026-12-31', NOW, plan)).toEqual({ ok: true });
    expect(check('2027-01-01', '2027-01-02', NOW, plan)).toEqual({ ok: true });
  });
});
