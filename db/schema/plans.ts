import type { OptionPriceUnit } from '@tomaru/domain/schemas/options';
import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { colors, rooms } from './inventory';
import type { LocalizedText } from './localized';
import { hotels } from './orgs';

/** One step of a cancellation fee schedule: from `days_before` check-in (0 = the day), `percent` is due. */
export type CancelFeeStep = { days_before: number; percent: number };

/** A plan (宿泊プラン): what is sold, on which rooms, when, and on what terms. */
export const plans = sqliteTable(
  'plans',
  {
    plan_id: integer('plan_id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hotels.hotel_id, { onDelete: 'cascade' }),
    titles: text('titles', { mode: 'json' }).$type<LocalizedText>().notNull(),
    descriptions: text('descriptions', { mode: 'json' }).$type<LocalizedText>().notNull(),
    meal_type: text('meal_type', {
      enum: ['breakfast', 'dinner', 'breakfast_n_dinner', 'nothing', 'other'],
    }).notNull(),
    payment_mode: text('payment_mode', { enum: ['prepayment', 'both', 'local'] }).notNull(),
    /** Stays may start from `sale_start` to `sale_end` inclusive (YYYY-MM-DD); null end = open. */
    sale_start: text('sale_start').notNull(),
    sale_end: text('sale_end'),
    /** Bookable from this many days before check-in at most. */
    book_days_ahead: integer('book_days_ahead').notNull().default(180),
    /** Booking closes this many days before check-in, at `cutoff_time` Japan time (手仕舞い). */
    cutoff_days_before: integer('cutoff_days_before').notNull().default(0),
    cutoff_time: text('cutoff_time').notNull().default('18:00'),
    min_nights: integer('min_nights').notNull().default(1),
    max_nights: integer('max_nights').notNull().default(14),
    checkin_times: text('checkin_times', { mode: 'json' }).$type<string[]>().notNull(),
    accepted_child_types: text('accepted_child_types', { mode: 'json' }).$type<number[]>().notNull(),
    cancel_policy: text('cancel_policy', { mode: 'json' }).$type<CancelFeeStep[]>().notNull(),
    /** Changes are allowed until this many days before check-in (23:59 Japan time of that day). */
    change_deadline_days: integer('change_deadline_days').notNull().default(1),
    is_secret: integer('is_secret', { mode: 'boolean' }).notNull().default(false),
    /** The URL key of a secret plan: /hotels/{id}/secret/{secret_url}. */
    secret_url: text('secret_url'),
    /** Sold to signed-in members only: hidden from the public reads, refused by `book` for a visitor. */
    members_only: integer('members_only', { mode: 'boolean' }).notNull().default(false),
    display_order: integer('display_order').notNull().default(0),
    is_visible: integer('is_visible', { mode: 'boolean' }).notNull().default(true),
  },
  (t) => [
    index('plans_hotel_idx').on(t.hotel_id, t.display_order),
    uniqueIndex('plans_secret_url_idx').on(t.hotel_id, t.secret_url),
  ],
);

/** Which room types a plan sells. */
export const planRooms = sqliteTable(
  'plan_rooms',
  {
    plan_id: integer('plan_id')
      .notNull()
      .references(() => plans.plan_id, { onDelete: 'cascade' }),
    room_id: integer('room_id')
      .notNull()
      .references(() => rooms.room_id, { onDelete: 'cascade' }),
    display_order: integer('display_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.plan_id, t.room_id] }), index('plan_rooms_room_idx').on(t.room_id)],
);

/** Dates a plan is not sold (stays that include the night are refused). */
export const planClosedDates = sqliteTable(
  'plan_closed_dates',
  {
    plan_id: integer('plan_id')
      .notNull()
      .references(() => plans.plan_id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
  },
  (t) => [primaryKey({ columns: [t.plan_id, t.date] })],
);

/** Dates a plan does not sell one of its rooms (the plan's other rooms stay on sale). */
export const planRoomClosedDates = sqliteTable(
  'plan_room_closed_dates',
  {
    plan_id: integer('plan_id')
      .notNull()
      .references(() => plans.plan_id, { onDelete: 'cascade' }),
    room_id: integer('room_id')
      .notNull()
      .references(() => rooms.room_id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
  },
  (t) => [primaryKey({ columns: [t.plan_id, t.room_id, t.date] })],
);

/**
 * The price table: tax-included yen per adult per night for a plan × room × colour, by the number
 * of adults sharing the room (Japanese plans are priced per person by occupancy).
 */
export const prices = sqliteTable(
  'prices',
  {
    plan_id: integer('plan_id')
      .notNull()
      .references(() => plans.plan_id, { onDelete: 'cascade' }),
    room_id: integer('room_id')
      .notNull()
      .references(() => rooms.room_id, { onDelete: 'cascade' }),
    color_id: integer('color_id')
      .notNull()
      .references(() => colors.color_id, { onDelete: 'cascade' }),
    adults: integer('adults').notNull(),
    price: integer('price').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.plan_id, t.room_id, t.color_id, t.adults] }),
    check('prices_positive', sql`${t.price} >= 0 AND ${t.adults} >= 1`),
  ],
);

/** A plan's own price for a child type, overriding the hotel's default for that type. */
export const childPrices = sqliteTable(
  'child_prices',
  {
    plan_id: integer('plan_id')
      .notNull()
      .references(() => plans.plan_id, { onDelete: 'cascade' }),
    child_type: integer('child_type').notNull(),
    price_mode: text('price_mode', { enum: ['percent', 'fixed'] }).notNull(),
    price_value: integer('price_value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.plan_id, t.child_type] })],
);

/** Questions the hotel asks at booking; `plan_id` null = every plan of the hotel. */
export const questions = sqliteTable(
  'questions',
  {
    question_id: integer('question_id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hotels.hotel_id, { onDelete: 'cascade' }),
    plan_id: integer('plan_id').references(() => plans.plan_id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['choice', 'text'] }).notNull(),
    texts: text('texts', { mode: 'json' }).$type<LocalizedText>().notNull(),
    /** For `choice`: the choices, each with a stable id. */
    choices: text('choices', { mode: 'json' })
      .$type<{ choice_id: number; texts: LocalizedText }[]>()
      .notNull()
      .default(sql`'[]'`),
    mandatory: integer('mandatory', { mode: 'boolean' }).notNull().default(false),
    display_order: integer('display_order').notNull().default(0),
  },
  (t) => [index('questions_hotel_idx').on(t.hotel_id)],
);

/**
 * Extras sold with a stay (e.g. a dinner upgrade); tax-included unit price. Offered with the plans
 * linked in additional_option_plans, or with every plan of the hotel when none is linked. With
 * `stock_managed`, every night of a stay takes `num` units of the option's stock for that date
 * (additional_option_stocks; a night without a stock row has none), like room stock (decision 043).
 */
export const additionalOptions = sqliteTable(
  'additional_options',
  {
    additional_option_id: integer('additional_option_id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hotels.hotel_id, { onDelete: 'cascade' }),
    names: text('names', { mode: 'json' }).$type<LocalizedText>().notNull(),
    unit_price: integer('unit_price').notNull(),
    /** stay: unit_price × num; person: num counts people (at most the party); night: × nights too. */
    price_unit: text('price_unit', {
      enum: ['stay', 'person', 'night'] as const satisfies readonly OptionPriceUnit[],
    })
      .notNull()
      .default('stay'),
    max_num: integer('max_num').notNull().default(10),
    required: integer('required', { mode: 'boolean' }).notNull().default(false),
    /** Whether the option is sold from a per-day stock (additional_option_stocks). */
    stock_managed: integer('stock_managed', { mode: 'boolean' }).notNull().default(false),
    /** Offered for stays whose check-in falls in [date_from, date_to]; null = always. */
    date_from: text('date_from'),
    date_to: text('date_to'),
    display_order: integer('display_order').notNull().default(0),
  },
  (t) => [index('additional_options_hotel_idx').on(t.hotel_id)],
);

/** The plans an additional option is offered with; none = every plan of the hotel. */
export const additionalOptionPlans = sqliteTable(
  'additional_option_plans',
  {
    additional_option_id: integer('additional_option_id')
      .notNull()
      .references(() => additionalOptions.additional_option_id, { onDelete: 'cascade' }),
    plan_id: integer('plan_id')
      .notNull()
      .references(() => plans.plan_id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.additional_option_id, t.plan_id] }),
    index('additional_option_plans_plan_idx').on(t.plan_id),
  ],
);

/**
 * An additional option's stock per date: bookings take it in the batch that writes the
 * reservation, and the CHECK makes an oversell abort the whole batch (as room_stocks).
 */
export const additionalOptionStocks = sqliteTable(
  'additional_option_stocks',
  {
    additional_option_id: integer('additional_option_id')
      .notNull()
      .references(() => additionalOptions.additional_option_id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    stock: integer('stock').notNull(),
    sold: integer('sold').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.additional_option_id, t.date] }),
    check('additional_option_stocks_not_oversold', sql`${t.sold} >= 0 AND ${t.sold} <= ${t.stock}`),
  ],
);
