import { fillPlaceholders, type Placeholder } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Db } from '../client';

/** A value of a statement built once: a literal, or a `sql.placeholder()` filled at each run. */
export type Param<T> = T | Placeholder;

/** What drizzle's batch uses of a prepared query (D1 and libSQL sessions alike). */
type PreparedQuery = {
  getQuery(): { sql: string; params: unknown[] };
  stmt?: unknown;
  mapResult(response: unknown, isFromBatch?: boolean): unknown;
};

/**
 * Statements whose SQL is built once per database and reused with new values, for the reads every
 * booking and price calculation repeats: building a dozen queries from drizzle's builders cost about
 * half a millisecond of CPU per call, more than running them.
 *
 * `build` makes the statements with `sql.placeholder(name)` where values go; the answer binds
 * `values` to them and gives items for `db.batch()` with the builders' result types. drizzle's
 * prepared queries cannot be put in a batch themselves (drizzle-team/drizzle-orm#2197), so each item
 * is a stand-in whose `_prepare()` answers the prepared query with its placeholders filled — the only
 * part of an item `batch()` uses. The items are for `db.batch()` only: not awaitable on their own.
 */
export function preparedBatch<const T extends readonly BatchItem<'sqlite'>[]>(build: (db: Db) => T) {
  const cache = new WeakMap<Db, PreparedQuery[]>();
  return (db: Db, values: Record<string, unknown>): T => {
    let prepared = cache.get(db);
    if (!prepared) {
      prepared = build(db).map((statement) =>
        (statement as unknown as { prepare(): PreparedQuery }).prepare(),
      );
      cache.set(db, prepared);
    }
    return prepared.map((query) => {
      const { sql, params } = query.getQuery();
      const filled = { sql, params: fillPlaceholders(params, values) };
      return {
        _prepare: () => ({
          getQuery: () => filled,
          stmt: query.stmt,
          mapResult: (response: unknown, isFromBatch?: boolean) => query.mapResult(response, isFromBatch),
        }),
      };
    }) as unknown as T;
  };
}
