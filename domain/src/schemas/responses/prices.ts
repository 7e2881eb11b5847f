import * as v from 'valibot';
import { PRICE_MODES } from '../prices';
import { count, date, id, yen } from './common';

/** The answers of the price item (decision 042). */

const localized = v.object({
  ja: v.string(),
  en: v.optional(v.string()),
  ko: v.optional(v.string()),
  'zh-CN': v.optional(v.string()),
  'zh-TW': v.optional(v.string()),
});

const color = v.object({
  color_id: id,
  name: v.string(),
  hex: v.string(),
  display_order: count,
  /** Dates and price cells that use it (deletecolor is refused while either is above zero). */
  used_by_dates: count,
  used_by_prices: count,
});

export const colorsReply = v.object({ colors: v.array(color) });
export const colorCreatedReply = v.object({ color_id: id, color });
export const colorReply = v.object({ color });
export const colorDeletedReply = v.object({ deleted: id });

export const colorDatesReply = v.object({
  dates: v.array(v.object({ date, color_id: id })),
});
export const updatedReply = v.object({ updated: count });
/**
 * `updatecolordates`: the dates whose colour changed, and the change's id for `undocolordates`
 * (null when nothing changed).
 */
export const colorDatesUpdatedReply = v.object({ updated: count, change_id: v.nullable(id) });

export const pricesReply = v.object({
  prices: v.array(v.object({ room_id: id, color_id: id, adults: count, price: yen })),
  /** The plan's rooms with their capacity, and the hotel's colours: the grid's rows and columns. */
  rooms: v.array(v.object({ room_id: id, names: localized, min_guests: count, max_guests: count })),
  colors: v.array(v.object({ color_id: id, name: v.string(), hex: v.string(), display_order: count })),
});

const childPrice = {
  child_type: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(6)),
  price_mode: v.picklist(PRICE_MODES),
  price_value: count,
};

export const childTypesReply = v.object({
  /** Always six, in order; a type the hotel never set answers its defaults. */
  child_types: v.array(
    v.object({
      ...childPrice,
      names: localized,
      age_from: count,
      age_to: count,
      uses_bed: v.boolean(),
      with_meal: v.boolean(),
    }),
  ),
  languages: v.array(v.string()),
});

export const childPricesReply = v.object({
  /** The plan's own prices (a type without one uses the hotel's). */
  child_prices: v.array(v.object(childPrice)),
  accepted_child_types: v.array(v.number()),
});
