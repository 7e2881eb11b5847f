import { idString } from '@tomaru/domain/schemas/common';
import * as v from 'valibot';

/** The list's filters: every plan, the ones guests see, the hidden ones, the secret ones. */
export const PLAN_FILTERS = ['all', 'visible', 'hidden', 'secret'] as const;
export type PlanFilter = (typeof PLAN_FILTERS)[number];

/**
 * The plan list's search (`plan?show=hidden`): an unknown value is "all" rather than a refused page,
 * so an old bookmark still opens.
 */
export const planListSearch = v.object({
  show: v.fallback(v.optional(v.picklist(PLAN_FILTERS), 'all'), 'all'),
});
export type PlanListSearch = v.InferOutput<typeof planListSearch>;

/** One plan's screens (`plan/edit?plan_id=101`): a missing or malformed id is the 404 page. */
export const planIdSearch = v.object({ plan_id: idString });
export type PlanIdSearch = v.InferOutput<typeof planIdSearch>;

/** This month in Japan, YYYY-MM. */
export function tokyoMonth(now = Date.now()): string {
  return new Date(now + 9 * 3_600_000).toISOString().slice(0, 7);
}

/** The plan calendar's search: the plan and the month shown (this month when absent or malformed). */
export const planCalendarSearch = v.object({
  plan_id: idString,
  month: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/))), ''),
});
export type PlanCalendarSearch = v.InferOutput<typeof planCalendarSearch>;

/** The first and last dates of a month (YYYY-MM). */
export function monthRange(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** The month `n` months after `month` (YYYY-MM). */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return d.toISOString().slice(0, 7);
}
