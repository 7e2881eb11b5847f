import * as v from 'valibot';
import { MAX_STAY_NIGHTS } from '../dates/limits';
import { CHILD_TYPE_NUMBERS, MEAL_TYPES, PAYMENT_MODES } from '../enums';
import { idString } from './common';
import { dbId, localizedLine, localizedLines } from './hotel-info';
import { stayDate } from './stay-dates';

/**
 * The back office's plan calls (issue 12, decision 041): the body of updateplan is the plan getplan
 * answers (read-modify-write); cross-field rules (no rooms, min > max nights, a sale end before its
 * start, a secret plan without its key, cancel steps) are checked by `planIssues`
 * (domain/src/plans/plan-rules.ts) so that every issue of a form comes back at once.
 */

const MAX_TITLE = 100;
const MAX_DESCRIPTION = 2000;
/** The longest date range a plan calendar call reads or writes (a year, leap day included). */
export const MAX_CALENDAR_DAYS = 366;

const whole = (min: number, max: number) =>
  v.pipe(
    v.number('invalid_type'),
    v.integer('invalid_type'),
    v.minValue(min, 'min_value'),
    v.maxValue(max, 'max_value'),
  );

/** HH:MM Japan time; 24:00 is the end of the day (a cut-off at midnight). */
const cutoffTime = v.pipe(
  v.string('invalid_time'),
  v.regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'invalid_time'),
);
const checkinTime = v.pipe(v.string('invalid_time'), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'invalid_time'));

const cancelStep = v.object({ days_before: whole(0, 365), percent: whole(0, 100) });

const planFields = {
  hotel_id: dbId,
  titles: localizedLine(MAX_TITLE, true),
  descriptions: localizedLines(MAX_DESCRIPTION),
  meal_type: v.picklist(MEAL_TYPES, 'invalid_value'),
  payment_mode: v.picklist(PAYMENT_MODES, 'invalid_value'),
  /** The rooms the plan sells, in the order guests see them. */
  room_ids: v.pipe(
    v.array(dbId, 'invalid_type'),
    v.minLength(1, 'select_room'),
    v.maxLength(100, 'max_length'),
  ),
  sale_start: stayDate,
  sale_end: v.nullable(stayDate),
  book_days_ahead: whole(0, 730),
  cutoff_days_before: whole(0, 365),
  cutoff_time: cutoffTime,
  min_nights: whole(1, MAX_STAY_NIGHTS),
  max_nights: whole(1, MAX_STAY_NIGHTS),
  checkin_times: v.pipe(
    v.array(checkinTime, 'invalid_type'),
    v.minLength(1, 'select_checkin_time'),
    v.maxLength(12, 'max_length'),
  ),
  accepted_child_types: v.pipe(
    v.array(v.picklist(CHILD_TYPE_NUMBERS, 'invalid_value'), 'invalid_type'),
    v.maxLength(6, 'max_length'),
  ),
  cancel_policy: v.pipe(v.array(cancelStep, 'invalid_type'), v.maxLength(10, 'max_length')),
  change_deadline_days: whole(0, 365),
  is_secret: v.boolean('invalid_type'),
  /** The secret plan's URL key (unique in the hotel); null or empty for a public plan. */
  secret_url: v.nullable(
    v.pipe(v.string('invalid_type'), v.trim(), v.regex(/^[A-Za-z0-9_-]{0,64}$/, 'invalid_secret_url')),
  ),
  members_only: v.boolean('invalid_type'),
  is_visible: v.boolean('invalid_type'),
};

export const createPlanBody = v.object(planFields);
export type CreatePlanBody = v.InferOutput<typeof createPlanBody>;

export const updatePlanBody = v.object({ ...planFields, plan_id: dbId });
export type UpdatePlanBody = v.InferOutput<typeof updatePlanBody>;

export const planIdQuery = v.object({ hotel_id: idString, plan_id: idString });

export const planCalendarQuery = v.object({
  hotel_id: idString,
  plan_id: idString,
  from: stayDate,
  to: stayDate,
});

/**
 * Open or close dates of a plan: of the whole plan, or only of one of its rooms when `room_id` is
 * given. The dates listed are set; the others are left as they are.
 */
export const updatePlanCalendarBody = v.object({
  hotel_id: dbId,
  plan_id: dbId,
  room_id: v.optional(dbId),
  dates: v.pipe(
    v.array(stayDate, 'invalid_type'),
    v.minLength(1, 'select_date'),
    v.maxLength(MAX_CALENDAR_DAYS, 'max_length'),
  ),
  is_open: v.boolean('invalid_type'),
});
export type UpdatePlanCalendarBody = v.InferOutput<typeof updatePlanCalendarBody>;

export const updatePlanDisplayOrdersBody = v.object({
  hotel_id: dbId,
  plan_ids: v.pipe(v.array(dbId, 'invalid_type'), v.minLength(1, 'required'), v.maxLength(500, 'max_length')),
});

export const updatePlanDisplayBody = v.object({
  hotel_id: dbId,
  plan_id: dbId,
  is_visible: v.boolean('invalid_type'),
});

export const updatePlanWarningBody = v.object({ hotel_id: dbId, plan_id: dbId });
