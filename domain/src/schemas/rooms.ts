import * as v from 'valibot';
import { MAX_RANGE_DAYS } from '../dates/limits';
import { BED_TYPES, ROOM_AMENITIES, SMOKING } from '../lists/room-features';
import { idString } from './common';
import { dbId, localizedLine, localizedLines, localizedOut } from './hotel-info';
import { daysFromTo, stayDate } from './stay-dates';

/**
 * The hotel's rooms and their stock in the back office (issue 12, decision 040). The body of
 * updateroom is the object getroom answers (read-modify-write): fields the clerk does not change
 * here (images, display order) are dropped by `v.object`.
 */

const MAX_ROOM_NAME = 100;
const MAX_ROOM_DESCRIPTION = 1000;
/** More rooms than any hotel has: bounds the sort body and the multi-room stock form. */
const MAX_ROOMS_PER_HOTEL = 100;
/** The most rooms of one type a hotel can sell on a night. */
const MAX_STOCK = 9999;

const int = (min: number, max: number) =>
  v.pipe(
    v.number('invalid_type'),
    v.integer('number_only'),
    v.minValue(min, 'min_value'),
    v.maxValue(max, 'max_value'),
  );

/** A list of codes from a fixed list, each at most once. */
const codes = <T extends readonly [string, ...string[]]>(list: T) =>
  v.pipe(
    v.array(v.picklist(list, 'invalid_choice'), 'invalid_type'),
    v.check((a) => new Set(a).size === a.length, 'invalid_value'),
  );

const roomFields = {
  names: localizedLine(MAX_ROOM_NAME, true),
  descriptions: localizedLines(MAX_ROOM_DESCRIPTION),
  min_guests: int(1, 99),
  max_guests: int(1, 99),
  beds: int(0, 99),
  /** Floor area in m²; null when not given. */
  size_m2: v.nullable(int(1, 9999)),
  smoking: v.picklist(SMOKING, 'invalid_choice'),
  bed_types: codes(BED_TYPES),
  amenities: codes(ROOM_AMENITIES),
  is_visible: v.boolean('invalid_type'),
};

export const createRoomBody = v.pipe(
  v.object({ hotel_id: dbId, ...roomFields }),
  v.forward(
    v.check((r) => r.min_guests <= r.max_guests, 'min_over_max'),
    ['max_guests'],
  ),
);
export type CreateRoomBody = v.InferOutput<typeof createRoomBody>;

export const updateRoomBody = v.pipe(
  v.object({ hotel_id: dbId, room_id: dbId, ...roomFields }),
  v.forward(
    v.check((r) => r.min_guests <= r.max_guests, 'min_over_max'),
    ['max_guests'],
  ),
);
export type UpdateRoomBody = v.InferOutput<typeof updateRoomBody>;

export const roomQuery = v.object({ hotel_id: idString, room_id: idString });

/** Every room of the hotel, once each, in the order guests see them. */
export const updateRoomDisplayOrdersBody = v.object({
  hotel_id: dbId,
  room_ids: v.pipe(
    v.array(dbId, 'invalid_type'),
    v.minLength(1, 'required'),
    v.maxLength(MAX_ROOMS_PER_HOTEL, 'max_length'),
    v.check((ids) => new Set(ids).size === ids.length, 'invalid_value'),
  ),
});

/** `from` to `to`, both included, is 1 to 366 nights. */
function rangeOk<T extends { from?: string; to?: string }>(q: T) {
  if (q.from === undefined || q.to === undefined) return true;
  const days = daysFromTo(q.from, q.to);
  if (days === undefined) return true; // their own issue says why
  return days + 1 >= 1 && days + 1 <= MAX_RANGE_DAYS;
}

const range = { from: stayDate, to: stayDate };

export const roomStocksQuery = v.pipe(
  v.object({ hotel_id: idString, room_id: idString, ...range }),
  v.check(rangeOk, 'invalid_date'),
);
export const roomStocksAllQuery = v.pipe(
  v.object({ hotel_id: idString, ...range }),
  v.check(rangeOk, 'invalid_date'),
);

const stockCount = int(0, MAX_STOCK);
const uniqueDates = <T extends { date: string }>(nights: T[]) =>
  new Set(nights.map((n) => n.date)).size === nights.length;

/** Nights and their stock, each date once. */
const nightStocks = v.pipe(
  v.array(v.object({ date: stayDate, stock: stockCount }), 'invalid_type'),
  v.minLength(1, 'required'),
  v.maxLength(MAX_RANGE_DAYS, 'max_length'),
  v.check(uniqueDates, 'invalid_value'),
);

