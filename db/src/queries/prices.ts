import { and, asc, between, eq, sql } from 'drizzle-orm';
import {
  batchGuards,
  childPrices,
  childTypes,
  colorDates,
  colors,
  planRooms,
  plans,
  prices,
  rooms,
} from '../../schema/index';
import type { Db } from '../client';
import { inList } from './bound-lists';
import { assertRowsChanged, type Statement } from './guards';

// The price item of the back office (decision 042). Bulk writes go through json_each: one statement
// and one bound parameter for the whole list (D1 binds at most 100 parameters per statement), with
// the ids checked in the same statement (a row of another hotel is not inserted, and the guard after
// it aborts the batch).

export type ColorRow = typeof colors.$inferSelect;
export type ChildTypeRow = typeof childTypes.$inferSelect;
export type ChildPriceRow = typeof childPrices.$inferSelect;
export type PriceCellRow = { room_id: number; color_id: number; adults: number; price: number };

/** The hotel's colours in display order, each with how many dates and price cells use it. */
export function colorsOfHotel(db: Db, hotelId: number) {
  return db
    .select({
      color_id: colors.color_id,
      name: colors.name,
      hex: colors.hex,
      display_order: colors.display_order,
      // Written out: drizzle names a one-table select's columns without their table, which inside a
      // subquery would resolve to the subquery's own table.
      used_by_dates: sql<number>`(select count(*) from color_dates d where d.color_id = colors.color_id)`,
      used_by_prices: sql<number>`(select count(*) from prices p where p.color_id = colors.color_id)`,
    })
    .from(colors)
    .where(eq(colors.hotel_id, hotelId))
    .orderBy(asc(colors.display_order), asc(colors.color_id));
}

/** One colour of a hotel, or undefined when it does not exist or belongs to another hotel. */
export function findColor(db: Db, hotelId: number, colorId: number) {
  return db
    .select()
    .from(colors)
    .where(and(eq(colors.hotel_id, hotelId), eq(colors.color_id, colorId)))
    .get();
}

/** The next display order of a new colour: after the last one. */
export async function nextColorOrder(db: Db, hotelId: number) {
  const row = await db
    .select({ top: sql<number>`coalesce(max(${colors.display_order}), -1)` })
    .from(colors)
    .where(eq(colors.hotel_id, hotelId))
    .get();
  return (row?.top ?? -1) + 1;
}

/** The id a new colour takes (its audit row names it in the same batch as the insert). */
export async function nextColorId(db: Db) {
  const row = await db
    .select({ top: sql<number>`coalesce(max(${colors.color_id}), 0)` })
    .from(colors)
    .get();
  return (row?.top ?? 0) + 1;
}

export function insertColor(db: Db, row: ColorRow) {
  return db.insert(colors).values(row);
}

export function updateColor(db: Db, row: ColorRow) {
  const { color_id, hotel_id, ...set } = row;
  return db
    .update(colors)
    .set(set)
    .where(and(eq(colors.color_id, color_id), eq(colors.hotel_id, hotel_id)));
}

/**
 * Deletes a colour only while no date and no price uses it, in one statement (the check and the
 * delete cannot be split by another write); follow it with a guard to know it happened.
 */
export function deleteUnusedColor(db: Db, hotelId: number, colorId: number) {
  return db
    .delete(colors)
    .where(
      and(
        eq(colors.color_id, colorId),
        eq(colors.hotel_id, hotelId),
        sql`not exists (select 1 from ${colorDates} where ${colorDates.color_id} = ${colorId})`,
        sql`not exists (select 1 from ${prices} where ${prices.color_id} = ${colorId})`,
      ),
    );
}

/** The colour of each date in [from, to] that has one. */
export function colorDatesBetween(db: Db, hotelId: number, from: string, to: string) {
  return db
    .select({ date: colorDates.date, color_id: colorDates.color_id })
    .from(colorDates)
    .where(and(eq(colorDates.hotel_id, hotelId), between(colorDates.date, from, to)))
    .orderBy(asc(colorDates.date));
}

/** The current colour (or null) of each listed date: what the audit compares with. */
export function colorsOfDates(db: Db, hotelId: number, dates: readonly string[]) {
  return db
    .select({ date: colorDates.date, color_id: colorDates.color_id })
    .from(colorDates)
    .where(and(eq(colorDates.hotel_id, hotelId), inList(colorDates.date, dates)));
}

/**
 * Sets the colour of each date (null: off sale): an upsert of the coloured dates whose colour is the
 * hotel's, a guard that every one was written, and a delete of the others. Three statements, whatever
 * the number of dates.
 */
export function writeColorDates(
  db: Db,
  hotelId: number,
  dates: readonly { date: string; color_id: number | null }[],
) {
  const coloured = dates.filter((d) => d.color_id !== null);
  const cleared = dates.filter((d) => d.color_id === null).map((d) => d.date);
  const statements: Statement[] = [];
  if (coloured.length > 0) {
    statements.push(
      db
        .insert(colorDates)
        .select(
          sql`select ${hotelId}, json_extract(j.value, '$.date'), c.color_id
              from json_each(${JSON.stringify(coloured)}) j
              join ${colors} c on c.color_id = json_extract(j.value, '$.color_id') and c.hotel_id = ${hotelId}
              where true`,
        )
        .onConflictDoUpdate({
          target: [colorDates.hotel_id, colorDates.date],
          set: { color_id: sql`excluded.color_id` },
        }),
      assertRowsChanged(db, coloured.length),
    );
  }
  if (cleared.length > 0) {
    statements.push(
      db.delete(colorDates).where(and(eq(colorDates.hotel_id, hotelId), inList(colorDates.date, cleared))),
    );
  }
  return statements;
}

