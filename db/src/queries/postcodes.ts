import { asc, inArray, sql } from 'drizzle-orm';
import { postcodes } from '../../schema/index';
import type { Db } from '../client';

/**
 * The addresses of a 7-digit postcode in Japan Post's order: its building's row when the data keeps
 * the code's 5-digit prefix as one building (decision 027), then its own rows.
 */
export function findPostcodeAddresses(db: Db, postcode: string) {
  return db
    .select({ prefecture: postcodes.prefecture, city: postcodes.city, town: postcodes.town })
    .from(postcodes)
    .where(inArray(postcodes.postcode, [postcode, postcode.slice(0, 5)]))
    .orderBy(sql`length(${postcodes.postcode})`, asc(postcodes.position))
    .all();
}
