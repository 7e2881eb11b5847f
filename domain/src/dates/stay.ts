import holidayJp from '@holiday-jp/holiday_jp';
import { Temporal } from 'temporal-polyfill';
import { TIME_ZONE } from '../languages';
import { DAY_MS, daysBetween, epochDay, epochDayOrThrow, isValidDate } from './days';
import { FIXED_OFFSET_FROM, JST_OFFSET_SECONDS, todayInTokyo, tokyoDateTime } from './tokyo';

export { daysBetween, isValidDate, todayInTokyo, tokyoDateTime };

/**
 * Stay dates are Japan-local calendar dates written YYYY-MM-DD (Temporal.PlainDate); instants are
 * epoch seconds. Every "today" and every deadline is taken in Asia/Tokyo, whatever the server's zone.
 */

// Indexed by date string: the library's own isHoliday() parses strings with the host's time zone.
const HOLIDAYS = holidayJp.holidays as Readonly<
  Record<string, { name: string; name_en: string } | undefined>
>;

function plainDate(date: string): Temporal.PlainDate {
  return Temporal.PlainDate.from(date, { overflow: 'reject' });
}

function zonedNow(epochSeconds: number): Temporal.ZonedDateTime {
  return Temporal.Instant.fromEpochMilliseconds(Math.floor(epochSeconds * 1000)).toZonedDateTimeISO(
    TIME_ZONE,
  );
}

function fromEpochDay(day: number): string {
  const date = new Date(day * DAY_MS);
  const y = date.getUTCFullYear();
  if (y < 1000 || y > 9999) return plainDate('1970-01-01').add({ days: day }).toString();
  return date.toISOString().slice(0, 10);
}

/** The date `n` days after `date` (before it when `n` is negative). */
export function addDays(date: string, n: number): string {
  return fromEpochDay(epochDayOrThrow(date) + n);
}

/**
 * The date of each night of a stay: check-in included, check-out excluded; empty when either date
 * is invalid or check-out is not after check-in.
 * @example nightsOf('2026-12-31', '2027-01-02') // ['2026-12-31', '2027-01-01']
 */
export function nightsOf(checkin: string, checkout: string): string[] {
  const from = epochDay(checkin);
  const to = epochDay(checkout);
  if (Number.isNaN(from) || Number.isNaN(to)) return [];
  const nights: string[] = [];
  for (let d = from; d < to; d++) nights.push(fromEpochDay(d));
  return nights;
}

const FIXED_OFFSET_FROM_DAY = FIXED_OFFSET_FROM / 86_400;

/**
 * An instant as ISO 8601 in Japan time, to the second.
 * @example formatInstantTokyo(0) // '1970-01-01T09:00:00+09:00'
 */
export function formatInstantTokyo(epochSeconds: number): string {
  return zonedNow(epochSeconds).toString({ timeZoneName: 'never', smallestUnit: 'second' });
}

/** The epoch second at which Japan's wall clock shows `time` (HH:mm or HH:mm:ss, 24:00 = next midnight) on `date`. */
export function tokyoInstant(date: string, time: string): number {
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!match) throw new RangeError(`invalid time: ${time}`);
  const [hour, minute, second] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  const endOfDay = hour === 24 && minute === 0 && second === 0;
  const day = epochDayOrThrow(date);
  if (!endOfDay && (hour > 23 || minute > 59 || second > 59)) throw new RangeError(`invalid time: ${time}`);
  if (day >= FIXED_OFFSET_FROM_DAY) {
    return day * 86_400 + (endOfDay ? 86_400 : hour * 3600 + minute * 60 + second) - JST_OFFSET_SECONDS;
  }
  const wallClock = endOfDay
    ? plainDate(date).add({ days: 1 }).toPlainDateTime()
    : plainDate(date).toPlainDateTime(
        Temporal.PlainTime.from({ hour, minute, second }, { overflow: 'reject' }),
      );
  return wallClock.toZonedDateTime(TIME_ZONE).epochMilliseconds / 1000;
}

/** Whether `date` is a Japanese public holiday (国民の祝日, including substitute and citizens' holidays). */
export function isJapaneseHoliday(date: string): boolean {
  return HOLIDAYS[date] !== undefined;
}

/**
 * The name of the public holiday on `date`, in Japanese or English, or null on an ordinary day.
 * @example holidayName('2027-01-01') // '元日'; holidayName('2027-01-01', 'en') // "New Year's Day"
 */
export function holidayName(date: string, lang: 'ja' | 'en' = 'ja'): string | null {
  const holiday = HOLIDAYS[date];
  if (!holiday) return null;
  return lang === 'en' ? holiday.name_en : holiday.name;
}

/**
 * 休前日: the next day is a Sunday or a public holiday, so every Saturday counts, and so does the
 * eve of a holiday on any weekday (a Sunday before a Monday holiday included).
 * @example isDayBeforeHoliday('2026-12-31') // true (元日 follows); isDayBeforeHoliday('2027-01-01') // false
 */
export function isDayBeforeHoliday(date: string): boolean {
  const next = epochDayOrThrow(date) + 1;
  // 1970-01-01 was a Thursday: day 3 of the week counting from Sunday = 0.
  return (((next + 4) % 7) + 7) % 7 === 0 || isJapaneseHoliday(fromEpochDay(next));
}
