// Calendar dates as days since 1970-01-01: the hot paths (every night of every search) count days
// with integer arithmetic instead of building Temporal objects. Date.UTC is the proleptic Gregorian
// calendar, the same as Temporal's ISO calendar, for every four-digit year. A module of its own,
// without Temporal or the holiday list, so the shared schemas (which the guest's top page loads) can
// count days with it; stay.ts builds the other date rules on it.

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a strict YYYY-MM-DD date, or NaN when it names no calendar date. */
export function epochDay(date: string): number {
  if (!DATE_PATTERN.test(date)) return Number.NaN;
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  const d = Number(date.slice(8, 10));
  if (m < 1 || m > 12 || d < 1 || d > 31) return Number.NaN;
  const ms = Date.UTC(y, m - 1, d);
  const back = new Date(ms);
  // Date.UTC maps years 0–99 to 1900–1999; setUTCFullYear does not.
  if (y < 100) back.setUTCFullYear(y);
  return back.getUTCMonth() === m - 1 && back.getUTCDate() === d
    ? Math.round(back.getTime() / DAY_MS)
    : Number.NaN;
}

export function epochDayOrThrow(date: string): number {
  const day = epochDay(date);
  if (Number.isNaN(day)) throw new RangeError(`invalid date: ${date}`);
  return day;
}

/**
 * Whether `s` is a strict YYYY-MM-DD string naming a real calendar date.
 * @example isValidDate('2028-02-29') // true; isValidDate('2027-02-29') and isValidDate('2026-1-05') are false
 */
export function isValidDate(s: string): boolean {
  return !Number.isNaN(epochDay(s));
}

/**
 * Calendar days from `from` to `to`, negative when `to` is earlier.
 * @example daysBetween('2026-12-31', '2027-01-02') // 2
 */
export function daysBetween(from: string, to: string): number {
  return epochDayOrThrow(to) - epochDayOrThrow(from);
}