/**
 * A batch statement that aborts the whole batch unless each listed date still has the listed colour
 * (null: off sale), the way assertRowsChanged does: an undo puts colours back only where nothing
 * changed them since.
 */
export function assertColorDates(
  db: Db,
  hotelId: number,
  dates: readonly { date: string; color_id: number | null }[],
) {
  return db.insert(batchGuards).select(
    sql`select null, 0 where (
          select count(*) from json_each(${JSON.stringify(dates)}) j
          left join ${colorDates} d on d.hotel_id = ${hotelId} and d.date = json_extract(j.value, '$.date')
          where d.color_id is json_extract(j.value, '$.color_id')
        ) <> ${dates.length}`,
  );
}

/** A plan of the hotel with the rooms it sells (their capacity), or undefined. */
export async function planWithRooms(db: Db, hotelId: number, planId: number) {
  const [planRows, roomRows] = await db.batch([
    db
      .select({ plan_id: plans.plan_id, accepted_child_types: plans.accepted_child_types })
      .from(plans)
      .where(and(eq(plans.plan_id, planId), eq(plans.hotel_id, hotelId))),
    db
      .select({
        room_id: rooms.room_id,
        names: rooms.names,
        min_guests: rooms.min_guests,
        max_guests: rooms.max_guests,
      })
      .from(planRooms)
      .innerJoin(rooms, and(eq(rooms.room_id, planRooms.room_id), eq(rooms.hotel_id, hotelId)))
      .where(eq(planRooms.plan_id, planId))
      .orderBy(asc(rooms.display_order), asc(rooms.room_id)),
  ]);
  const plan = planRows[0];
  return plan ? { ...plan, rooms: roomRows } : undefined;
}

/** The plan's price table, every cell. */
export function pricesOfPlan(db: Db, planId: number) {
  return db
    .select({
      room_id: prices.room_id,
      color_id: prices.color_id,
      adults: prices.adults,
      price: prices.price,
    })
    .from(prices)
    .where(eq(prices.plan_id, planId))
    .orderBy(asc(prices.room_id), asc(prices.color_id), asc(prices.adults));
}

/**
 * Replaces the given cells of a plan's price table in one statement, then a guard: a cell whose room
 * is not the plan's, whose colour is not the hotel's, or whose adults exceed the room's capacity is
 * not written, so the guard aborts the whole batch (the service checks first and answers why).
 */
export function writePrices(db: Db, hotelId: number, planId: number, cells: readonly PriceCellRow[]) {
  return [
    db
      .insert(prices)
      .select(
        sql`select ${planId}, r.room_id, c.color_id, json_extract(j.value, '$.adults'), json_extract(j.value, '$.price')
            from json_each(${JSON.stringify(cells)}) j
            join ${planRooms} pr on pr.plan_id = ${planId} and pr.room_id = json_extract(j.value, '$.room_id')
            join ${rooms} r on r.room_id = pr.room_id and r.hotel_id = ${hotelId}
              and json_extract(j.value, '$.adults') <= r.max_guests
            join ${colors} c on c.color_id = json_extract(j.value, '$.color_id') and c.hotel_id = ${hotelId}
            where true`,
      )
      .onConflictDoUpdate({
        target: [prices.plan_id, prices.room_id, prices.color_id, prices.adults],
        set: { price: sql`excluded.price` },
      }),
    assertRowsChanged(db, cells.length),
  ] as const;
}

export function childTypesOfHotel(db: Db, hotelId: number) {
  return db
    .select()
    .from(childTypes)
    .where(eq(childTypes.hotel_id, hotelId))
    .orderBy(asc(childTypes.child_type));
}

/** Writes the hotel's six child types in one statement. */
export function writeChildTypes(db: Db, hotelId: number, rows: readonly Omit<ChildTypeRow, 'hotel_id'>[]) {
  return db
    .insert(childTypes)
    .select(
      sql`select ${hotelId}, json_extract(j.value, '$.child_type'), json(json_extract(j.value, '$.names')),
            json_extract(j.value, '$.age_from'), json_extract(j.value, '$.age_to'),
            json_extract(j.value, '$.price_mode'), json_extract(j.value, '$.price_value'),
            json_extract(j.value, '$.uses_bed'), json_extract(j.value, '$.with_meal')
          from json_each(${JSON.stringify(rows.map((r) => ({ ...r, uses_bed: r.uses_bed ? 1 : 0, with_meal: r.with_meal ? 1 : 0 })))}) j
          where true`,
    )
    .onConflictDoUpdate({
      target: [childTypes.hotel_id, childTypes.child_type],
      set: {
        names: sql`excluded.names`,
        age_from: sql`excluded.age_from`,
        age_to: sql`excluded.age_to`,
        price_mode: sql`excluded.price_mode`,
        price_value: sql`excluded.price_value`,
        uses_bed: sql`excluded.uses_bed`,
        with_meal: sql`excluded.with_meal`,
      },
    });
}

export function childPricesOfPlan(db: Db, planId: number) {
  return db
    .select({
      child_type: childPrices.child_type,
      price_mode: childPrices.price_mode,
      price_value: childPrices.price_value,
    })
    .from(childPrices)
    .where(eq(childPrices.plan_id, planId))
    .orderBy(asc(childPrices.child_type));
}

/** Replaces a plan's own child prices: a delete and one insert (none when the list is empty). */
export function writeChildPrices(db: Db, planId: number, rows: readonly Omit<ChildPriceRow, 'plan_id'>[]) {
  const statements: Statement[] = [db.delete(childPrices).where(eq(childPrices.plan_id, planId))];
  if (rows.length > 0) {
    statements.push(db.insert(childPrices).values(rows.map((r) => ({ ...r, plan_id: planId }))));
  }
  return statements;
}
