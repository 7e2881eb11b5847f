import { TIME_ZONE } from '../languages';

/**
 * Japan's clock, for the worker and the browser alike: light (no Temporal, no holiday table), so a
 * screen can ask "what day is it in Japan" without the rest of dates/stay.ts.
 */

// Japan has kept UTC+9 without summer time since 1952: instants from then on are converted with
// arithmetic; earlier ones (summer time 1948–1951) go through the time zone database (Intl).
export const JST_OFFSET_SECONDS = 9 * 3600;
export const FIXED_OFFSET_FROM = Date.UTC(1952, 0, 1) / 1000;

const zoned = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Japan's wall clock at an instant: `YYYY-MM-DD` and `HH:mm:ss`. */
function wallClock(epochSeconds: number): { date: string; time: string } {
  if (epochSeconds < FIXED_OFFSET_FROM) {
    const p = Object.fromEntries(
      zoned.formatToParts(new Date(Math.floor(epochSeconds) * 1000)).map((x) => [x.type, x.value]),
    );
    return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}:${p.second}` };
  }
  const iso = new Date((Math.floor(epochSeconds) + JST_OFFSET_SECONDS) * 1000).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 19) };
}

/** Today's date in Japan at the instant `nowEpochSeconds` (now when left out). */
export function todayInTokyo(nowEpochSeconds: number = Date.now() / 1000): string {
  return wallClock(nowEpochSeconds).date;
}

/** Japan's date and wall-clock time (HH:mm) at the instant `nowEpochSeconds`. */
export function tokyoDateTime(nowEpochSeconds: number): { date: string; time: string } {
  const { date, time } = wallClock(nowEpochSeconds);
  return { date, time: time.slice(0, 5) };
}

/**
 * An instant in Japan time as `YYYY/MM/DD HH:mm:ss` (the login-expiry format of the spec).
 * @example formatTokyoDateTime(0) === '1970/01/01 09:00:00'
 */
export function formatTokyoDateTime(epochSeconds: number): string {
  const { date, time } = wallClock(epochSeconds);
  return `${date.replaceAll('-', '/')} ${time}`;
}
