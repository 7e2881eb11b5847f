import { and, asc, between, eq, inArray, max, ne, sql } from 'drizzle-orm';
import {
  colorDates,
  planClosedDates,
  planRoomClosedDates,
  planRooms,
  plans,
  prices,
  roomStocks,
  rooms,
} from '../../schema/index';
import type { Db } from '../client';
import { boundChunks, inList } from './bound-lists';

/** The back office's plan calls (issue 12, decision 041). */

export type StaffPlanRow = typeof plans.$inferSelect;
/** The columns a plan save writes (everything but its id and hotel). */
export type PlanColumns = Omit<typeof plans.$inferInsert, 'plan_id' | 'hotel_id'>;

/** Every plan of a hotel, secret and hidden ones included, in display order, with the rooms each sells. */
export async function staffPlansOf(db: Db, hotelId: number) {
  const hotelPlans = db.select({ plan_id: plans.plan_id }).from(plans).where(eq(plans.hotel_id, hotelId));
  const [rows, links] = await db.batch([
    db
      .select()
      .from(plans)
      .where(eq(plans.hotel_id, hotelId))
      .orderBy(asc(plans.display_order), asc(plans.plan_id)),
    db
      .select({ plan_id: planRooms.plan_id, room_id: planRooms.room_id })
      .from(planRooms)
      .where(inArray(planRooms.plan_id, hotelPlans))
      .orderBy(asc(planRooms.display_order), asc(planRooms.room_id)),
  ]);
  return { rows, links };
}

/** One plan of a hotel (undefined when the id is of another hotel) with the rooms it sells. */
export async function staffPlanOf(db: Db, hotelId: number, planId: number) {
  const [rows, links] = await db.batch([
    db
      .select()
      .from(plans)
      .where(and(eq(plans.hotel_id, hotelId), eq(plans.plan_id, planId))),
    db
      .select({ room_id: planRooms.room_id })
      .from(planRooms)
      .innerJoin(plans, eq(plans.plan_id, planRooms.plan_id))
      .where(and(eq(planRooms.plan_id, planId), eq(plans.hotel_id, hotelId)))
      .orderBy(asc(planRooms.display_order), asc(planRooms.room_id)),
  ]);
  const plan = rows[0];
  return plan ? { plan, room_ids: links.map((l) => l.room_id) } : undefined;
}

/** The rooms a plan sells, with what the plan screens show of them, in the plan's order. */
export function roomsSoldBy(db: Db, planId: number) {
  return db
    .select({
      room_id: rooms.room_id,
      names: rooms.names,
      is_visible: rooms.is_visible,
      display_order: planRooms.display_order,
    })
    .from(planRooms)
    .innerJoin(rooms, eq(rooms.room_id, planRooms.room_id))
    .where(eq(planRooms.plan_id, planId))
    .orderBy(asc(planRooms.display_order), asc(rooms.display_order), asc(rooms.room_id));
}

/** Which of these room ids belong to the hotel. */
export async function roomIdsOfHotel(db: Db, hotelId: number, roomIds: number[]) {
  if (roomIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ room_id: rooms.room_id })
    .from(rooms)
    .where(and(eq(rooms.hotel_id, hotelId), inList(rooms.room_id, roomIds)));
  return new Set(rows.map((r) => r.room_id));
}

/** Whether another plan of the hotel already uses this secret URL key. */
export async function isSecretUrlTaken(db: Db, hotelId: number, url: string, exceptPlanId?: number) {
  const row = await db
    .select({ plan_id: plans.plan_id })
    .from(plans)
    .where(
      and(
        eq(plans.hotel_id, hotelId),
        eq(plans.secret_url, url),
        exceptPlanId === undefined ? undefined : ne(plans.plan_id, exceptPlanId),
      ),
    )
    .get();
  return row !== undefined;
}

/** The id a new plan takes and the display order that puts it last in its hotel. */
export async function nextPlanPlace(db: Db, hotelId: number) {
  const [ids, orders] = await db.batch([
    db.select({ top: max(plans.plan_id) }).from(plans),
    db
      .select({ top: max(plans.display_order) })
      .from(plans)
      .where(eq(plans.hotel_id, hotelId)),
  ]);
  return { plan_id: (ids[0]?.top ?? 0) + 1, display_order: (orders[0]?.top ?? 0) + 1 };
}

export function insertPlan(db: Db, values: typeof plans.$inferInsert) {
  return db.insert(plans).values(values);
}

export function updatePlanColumns(db: Db, hotelId: number, planId: number, set: Partial<PlanColumns>) {
  return db
    .update(plans)
    .set(set)
    .where(and(eq(plans.hotel_id, hotelId), eq(plans.plan_id, planId)));
}

