import { and, between, eq, sql } from 'drizzle-orm';
import { hotels, roomStocks } from '../../schema/index';
import type { Db } from '../client';
import { planWithClosedDates, priceTable, roomOfPlan } from './catalog';
import { preparedShapes } from './prepared';

/** One hotel's row, as a statement to run in a batch with others (`db.batch([hotelRow(db, id), …])`). */
export function hotelRow(db: Db, hotelId: number) {
  return db.select().from(hotels).where(eq(hotels.hotel_id, hotelId));
}

/**
 * The reads of a plan × room calendar in one batch — the hotel, the plan with its closed dates, the
 * room if the plan sells it, the prices for each number of adults, the stock — built once per
 * database and per number of adult counts (see preparedShapes). Values: hotel_id, plan_id, room_id,
 * from, to and `adults.0` … `adults.<n-1>`.
 */
export const calendarReads = preparedShapes((db, adultCounts) => {
  const hotelId = sql.placeholder('hotel_id');
  const planId = sql.placeholder('plan_id');
  const roomId = sql.placeholder('room_id');
  const from = sql.placeholder('from');
  const to = sql.placeholder('to');
  const adults = Array.from({ length: adultCounts }, (_, i) => sql.placeholder(`adults.${i}`));
  return [
    db.select().from(hotels).where(eq(hotels.hotel_id, hotelId)),
    planWithClosedDates(db, planId, from, to, {}, roomId),
    roomOfPlan(db, roomId, planId),
    priceTable(db, hotelId, planId, roomId, from, to, adults),
    db
      .select()
      .from(roomStocks)
      .where(and(eq(roomStocks.room_id, roomId), between(roomStocks.date, from, to))),
  ] as const;
});
