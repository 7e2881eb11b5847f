import { type Column, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';

/**
 * The rows of `table` that match `where`, in `orderBy` order, as one JSON column of another query,
 * decoded back into the rows a select of the table answers (each column's own decoding: JSON texts
 * parsed, booleans mapped). Lets one statement read a row and the lists that belong to it: on D1
 * every statement of a batch has a fixed cost, often more than its SQL.
 *
 * `where` and `orderBy` name the table's columns as drizzle writes them in a select list, without
 * their table: inside the subquery they resolve to `table`, the only one in scope there.
 * @example db.select({ ...getTableColumns(plans), questions: rowsAsJson(questions, { where: eq(questions.plan_id, planId) }).as('questions') })
 */
export function rowsAsJson<TTable extends SQLiteTable>(
  table: TTable,
  { where, orderBy }: { where: SQL | undefined; orderBy?: SQL[] },
): SQL<TTable['$inferSelect'][]> {
  const columns = Object.entries(getTableColumns(table)) as [string, Column][];
  const fields = sql.join(
    columns.map(([, column]) => sql`${sql.raw(`'${column.name}'`)}, ${sql.identifier(column.name)}`),
    sql`, `,
  );
  const matching = sql`select * from ${table}${where ? sql` where ${where}` : sql``}${
    orderBy?.length ? sql` order by ${sql.join(orderBy, sql`, `)}` : sql``
  }`;
  return sql`(select json_group_array(json_object(${fields})) from (${matching}))`.mapWith(
    (json: string): TTable['$inferSelect'][] =>
      (JSON.parse(json) as Record<string, unknown>[]).map((row) => {
        const decoded: Record<string, unknown> = {};
        for (const [key, column] of columns) {
          const value = row[column.name];
          decoded[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
        }
        return decoded as TTable['$inferSelect'];
      }),
  );
}
