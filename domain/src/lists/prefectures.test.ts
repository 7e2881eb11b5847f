import { describe, expect, it } from 'vitest';
import { LANGS } from '../languages';
import { isPrefectureCode, PREFECTURE_CODES, PREFECTURES, prefectureName } from './prefectures';

describe('PREFECTURES', () => {
  it('lists the 47 unique codes JP-01..JP-47 in ISO order', () => {
    const expected = Array.from({ length: 47 }, (_, i) => `JP-${String(i + 1).padStart(2, '0')}`);
    expect(PREFECTURE_CODES).toEqual(expected);
    expect(PREFECTURES.map((p) => p.code)).toEqual(expected);
    expect(new Set(PREFECTURE_CODES).size).toBe(47);
  });

  it.each(LANGS)('has a non-empty, distinct name for every prefecture in %s', (lang) => {
    const names = PREFECTURES.map((p) => p.names[lang]);
    for (const name of names) expect(name.trim()).not.toBe('');
    expect(new Set(names).size).toBe(47);
  });

  it('names Tokyo, Kyoto, Osaka and Okinawa in every language', () => {
    expect(PREFECTURES.find((p) => p.code === 'JP-13')?.names).toEqual({
      ja: '東京都',
      en: 'Tokyo',
      ko: '도쿄도',
      'zh-CN': '东京都',
      'zh-TW': '東京都',
    });
    expect(PREFECTURES.find((p) => p.code === 'JP-26')?.names).toEqual({
      ja: '京都府',
      en: 'Kyoto',
      ko: '교토부',
      'zh-CN': '京都府',
      'zh-TW': '京都府',
    });
    expect(prefectureName('JP-27', 'ko')).toBe('오사카부');
    expect(prefectureName('JP-47', 'ja')).toBe('沖縄県');
    expect(prefectureName('JP-47', 'en')).toBe('Okinawa');
    expect(prefectureName('JP-47', 'ko')).toBe('오키나와현');
    expect(prefectureName('JP-47', 'zh-CN')).toBe('冲绳县');
    expect(prefectureName('JP-47', 'zh-TW')).toBe('沖繩縣');
    expect(prefectureName('JP-01', 'ja')).toBe('北海道');
  });

  it('uses 県 in Japanese, 县 in simplified and 縣 in traditional Chinese', () => {
    const ken = PREFECTURES.filter((p) => p.names.ja.endsWith('県'));
    expect(ken).toHaveLength(43);
    for (const p of ken) {
      expect(p.names['zh-CN']).toMatch(/县$/);
      expect(p.names['zh-TW']).toMatch(/縣$/);
      expect(p.names.ko).toMatch(/현$/);
    }
    for (const p of PREFECTURES) {
      expect(p.names['zh-CN']).not.toMatch(/[県縣]/);
      expect(p.names['zh-TW']).not.toMatch(/[県县]/);
    }
    expect(prefectureName('JP-02', 'zh-TW')).toBe('青森縣');
    expect(prefectureName('JP-33', 'zh-TW')).toBe('岡山縣');
    expect(prefectureName('JP-46', 'zh-TW')).toBe('鹿兒島縣');
    expect(prefectureName('JP-46', 'zh-CN')).toBe('鹿儿岛县');
    expect(prefectureName('JP-22', 'zh-CN')).toBe('静冈县');
  });

  it('recognises prefecture codes', () => {
    expect(isPrefectureCode('JP-01')).toBe(true);
    expect(isPrefectureCode('JP-47')).toBe(true);
    expect(isPrefectureCode('JP-00')).toBe(false);
    expect(isPrefectureCode('JP-48')).toBe(false);
    expect(isPrefectureCode('jp-13')).toBe(false);
    expect(isPrefectureCode('')).toBe(false);
  });
});
