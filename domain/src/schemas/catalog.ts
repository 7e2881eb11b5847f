import * as v from 'valibot';
import { MAX_RANGE_DAYS } from '../dates/limits';
import { PREFECTURE_CODES } from '../lists/prefectures';
import { email, idString, langParam, secretUrl } from './common';
import { daysFromTo, stayDate, withinStayCeiling } from './stay-dates';

const smallCountString = (max: number) =>
  v.pipe(
    v.string('number_only'),
    v.regex(/^\d{1,3}$/, 'number_only'),
    v.transform(Number),
    v.minValue(1, 'enter_people'),
    v.maxValue(max, 'max_value'),
  );

const lang = v.optional(langParam);

/** Dates and party of a search: both dates or neither. */
const stayQuery = {
  checkin: v.optional(stayDate),
  checkout: v.optional(stayDate),
  room_count: v.optional(smallCountString(10)),
  adults: v.optional(smallCountString(40)),
};

const bothDatesOrNone = <T extends { checkin?: string | undefined; checkout?: string | undefined }>() =>
  v.check<T, 'checkin_checkout_required'>(
    (q) =>
      (q.checkin === undefined) === (q.checkout === undefined) &&
      (!q.checkin || !q.checkout || q.checkout > q.checkin),
    'checkin_checkout_required',
  );

/** A search's stay, when given, is at most MAX_STAY_NIGHTS long. */
const nightsWithinCeiling = <T extends { checkin?: string | undefined; checkout?: string | undefined }>() =>
  v.check<T, 'too_many_nights'>(
    (q) => !q.checkin || !q.checkout || withinStayCeiling({ checkin: q.checkin, checkout: q.checkout }),
    'too_many_nights',
  );

export const hotelsQuery = v.object({
  prefecture: v.optional(v.picklist(PREFECTURE_CODES, 'invalid_prefecture')),
  lang,
});
export const hotelLangQuery = v.object({ hotel_id: idString, lang });
export const planQuery = v.object({ plan_id: idString, lang });
/** A plan named by id in a public call: a secret plan needs its URL key. */
export const planKeyQuery = v.object({ plan_id: idString, secret_url: v.optional(secretUrl), lang });
export const roomQuery = v.object({ room_id: idString, lang });
export const secretPlanQuery = v.object({
  hotel_id: idString,
  url: secretUrl,
  lang,
});
export const plansQuery = v.pipe(
  v.object({ hotel_id: idString, lang, ...stayQuery }),
  bothDatesOrNone(),
  nightsWithinCeiling(),
);
export const searchPlansQuery = v.pipe(
  v.object({
    prefecture: v.optional(v.picklist(PREFECTURE_CODES, 'invalid_prefecture')),
    lang,
    ...stayQuery,
  }),
  bothDatesOrNone(),
  nightsWithinCeiling(),
);
export const planExtrasQuery = v.object({
  hotel_id: idString,
  plan_id: idString,
  secret_url: v.optional(secretUrl),
  checkin: v.optional(stayDate),
  lang,
});
export const minPricesQuery = v.object({
  hotel_ids: v.pipe(
    v.string('invalid_id'),
    v.regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9}){0,99}$/, 'invalid_id'),
    v.transform((s) => [...new Set(s.split(',').map(Number))]),
  ),
});

const range = {
  from: stayDate,
  to: stayDate,
};
/** `from` to `to`, both included, is at most `maxDays` days. */
const rangeWithin = <T extends { from: string; to: string }>(maxDays: number) =>
  v.check<T, 'invalid_date'>((q) => {
    // The check runs even when a date has its own issue: count only valid dates.
    const days = (daysFromTo(q.from, q.to) ?? Number.NaN) + 1;
    return days >= 1 && days <= maxDays;
  }, 'invalid_date');

export const roomStocksQuery = v.pipe(
  v.object({ hotel_id: idString, room_id: idString, ...range }),
  rangeWithin(MAX_RANGE_DAYS),
);
export const roomStocksByUrlQuery = v.pipe(
  v.object({
    url_name: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,64}$/, 'invalid_value')),
    room_id: idString,
    ...range,
  }),
  rangeWithin(MAX_RANGE_DAYS),
);

const bodyId = v.pipe(
  v.number('invalid_type'),
  v.integer('invalid_id'),
  v.minValue(1, 'invalid_id'),
  v.maxValue(2_147_483_647, 'invalid_id'),
);
const bodyCount = (max: number) =>
  v.pipe(
    v.number('number_only'),
    v.integer('number_only'),
    v.minValue(1, 'enter_people'),
    v.maxValue(max, 'max_value'),
  );

// The last date a stay date may name: a window of `days` from `from` (and the next window's start)
// must stay inside it, or the dates after it cannot be written YYYY-MM-DD.
const LAST_DATE = '9999-12-31';
const withinCalendar = <T extends { from: string; days: number }>() =>
  v.check<T, 'invalid_date'>((b) => (daysFromTo(b.from, LAST_DATE) ?? -1) >= b.days, 'invalid_date');

export const calendarBody = v.pipe(
  v.object({
    hotel_id: bodyId,
    plan_id: bodyId,
    secret_url: v.optional(secretUrl),
    room_id: bodyId,
    from: stayDate,
    days: v.optional(
      v.pipe(v.number(), v.integer(), v.minValue(1, 'invalid_value'), v.maxValue(62, 'max_value')),
      60,
    ),
    adults: v.optional(bodyCount(20), 2),
    room_count: v.optional(bodyCount(10), 1),
    lang,
  }),
  withinCalendar(),
);

export const pricesBody = v.pipe(
  v.object({
    plan_id: bodyId,
    secret_url: v.optional(secretUrl),
    room_id: bodyId,
    checkin: stayDate,
    checkout: stayDate,
    adults: v.optional(bodyCount(20), 2),
  }),
  v.check((b) => b.checkout > b.checkin, 'checkout_before_checkin'),
  v.check((b) => withinStayCeiling(b), 'too_many_nights'),
);

export const priceStocksBody = v.pipe(
  v.object({
    hotel_id: bodyId,
    from: stayDate,
    days: v.optional(
      v.pipe(v.number(), v.integer(), v.minValue(1, 'invalid_value'), v.maxValue(14, 'max_value')),
      7,
    ),
    adults: v.optional(bodyCount(20), 2),
    lang,
  }),
  withinCalendar(),
);

export const roomAvailsBody = v.pipe(
  v.object({
    hotel_id: bodyId,
    checkin: stayDate,
    checkout: stayDate,
    room_count: v.optional(bodyCount(10), 1),
    lang,
  }),
  v.check((b) => b.checkout > b.checkin, 'checkout_before_checkin'),
  v.check((b) => withinStayCeiling(b), 'too_many_nights'),
);

export const checkEmailQuery = v.object({ email });
