import type { Gender, PhoneType } from '@tomaru/domain/enums';
import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { members } from './accounts';
import { rooms } from './inventory';
import { hotels } from './orgs';
import { type CancelFeeStep, plans } from './plans';

/**
 * A reservation, with every field of the spec's CSV that is known at booking. Names of the hotel,
 * plan and room, the cancellation terms and every amount are snapshots: what the guest agreed to.
 */
export const reservations = sqliteTable(
  'reservations',
  {
    reservation_id: integer('reservation_id').primaryKey(),
    /** What the guest types to find the booking: short, random, not sequential. */
    display_id: text('display_id').notNull().unique(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hotels.hotel_id),
    plan_id: integer('plan_id')
      .notNull()
      .references(() => plans.plan_id),
    room_id: integer('room_id')
      .notNull()
      .references(() => rooms.room_id),
    member_id: integer('member_id').references(() => members.member_id),
    created_at: integer('created_at').notNull(),
    updated_at: integer('updated_at').notNull(),
    lang: text('lang').notNull().default('ja'),
    status: text('status', {
      enum: ['booking', 'modified_canceled', 'canceled', 'payment_processing', 'payment_canceled'],
    }).notNull(),
    payment_method: text('payment_method', { enum: ['local', 'card', 'epsilon', 'jtb'] }).notNull(),
    hotel_name: text('hotel_name').notNull(),
    plan_title: text('plan_title').notNull(),
    room_name: text('room_name').notNull(),
    stay_start_date: text('stay_start_date').notNull(),
    stay_end_date: text('stay_end_date').notNull(),
    checkin_time: text('checkin_time').notNull(),
    room_count: integer('room_count').notNull(),
    // the booker
    user_last_name: text('user_last_name').notNull(),
    user_first_name: text('user_first_name').notNull(),
    user_last_name_kana: text('user_last_name_kana').notNull().default(''),
    user_first_name_kana: text('user_first_name_kana').notNull().default(''),
    user_gender: text('user_gender').$type<Gender>(),
    user_mail1: text('user_mail1').notNull(),
    user_mail2: text('user_mail2').notNull().default(''),
    user_postcode: text('user_postcode').notNull().default(''),
    user_prefecture: text('user_prefecture').notNull().default(''),
    user_address: text('user_address').notNull().default(''),
    user_tel1: text('user_tel1').notNull(),
    user_tel1_type: text('user_tel1_type').$type<PhoneType>(),
    user_tel2: text('user_tel2').notNull().default(''),
    user_tel2_type: text('user_tel2_type').$type<PhoneType>(),
    user_birthday: text('user_birthday'),
    // the guest staying, when different
    lodger_last_name: text('lodger_last_name').notNull().default(''),
    lodger_first_name: text('lodger_first_name').notNull().default(''),
    lodger_last_name_kana: text('lodger_last_name_kana').notNull().default(''),
    lodger_first_name_kana: text('lodger_first_name_kana').notNull().default(''),
    lodger_gender: text('lodger_gender').$type<Gender>(),
    lodger_tel: text('lodger_tel').notNull().default(''),
    lodger_mail: text('lodger_mail').notNull().default(''),
    lodger_prefecture: text('lodger_prefecture').notNull().default(''),
    lodger_address: text('lodger_address').notNull().default(''),
    access: text('access').notNull().default(''),
    note: text('note').notNull().default(''),
    hotel_memo: text('hotel_memo').notNull().default(''),
    // money, integer yen (rules in domain/src/pricing)
    subtotal_include_tax: integer('subtotal_include_tax').notNull(),
    total_exclude_tax: integer('total_exclude_tax').notNull(),
    total_exclude_tax_discounted: integer('total_exclude_tax_discounted').notNull(),
    discount: integer('discount').notNull(),
    member_discount: integer('member_discount').notNull().default(0),
    total_include_tax: integer('total_include_tax').notNull(),
    consumption_tax: integer('consumption_tax').notNull(),
    spa_tax: integer('spa_tax').notNull(),
    accommodation_tax: integer('accommodation_tax').notNull(),
    amount_due: integer('amount_due').notNull(),
    /** The whole calculation as shown to the guest (nights, rooms, options, coupon, taxes). */
    breakdown: text('breakdown', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    open_coupon: text('open_coupon', { mode: 'json' }).$type<Record<string, unknown> | null>(),
    closed_coupon: text('closed_coupon', { mode: 'json' }).$type<Record<string, unknown> | null>(),
    combined_coupon: text('combined_coupon', { mode: 'json' }).$type<Record<string, unknown> | null>(),
    cancel_policy: text('cancel_policy', { mode: 'json' }).$type<CancelFeeStep[]>().notNull(),
    change_deadline_days: integer('change_deadline_days').notNull(),
    before_reservation_id: integer('before_reservation_id'),
    hotel_reserve_no: text('hotel_reserve_no').notNull().default(''),
    canceled_at: integer('canceled_at'),
    cancel_fee: integer('cancel_fee'),
    /** Set while a prepayment is under way: unpaid holds past this instant are released by the cron. */
    payment_deadline_at: integer('payment_deadline_at'),
    /** SHA-256 of the key the guest's browser holds for the payment pages of a prepaid reservation. */
    payment_key_hash: text('payment_key_hash'),
  },
  (t) => [
    index('reservations_hotel_stay_idx').on(t.hotel_id, t.stay_start_date),
    index('reservations_hotel_created_idx').on(t.hotel_id, t.created_at),
    index('reservations_member_idx').on(t.member_id),
    index('reservations_mail_idx').on(t.user_mail1),
    index('reservations_payment_deadline_idx').on(t.status, t.payment_deadline_at),
  ],
);

/** Guests per room (the CSV's "numbers"). */
export const reservationRooms = sqliteTable(
  'reservation_rooms',
  {
    reservation_id: integer('reservation_id')
      .notNull()
      .references(() => reservations.reservation_id, { onDelete: 'cascade' }),
    room_index: integer('room_index').notNull(),
    male_num: integer('male_num').notNull().default(0),
    female_num: integer('female_num').notNull().default(0),
    child_type_1: integer('child_type_1').notNull().default(0),
    child_type_2: integer('child_type_2').notNull().default(0),
    child_type_3: integer('child_type_3').notNull().default(0),
    child_type_4: integer('child_type_4').notNull().default(0),
    child_type_5: integer('child_type_5').notNull().default(0),
    child_type_6: integer('child_type_6').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.reservation_id, t.room_index] })],
);

