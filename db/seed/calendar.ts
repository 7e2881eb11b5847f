// Dates for seed data: Japan-time days and the price rank (colour) a hotel would give each night.
// 休前日 and "today" come from domain/ so the seed and the booking rules agree on them.
import { addDays, isDayBeforeHoliday, todayInTokyo } from '@tomaru/domain/dates/stay';

/** Today's date in Japan as YYYY-MM-DD: a seed run at 08:00 in Tokyo on the 2nd is on the 2nd. */
export function tokyoToday(now: Date = new Date()): string {
  return todayInTokyo(now.getTime() / 1000);
}

/** `count` consecutive dates starting at `start`. */
export function dateRange(start: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(start, i));
}

/** The three price ranks every seeded hotel uses; `n` is the colour's place (color_id = hotel*10 + n). */
export const COLOR_RANKS = [
  { n: 1, name: '平日', hex: '#4a90d9' },
  { n: 2, name: '休前日', hex: '#f5a623' },
  { n: 3, name: '繁忙期', hex: '#d0021b' },
] as const;

// Inclusive [month, day] spans of the high seasons: New Year, Golden Week and Obon.
const PEAKS: [from: [number, number], to: [number, number]][] = [
  [
    [12, 28],
    [12, 31],
  ],
  [
    [1, 1],
    [1, 3],
  ],
  [
    [4, 29],
    [5, 5],
  ],
  [
    [8, 11],
    [8, 16],
  ],
];

function isPeak(date: string): boolean {
  const md = Number(date.slice(5, 7)) * 100 + Number(date.slice(8, 10));
  return PEAKS.some(([[fm, fd], [tm, td]]) => md >= fm * 100 + fd && md <= tm * 100 + td);
}

/**
 * The colour place of a night: 3 peak (繁忙期) wins over 2 (休前日: a Saturday or the night before
 * a Japanese public holiday), else 1 (平日).
 * @example colorRankOf('2026-05-02') // 3, Golden Week; colorRankOf('2026-07-18') // 2, Saturday
 */
export function colorRankOf(date: string): 1 | 2 | 3 {
  if (isPeak(date)) return 3;
  return isDayBeforeHoliday(date) ? 2 : 1;
}
