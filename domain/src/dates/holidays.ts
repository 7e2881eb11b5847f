import { epochDayOrThrow } from './days';
import { isDayBeforeHoliday, isJapaneseHoliday } from './stay';

export { isJapaneseHoliday };

/**
 * Which dates of a range a bulk edit touches (the colour calendar, stock calendars): a date is taken
 * when it matches ANY kind given — its weekday (0 = Sunday … 6 = Saturday), a public holiday, or the
 * day before a holiday (休前日, which includes every Saturday). Nothing given takes every date.
 */
export type DayKinds = { weekdays?: readonly number[]; holidays?: boolean; day_before_holiday?: boolean };

/** The weekday of a date, 0 = Sunday … 6 = Saturday. @example weekdayOf('2026-11-24') // 2 */
export function weekdayOf(date: string): number {
  // 1970-01-01 was a Thursday (4).
  return (((epochDayOrThrow(date) + 4) % 7) + 7) % 7;
}

/** Whether `date` is one of the kinds asked for (every date when none is asked for). */
export function matchesDayKinds(date: string, kinds: DayKinds): boolean {
  const any =
    (kinds.weekdays?.length ?? 0) > 0 || kinds.holidays === true || kinds.day_before_holiday === true;
  if (!any) return true;
  return (
    (kinds.weekdays?.includes(weekdayOf(date)) ?? false) ||
    (kinds.holidays === true && isJapaneseHoliday(date)) ||
    (kinds.day_before_holiday === true && isDayBeforeHoliday(date))
  );
}
