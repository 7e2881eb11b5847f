import { PREPAID_METHODS } from '@tomaru/domain/enums';
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { hotels } from './orgs';
import { reservations } from './reservations';

/**
 * One attempt to take a prepaid reservation's money at a provider, under its own order number (a
 * retry after a decline is a new attempt with a new number: providers refuse a number twice).
 * `started`: registered, waiting for the guest or the provider; `paid`: the provider confirmed it
 * on our server-side re-check; `failed`: declined or abandoned; `canceled`: voided at the provider
 * before capture or after expiry; `refunded`: money given back (whole or `refunded_amount`).
 */
export const payments = sqliteTable(
  'payments',
  {
    payment_id: integer('payment_id').primaryKey(),
    reservation_id: integer('reservation_id')
      .notNull()
      .references(() => reservations.reservation_id),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hotels.hotel_id),
    method: text('method', { enum: PREPAID_METHODS }).notNull(),
    /** Ours, unique, sent to the provider: upper-case letters and digits, at most 32 (Epsilon's limit). */
    order_number: text('order_number').notNull(),
    /** Integer yen asked of the provider; a confirmation of any other amount or currency is refused. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('JPY'),
    state: text('state', { enum: ['started', 'paid', 'failed', 'canceled', 'refunded'] }).notNull(),
    /** The provider's own reference (Epsilon trans_code, the gateway's charge id, JTB's payment id). */
    provider_ref: text('provider_ref'),
    /** Where the guest pays (Epsilon's or JTB's page), when the provider gave one. */
    redirect_url: text('redirect_url'),
    /** The provider's reason of a decline or failure, as a stable code. */
    failure_code: text('failure_code'),
    refunded_amount: integer('refunded_amount').notNull().default(0),
    created_at: integer('created_at').notNull(),
    updated_at: integer('updated_at').notNull(),
    paid_at: integer('paid_at'),
    /** Last server-side re-check at the provider: re-checks are spaced so a page cannot flood it. */
    checked_at: integer('checked_at'),
    /**
     * Whether this attempt's money booked the reservation (confirmed its hold, or took its room
     * again after the hold ended), set in the same batch as the booking. At most one attempt of a
     * reservation has it; any other paid attempt is a second payment, given back whole. Paid times
     * are in seconds, so two payments in one second cannot be told apart by time.
     */
    books_reservation: integer('books_reservation', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [
    uniqueIndex('payments_order_number_idx').on(t.order_number),
    index('payments_reservation_idx').on(t.reservation_id),
    index('payments_hotel_paid_idx').on(t.hotel_id, t.paid_at),
    // The cron's re-check of recent attempts with no money counted (attemptsToReconcile).
    index('payments_unpaid_created_idx').on(t.paid_at, t.created_at),
    // At most one attempt's money books a reservation.
    uniqueIndex('payments_booking_idx').on(t.reservation_id).where(sql`books_reservation = 1`),
  ],
);

/**
 * What happened to a payment, in order: registered, notified, re-checked, paid, declined, expired,
 * cancelled or refunded at the provider, refused notifications (forged, amount mismatch). The
 * reservation screens show it; nothing is ever updated or deleted here.
 */
export const paymentEvents = sqliteTable(
  'payment_events',
  {
    event_id: integer('event_id').primaryKey(),
    payment_id: integer('payment_id').references(() => payments.payment_id),
    reservation_id: integer('reservation_id').notNull(),
    kind: text('kind').notNull(),
    detail: text('detail', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    created_at: integer('created_at').notNull(),
  },
  (t) => [index('payment_events_reservation_idx').on(t.reservation_id, t.event_id)],
);

/**
 * A hotel's Epsilon contract. The contract code is encrypted at rest (AES-GCM with the
 * PAYMENT_SETTINGS_KEY secret) and only its last characters are ever sent back.
 */
export const hotelEpsilonContracts = sqliteTable('hotel_epsilon_contracts', {
  hotel_id: integer('hotel_id')
    .primaryKey()
    .references(() => hotels.hotel_id),
  enabled: integer('enabled', { mode: 'boolean' }).notNull().default(false),
  /** base64(iv ‖ AES-GCM ciphertext) of the contract code. */
  contract_code_enc: text('contract_code_enc').notNull(),
  contract_code_hint: text('contract_code_hint').notNull(),
  /** Epsilon's st_code: which means of payment the page offers (card, convenience store, …). */
  st_code: text('st_code').notNull(),
  /** Epsilon's fee on what it collects: basis points of the amount plus a fixed yen per sale. */
  fee_rate_bp: integer('fee_rate_bp').notNull().default(0),
  fee_fixed: integer('fee_fixed').notNull().default(0),
  updated_at: integer('updated_at').notNull(),
});

/** What admin has transferred to a hotel of what Epsilon collected for it in one month (YYYY-MM). */
export const epsilonTransfers = sqliteTable(
  'epsilon_transfers',
  {
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hotels.hotel_id),
    period: text('period').notNull(),
    transferred_amount: integer('transferred_amount').notNull().default(0),
    transferred_on: text('transferred_on'),
    memo: text('memo').notNull().default(''),
    updated_at: integer('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.hotel_id, t.period] })],
);

/** The bank account a hotel's Epsilon money is transferred to. */
export const hotelBankAccounts = sqliteTable('hotel_bank_accounts', {
  hotel_id: integer('hotel_id')
    .primaryKey()
    .references(() => hotels.hotel_id),
  bank_name: text('bank_name').notNull(),
  bank_code: text('bank_code').notNull(),
  branch_name: text('branch_name').notNull(),
  branch_code: text('branch_code').notNull(),
  account_type: text('account_type', { enum: ['ordinary', 'current', 'savings'] }).notNull(),
  account_number: text('account_number').notNull(),
  account_holder_kana: text('account_holder_kana').notNull(),
  updated_at: integer('updated_at').notNull(),
});