/**
 * One room of the multi-room form: its nights as `stocks: [{ date, stock }]`, or compactly as
 * `from` and `nights`, the stock of each night from `from` on (null leaves that night as it is). A
 * grid of 365 nights × 10 rooms fits the 64 kB body limit only in the compact form (decision 040).
 */
const roomStocks = v.pipe(
  v.object({
    room_id: dbId,
    stocks: v.optional(nightStocks),
    from: v.optional(stayDate),
    nights: v.optional(
      v.pipe(
        v.array(v.nullable(stockCount), 'invalid_type'),
        v.minLength(1, 'required'),
        v.maxLength(MAX_RANGE_DAYS, 'max_length'),
      ),
    ),
  }),
  v.check(
    (r) => (r.stocks !== undefined) !== (r.from !== undefined && r.nights !== undefined),
    'invalid_value',
  ),
);

const weekdays = v.pipe(
  v.array(
    v.pipe(
      v.number('invalid_type'),
      v.integer('invalid_value'),
      v.minValue(0, 'invalid_value'),
      v.maxValue(6, 'invalid_value'),
    ),
    'invalid_type',
  ),
  v.maxLength(7, 'max_length'),
);

/**
 * The body of updateroomstocks, in one of three forms (api-contract.md, "Inventory"):
 * - `{ hotel_id, room_id, stocks: [{ date, stock }] }`: the nights given;
 * - `{ hotel_id, room_id, from, to, weekdays?, holidays?, holiday_eves?, stock }`: every night of
 *   the range that is one of `weekdays` (0 = Sunday), a public holiday (`holidays`) or the day before
 *   one (`holiday_eves`); every night of the range when none of the three is given;
 * - `{ hotel_id, rooms: [{ room_id, stocks } | { room_id, from, nights }] }`: many rooms at once.
 */
export const updateRoomStocksBody = v.pipe(
  v.object({
    hotel_id: dbId,
    room_id: v.optional(dbId),
    stocks: v.optional(nightStocks),
    from: v.optional(stayDate),
    to: v.optional(stayDate),
    weekdays: v.optional(weekdays),
    holidays: v.optional(v.boolean('invalid_type')),
    holiday_eves: v.optional(v.boolean('invalid_type')),
    stock: v.optional(stockCount),
    rooms: v.optional(
      v.pipe(
        v.array(roomStocks, 'invalid_type'),
        v.minLength(1, 'required'),
        v.maxLength(MAX_ROOMS_PER_HOTEL, 'max_length'),
        v.check((rooms) => new Set(rooms.map((r) => r.room_id)).size === rooms.length, 'invalid_value'),
      ),
    ),
  }),
  v.check(rangeOk, 'invalid_date'),
  v.check((b) => {
    const range = b.from !== undefined || b.to !== undefined || b.stock !== undefined;
    const rangeComplete = b.from !== undefined && b.to !== undefined && b.stock !== undefined;
    if (b.rooms !== undefined) return b.room_id === undefined && b.stocks === undefined && !range;
    if (b.room_id === undefined) return false;
    return b.stocks !== undefined ? !range : rangeComplete;
  }, 'invalid_value'),
);
export type UpdateRoomStocksBody = v.InferOutput<typeof updateRoomStocksBody>;

// Answers (for the OpenAPI document and the typed client).

const staffRoom = v.object({
  room_id: v.number(),
  hotel_id: v.number(),
  names: localizedOut,
  descriptions: localizedOut,
  images: v.array(v.string()),
  min_guests: v.number(),
  max_guests: v.number(),
  beds: v.number(),
  size_m2: v.nullable(v.number()),
  smoking: v.picklist(SMOKING),
  bed_types: v.array(v.picklist(BED_TYPES)),
  amenities: v.array(v.picklist(ROOM_AMENITIES)),
  display_order: v.number(),
  is_visible: v.boolean(),
});
export type StaffRoom = v.InferOutput<typeof staffRoom>;

export const staffRoomsResponse = v.object({ rooms: v.array(staffRoom) });
export const staffRoomResponse = v.object({ room: staffRoom });
export const createdRoomResponse = v.object({ room_id: v.number() });
export const roomIdsResponse = v.object({ room_ids: v.array(v.number()) });

const stockNight = v.object({ date: v.string(), stock: v.number(), sold: v.number(), remaining: v.number() });
export type StockNight = v.InferOutput<typeof stockNight>;
export const staffRoomStocksResponse = v.object({ stocks: v.array(stockNight) });
export const staffRoomStocksAllResponse = v.object({
  rooms: v.array(v.object({ room_id: v.number(), stocks: v.array(stockNight) })),
});
export const updatedStocksResponse = v.object({ updated: v.number() });
