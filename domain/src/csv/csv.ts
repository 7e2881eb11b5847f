/**
 * Writing CSV the way spreadsheets read it safely: RFC 4180 quoting, CRLF line ends, and a guard
 * against formula injection (a guest who names himself `=HYPERLINK(…)` must not run in Excel).
 */

/** The line end of RFC 4180. */
export const CRLF = '\r\n';

/** Excel and LibreOffice read UTF-8 CSV as UTF-8 only when it starts with this mark. */
export const UTF8_BOM = '\uFEFF';

/** A cell's value: text is guarded and quoted, numbers are written as they are, null is empty. */
export type CsvValue = string | number | null | undefined;

// A spreadsheet treats a cell starting with one of these as a formula (tab and CR as well: some
// importers strip them and then see the `=` behind).
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * Text made safe to open in a spreadsheet: a leading `'` when it starts with `=`, `+`, `-`, `@`,
 * tab or CR (the OWASP rule), so it shows as text and never runs.
 * @example guardFormula('=1+1') // "'=1+1"; guardFormula('佐藤') // '佐藤'
 */
export function guardFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * One cell of a CSV line: text is guarded against formulas, then quoted when it holds a quote, a
 * comma, CR or LF, with its quotes doubled (RFC 4180). Numbers are written as they are (an amount
 * of -500 stays a number); null and undefined are empty.
 * @example csvCell('a "b", c') // '"a ""b"", c"'; csvCell(-500) // '-500'; csvCell(null) // ''
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = guardFormula(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line, CRLF included. */
export function csvLine(values: readonly CsvValue[]): string {
  return values.map(csvCell).join(',') + CRLF;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * An instant (Unix seconds) as Japan's wall clock, `YYYY-MM-DD HH:mm:ss` — the form spreadsheets
 * read as a date and time. Japan has no daylight saving, so a fixed +9 hours is exact (and fast
 * enough for a hundred thousand rows). Null stays empty.
 * @example tokyoDateTimeCell(0) // '1970-01-01 09:00:00'
 */
export function tokyoDateTimeCell(epochSeconds: number | null | undefined): string {
  if (epochSeconds === null || epochSeconds === undefined || !Number.isFinite(epochSeconds)) return '';
  const d = new Date((Math.floor(epochSeconds) + 9 * 3600) * 1000);
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
}
