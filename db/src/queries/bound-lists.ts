import { type Column, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

// D1 binds at most 100 parameters per statement (SQLite elsewhere allows thousands), and a
// statement over that fails whole: `inArray(column, ids)` binds one parameter per id, and a
// multi-row insert one per field of every row. Lists that come from a request or from the data
// (hotel ids, plans of a prefecture, dates of a calendar, nights of a stay) go through these two
// helpers, so no statement's parameter count grows with a list (decision 051).

/** The most parameters one statement may bind on D1. */
const MAX_BOUND_PARAMETERS = 100;

/**
 * `expression IN (values)` with the whole list bound as one JSON parameter, whatever its length
 * (SQLite reads `json_each` like a table, so an index on the column is still used); a subquery
 * instead of values is written as it is.
 * @example db.select().from(plans).where(inList(plans.hotel_id, hotelIds))
 */
export function inList(
  expression: Column | SQL | SQL.Aliased,
  values: readonly (string | number)[] | SQLWrapper,
): SQL {
  if (!isList(values)) return sql`${expression} in ${values}`;
  // One value binds one parameter either way; as an equality the planner knows it is one row (the
  // guest pages' usual case, one hotel's plans), instead of reading the list as a table first.
  if (values.length === 1) return sql`${expression} = ${values[0]}`;
  return sql`${expression} in (select value from json_each(${JSON.stringify(values)}))`;
}

const isList = (values: readonly (string | number)[] | SQLWrapper): values is readonly (string | number)[] =>
  Array.isArray(values);

/**
 * `rows` in parts small enough for one statement each, when every row binds `perRow` parameters:
 * for multi-row inserts, one statement per part in the same batch.
 * @example boundChunks(dates, 2).map((part) => db.insert(planClosedDates).values(part.map(…)))
 */
export function boundChunks<T>(rows: readonly T[], perRow: number): T[][] {
  const size = Math.max(1, Math.floor(MAX_BOUND_PARAMETERS / Math.max(1, perRow)));
  const parts: T[][] = [];
  for (let i = 0; i < rows.length; i += size) parts.push(rows.slice(i, i + size));
  return parts;
}
