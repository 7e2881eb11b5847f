import * as v from 'valibot';
import { daysBetween, isValidDate } from '../dates/days';
import { MAX_STAY_NIGHTS } from '../dates/limits';

// Stay dates for every schema (searches on the top page as well as booking), without the booking's
// person and text rules.

/** A stay date: YYYY-MM-DD that exists in the calendar. */
export const stayDate = v.pipe(
  v.string('select_date'),
  v.nonEmpty('select_date'),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_date'),
  v.check((s) => {
    const [y, m, d] = s.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, 'invalid_date'),
);

/**
 * Whether a stay of valid, ordered dates is no longer than MAX_STAY_NIGHTS: counted on the dates,
 * so an absurd stay is refused before anything is allocated for its nights.
 */
export function withinStayCeiling(s: { checkin: string; checkout: string }): boolean {
  if (!isValidDate(s.checkin) || !isValidDate(s.checkout)) return true; // their own issue says why
  return s.checkout <= s.checkin || daysBetween(s.checkin, s.checkout) <= MAX_STAY_NIGHTS;
}
