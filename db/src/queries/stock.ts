import { and, eq, inArray, sql } from 'drizzle-orm';
import { additionalOptionStocks, roomStocks } from '../../schema/index';
import type { Db } from '../client';
import { inList } from './bound-lists';
import { assertOneRowChanged, assertRowsChanged, dbErrorText } from './guards';
import { preparedShapes } from './prepared';

// The guarded writes of room stock, one helper per kind: each answers the conditional statement and
// its guard, not run, for the batch that also writes the reservation (architecture: "Atomic stock:
// never read-then-write"). The CHECK on room_stocks (0 <= sold <= stock) aborts the batch on an
// oversell; the guard aborts it when a night has no stock row.

const takeStockStatements = preparedShapes((db, nights) => {
  const dates = Array.from({ length: nights }, (_, i) => sql.placeholder(`date.${i}`));
  return [
    db
      .update(roomStocks)
      .set({ sold: sql`${roomStocks.sold} + ${sql.placeholder('rooms')}` })
      .where(and(eq(roomStocks.room_id, sql.placeholder('room_id')), inArray(roomStocks.date, dates))),
    assertRowsChanged(db, nights),
  ] as const;
});

/**
 * Takes `rooms` rooms of one room type on every night: one UPDATE for all nights, then a guard
 * (items for the batch that writes the reservation; their SQL is built once per night count). The
 * CHECK on room_stocks (0 <= sold <= stock) aborts the whole batch when any night would be
 * oversold, and the guard when a night has no stock row at all: all nights or nothing.
 */
export function takeStock(db: Db, roomId: number, nights: readonly string[], rooms: number) {
  const values: Record<string, unknown> = { room_id: roomId, rooms };
  for (const [i, date] of nights.entries()) values[`date.${i}`] = date;
  return takeStockStatements(db, nights.length, values);
}

/** One night of a reservation's stock: `rooms` rooms of `room_id` on `date`. */
export type StockNight = { room_id: number; date: string; rooms: number };

/**
 * Gives back a reservation's rooms, night by night: each UPDATE followed by its guard, so a night
 * whose stock row is gone aborts the batch, and the CHECK aborts it should sold go below zero
 * (statements for the batch that cancels or changes the reservation).
 */
export function returnStock(db: Db, nights: readonly StockNight[]) {
  return nights.flatMap((n) => [
    db
      .update(roomStocks)
      .set({ sold: sql`${roomStocks.sold} - ${n.rooms}` })
      .where(and(eq(roomStocks.room_id, n.room_id), eq(roomStocks.date, n.date))),
    assertOneRowChanged(db),
  ]);
}

/** A night's stock as a clerk sets it (updateroomstocks). */
export type StockSetting = { room_id: number; date: string; stock: number };

/**
 * The stored stock and sold of the nights about to be set, in one statement whatever their number
 * (the nights travel as one JSON parameter; D1 binds at most 100). Nights without a row are absent.
 */
export function storedStocks(db: Db, nights: readonly StockSetting[]) {
  const wanted = JSON.stringify(nights.map((n) => [n.room_id, n.date]));
  return db
    .select({
      room_id: roomStocks.room_id,
      date: roomStocks.date,
      stock: roomStocks.stock,
      sold: roomStocks.sold,
    })
    .from(roomStocks)
    .innerJoin(
      sql`json_each(${wanted}) as wanted`,
      sql`${roomStocks.room_id} = json_extract(wanted.value, '$[0]') and ${roomStocks.date} = json_extract(wanted.value, '$[1]')`,
    )
    .all();
}

/**
 * Sets the stock of one room on many nights in one statement: a night without a row gets one with
 * nothing sold, a night with one keeps its sold. The CHECK on room_stocks (sold <= stock) aborts the
 * whole batch when a booking sold more than the new stock in the meantime (decision 040).
 */
export function setRoomStocks(db: Db, roomId: number, nights: readonly { date: string; stock: number }[]) {
  const values = JSON.stringify(nights.map((n) => [n.date, n.stock]));
  return db
    .insert(roomStocks)
    .select(
      sql`select ${roomId}, json_extract(j.value, '$[0]'), json_extract(j.value, '$[1]'), 0 from json_each(${values}) j where true`,
    )
    .onConflictDoUpdate({
      target: [roomStocks.room_id, roomStocks.date],
      set: { stock: sql`excluded.stock` },
    });
}

/** Whether an error is the CHECK on room_stocks: a night would have more sold than stock. */
export function isOversold(error: unknown): boolean {
  return /room_stocks_not_oversold|CHECK constraint failed/i.test(dbErrorText(error));
}

/**
 * Takes `num` units of a stock-managed additional option on every night of a stay: one UPDATE and
 * its guard (for the batch that writes the reservation). The CHECK on additional_option_stocks
 * aborts the batch when a night would be oversold, the guard when a night has no stock row.
 */
export function takeOptionStock(db: Db, optionId: number, nights: readonly string[], num: number) {
  return [
    db
      .update(additionalOptionStocks)
      .set({ sold: sql`${additionalOptionStocks.sold} + ${num}` })
      .where(
        and(
          eq(additionalOptionStocks.additional_option_id, optionId),
          inList(additionalOptionStocks.date, nights),
        ),
      ),
    assertRowsChanged(db, nights.length),
  ];
}

/**
 * Gives back what a reservation's options took on its nights (statements for the batch that cancels
 * or changes it). A date whose stock row is gone has nothing to give back.
 */
export function returnOptionStock(
  db: Db,
  options: readonly { additional_option_id: number; num: number }[],
  nights: readonly string[],
) {
  return options.map((o) =>
    db
      .update(additionalOptionStocks)
      .set({ sold: sql`max(${additionalOptionStocks.sold} - ${o.num}, 0)` })
      .where(
        and(
          eq(additionalOptionStocks.additional_option_id, o.additional_option_id),
          inList(additionalOptionStocks.date, nights),
        ),
      ),
  );
}

/** Whether a database error is an additional option's oversell (its CHECK). */
export function isOptionStockViolation(errorText: string) {
  return /additional_option_stocks_not_oversold/i.test(errorText);
}
