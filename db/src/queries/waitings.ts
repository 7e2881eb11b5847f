import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, ne, or, type SQL } from 'drizzle-orm';
import { hotels, plans, rooms, unionHotels, waitings } from '../../schema/index';
import type { Db } from '../client';
import { assertOneRowChanged } from './guards';

export type WaitingRow = typeof waitings.$inferSelect;
export type NewWaiting = typeof waitings.$inferInsert;

/** The insert of a new wait, answering its id (a statement for the batch that queues its mail). */
export function insertWaiting(db: Db, row: NewWaiting) {
  return db.insert(waitings).values(row).returning({ waiting_id: waitings.waiting_id });
}

/** Waits whose check-in date is before `today` expire. */
export async function expireWaitingsBefore(db: Db, today: string) {
  await db
    .update(waitings)
    .set({ status: 'expired' })
    .where(and(eq(waitings.status, 'waiting'), lt(waitings.checkin, today)));
}

/** Waits still waiting, first come first served. */
export function waitingInLine(db: Db, limit: number) {
  return db
    .select()
    .from(waitings)
    .where(eq(waitings.status, 'waiting'))
    .orderBy(asc(waitings.created_at), asc(waitings.waiting_id))
    .limit(limit)
    .all();
}

/** Waits notified after `since` (Unix seconds): the rooms they were told of are still theirs. */
export function notifiedSince(db: Db, since: number) {
  return db
    .select()
    .from(waitings)
    .where(and(eq(waitings.status, 'notified'), gt(waitings.notified_at, since)))
    .all();
}

/**
 * Marks a wait notified, only while it is still waiting: the conditional UPDATE and its guard, not
 * run, for the batch that queues its mail, so of two runs at once only one notifies it.
 */
export function markWaitingNotified(db: Db, waitingId: number, now: number) {
  return [
    db
      .update(waitings)
      .set({ status: 'notified', notified_at: now })
      .where(and(eq(waitings.waiting_id, waitingId), eq(waitings.status, 'waiting'))),
    assertOneRowChanged(db),
  ] as const;
}

/** Which hotels' waits a search covers: one hotel, a chain's, a union's, or every hotel (admin). */
export type WaitingScope = { hotelId?: number; chainId?: number; unionId?: number };

export type WaitingFilter = {
  scope: WaitingScope;
  /** As the list shows it: a wait whose check-in has passed is expired even before the cron marks it. */
  state?: 'waiting' | 'notified' | 'expired' | undefined;
  /** Today in Japan, for the state above. */
  today: string;
  /** A wait matches when one of its nights falls in [from, to] (both included). */
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  per_page: number;
};

function waitingWhere(db: Db, f: WaitingFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (f.scope.hotelId !== undefined) conditions.push(eq(waitings.hotel_id, f.scope.hotelId));
  if (f.scope.chainId !== undefined) {
    const ids = db.select({ id: hotels.hotel_id }).from(hotels).where(eq(hotels.chain_id, f.scope.chainId));
    conditions.push(inArray(waitings.hotel_id, ids));
  }
  if (f.scope.unionId !== undefined) {
    const ids = db
      .select({ id: unionHotels.hotel_id })
      .from(unionHotels)
      .where(eq(unionHotels.union_id, f.scope.unionId));
    conditions.push(inArray(waitings.hotel_id, ids));
  }
  // A wait the guest withdrew is no longer on the list.
  conditions.push(ne(waitings.status, 'canceled'));
  if (f.state === 'notified') conditions.push(eq(waitings.status, 'notified'));
  if (f.state === 'waiting') conditions.push(eq(waitings.status, 'waiting'), gte(waitings.checkin, f.today));
  if (f.state === 'expired') {
    conditions.push(
      or(eq(waitings.status, 'expired'), and(eq(waitings.status, 'waiting'), lt(waitings.checkin, f.today))),
    );
  }
  // Nights are [checkin, checkout).
  if (f.from) conditions.push(gt(waitings.checkout, f.from));
  if (f.to) conditions.push(lte(waitings.checkin, f.to));
  return and(...conditions);
}

/**
 * One page of waits, newest first, with the plan's title and the room's name, and the number of
 * waits matching in all: two statements in one round trip.
 */
export async function searchWaitings(db: Db, f: WaitingFilter) {
  const where = waitingWhere(db, f);
  const [rows, totals] = await db.batch([
    db
      .select({
        waiting: waitings,
        plan_titles: plans.titles,
        room_names: rooms.names,
      })
      .from(waitings)
      .innerJoin(plans, eq(plans.plan_id, waitings.plan_id))
      .innerJoin(rooms, eq(rooms.room_id, waitings.room_id))
      .where(where)
      .orderBy(desc(waitings.created_at), desc(waitings.waiting_id))
      .limit(f.per_page)
      .offset((f.page - 1) * f.per_page),
    db.select({ total: count() }).from(waitings).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
