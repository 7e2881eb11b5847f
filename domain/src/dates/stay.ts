import holidayJp from '@holiday-jp/holiday_jp';
import { Temporal } from 'temporal-polyfill';
import { TIME_ZONE } from '../languages';

/**
 * Stay dates are Japan-local calendar dates written YYYY-MM-DD (Temporal.PlainDate); instants are
 * epoch seconds. Every "today" and every deadline is taken in Asia/Tokyo, whatever the server's zone.
 */

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

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

/**
 * Whether `s` is a strict YYYY-MM-DD string naming a real calendar date.
 * @example isValidDate('2028-02-29') // true; isValidDate('2027-02-29') and isValidDate('2026-1-05') are false
 */
export function isValidDate(s: string): boolean {
  if (!DATE_PATTERN.test(s)) return false;
  try {
    plainDate(s);
    return true;
  } catch {
    return false;
  }
}

/** The date `n` days after `date` (before it when `n` is negative). */
export function addDays(date: string, n: number): string {
  return plainDate(date).add({ days: n }).toString();
}

/**
 * Calendar days from `from` to `to`, negative when `to` is earlier.
 * @example daysBetween('2026-12-31', '2027-01-02') // 2
 */
export function daysBetween(from: string, to: string): number {
  return plainDate(from).until(plainDate(to), { largestUnit: 'days' }).days;
}

/**
 * The date of each night of a stay: check-in included, check-out excluded; empty when either date
 * is invalid or check-out is not after check-in.
 * @example nightsOf('2026-12-31', '2027-01-02') // ['2026-12-31', '2027-01-01']
 */
export function nightsOf(checkin: string, checkout: string): string[] {
  if (!isValidDate(checkin) || !isValidDate(checkout)) return [];
  const nights: string[] = [];
  const end = plainDate(checkout);
  for (let d = plainDate(checkin); Temporal.PlainDate.compare(d, end) < 0; d = d.add({ days: 1 })) {
    nights.push(d.toString());
  }
  return nights;
}

/** Today's date in Japan at the instant `nowEpochSeconds`. */
export function todayInTokyo(nowEpochSeconds: number): string {
  return zonedNow(nowEpochSeconds).toPlainDate().toString();
}

/** Japan's date and wall-clock time (HH:mm) at the instant `nowEpochSeconds`. */
export function tokyoDateTime(nowEpochSeconds: number): { date: string; time: string } {
  const now = zonedNow(nowEpochSeconds);
  const time = `${String(now.hour).padStart(2, '0')}:${String(now.minute).padStart(2, '0')}`;
  return { date: now.toPlainDate().toString(), time };
}

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
  const next = plainDate(date).add({ days: 1 });
  return next.dayOfWeek === 7 || isJapaneseHoliday(next.toString());
}