/** The statements that make a plan sell exactly these rooms, in this order. */
export function replacePlanRooms(db: Db, planId: number, roomIds: number[]) {
  return [
    db.delete(planRooms).where(eq(planRooms.plan_id, planId)),
    ...roomIds.map((room_id, i) =>
      db.insert(planRooms).values({ plan_id: planId, room_id, display_order: i + 1 }),
    ),
  ];
}

/** A plan's closed dates, of the whole plan and of each room, between two dates. */
export async function planCalendarOf(db: Db, planId: number, from: string, to: string) {
  const [closed, roomClosed] = await db.batch([
    db
      .select({ date: planClosedDates.date })
      .from(planClosedDates)
      .where(and(eq(planClosedDates.plan_id, planId), between(planClosedDates.date, from, to)))
      .orderBy(asc(planClosedDates.date)),
    db
      .select({ room_id: planRoomClosedDates.room_id, date: planRoomClosedDates.date })
      .from(planRoomClosedDates)
      .where(and(eq(planRoomClosedDates.plan_id, planId), between(planRoomClosedDates.date, from, to)))
      .orderBy(asc(planRoomClosedDates.date), asc(planRoomClosedDates.room_id)),
  ]);
  return { closed: closed.map((c) => c.date), roomClosed };
}

/** The statements that open (delete) or close (insert) dates of a plan or of one of its rooms. */
export function setPlanDates(
  db: Db,
  target: { plan_id: number; room_id?: number | undefined },
  dates: string[],
  isOpen: boolean,
) {
  const { plan_id, room_id } = target;
  if (room_id === undefined) {
    return isOpen
      ? [
          db
            .delete(planClosedDates)
            .where(and(eq(planClosedDates.plan_id, plan_id), inList(planClosedDates.date, dates))),
        ]
      : boundChunks(dates, 2).map((part) =>
          db
            .insert(planClosedDates)
            .values(part.map((date) => ({ plan_id, date })))
            .onConflictDoNothing(),
        );
  }
  return isOpen
    ? [
        db
          .delete(planRoomClosedDates)
          .where(
            and(
              eq(planRoomClosedDates.plan_id, plan_id),
              eq(planRoomClosedDates.room_id, room_id),
              inList(planRoomClosedDates.date, dates),
            ),
          ),
      ]
    : boundChunks(dates, 3).map((part) =>
        db
          .insert(planRoomClosedDates)
          .values(part.map((date) => ({ plan_id, room_id, date })))
          .onConflictDoNothing(),
      );
}

/** The statements that put a hotel's plans in this order (1, 2, 3, …). */
export function setPlanDisplayOrders(db: Db, hotelId: number, planIds: number[]) {
  return planIds.map((plan_id, i) =>
    db
      .update(plans)
      .set({ display_order: i + 1 })
      .where(and(eq(plans.hotel_id, hotelId), eq(plans.plan_id, plan_id))),
  );
}

/**
 * What the warnings of a hotel's plans are computed from, for the dates [from, to], in one batch: the
 * hotel's colour of each date, which plan × room × colour has a price (for any number of adults), each
 * room's stock, and the plans' closed dates (of the plan and of each room).
 */
export async function warningReads(db: Db, hotelId: number, from: string, to: string) {
  const hotelPlans = db.select({ plan_id: plans.plan_id }).from(plans).where(eq(plans.hotel_id, hotelId));
  const hotelRooms = db.select({ room_id: rooms.room_id }).from(rooms).where(eq(rooms.hotel_id, hotelId));
  const [colorRows, priced, stocks, closed, roomClosed] = await db.batch([
    db
      .select({ date: colorDates.date, color_id: colorDates.color_id })
      .from(colorDates)
      .where(and(eq(colorDates.hotel_id, hotelId), between(colorDates.date, from, to))),
    db
      .selectDistinct({ plan_id: prices.plan_id, room_id: prices.room_id, color_id: prices.color_id })
      .from(prices)
      .where(inArray(prices.plan_id, hotelPlans)),
    db
      .select({ room_id: roomStocks.room_id, date: roomStocks.date, left: sql<number>`${roomStocks.stock}` })
      .from(roomStocks)
      .where(
        and(
          inArray(roomStocks.room_id, hotelRooms),
          between(roomStocks.date, from, to),
          sql`${roomStocks.stock} > 0`,
        ),
      ),
    db
      .select()
      .from(planClosedDates)
      .where(and(inArray(planClosedDates.plan_id, hotelPlans), between(planClosedDates.date, from, to))),
    db
      .select()
      .from(planRoomClosedDates)
      .where(
        and(inArray(planRoomClosedDates.plan_id, hotelPlans), between(planRoomClosedDates.date, from, to)),
      ),
  ]);
  return { colorRows, priced, stocks, closed, roomClosed };
}
