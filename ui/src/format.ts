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
