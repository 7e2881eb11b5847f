import { parseCsv } from './parse';
import {
  type CsvHeaderLang,
  RESERVATION_CSV_COLUMNS,
  RESERVATION_CSV_COLUMNS_JA,
  RESERVATION_CSV_FIELDS,
} from './reservation-csv';

/**
 * For tests: the reservation CSV's rows read back as objects by API name (the `api` variant's column
 * names, or the spec's field names of the `ja` variant's columns), after checking that the header is
 * the variant's and every row is as long as it; throws when either is not so. The text starts at the
 * header (a BOM is the caller's to check and cut).
 */
export function reservationCsvRows(text: string, lang: CsvHeaderLang = 'api'): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  const columns = lang === 'api' ? RESERVATION_CSV_COLUMNS : RESERVATION_CSV_COLUMNS_JA;
  if (JSON.stringify(header) !== JSON.stringify(columns))
    throw new Error(`CSV header is not the ${lang} variant's: ${JSON.stringify(header)}`);
  const names = lang === 'api' ? RESERVATION_CSV_COLUMNS : RESERVATION_CSV_FIELDS;
  return rows.map((cells, i) => {
    if (cells.length !== names.length)
      throw new Error(`CSV row ${i + 1} has ${cells.length} cells, the header ${names.length}`);
    return Object.fromEntries(names.map((name, j) => [name, cells[j] ?? '']));
  });
}
