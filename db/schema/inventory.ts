import type { BedType, RoomAmenity } from '@tomaru/domain/lists/room-features';
import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { LocalizedText } from './localized';
import { hotels } from './orgs';

/** A room type (部屋タイプ). Capacity counts adults and children who use a bed. */
export const rooms = sqliteTable(
  'rooms',
  {
    room_id: integer('room_id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hotels.hotel_id, { onDelete: 'cascade' }),
    names: text('names', { mode: 'json' }).$type<LocalizedText>().notNull(),
    descriptions: text('descriptions', { mode: 'json' }).$type<LocalizedText>().notNull(),
    images: text('images', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    min_guests: integer('min_guests').notNull().default(1),
    max_guests: integer('max_guests').notNull(),
    beds: integer('beds').notNull(),
    display_order: integer('display_order').notNull().default(0),
    is_visible: integer('is_visible', { mode: 'boolean' }).notNull().default(true),
    /** Floor area in square metres; null when the hotel has not said. */
    size_m2: integer('size_m2'),
    smoking: text('smoking', { enum: ['no', 'yes'] })
      .notNull()
      .default('no'),
    bed_types: text('bed_types', { mode: 'json' }).$type<BedType[]>().notNull().default(sql`'[]'`),
    amenities: text('amenities', { mode: 'json' }).$type<RoomAmenity[]>().notNull().default(sql`'[]'`),
  },
  (t) => [index('rooms_hotel_idx').on(t.hotel_id, t.display_order)],
);

/**
 * Stock per room type per night. `sold` only moves through one conditional statement inside a
 * batch; the CHECK makes an oversell abort the whole batch.
 */
export const roomStocks = sqliteTable(
  'room_stocks',
  {
    room_id: integer('room_id')
      .notNull()
      .references(() => rooms.room_id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    stock: integer('stock').notNull(),
    sold: integer('sold').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.room_id, t.date] }),
    check('room_stocks_not_oversold', sql`${t.sold} >= 0 AND ${t.sold} <= ${t.stock}`),
  ],
);

/** Price ranks (料金ランク) as colours on the hotel's calendar. */
export const colors = sqliteTable(
  'colors',
  {
    color_id: integer('color_id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hotels.hotel_id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    hex: text('hex').notNull(),
    display_order: integer('display_order').notNull().default(0),
  },
  (t) => [index('colors_hotel_idx').on(t.hotel_id)],
);

/** The colour (price rank) of each date at a hotel. A date without a colour is not on sale. */
export const colorDates = sqliteTable(
  'color_dates',
  {
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hotels.hotel_id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    color_id: integer('color_id')
      .notNull()
      .references(() => colors.color_id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.hotel_id, t.date] })],
);

/**
 * The hotel's six child types (子供区分): name, age range, default price (a percentage of the adult
 * price or fixed yen, tax included) and whether the child uses a bed (counts toward capacity).
 */
export const childTypes = sqliteTable(
  'child_types',
  {
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hotels.hotel_id, { onDelete: 'cascade' }),
    child_type: integer('child_type').notNull(),
    names: text('names', { mode: 'json' }).$type<LocalizedText>().notNull(),
    age_from: integer('age_from').notNull(),
    age_to: integer('age_to').notNull(),
    price_mode: text('price_mode', { enum: ['percent', 'fixed'] }).notNull(),
    price_value: integer('price_value').notNull(),
    uses_bed: integer('uses_bed', { mode: 'boolean' }).notNull(),
    with_meal: integer('with_meal', { mode: 'boolean' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.hotel_id, t.child_type] }),
    check('child_type_range', sql`${t.child_type} BETWEEN 1 AND 6`),
  ],
);

/**
 * 一斉予約開始設定 (planSeasonCellingCalendar, hotels of an is_kkr chain only): a season of stay
 * dates, both included, that guests may book only from `opens_at` (Unix seconds). Seasons of a hotel
 * never overlap (checked on save, decision 045).
 */
export const seasonCeilings = sqliteTable(
  'season_ceilings',
  {
    season_ceiling_id: integer('season_ceiling_id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hotels.hotel_id, { onDelete: 'cascade' }),
    stay_from: text('stay_from').notNull(),
    stay_to: text('stay_to').notNull(),
    opens_at: integer('opens_at').notNull(),
    updated_at: integer('updated_at').notNull().default(0),
  },
  (t) => [
    index('season_ceilings_hotel_idx').on(t.hotel_id, t.stay_from),
    check('season_ceilings_in_order', sql`${t.stay_from} <= ${t.stay_to}`),
  ],
);
