import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import {
  epsilonTransfers,
  hotelBankAccounts,
  hotelEpsilonContracts,
  paymentEvents,
  payments,
} from '../../schema/index';
import type { Db } from '../client';

/**
 * The back office of Epsilon prepayment (decision 047): a hotel's contract, a reservation's payments
 * and their events, and admin's monthly remittance of what Epsilon collected for each hotel.
 */

export type EpsilonContractRow = typeof hotelEpsilonContracts.$inferSelect;
export type EpsilonTransferRow = typeof epsilonTransfers.$inferSelect;
export type BankAccountRow = typeof hotelBankAccounts.$inferSelect;

export function findEpsilonContract(db: Db, hotelId: number) {
  return db.select().from(hotelEpsilonContracts).where(eq(hotelEpsilonContracts.hotel_id, hotelId)).get();
}

/** Every hotel's contract (admin's remittance screen reads the fees of each). */
export function epsilonContracts(db: Db) {
  return db.select().from(hotelEpsilonContracts).orderBy(asc(hotelEpsilonContracts.hotel_id)).all();
}

/** Writes a hotel's contract whole (insert or replace), as a statement for the audit's batch. */
export function saveEpsilonContract(db: Db, row: EpsilonContractRow) {
  const { hotel_id: _, ...fields } = row;
  return db
    .insert(hotelEpsilonContracts)
    .values(row)
    .onConflictDoUpdate({ target: hotelEpsilonContracts.hotel_id, set: fields });
}

/** A reservation's payment attempts, oldest first. */
export function paymentsOfReservation(db: Db, reservationId: number) {
  return db
    .select()
    .from(payments)
    .where(eq(payments.reservation_id, reservationId))
    .orderBy(asc(payments.created_at), asc(payments.payment_id))
    .all();
}

/** A reservation's payment events in the order they happened, each with its attempt's order number. */
export function paymentEventsOfReservation(db: Db, reservationId: number) {
  return db
    .select({
      kind: paymentEvents.kind,
      detail: paymentEvents.detail,
      created_at: paymentEvents.created_at,
      order_number: payments.order_number,
    })
    .from(paymentEvents)
    .leftJoin(payments, eq(payments.payment_id, paymentEvents.payment_id))
    .where(eq(paymentEvents.reservation_id, reservationId))
    .orderBy(asc(paymentEvents.event_id))
    .all();
}

/**
 * Per hotel, Epsilon's sales of paid_at in [from, to): how many and what was collected. A sale is a
 * payment Epsilon confirmed (state paid, or refunded in part) with something left after refunds;
 * collected is its amount minus what was refunded. A payment refunded whole is no sale (Epsilon's
 * cancellation voids it).
 */
export function epsilonSalesBetween(db: Db, from: number, to: number) {
  return db
    .select({
      hotel_id: payments.hotel_id,
      sales_count: sql<number>`count(*)`,
      collected: sql<number>`coalesce(sum(${payments.amount} - ${payments.refunded_amount}), 0)`,
    })
    .from(payments)
    .where(
      and(
        eq(payments.method, 'epsilon'),
        // canceled with money kept: a whole amount the hotel refunds itself (Epsilon collected it).
        inArray(payments.state, ['paid', 'refunded', 'canceled']),
        gte(payments.paid_at, from),
        lt(payments.paid_at, to),
        sql`${payments.amount} > ${payments.refunded_amount}`,
      ),
    )
    .groupBy(payments.hotel_id)
    .all();
}

export function transfersOfPeriod(db: Db, period: string) {
  return db.select().from(epsilonTransfers).where(eq(epsilonTransfers.period, period)).all();
}

export function findTransfer(db: Db, hotelId: number, period: string) {
  return db
    .select()
    .from(epsilonTransfers)
    .where(and(eq(epsilonTransfers.hotel_id, hotelId), eq(epsilonTransfers.period, period)))
    .get();
}

export function saveTransfer(db: Db, row: EpsilonTransferRow) {
  const { hotel_id: _, period: __, ...fields } = row;
  return db
    .insert(epsilonTransfers)
    .values(row)
    .onConflictDoUpdate({ target: [epsilonTransfers.hotel_id, epsilonTransfers.period], set: fields });
}

export function bankAccounts(db: Db) {
  return db.select().from(hotelBankAccounts).all();
}

export function findBankAccount(db: Db, hotelId: number) {
  return db.select().from(hotelBankAccounts).where(eq(hotelBankAccounts.hotel_id, hotelId)).get();
}

export function saveBankAccount(db: Db, row: BankAccountRow) {
  const { hotel_id: _, ...fields } = row;
  return db
    .insert(hotelBankAccounts)
    .values(row)
    .onConflictDoUpdate({ target: hotelBankAccounts.hotel_id, set: fields });
}
