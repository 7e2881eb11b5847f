import * as v from 'valibot';
import { MEAL_TYPES, PAYMENT_MODES } from '../../enums';
import { PLAN_WARNINGS } from '../../plans/plan-rules';
import { localizedOut } from '../hotel-info';
import { count, date, id } from './common';

/** The answers of the back office's plan calls (decision 041). */

const planWarning = v.object({
  code: v.picklist(PLAN_WARNINGS),
  room_id: v.nullable(id),
  count,
  first_date: v.nullable(date),
});

/** A plan as the back office reads and writes it (the body of updateplan, with its id). */
const staffPlan = v.object({
  plan_id: id,
  hotel_id: id,
  titles: localizedOut,
  descriptions: localizedOut,
  meal_type: v.picklist(MEAL_TYPES),
  payment_mode: v.picklist(PAYMENT_MODES),
  room_ids: v.array(id),
  sale_start: date,
  sale_end: v.nullable(date),
  book_days_ahead: count,
  cutoff_days_before: count,
  cutoff_time: v.string(),
  min_nights: count,
  max_nights: count,
  checkin_times: v.array(v.string()),
  accepted_child_types: v.array(id),
  cancel_policy: v.array(v.object({ days_before: count, percent: count })),
  change_deadline_days: count,
  is_secret: v.boolean(),
  secret_url: v.nullable(v.string()),
  members_only: v.boolean(),
  display_order: v.number(),
  is_visible: v.boolean(),
  /** What the plan lacks to be sold over the next 180 days (computed when read). */
  warnings: v.array(planWarning),
});
export type StaffPlan = v.InferOutput<typeof staffPlan>;

export const staffPlansReply = v.object({ plans: v.array(staffPlan) });
export const staffPlanReply = v.object({ plan: staffPlan });
export const createdPlanReply = v.object({ plan_id: id });
export const planWarningsReply = v.object({ plan_id: id, warnings: v.array(planWarning) });

export const planRoomsReply = v.object({
  rooms: v.array(v.object({ room_id: id, names: localizedOut, is_visible: v.boolean() })),
});

export const planCalendarReply = v.object({
  from: date,
  to: date,
  days: v.array(
    v.object({
      date,
      /** Whether the plan itself sells the night. */
      is_open: v.boolean(),
      /** The plan's rooms not sold that night (the plan's other rooms still are). */
      closed_room_ids: v.array(id),
    }),
  ),
});

export const planDatesUpdatedReply = v.object({ updated: count });
