import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { rooms } from './inventory';
import { hotels } from './orgs';
import { plans } from './plans';
import { reservations } from './reservations';

/** Every receipt issued for a reservation: the first is the original, later ones are reissues. */
export const receipts = sqliteTable(
  'receipts',
  {
    reservation_id: integer('reservation_id')
      .notNull()
      .references(() => reservations.reservation_id, { onDelete: 'cascade' }),
    issue_no: integer('issue_no').notNull(),
    addressee: text('addressee').notNull(),
    issued_at: integer('issued_at').notNull(),
    /** guest (display id + e-mail), member (my page) or hotel. */
    issued_via: text('issued_via').notNull(),
  },
  (t) => [primaryKey({ columns: [t.reservation_id, t.issue_no] })],
);

/** A guest waiting for a sold-out stay (キャンセル待ち); notified once when every night frees. */
export const waitings = sqliteTable(
  'waitings',
  {
    waiting_id: integer('waiting_id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hotels.hotel_id, { onDelete: 'cascade' }),
    plan_id: integer('plan_id')
      .notNull()
      .references(() => plans.plan_id, { onDelete: 'cascade' }),
    room_id: integer('room_id')
      .notNull()
      .references(() => rooms.room_id, { onDelete: 'cascade' }),
    checkin: text('checkin').notNull(),
    checkout: text('checkout').notNull(),
    room_count: integer('room_count').notNull(),
    /** Occupancy per room, as in a booking. */
    party: text('party', { mode: 'json' }).$type<Record<string, number>[]>().notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    tel: text('tel').notNull().default(''),
    lang: text('lang').notNull().default('ja'),
    member_id: integer('member_id'),
    status: text('status', { enum: ['waiting', 'notified', 'expired', 'canceled'] })
      .notNull()
      .default('waiting'),
    created_at: integer('created_at').notNull(),
    notified_at: integer('notified_at'),
  },
  (t) => [
    index('waitings_due_idx').on(t.status, t.room_id, t.checkin),
    index('waitings_hotel_idx').on(t.hotel_id, t.created_at),
  ],
);
