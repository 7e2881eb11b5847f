import * as v from 'valibot';
import { MAX_RANGE_DAYS } from '../dates/limits';
import { daysFromTo, stayDate } from './stay-dates';

/**
 * 一斉予約開始設定 (planSeasonCellingCalendar): seasons of stay dates and the Japan date-time from
 * which guests may book them (decision 045). Only for hotels of an is_kkr chain.
 */

const positiveId = v.pipe(
  v.number('invalid_type'),
  v.integer('invalid_id'),
  v.minValue(1, 'invalid_id'),
  v.maxValue(2_147_483_647, 'invalid_id'),
);

/** A Japan wall-clock date and time, `YYYY-MM-DDTHH:mm` (what `<input type="datetime-local">` gives). */
const tokyoLocalDateTime = v.pipe(
  v.string('required'),
  v.nonEmpty('required'),
  v.regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, 'invalid_date'),
  v.check((s) => v.is(stayDate, s.slice(0, 10)), 'invalid_date'),
);

const seasonFields = {
  hotel_id: positiveId,
  /** First stay date of the season. */
  stay_from: stayDate,
  /** Last stay date of the season, included. */
  stay_to: stayDate,
  /** From when (Japan time) guests may book a night of the season. */
  opens_at: tokyoLocalDateTime,
};

type SeasonDates = { stay_from: string; stay_to: string };
const inOrder = (s: SeasonDates) => s.stay_from <= s.stay_to;
/** A season spans at most a year of stay dates. */
const notTooLong = (s: SeasonDates) => (daysFromTo(s.stay_from, s.stay_to) ?? 0) < MAX_RANGE_DAYS;
const DATE_KEYS = [['stay_from'], ['stay_to']] as const;

export const createSeasonCeilingBody = v.pipe(
  v.object(seasonFields),
  v.forward(v.partialCheck(DATE_KEYS, inOrder, 'invalid_range'), ['stay_to']),
  v.forward(v.partialCheck(DATE_KEYS, notTooLong, 'max_value'), ['stay_to']),
);
export type CreateSeasonCeilingBody = v.InferOutput<typeof createSeasonCeilingBody>;

/** The object getseasonceilings answers for one season, with its id (read-modify-write). */
export const updateSeasonCeilingBody = v.pipe(
  v.object({ ...seasonFields, season_ceiling_id: positiveId }),
  v.forward(v.partialCheck(DATE_KEYS, inOrder, 'invalid_range'), ['stay_to']),
  v.forward(v.partialCheck(DATE_KEYS, notTooLong, 'max_value'), ['stay_to']),
);
export type UpdateSeasonCeilingBody = v.InferOutput<typeof updateSeasonCeilingBody>;

export const deleteSeasonCeilingBody = v.object({ hotel_id: positiveId, season_ceiling_id: positiveId });
export type DeleteSeasonCeilingBody = v.InferOutput<typeof deleteSeasonCeilingBody>;
