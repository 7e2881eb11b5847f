import { weekdayOf } from '@tomaru/domain/dates/selection';
import { addDays, isJapaneseHoliday } from '@tomaru/domain/dates/stay';
import { todayInTokyo } from '@tomaru/domain/dates/tokyo';

/** The month shown: the one asked for, else this month in Japan (YYYY-MM). */
export function monthOrToday(month: string): string {
  return month || todayInTokyo().slice(0, 7);
}

/** The month `by` months from `month`. */
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The first and last night of a month. */
export function monthRange(month: string): { from: string; to: string } {
  return { from: `${month}-01`, to: addDays(`${shiftMonth(month, 1)}-01`, -1) };
}

/** The class of a date's row: Saturdays blue, Sundays and public holidays red. */
export function dayClass(date: string): string | undefined {
  if (isJapaneseHoliday(date) || weekdayOf(date) === 0) return 'is-sun';
  return weekdayOf(date) === 6 ? 'is-sat' : undefined;
}
