import { daysBetween, isValidDate } from '../dates/days';
import { MAX_STAY_NIGHTS } from '../dates/limits';
import { addDays, nightsOf, todayInTokyo, tokyoInstant } from '../dates/stay';

export type SellablePlan = {
  /** First night on sale (YYYY-MM-DD). */
  sale_start: string;
  /** Last night on sale, inclusive; null = open-ended. */
  sale_end: string | null;
  /** How many days after today (Tokyo) a check-in may be booked. */
  book_days_ahead: number;
  /** 手仕舞い: booking closes this many days before check-in, at cutoff_time (0 = the day itself). */
  cutoff_days_before: number;
  /** HH:mm Tokyo time (24:00 = the end of that day). */
  cutoff_time: string;
  min_nights: number;
  max_nights: number;
  closed_dates: string[];
};

export type SellableError =
  | 'invalid_date'
  | 'checkout_before_checkin'
  | 'past_date'
  | 'outside_sale_period'
  | 'too_far_ahead'
  | 'past_cutoff'
  | 'too_few_nights'
  | 'too_many_nights'
  | 'closed_date';

/**
 * Whether a plan may be booked for these dates at the instant `now` (epoch seconds), every date in
 * Asia/Tokyo. Checks run in the order of the error codes and the first failure is returned.
 * @example
 * // cutoff 1 day before at 18:00: a check-in on 2026-08-01 can be booked until 2026-07-31 17:59:59 JST
 */
export function checkSellable(input: {
  plan: SellablePlan;
  checkin: string;
  checkout: string;
  now: number;
}): { ok: true } | { ok: false; code: SellableError } {
  const { plan, checkin, checkout, now } = input;
  if (!isValidDate(checkin) || !isValidDate(checkout)) return { ok: false, code: 'invalid_date' };
  // The stay's length is counted from its dates: nights are listed only once the plan allows them.
  const nightCount = daysBetween(checkin, checkout);
  if (nightCount < 1) return { ok: false, code: 'checkout_before_checkin' };
  const lastNight = addDays(checkout, -1);

  const today = todayInTokyo(now);
  if (checkin < today) return { ok: false, code: 'past_date' };
  if (checkin < plan.sale_start || (plan.sale_end !== null && lastNight > plan.sale_end)) {
    return { ok: false, code: 'outside_sale_period' };
  }
  if (daysBetween(today, checkin) > plan.book_days_ahead) return { ok: false, code: 'too_far_ahead' };
  if (now >= tokyoInstant(addDays(checkin, -plan.cutoff_days_before), plan.cutoff_time)) {
    return { ok: false, code: 'past_cutoff' };
  }
  if (nightCount < plan.min_nights) return { ok: false, code: 'too_few_nights' };
  if (nightCount > Math.min(plan.max_nights, MAX_STAY_NIGHTS)) return { ok: false, code: 'too_many_nights' };
  const closed = new Set(plan.closed_dates);
  if (nightsOf(checkin, checkout).some((night) => closed.has(night)))
    return { ok: false, code: 'closed_date' };
  return { ok: true };
}
