import { sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { batchGuards } from '../../schema/index';
import type { Db } from '../client';

/**
 * A batch statement that aborts the whole batch unless the statement just before it changed
 * exactly one row (see the batch_guards table).
 */
export function assertOneRowChanged(db: Db) {
  return db.insert(batchGuards).values({ ok: sql`changes()` });
}

/**
 * A batch statement that aborts the whole batch unless the statement just before it changed
 * exactly `n` rows.
 */
export function assertRowsChanged(db: Db, n: number) {
  return db.insert(batchGuards).values({ ok: sql`changes() = ${n}` });
}

/** The last statement of a batch that used guards: leaves the table empty. */
export function clearGuards(db: Db) {
  return db.delete(batchGuards);
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

/** Runs statements as one batch (a transaction on D1 and libSQL), ending with the guard clean-up. */
export function runGuardedBatch(db: Db, statements: Statement[]) {
  const all: Statement[] = [...statements, clearGuards(db)];
  return db.batch(all as [Statement, ...Statement[]]);
}
