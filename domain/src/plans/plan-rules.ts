import { addDays } from '../dates/stay';
import type { ErrorIssue } from '../errors';

/** What planIssues looks at: the fields of a plan that must agree with each other. */
export type PlanShape = {
  room_ids: number[];
  sale_start: string;
  sale_end: string | null;
  min_nights: number;
  max_nights: number;
  checkin_times: string[];
  cancel_policy: { days_before: number; percent: number }[];
  is_secret: boolean;
  secret_url: string | null;
};

const issue = (path: string, code: string, message: string): ErrorIssue => ({ path, code, message });

/**
 * The ways a plan can contradict itself, each as a field issue (decision 041): no room, a room
 * twice, min nights above max, a sale end before its start, a secret plan without its URL key, the
 * same check-in time twice, and a cancellation schedule whose percent does not rise as check-in
 * nears (steps ordered by days_before, each day once). Empty when the plan is consistent; rules
 * needing the database (rooms of the hotel, a key used by another plan) are the service's.
 */
export function planIssues(plan: PlanShape): ErrorIssue[] {
  const issues: ErrorIssue[] = [];
  if (plan.room_ids.length === 0) issues.push(issue('room_ids', 'select_room', 'Select at least one room.'));
  plan.room_ids.forEach((id, i) => {
    if (plan.room_ids.indexOf(id) !== i)
      issues.push(issue(`room_ids.${i}`, 'invalid_value', 'The room is listed twice.'));
  });
  if (plan.min_nights > plan.max_nights)
    issues.push(issue('max_nights', 'min_nights_above_max', 'The minimum nights exceed the maximum.'));
  if (plan.sale_end !== null && plan.sale_end < plan.sale_start)
    issues.push(issue('sale_end', 'invalid_range', 'The sale ends before it starts.'));
  if (plan.is_secret && !plan.secret_url)
    issues.push(issue('secret_url', 'required', 'A secret plan needs its URL key.'));
  plan.checkin_times.forEach((time, i) => {
    if (plan.checkin_times.indexOf(time) !== i)
      issues.push(issue(`checkin_times.${i}`, 'invalid_value', 'The time is listed twice.'));
  });
  const steps = plan.cancel_policy;
  steps.forEach((step, i) => {
    const before = steps[i - 1];
    if (before && (step.days_before >= before.days_before || step.percent <= before.percent))
      issues.push(
        issue(
          `cancel_policy.${i}`,
          'cancel_steps_not_increasing',
          'Each step must be closer to check-in than the one before, with a higher percent.',
        ),
      );
  });
  return issues;
}

/** What a plan's warnings are about (decision 041). */
export const PLAN_WARNINGS = ['sale_ended', 'no_color', 'no_price', 'no_stock'] as const;
export type PlanWarningCode = (typeof PLAN_WARNINGS)[number];
export type PlanWarning = {
  code: PlanWarningCode;
  /** The room concerned (no_price, no_stock), or null for the whole plan. */
  room_id: number | null;
  /** How many dates have the problem, and the first of them. */
  count: number;
  first_date: string | null;
};

/** How far ahead the warnings look, from today (Tokyo). */
export const WARNING_DAYS = 180;

/** The reads planWarnings works from, for the dates [today, today + WARNING_DAYS - 1]. */
export type WarningFacts = {
  today: string;
  colorOf: Map<string, number>;
  /** `${room_id}:${color_id}` pairs the plan has a price for. */
  priced: Set<string>;
  /** `${room_id}:${date}` with stock above 0. */
  stocked: Set<string>;
  /** The plan's closed dates, and `${room_id}:${date}` for its rooms' closed dates. */
  closed: Set<string>;
  roomClosed: Set<string>;
};

/**
 * A plan's warnings over the next WARNING_DAYS days: its sale ended; dates on sale without a colour
 * (the hotel sells nothing then); for each room, on-sale dates whose colour has no price, and
 * on-sale dates with no stock. A date is on sale when it is within the sale period and not closed.
 */
export function planWarnings(
  plan: { sale_start: string; sale_end: string | null; room_ids: number[] },
  facts: WarningFacts,
): PlanWarning[] {
  const { today } = facts;
  if (plan.sale_end !== null && plan.sale_end < today)
    return [{ code: 'sale_ended', room_id: null, count: 0, first_date: plan.sale_end }];
  const warnings: PlanWarning[] = [];
  const add = (code: PlanWarningCode, room_id: number | null, date: string) => {
    const found = warnings.find((w) => w.code === code && w.room_id === room_id);
    if (found) found.count += 1;
    else warnings.push({ code, room_id, count: 1, first_date: date });
  };
  for (let i = 0; i < WARNING_DAYS; i++) {
    const date = addDays(today, i);
    if (date < plan.sale_start || (plan.sale_end !== null && date > plan.sale_end)) continue;
    if (facts.closed.has(date)) continue;
    const color = facts.colorOf.get(date);
    if (color === undefined) {
      add('no_color', null, date);
      continue;
    }
    for (const room of plan.room_ids) {
      if (facts.roomClosed.has(`${room}:${date}`)) continue;
      if (!facts.priced.has(`${room}:${color}`)) add('no_price', room, date);
      if (!facts.stocked.has(`${room}:${date}`)) add('no_stock', room, date);
    }
  }
  return warnings;
}
