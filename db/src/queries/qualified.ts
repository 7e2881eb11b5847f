import { type Column, getTableName, type SQL, sql } from 'drizzle-orm';

/**
 * A column as `"table"."column"`. drizzle writes a one-table query's columns without their table,
 * so inside a correlated subquery `${hotels.hotel_id}` would name the subquery's own column of the
 * same name; this names the outer one.
 * @example sql`(select … from ${hotelTexts} where ${qualified(hotelTexts.hotel_id)} = ${qualified(hotels.hotel_id)})`
 */
export function qualified(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
