import { addDays, daysBetween, isDayBeforeHoliday, isJapaneseHoliday } from './stay';

/**
 * Which nights of a range a bulk edit touches: those on one of `weekdays` (0 = Sunday … 6 =
 * Saturday), the public holidays (`holidays`) and the 休前日 (`holiday_eves`: a Saturday or the eve
 * of a public holiday). A night matching any of them is chosen; with none of the three given, every
 * night of the range is (decision 040).
 */
export type DaySelection = { weekdays?: readonly number[]; holidays?: boolean; holiday_eves?: boolean };

/** The weekday of a date, 0 = Sunday. */
export function weekdayOf(date: string): number {
  // 1970-01-01 was a Thursday (4).
  return (((daysBetween('1970-01-01', date) + 4) % 7) + 7) % 7;
}

/**
 * The dates from `from` to `to` (both included) that `selection` chooses.
 * @example selectDates('2027-01-01', '2027-01-04', { weekdays: [6] }) // ['2027-01-02']
 */
export function selectDates(from: string, to: string, selection: DaySelection): string[] {
  const filtered =
    selection.weekdays !== undefined || selection.holidays === true || selection.holiday_eves === true;
  const out: string[] = [];
  const days = daysBetween(from, to);
  for (let i = 0; i <= days; i++) {
    const date = addDays(from, i);
    if (
      !filtered ||
      selection.weekdays?.includes(weekdayOf(date)) ||
      (selection.holidays === true && isJapaneseHoliday(date)) ||
      (selection.holiday_eves === true && isDayBeforeHoliday(date))
    )
      out.push(date);
  }
  return out;
}
