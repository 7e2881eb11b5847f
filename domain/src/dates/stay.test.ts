import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  formatInstantTokyo,
  holidayName,
  isDayBeforeHoliday,
  isJapaneseHoliday,
  isValidDate,
  nightsOf,
  todayInTokyo,
  tokyoDateTime,
  tokyoInstant,
} from './stay';

const at = (iso: string) => Temporal.Instant.from(iso).epochMilliseconds / 1000;

describe('stay nights', () => {
  it('lists each night from check-in up to but not including check-out', () => {
    expect(nightsOf('2026-08-01', '2026-08-04')).toEqual(['2026-08-01', '2026-08-02', '2026-08-03']);
    expect(nightsOf('2026-08-01', '2026-08-02')).toEqual(['2026-08-01']);
  });

  it('crosses the end of a year through New Year holidays', () => {
    expect(nightsOf('2026-12-31', '2027-01-02')).toEqual(['2026-12-31', '2027-01-01']);
  });

  it('crosses the end of February in a common year', () => {
    expect(nightsOf('2027-02-28', '2027-03-01')).toEqual(['2027-02-28']);
    expect(nightsOf('2027-02-27', '2027-03-02')).toEqual(['2027-02-27', '2027-02-28', '2027-03-01']);
  });

  it('includes February 29 in a leap year', () => {
    expect(nightsOf('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29']);
  });

  it('crosses the end of a 30-day and a 31-day month', () => {
    expect(nightsOf('2026-04-30', '2026-05-02')).toEqual(['2026-04-30', '2026-05-01']);
    expect(nightsOf('2026-05-31', '2026-06-01')).toEqual(['2026-05-31']);
  });

  it('has no nights when check-out is not after check-in or a date is invalid', () => {
    expect(nightsOf('2026-08-01', '2026-08-01')).toEqual([]);
    expect(nightsOf('2026-08-02', '2026-08-01')).toEqual([]);
    expect(nightsOf('2027-02-29', '2027-03-02')).toEqual([]);
    expect(nightsOf('2026-08-01', 'tomorrow')).toEqual([]);
  });
});

describe('date strings', () => {
  it('accepts only strict YYYY-MM-DD real calendar dates', () => {
    for (const ok of ['2026-01-01', '2028-02-29', '2026-12-31', '2027-04-30'])
      expect(isValidDate(ok), ok).toBe(true);
    for (const bad of [
      '2027-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '2026-1-05',
      '2026/01/05',
      '20260105',
      '2026-01-05T00:00',
      ' 2026-01-05',
      '',
    ]) {
      expect(isValidDate(bad), bad).toBe(false);
    }
  });

  it('adds and subtracts days across month, year and leap-day boundaries', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-08-01', 0)).toBe('2026-08-01');
  });

  it('counts calendar days between two dates, negative backwards', () => {
    expect(daysBetween('2026-12-31', '2027-01-02')).toBe(2);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2027-02-28', '2027-03-01')).toBe(1);
    expect(daysBetween('2026-08-05', '2026-08-01')).toBe(-4);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366);
  });
});

describe('Tokyo time', () => {
  it('turns to the next Tokyo date at 15:00 UTC, while the UTC date is still the previous day', () => {
    expect(todayInTokyo(at('2026-07-31T14:59:59Z'))).toBe('2026-07-31');
    expect(todayInTokyo(at('2026-07-31T15:00:00Z'))).toBe('2026-08-01');
    expect(todayInTokyo(at('2026-12-31T15:00:00Z'))).toBe('2027-01-01');
  });

  it('gives the Tokyo date and the HH:mm wall-clock time', () => {
    expect(tokyoDateTime(at('2026-07-31T09:05:59Z'))).toEqual({ date: '2026-07-31', time: '18:05' });
    expect(tokyoDateTime(at('2026-07-31T15:00:00Z'))).toEqual({ date: '2026-08-01', time: '00:00' });
  });

  it('formats an instant as ISO 8601 with the +09:00 offset', () => {
    expect(formatInstantTokyo(0)).toBe('1970-01-01T09:00:00+09:00');
    expect(formatInstantTokyo(at('2026-12-31T15:00:00Z'))).toBe('2027-01-01T00:00:00+09:00');
    expect(formatInstantTokyo(at('2026-12-31T15:00:00.750Z'))).toBe('2027-01-01T00:00:00+09:00');
  });

  it('finds the instant of a Tokyo wall-clock time, 24:00 meaning the next midnight', () => {
    expect(tokyoInstant('2026-08-01', '00:00')).toBe(at('2026-07-31T15:00:00Z'));
    expect(tokyoInstant('2026-08-01', '18:30')).toBe(at('2026-08-01T09:30:00Z'));
    expect(tokyoInstant('2026-08-01', '23:59:59')).toBe(at('2026-08-01T14:59:59Z'));
    expect(tokyoInstant('2026-08-01', '24:00')).toBe(at('2026-08-01T15:00:00Z'));
    expect(() => tokyoInstant('2026-08-01', '25:00')).toThrow(RangeError);
    expect(() => tokyoInstant('2026-08-01', '6pm')).toThrow(RangeError);
  });
});

