import { fillPlaceholders, getTableColumns, is, type Placeholder, SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '../client';
import { boundChunks } from './bound-lists';

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

type Column = {
  default?: unknown;
  defaultFn?: () => unknown;
  mapToDriverValue(value: unknown): unknown;
};

/**
 * A row's value for a column's placeholder. drizzle maps what is bound to an insert placeholder itself
 * (JSON, booleans), so values go in as they are; an absent one becomes the column's default, as in a
 * built insert. drizzle would also "map" a null (a JSON column would get the text 'null'), so a null
 * is only taken where mapping leaves it null.
 */
function placeholderValue(field: string, column: Column, value: unknown): unknown {
  if (value === undefined) {
    if (column.default !== undefined && column.default !== null && !is(column.default, SQL))
      return column.default;
    if (column.defaultFn) return column.defaultFn();
    value = null;
  }
  if (value === null && column.mapToDriverValue(null) !== null) {
    throw new Error(`${field}: a prepared insert cannot write null to this column`);
  }
  return value;
}

/**
 * preparedBatch for statements whose SQL depends on a small whole number — how many rows an insert
 * writes, how many dates an IN list holds: built once per database and per `shape`.
 */
export function preparedShapes<const T extends readonly BatchItem<'sqlite'>[]>(
  build: (db: Db, shape: number) => T,
) {
  const byShape = new Map<number, (db: Db, values: Record<string, unknown>) => T>();
  return (db: Db, shape: number, values: Record<string, unknown>): T => {
    let statements = byShape.get(shape);
    if (!statements) {
      statements = preparedBatch((db) => build(db, shape));
      byShape.set(shape, statements);
    }
    return statements(db, values);
  };
}

/**
 * An INSERT of one or more rows into `table`, built once per database and row count (see
 * preparedBatch): `build` gets, for each row, a placeholder for every field of the rows it will be
 * given (the first row's fields; a later row with another field is refused, never dropped) and adds
 * whatever else the statement needs (SQL values, RETURNING). Each call binds the rows' values; drizzle
 * maps them (JSON, booleans) and absent ones take the default. The answer is one statement per part
 * of the rows that D1 can bind (boundChunks), all for the same batch: none when there are no rows.
 */
export function preparedInsertRows<TTable extends SQLiteTable, Q extends BatchItem<'sqlite'>>(
  table: TTable,
  build: (db: Db, rows: Record<string, Placeholder>[]) => Q,
) {
  const columns = getTableColumns(table) as unknown as Record<string, Column>;
  let fields: string[] | null = null;
  let known: Set<string> | null = null;
  const statement = preparedShapes((db, count) => {
    const rows = Array.from({ length: count }, (_, i) =>
      Object.fromEntries((fields ?? []).map((f) => [f, sql.placeholder(`${f}.${i}`)])),
    );
    return [build(db, rows)] as const;
  });
  return (db: Db, rows: readonly Record<string, unknown>[]): Q[] => {
    if (rows.length === 0) return [];
    fields ??= Object.keys(rows[0] ?? {});
    known ??= new Set(fields);
    const names = fields;
    return boundChunks(rows, names.length).map((part) => {
      const values: Record<string, unknown> = {};
      for (const [i, row] of part.entries()) {
        for (const field in row) {
          if (!known?.has(field)) throw new Error(`${field}: not among the fields of the first row`);
        }
        for (const field of names) {
          const column = columns[field];
          if (!column) throw new Error(`${field} is not a column`);
          values[`${field}.${i}`] = placeholderValue(field, column, row[field]);
        }
      }
      return statement(db, part.length, values)[0];
    });
  };
}

/** preparedInsertRows for an insert of exactly one row. */
export function preparedInsert<TTable extends SQLiteTable, Q extends BatchItem<'sqlite'>>(
  table: TTable,
  build: (db: Db, placeholders: Record<string, Placeholder>) => Q,
) {
  const insert = preparedInsertRows(table, (db, [row]) => build(db, row ?? {}));
  return (db: Db, row: Record<string, unknown>): Q => insert(db, [row])[0] as Q;
}
