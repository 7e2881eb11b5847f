import * as v from 'valibot';
import { CHILD_TYPE_NUMBERS } from '../enums';
import { idString } from './common';
import { localizedText } from './hotel-info';
import { daysFromTo, stayDate } from './stay-dates';
import { singleLineText } from './text';

/**
 * The price item of the hotel back office (decision 042): price ranks (colours), the colour calendar,
 * the price table of a plan (room × colour × adults, tax-included yen per adult per night), the
 * hotel's six child types and each plan's own child prices.
 */

/** The highest price of one cell, and of a fixed child price: ¥10,000,000 per person per night. */
export const MAX_PRICE = 10_000_000;
/** Days the colour calendar reads or writes in one call. */
const MAX_COLOR_DAYS = 366;
/** Cells of one updateprices call: 30 rooms × 10 colours × 10 adults, far above a real grid. */
const MAX_PRICE_CELLS = 3000;
const MAX_COLOR_NAME = 30;
const MAX_CHILD_TYPE_NAME = 30;
/** The oldest age a child type may name (older guests are adults). */
const MAX_CHILD_AGE = 17;
export const PRICE_MODES = ['percent', 'fixed'] as const;

const dbId = v.pipe(
  v.number('invalid_type'),
  v.integer('invalid_id'),
  v.minValue(1, 'invalid_id'),
  v.maxValue(2_147_483_647, 'invalid_id'),
);
const whole = (min: number, max: number) =>
  v.pipe(
    v.number('number_only'),
    v.integer('number_only'),
    v.minValue(min, 'min_value'),
    v.maxValue(max, 'max_value'),
  );
const yenPrice = whole(0, MAX_PRICE);
const weekday = whole(0, 6);

