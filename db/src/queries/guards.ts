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

/** The last statement of a batch that used guards: leaves the table empty. */
export function clearGuards(db: Db) {
  return db.delete(batchGuards);
}

/** Whether an error is a failed guard, i.e. a conditional change found nothing to change. */
export function isGuardFailure(error: unknown): boolean {
  const text = `${error instanceof Error ? error.message : String(error)} ${
    error instanceof Error && error.cause instanceof Error ? error.cause.message : ''
  }`;
  return /batch_guard_changed|batch_guards/i.test(text);
}

export type Statement = BatchItem<'sqlite'>;

/** Runs statements as one batch (a transaction on D1 and libSQL), ending with the guard clean-up. */
export function runGuardedBatch(db: Db, statements: Statement[]) {
  const all: Statement[] = [...statements, clearGuards(db)];
  return db.batch(all as [Statement, ...Statement[]]);
}
