/**
 * Stay dates in the browser: YYYY-MM-DD Japan-local calendar dates, computed with UTC arithmetic so
 * the reader's own time zone never shifts a day (and without loading Temporal on guest pages).
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function utc(date: string): Date | null {
  const m = DATE.exec(date);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().startsWith(date) ? d : null;
}

/**
 * The date `days` after `date` (before it when negative).
 * @example addStayDays('2026-12-31', 1) === '2027-01-01'
 */
export function addStayDays(date: string, days: number): string {
  const d = utc(date);
  if (!d) return date;
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Nights between check-in and check-out (0 when either is invalid or check-out is not later). */
export function nightsBetween(checkin: string, checkout: string): number {
  const a = utc(checkin);
  const b = utc(checkout);
  if (!a || !b) return 0;
  return Math.max(0, Math.round((b.getTime() - a.getTime()) / 86_400_000));
}

/**
 * A date in a calendar header, without the year: e.g. 1/2(土) in Japanese, Sat, 1/2 in English.
 * Long dates with the year: formatPlainDate in ./format.
 */
export function formatShortDate(date: string, locale: string): string {
  const d = utc(date);
  if (!d) return date;
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
  }).format(d);
}