/** `#rrggbb`, stored lower-case. */
const hexColor = v.pipe(
  v.string('invalid_color'),
  v.trim(),
  v.regex(/^#[0-9a-fA-F]{6}$/, 'invalid_color'),
  v.toLowerCase(),
);

/** Whether a from–to range is ordered and at most MAX_COLOR_DAYS days long (invalid dates: their own issue). */
function withinColorRange(r: { from: string; to: string }) {
  const days = daysFromTo(r.from, r.to);
  return days === undefined || (days >= 0 && days < MAX_COLOR_DAYS);
}
export const planIdQuery = v.object({ hotel_id: idString, plan_id: idString }, 'required');

export const colorDatesQuery = v.pipe(
  v.object({ hotel_id: idString, from: stayDate, to: stayDate }, 'required'),
  v.forward(v.partialCheck([['from'], ['to']], withinColorRange, 'invalid_range'), ['to']),
);

const colorFields = {
  name: v.pipe(singleLineText(MAX_COLOR_NAME, 'required'), v.nonEmpty('required')),
  hex: hexColor,
  display_order: v.optional(whole(0, 9999)),
};
export const createColorBody = v.object({ hotel_id: dbId, ...colorFields }, 'required');
export const updateColorBody = v.object({ hotel_id: dbId, color_id: dbId, ...colorFields }, 'required');
export const deleteColorBody = v.object({ hotel_id: dbId, color_id: dbId }, 'required');
export type CreateColorBody = v.InferOutput<typeof createColorBody>;
export type UpdateColorBody = v.InferOutput<typeof updateColorBody>;

/**
 * `POST updatecolordates`, either form of the contract: dates one by one, or a range with the kinds of
 * day it touches (weekdays 0–6, holidays, days before a holiday; none = every date). A null colour
 * takes the dates off sale.
 */
export const updateColorDatesBody = v.pipe(
  v.object(
    {
      hotel_id: dbId,
      dates: v.optional(
        v.pipe(
          v.array(v.object({ date: stayDate, color_id: v.nullable(dbId) }, 'required'), 'invalid_type'),
          v.minLength(1, 'required'),
          v.maxLength(MAX_COLOR_DAYS, 'max_length'),
          v.check((list) => new Set(list.map((d) => d.date)).size === list.length, 'duplicate_value'),
        ),
      ),
      color_id: v.optional(v.nullable(dbId)),
      from: v.optional(stayDate),
      to: v.optional(stayDate),
      weekdays: v.optional(v.pipe(v.array(weekday, 'invalid_type'), v.maxLength(7, 'max_length'))),
      holidays: v.optional(v.boolean('invalid_type')),
      day_before_holiday: v.optional(v.boolean('invalid_type')),
    },
    'required',
  ),
  v.forward(
    v.check(
      (b) =>
        b.dates !== undefined || (b.from !== undefined && b.to !== undefined && b.color_id !== undefined),
      'required',
    ),
    ['dates'],
  ),
  v.forward(
    v.check((b) => b.dates === undefined || b.from === undefined, 'invalid_value'),
    ['from'],
  ),
  v.forward(
    v.check(
      (b) => b.from === undefined || b.to === undefined || withinColorRange({ from: b.from, to: b.to }),
      'invalid_range',
    ),
    ['to'],
  ),
);
export type UpdateColorDatesBody = v.InferOutput<typeof updateColorDatesBody>;

/** `POST undocolordates`: puts back the colours one updatecolordates call changed (its `change_id`). */
export const undoColorDatesBody = v.object({ hotel_id: dbId, change_id: dbId }, 'required');
export type UndoColorDatesBody = v.InferOutput<typeof undoColorDatesBody>;

const priceCell = v.object(
  { room_id: dbId, color_id: dbId, adults: whole(1, 99), price: yenPrice },
  'required',
);
export type PriceCell = v.InferOutput<typeof priceCell>;

/** `POST updateprices`: the cells given are replaced (one call for the whole grid). */
export const updatePricesBody = v.object(
  {
    hotel_id: dbId,
    plan_id: dbId,
    prices: v.pipe(
      v.array(priceCell, 'invalid_type'),
      v.minLength(1, 'required'),
      v.maxLength(MAX_PRICE_CELLS, 'max_length'),
      v.check(
        (cells) => new Set(cells.map((c) => `${c.room_id}:${c.color_id}:${c.adults}`)).size === cells.length,
        'duplicate_value',
      ),
    ),
  },
  'required',
);
export type UpdatePricesBody = v.InferOutput<typeof updatePricesBody>;

const childType = v.picklist(CHILD_TYPE_NUMBERS, 'invalid_value');
const priceMode = v.picklist(PRICE_MODES, 'invalid_value');

/** A price of a child: a percentage (0–100) of the adult price per night, or fixed yen. */
const childPriceFields = { child_type: childType, price_mode: priceMode, price_value: yenPrice };
/** A percentage is at most 100. */
const percentAtMost100 = (c: { price_mode: 'percent' | 'fixed'; price_value: number }) =>
  c.price_mode !== 'percent' || c.price_value <= 100;

const eachTypeOnce = (list: readonly { child_type: number }[]) =>
  new Set(list.map((c) => c.child_type)).size === list.length;

export const updateChildTypeBody = v.object(
  {
    hotel_id: dbId,
    child_types: v.pipe(
      v.array(
        v.pipe(
          v.object(
            {
              ...childPriceFields,
              names: localizedText(v.pipe(singleLineText(MAX_CHILD_TYPE_NAME, 'required')), true),
              age_from: whole(0, MAX_CHILD_AGE),
              age_to: whole(0, MAX_CHILD_AGE),
              uses_bed: v.boolean('invalid_type'),
              with_meal: v.boolean('invalid_type'),
            },
            'required',
          ),
          v.forward(v.partialCheck([['price_mode'], ['price_value']], percentAtMost100, 'max_value'), [
            'price_value',
          ]),
          v.forward(
            v.partialCheck([['age_from'], ['age_to']], (c) => c.age_from <= c.age_to, 'invalid_range'),
            ['age_to'],
          ),
        ),
        'invalid_type',
      ),
      v.length(CHILD_TYPE_NUMBERS.length, 'required'),
      v.check((list) => eachTypeOnce(list), 'duplicate_value'),
    ),
  },
  'required',
);
export type UpdateChildTypeBody = v.InferOutput<typeof updateChildTypeBody>;

/** `POST updatechildprices`: the plan's own prices; a type left out uses the hotel's price again. */
export const updateChildPricesBody = v.object(
  {
    hotel_id: dbId,
    plan_id: dbId,
    child_prices: v.pipe(
      v.array(
        v.pipe(
          v.object(childPriceFields, 'required'),
          v.forward(v.partialCheck([['price_mode'], ['price_value']], percentAtMost100, 'max_value'), [
            'price_value',
          ]),
        ),
        'invalid_type',
      ),
      v.maxLength(CHILD_TYPE_NUMBERS.length, 'max_length'),
      v.check((list) => eachTypeOnce(list), 'duplicate_value'),
    ),
  },
  'required',
);
export type UpdateChildPricesBody = v.InferOutput<typeof updateChildPricesBody>;