/** The stock a reservation holds: rooms of its room type per night, returned on cancel or change. */
export const reservationNights = sqliteTable(
  'reservation_nights',
  {
    reservation_id: integer('reservation_id')
      .notNull()
      .references(() => reservations.reservation_id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    room_id: integer('room_id').notNull(),
    rooms: integer('rooms').notNull(),
    amount_include_tax: integer('amount_include_tax').notNull(),
  },
  (t) => [primaryKey({ columns: [t.reservation_id, t.date] })],
);

export const reservationAnswers = sqliteTable(
  'reservation_answers',
  {
    reservation_id: integer('reservation_id')
      .notNull()
      .references(() => reservations.reservation_id, { onDelete: 'cascade' }),
    question_id: integer('question_id').notNull(),
    question_text: text('question_text').notNull(),
    choice_id: integer('choice_id'),
    answered_choice_text: text('answered_choice_text').notNull().default(''),
    text: text('text').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.reservation_id, t.question_id] })],
);

export const reservationOptions = sqliteTable(
  'reservation_options',
  {
    reservation_id: integer('reservation_id')
      .notNull()
      .references(() => reservations.reservation_id, { onDelete: 'cascade' }),
    additional_option_id: integer('additional_option_id').notNull(),
    name: text('name').notNull(),
    num: integer('num').notNull(),
    price: integer('price').notNull(),
    /** Whether the booking took `num` of the option's stock on each of its nights (returned on cancel). */
    takes_stock: integer('takes_stock', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.reservation_id, t.additional_option_id] })],
);

/**
 * Every outgoing mail is a row here, written in the same batch as the change that causes it; the
 * cron sends and retries with backoff.
 */
export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    mail_id: integer('mail_id').primaryKey(),
    kind: text('kind').notNull(),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body_text: text('body_text').notNull(),
    lang: text('lang').notNull().default('ja'),
    hotel_id: integer('hotel_id'),
    reservation_id: integer('reservation_id'),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: integer('next_attempt_at').notNull().default(sql`(unixepoch())`),
    sent_at: integer('sent_at'),
    last_error: text('last_error'),
    created_at: integer('created_at').notNull().default(sql`(unixepoch())`),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.next_attempt_at),
    index('mail_outbox_reservation_idx').on(t.reservation_id),
  ],
);

/**
 * Counters handed out by one atomic upsert, so a reservation's id is known before the batch that
 * writes it and its rooms, nights, answers, options, stock and mail together.
 */
export const idSequences = sqliteTable('id_sequences', {
  name: text('name').primaryKey(),
  value: integer('value').notNull(),
});

/**
 * Assertions inside a batch: `INSERT INTO batch_guards SELECT null, 0 WHERE changes() <> n` right
 * after a conditional UPDATE aborts the whole batch (this CHECK fails) when that UPDATE did not
 * change exactly n rows, so "cancel only if still booked" and "take stock only where a stock row
 * exists" hold on D1 and libSQL alike, without interactive transactions. A guard that holds inserts
 * nothing, so the table stays empty.
 */
export const batchGuards = sqliteTable(
  'batch_guards',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    ok: integer('ok').notNull(),
  },
  (t) => [check('batch_guard_changed', sql`${t.ok} = 1`)],
);
