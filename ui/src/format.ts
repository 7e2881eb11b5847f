import { TIME_ZONE } from '@tomaru/domain/languages';

const dateTimeParts = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * An instant in Japan time as `YYYY/MM/DD HH:mm:ss` (the login-expiry format of the spec).
 * @example formatTokyoDateTime(0) === '1970/01/01 09:00:00'
 */
export function formatTokyoDateTime(epochSeconds: number): string {
  const parts = Object.fromEntries(
    dateTimeParts.formatToParts(new Date(epochSeconds * 1000)).map((p) => [p.type, p.value]),
  );
  return `${parts.year}/${parts.month}/${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** Yen in the reader's language, e.g. ￥12,000 or ¥12,000. */
export function formatYen(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'JPY' }).format(amount);
}

/**
 * A calendar date (`YYYY-MM-DD`, a Japan date) in the reader's language with its weekday.
 * @example formatPlainDate('2026-08-10', 'ja') === '2026年8月10日(月)'
 */
export function formatPlainDate(date: string, locale: string): string {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  // Noon UTC of that day is the same date in every time zone used for display here.
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    weekday: 'short',
  }).format(new Date(Date.UTC(y, m - 1, d, 12)));
}
