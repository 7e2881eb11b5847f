import { and, asc, eq, gt, lt } from 'drizzle-orm';
import { waitings } from '../../schema/index';
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
