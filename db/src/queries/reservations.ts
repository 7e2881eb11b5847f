import { and, asc, eq } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import {
  mailOutbox,
  reservationAnswers,
  reservationNights,
  reservationOptions,
  reservationRooms,
  reservations,
} from '../../schema/index';
import type { Db } from '../client';
import { inList } from './bound-lists';
import { bumpReservationCounter, nextReservationId } from './catalog';
import { assertOneRowChanged } from './guards';
import { preparedBatch, preparedInsert, preparedInsertRows } from './prepared';

export type ReservationRow = typeof reservations.$inferSelect;
export type NewReservation = typeof reservations.$inferInsert;
/** A row that belongs to the reservation its batch writes: the batch fills reservation_id in. */
type OfReservation<TTable extends SQLiteTable> = Omit<TTable['$inferInsert'], 'reservation_id'>;

export function findReservation(db: Db, reservationId: number) {
  return db.select().from(reservations).where(eq(reservations.reservation_id, reservationId)).get();
}

export function findReservationByDisplayId(db: Db, displayId: string) {
  return db.select().from(reservations).where(eq(reservations.display_id, displayId)).get();
}

/**
 * The display id of the reservation a change put in place of `old`, when it still has the old one's
 * e-mail (the guest who looked the old one up may see it); undefined otherwise. Read through the
 * e-mail's index: changes are rare, reservations many.
 */
export async function replacementDisplayId(db: Db, old: { reservation_id: number; user_mail1: string }) {
  const row = await db
    .select({ display_id: reservations.display_id })
    .from(reservations)
    .where(
      and(
        eq(reservations.user_mail1, old.user_mail1),
        eq(reservations.before_reservation_id, old.reservation_id),
      ),
    )
    .get();
  return row?.display_id;
}

/** A reservation's status as stored now (after a guarded write failed, say), or undefined. */
export async function reservationStatus(db: Db, reservationId: number) {
  const row = await db
    .select({ status: reservations.status })
    .from(reservations)
    .where(eq(reservations.reservation_id, reservationId))
    .get();
  return row?.status;
}

/** A reservation's rooms, nights, answers and options, for many reservations at once. */
async function reservationParts(db: Db, reservationIds: number[]) {
  if (reservationIds.length === 0) return { rooms: [], nights: [], answers: [], options: [] };
  const [rooms, nights, answers, options] = await Promise.all([
    db
      .select()
      .from(reservationRooms)
      .where(inList(reservationRooms.reservation_id, reservationIds))
      .orderBy(asc(reservationRooms.reservation_id), asc(reservationRooms.room_index))
      .all(),
    db
      .select()
      .from(reservationNights)
      .where(inList(reservationNights.reservation_id, reservationIds))
      .orderBy(asc(reservationNights.reservation_id), asc(reservationNights.date))
      .all(),
    db
      .select()
      .from(reservationAnswers)
      .where(inList(reservationAnswers.reservation_id, reservationIds))
      .all(),
    db
      .select()
      .from(reservationOptions)
      .where(inList(reservationOptions.reservation_id, reservationIds))
      .all(),
  ]);
  return { rooms, nights, answers, options };
}

export type ReservationDetail = ReservationRow & Awaited<ReturnType<typeof reservationParts>>;

/** One reservation with all its parts, or undefined. */
export async function reservationDetail(
  db: Db,
  reservationId: number,
): Promise<ReservationDetail | undefined> {
  const row = await findReservation(db, reservationId);
  if (!row) return undefined;
  return { ...row, ...(await reservationParts(db, [reservationId])) };
}

/**
 * Cancels a reservation that is still booked: the conditional UPDATE and its guard, not run, for the
 * batch that also returns its stock and queues its mails. Of two cancels at once only one changes
 * the row; the other's guard aborts its whole batch, so the stock returns once.
 */
export function cancelBookedReservation(db: Db, reservationId: number, change: { now: number; fee: number }) {
  return [
    db
      .update(reservations)
      .set({ status: 'canceled', canceled_at: change.now, cancel_fee: change.fee, updated_at: change.now })
      .where(and(eq(reservations.reservation_id, reservationId), eq(reservations.status, 'booking'))),
    assertOneRowChanged(db),
  ] as const;
}

/**
 * Marks a reservation that is still booked as replaced by a change (modified_canceled): the
 * conditional UPDATE and its guard, not run, for the batch that writes the new reservation.
 */
export function replaceBookedReservation(db: Db, reservationId: number, now: number) {
  return [
    db
      .update(reservations)
      .set({ status: 'modified_canceled', updated_at: now })
      .where(and(eq(reservations.reservation_id, reservationId), eq(reservations.status, 'booking'))),
    assertOneRowChanged(db),
  ] as const;
}

// The writes of a booking, their SQL built once per database (and per row count): the reservation's
// id comes from the counter bumped by the first statement of the same batch (nextReservationId),
// every other value is bound per booking. Each answers a statement for that batch, not run.

const bumpCounter = preparedBatch((db) => [bumpReservationCounter(db)] as const);

/** Moves the reservation counter on: the first statement of a booking's batch. */
export function bumpReservationId(db: Db) {
  return bumpCounter(db, {})[0];
}

const insertReservationRow = preparedInsert(reservations, (db, fields) =>
  db
    .insert(reservations)
    .values({ ...(fields as unknown as NewReservation), reservation_id: nextReservationId() })
    .returning({ reservation_id: reservations.reservation_id }),
);

/** The reservation row with the id the counter holds, answering that id (after bumpReservationId). */
export function insertReservation(db: Db, row: Omit<NewReservation, 'reservation_id'>) {
  return insertReservationRow(db, row);
}

/** An insert of rows that belong to the reservation the same batch writes. */
function preparedRowsOfReservation<TTable extends SQLiteTable>(table: TTable) {
  const insert = preparedInsertRows(table, (db, rows) =>
    db.insert(table).values(rows.map((row) => ({ ...row, reservation_id: nextReservationId() })) as never),
  );
  return (db: Db, rows: readonly OfReservation<TTable>[]) =>
    insert(db, rows as readonly Record<string, unknown>[]);
}

/** The reservation's rooms (party per room), for the batch that inserts the reservation. */
export const insertReservationRooms = preparedRowsOfReservation(reservationRooms);
/** The reservation's nights (room, rooms taken and price per date). */
export const insertReservationNights = preparedRowsOfReservation(reservationNights);
/** The guest's answers to the plan's questions. */
export const insertReservationAnswers = preparedRowsOfReservation(reservationAnswers);
/** The additional options booked. */
export const insertReservationOptions = preparedRowsOfReservation(reservationOptions);
/** The mails of the reservation (pendingMail rows), queued in the batch that writes it. */
export const insertReservationMails = preparedRowsOfReservation(mailOutbox);
