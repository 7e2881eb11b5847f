import { describe, expect, it } from 'vitest';
import { matchesDayKinds, weekdayOf } from './holidays';

describe('day kinds of a bulk edit', () => {
  it('numbers weekdays from Sunday (0) to Saturday (6)', () => {
    expect(weekdayOf('2027-01-03'), 'a Sunday').toBe(0);
    expect(weekdayOf('2027-01-09'), 'a Saturday').toBe(6);
  });

  it('takes every date when no kind is given, and any date matching one of the kinds given', () => {
    expect(matchesDayKinds('2027-01-05', {})).toBe(true);
    expect(matchesDayKinds('2027-01-05', { weekdays: [] }), 'an empty weekday list is "every day"').toBe(
      true,
    );
    expect(matchesDayKinds('2027-01-01', { holidays: true }), '元日').toBe(true);
    expect(matchesDayKinds('2027-01-05', { holidays: true }), 'an ordinary Tuesday').toBe(false);
    expect(matchesDayKinds('2026-12-31', { day_before_holiday: true }), 'the eve of 元日').toBe(true);
    expect(matchesDayKinds('2027-01-10', { day_before_holiday: true }), 'the Sunday before 成人の日').toBe(
      true,
    );
    expect(matchesDayKinds('2027-01-05', { weekdays: [2], holidays: true }), 'a Tuesday by its weekday').toBe(
      true,
    );
  });
});
