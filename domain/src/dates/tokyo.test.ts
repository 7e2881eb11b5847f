import { describe, expect, it } from 'vitest';
import { formatTokyoDateTime, todayInTokyo, tokyoDateTime } from './tokyo';

describe("Japan's clock", () => {
  it('turns the date at midnight in Japan, not in UTC', () => {
    expect(todayInTokyo(Date.UTC(2026, 11, 31, 14, 59, 59) / 1000)).toBe('2026-12-31');
    expect(todayInTokyo(Date.UTC(2026, 11, 31, 15, 0, 0) / 1000)).toBe('2027-01-01');
  });

  it('writes an instant as the spec writes the login expiry', () => {
    expect(formatTokyoDateTime(0)).toBe('1970/01/01 09:00:00');
    expect(formatTokyoDateTime(Date.UTC(2026, 11, 31, 15, 30, 5) / 1000)).toBe('2027/01/01 00:30:05');
  });

  it('keeps the summer time Japan had from 1948 to 1951', () => {
    // 1949-07-01 00:00 UTC was 10:00 in Tokyo under summer time (UTC+10).
    expect(tokyoDateTime(Date.UTC(1949, 6, 1) / 1000)).toEqual({ date: '1949-07-01', time: '10:00' });
  });
});
