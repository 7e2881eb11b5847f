import { nightsOf, tokyoDateTime, tokyoInstant } from '../dates/stay';

/** A season of stay dates (both included) that guests may book only from `opens_at` (Unix seconds). */
export type SeasonCeiling = { stay_from: string; stay_to: string; opens_at: number };

/**
 * When the nights of a stay open for booking at the instant `now`: null when every night is open,
 * else the latest opening instant of the seasons, not yet open, that hold one of its nights.
 * @example opensAtOf([{ stay_from: '2027-01-01', stay_to: '2027-01-31', opens_at: 2_000_000_000 }], '2026-12-31', '2027-01-02', 1_900_000_000) === 2_000_000_000
 */
export function opensAtOf(seasons: SeasonCeiling[], checkin: string, checkout: string, now: number) {
  let latest: number | null = null;
  for (const night of nightsOf(checkin, checkout)) {
    const at = nightOpensAt(seasons, night, now);
    if (at !== null && (latest === null || at > latest)) latest = at;
  }
  return latest;
}

/** When one stay date opens for booking: null when it is open at `now` (or in no season). */
export function nightOpensAt(seasons: SeasonCeiling[], date: string, now: number): number | null {
  let latest: number | null = null;
  for (const s of seasons) {
    if (s.stay_from <= date && date <= s.stay_to && s.opens_at > now) {
      latest = latest === null ? s.opens_at : Math.max(latest, s.opens_at);
    }
  }
  return latest;
}

/**
 * An instant as the Japan wall clock the API speaks for opening times, `YYYY-MM-DDTHH:mm` (the value
 * of an `<input type="datetime-local">`).
 * @example tokyoLocal(0) === '1970-01-01T09:00'
 */
export function tokyoLocal(epochSeconds: number): string {
  const { date, time } = tokyoDateTime(epochSeconds);
  return `${date}T${time}`;
}

/** The instant of a Japan wall-clock `YYYY-MM-DDTHH:mm`. @example fromTokyoLocal('1970-01-01T09:00') === 0 */
export function fromTokyoLocal(local: string): number {
  const [date = '', time = ''] = local.split('T');
  return tokyoInstant(date, time);
}
