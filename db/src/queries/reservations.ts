import { asc, eq, inArray } from 'drizzle-orm';
import {
  reservationAnswers,
  reservationNights,
  reservationOptions,
  reservationRooms,
  reservations,
} from '../../schema/index';
import type { Db } from '../client';

export type ReservationRow = typeof reservations.$inferSelect;

export function findReservation(db: Db, reservationId: number) {
  return db.select().from(reservations).where(eq(reservations.reservation_id, reservationId)).get();
}

export function findReservationByDisplayId(db: Db, displayId: string) {
  return db.select().from(reservations).where(eq(reservations.display_id, displayId)).get();
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
export async function reservationParts(db: Db, reservationIds: number[]) {
  if (reservationIds.length === 0) return { rooms: [], nights: [], answers: [], options: [] };
  const [rooms, nights, answers, options] = await Promise.all([
    db
      .select()
      .from(reservationRooms)
      .where(inArray(reservationRooms.reservation_id, reservationIds))
      .orderBy(asc(reservationRooms.reservation_id), asc(reservationRooms.room_index))
      .all(),
    db
      .select()
      .from(reservationNights)
      .where(inArray(reservationNights.reservation_id, reservationIds))
      .orderBy(asc(reservationNights.reservation_id), asc(reservationNights.date))
      .all(),
    db
      .select()
      .from(reservationAnswers)
      .where(inArray(reservationAnswers.reservation_id, reservationIds))
      .all(),
    db
      .select()
      .from(reservationOptions)
      .where(inArray(reservationOptions.reservation_id, reservationIds))
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
