import { TIME_ZONE } from '@tomaru/domain/languages';

// Small calendar helpers for stay dates (YYYY-MM-DD, Japan-local). The domain's date module pulls in
// the holiday table and Temporal, which the browser does not need for this.

const utc = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
};

/** `date` moved by `n` days. @example addDays('2026-12-31', 1) === '2027-01-01' */
export function addDays(date: string, n: number): string {
  return new Date(utc(date) + n * 86_400_000).toISOString().slice(0, 10);
}

/** Nights between check-in and check-out (0 when either is missing or out of order). */
export function nightCount(checkin: string, checkout: string): number {
  if (!checkin || !checkout) return 0;
  return Math.max(0, Math.round((utc(checkout) - utc(checkin)) / 86_400_000));
}

/**
 * A stay date with its weekday in the page's language.
 * @example formatStayDate('2027-04-15', 'ja') === '2027年4月15日(木)'
 */
export function formatStayDate(date: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: lang === 'en' ? 'short' : 'long',
    day: 'numeric',
    weekday: 'short',
  }).format(new Date(`${date}T12:00:00+09:00`));
}
