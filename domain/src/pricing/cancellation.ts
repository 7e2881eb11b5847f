import { daysBetween } from '../dates/days';
import { addDays, todayInTokyo } from '../dates/stay';

/** One step of a fee schedule: from `days_before` days before check-in (0 = the day itself), `percent` of the total. */
export type CancelPolicyStep = { days_before: number; percent: number };

/**
 * The cancellation fee at the instant `now`: the step with the smallest days_before that is at least
 * the days left before check-in (Tokyo dates) applies; on or after the check-in day (no-show) the
 * days left count as 0; fee = floor(total × percent / 100); no step applies → 0.
 * @example
 * // policy 20% 7 days, 50% 2 days, 80% 1 day, 100% 0 days; 5 days left → { percent: 20, fee: 2_000 } of 10_000
 */
export function cancelFee(
  policy: readonly CancelPolicyStep[],
  checkin: string,
  now: number,
  total: number,
): { percent: number; fee: number } {
  const daysLeft = Math.max(0, daysBetween(todayInTokyo(now), checkin));
  let step: CancelPolicyStep | undefined;
  for (const s of policy) {
    if (s.days_before >= daysLeft && (step === undefined || s.days_before < step.days_before)) step = s;
  }
  const percent = step?.percent ?? 0;
  return { percent, fee: Math.floor((total * percent) / 100) };
}

/**
 * Whether a guest may still change the reservation online: until 23:59:59 Tokyo time of the day
 * `change_deadline_days` days before check-in.
 * @example canChangeOnline(2, '2026-08-10', now) // true until 2026-08-08 23:59:59 JST
 */
export function canChangeOnline(change_deadline_days: number, checkin: string, now: number): boolean {
  return todayInTokyo(now) <= addDays(checkin, -change_deadline_days);
}