describe('Japanese holidays', () => {
  it('knows public holidays, substitute holidays and citizens holidays, not ordinary days', () => {
    expect(isJapaneseHoliday('2027-01-01')).toBe(true);
    expect(isJapaneseHoliday('2027-03-22'), 'substitute holiday for 春分の日 on a Sunday').toBe(true);
    expect(isJapaneseHoliday('2026-09-22'), 'citizens holiday between two holidays').toBe(true);
    expect(isJapaneseHoliday('2026-12-31')).toBe(false);
    expect(isJapaneseHoliday('2027-01-02'), 'not a public holiday, though hotels treat it as one').toBe(
      false,
    );
    expect(isJapaneseHoliday('not a date')).toBe(false);
  });

  it('names a holiday in Japanese or English and gives null on an ordinary day', () => {
    expect(holidayName('2027-01-01')).toBe('元日');
    expect(holidayName('2027-01-01', 'en')).toBe("New Year's Day");
    expect(holidayName('2026-12-31')).toBeNull();
  });

  it('counts every Saturday as 休前日 because Sunday follows', () => {
    expect(isDayBeforeHoliday('2026-08-01')).toBe(true);
    expect(isDayBeforeHoliday('2027-01-02')).toBe(true);
    expect(isDayBeforeHoliday('2026-08-02'), 'an ordinary Sunday').toBe(false);
    expect(isDayBeforeHoliday('2026-08-07'), 'an ordinary Friday').toBe(false);
  });

  it('counts the eve of a public holiday on any weekday as 休前日', () => {
    expect(isDayBeforeHoliday('2026-12-31'), 'Thursday before 元日').toBe(true);
    expect(isDayBeforeHoliday('2026-05-05'), 'the day before a substitute holiday').toBe(true);
    expect(isDayBeforeHoliday('2027-03-21'), 'Sunday before a Monday substitute holiday').toBe(true);
    expect(isDayBeforeHoliday('2026-09-21'), 'the day before a citizens holiday').toBe(true);
    expect(isDayBeforeHoliday('2027-01-01'), '元日 itself, a Friday followed by an ordinary Saturday').toBe(
      false,
    );
    expect(isDayBeforeHoliday('2026-05-06'), 'the last day of Golden Week').toBe(false);
  });

  it('finds 休前日 across month and year ends', () => {
    expect(isDayBeforeHoliday('2027-12-31'), 'Friday before 元日 2028').toBe(true);
    expect(isDayBeforeHoliday('2028-02-29'), 'leap day, a Tuesday').toBe(false);
    expect(isDayBeforeHoliday('2028-02-10'), 'Thursday before 建国記念の日').toBe(true);
  });
});

describe('day counting agrees with the ISO calendar', () => {
  const someDate = fc
    .date({
      min: new Date('1900-01-01T00:00:00Z'),
      max: new Date('2199-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10));

  it('addDays, daysBetween, nightsOf and 休前日 match Temporal for any date and offset', () => {
    fc.assert(
      fc.property(someDate, fc.integer({ min: -800, max: 800 }), (date, n) => {
        const expected = Temporal.PlainDate.from(date).add({ days: n });
        expect(addDays(date, n)).toBe(expected.toString());
        expect(daysBetween(date, expected.toString())).toBe(n);
        if (n > 0 && n < 40) expect(nightsOf(date, expected.toString())).toHaveLength(n);
        const next = Temporal.PlainDate.from(date).add({ days: 1 });
        expect(isDayBeforeHoliday(date)).toBe(next.dayOfWeek === 7 || isJapaneseHoliday(next.toString()));
      }),
    );
  });

  it('rejects what is not a calendar date', () => {
    for (const bad of ['2027-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '2026-4-01', '20260401', '']) {
      expect(isValidDate(bad), bad).toBe(false);
      expect(nightsOf(bad, '2026-05-01')).toEqual([]);
      expect(() => addDays(bad, 1)).toThrow(RangeError);
    }
    expect(isValidDate('2000-02-29')).toBe(true);
    expect(isValidDate('1900-02-29')).toBe(false);
  });
});

describe('Tokyo instants agree with the time zone database', () => {
  it('today, date-time and wall-clock instants match Temporal for any instant since 1952', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1952, 0, 1) / 1000, max: Date.UTC(2199, 0, 1) / 1000 }),
        (epoch) => {
          const zoned = Temporal.Instant.fromEpochMilliseconds(epoch * 1000).toZonedDateTimeISO('Asia/Tokyo');
          expect(todayInTokyo(epoch)).toBe(zoned.toPlainDate().toString());
          const time = zoned.toPlainTime().toString({ smallestUnit: 'second' });
          expect(tokyoDateTime(epoch)).toEqual({
            date: zoned.toPlainDate().toString(),
            time: time.slice(0, 5),
          });
          expect(tokyoInstant(zoned.toPlainDate().toString(), time)).toBe(epoch);
        },
      ),
    );
  });

  it('24:00 is the next midnight; impossible times are refused', () => {
    expect(tokyoInstant('2026-12-31', '24:00')).toBe(tokyoInstant('2027-01-01', '00:00'));
    for (const bad of ['24:01', '25:00', '12:60', '12:00:60', '9:00']) {
      expect(() => tokyoInstant('2026-12-31', bad), bad).toThrow(RangeError);
    }
  });
});
