import * as v from 'valibot';
import { daysBetween, isValidDate } from '../dates/days';
import { MAX_STAY_NIGHTS } from '../dates/limits';

// Stay dates for every schema (searches on the top page as well as booking), without the booking's
// person and text rules.

/** The earliest date any field takes: no stay, sale, booking or birthday is older. */
const FIRST_DATE = '1900-01-01';

/**
 * A date YYYY-MM-DD that exists in the calendar, from 1900: the one date field of every schema
 * (stay dates, ranges, sale periods, birthdays, transfers). `2027-02-30`, `0000-00-00` and
 * `0001-01-01` are refused with `invalid_date`.
 */
export const stayDate = v.pipe(
  v.string('select_date'),
  v.nonEmpty('select_date'),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_date'),
  v.check((s) => s >= FIRST_DATE && isValidDate(s), 'invalid_date'),
);

/**
 * Days from `from` to `to` (negative when `to` is earlier) when both are calendar dates, else
 * undefined. A check over two dates counts with this, never with daysBetween: valibot runs an
 * object's checks even when a date has its own issue, and daysBetween throws on a date that does
 * not exist (a 500 instead of the date's own message).
 * @example daysFromTo('2027-02-01', '2027-02-03') // 2; daysFromTo('2027-02-30', '2027-03-01') // undefined
 */
export function daysFromTo(from: string, to: string): number | undefined {
  return isValidDate(from) && isValidDate(to) ? daysBetween(from, to) : undefined;
}

/**
 * Whether a stay of valid, ordered dates is no longer than MAX_STAY_NIGHTS: counted on the dates,
 * so an absurd stay is refused before anything is allocated for its nights.
 */
export function withinStayCeiling(s: { checkin: string; checkout: string }): boolean {
  const nights = daysFromTo(s.checkin, s.checkout);
  return nights === undefined || nights <= MAX_STAY_NIGHTS; // invalid dates: their own issue says why
}
