import * as v from 'valibot';
import { idString } from './common';
import { stayDate } from './stay-dates';

/** The back office's waiting list (キャンセル待ち, decision 045): filters and page, as the URL carries them. */

export const WAITING_STATES = ['waiting', 'notified', 'expired'] as const;
export type WaitingState = (typeof WAITING_STATES)[number];
export const WAITINGS_PER_PAGE = 20;

/** An optional query value where an empty string means absent (a form's empty field). */
function blankable<T extends v.GenericSchema<string, unknown>>(schema: T) {
  return v.pipe(
    v.optional(v.string('invalid_type')),
    v.transform((s) => (s === undefined || s.trim() === '' ? undefined : s.trim())),
    v.optional(schema),
  );
}

const page = v.optional(
  v.pipe(
    v.string('number_only'),
    v.regex(/^\d{1,6}$/, 'number_only'),
    v.transform(Number),
    v.minValue(1, 'min_value'),
  ),
  '1',
);

const filters = {
  state: blankable(v.picklist(WAITING_STATES, 'invalid_value')),
  /** A wait matches when one of its nights falls in [from, to] (both included). */
  from: blankable(stayDate),
  to: blankable(stayDate),
  page,
};
const RANGE_KEYS = [['from'], ['to']] as const;
const rangeInOrder = (q: { from?: string | undefined; to?: string | undefined }) =>
  !q.from || !q.to || q.from <= q.to;

/** `GET /api/api/getwaitings`: one hotel's waits. */
export const waitingsQuery = v.pipe(
  v.object({ hotel_id: idString, ...filters }),
  v.forward(v.partialCheck(RANGE_KEYS, rangeInOrder, 'invalid_range'), ['to']),
);
export type WaitingsQuery = v.InferOutput<typeof waitingsQuery>;

/** `GET /api/api/getwaitingsall`: waits of every hotel in the caller's scope, or of one hotel. */
export const waitingsAllQuery = v.pipe(
  v.object({ hotel_id: blankable(idString), ...filters }),
  v.forward(v.partialCheck(RANGE_KEYS, rangeInOrder, 'invalid_range'), ['to']),
);
export type WaitingsAllQuery = v.InferOutput<typeof waitingsAllQuery>;
