import { formatTokyoDateTime } from '@tomaru/domain/dates/tokyo';
import { describe, expect, it } from 'vitest';
import { formatYen } from './format';

describe('formats', () => {
  it('shows instants in Japan time as YYYY/MM/DD HH:mm:ss', () => {
    expect(formatTokyoDateTime(0)).toBe('1970/01/01 09:00:00');
    // 2026-12-31T15:30:05Z is already New Year's Day in Tokyo.
    expect(formatTokyoDateTime(Date.UTC(2026, 11, 31, 15, 30, 5) / 1000)).toBe('2027/01/01 00:30:05');
    expect(formatTokyoDateTime(Date.UTC(2026, 0, 1, 14, 59, 59) / 1000)).toBe('2026/01/01 23:59:59');
  });

  it('shows yen without decimals', () => {
    expect(formatYen(12000, 'ja')).toBe('￥12,000');
    expect(formatYen(12000, 'en')).toBe('¥12,000');
  });
});
