import { sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { batchGuards } from '../../schema/index';
import type { Db } from '../client';

/**
 * A batch statement that aborts the whole batch unless the statement just before it changed
 * exactly `n` rows (SQLite's changes()). On a mismatch it inserts a row the batch_guards CHECK
 * refuses; otherwise it inserts nothing, so the table stays empty and needs no clean-up.
 */
export function assertRowsChanged(db: Db, n: number) {
  return db.insert(batchGuards).select(sql`select null, 0 where changes() <> ${n}`);
}

/** assertRowsChanged for one row: the conditional change just before it found its row. */
export function assertOneRowChanged(db: Db) {
  return assertRowsChanged(db, 1);
}

/**
 * The text of a database error, its cause included: D1 and libSQL wrap SQLite's message (the
 * constraint that failed) differently, so callers match on both.
 */
export function dbErrorText(error: unknown): string {
  return `${error instanceof Error ? error.message : String(error)} ${
    error instanceof Error && error.cause instanceof Error ? error.cause.message : ''
  }`;
}

/** Whether an error is a failed guard, i.e. a conditional change found nothing to change. */
export function isGuardFailure(error: unknown): boolean {
  return /batch_guard_changed|batch_guards/i.test(dbErrorText(error));
}

/** Whether an error is a UNIQUE or PRIMARY KEY violation, optionally of one column (`table.column`). */
export function isUniqueViolation(error: unknown, column?: string): boolean {
  const text = dbErrorText(error);
  if (!/UNIQUE constraint failed|PRIMARY KEY/i.test(text)) return false;
  return column === undefined || text.includes(column);
}

export type Statement = BatchItem<'sqlite'>;
