import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES, countryName, isCountryCode } from './countries';

const callingCode = (code: string) => COUNTRIES.find((c) => c.code === code)?.calling_code;

describe('COUNTRIES', () => {
  it('lists every ISO 3166-1 alpha-2 code once, sorted', () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRIES.length);
    expect(COUNTRY_CODES).toEqual(COUNTRIES.map((c) => c.code));
    expect([...COUNTRY_CODES].sort()).toEqual(COUNTRY_CODES);
    for (const c of COUNTRIES) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.calling_code).toMatch(/^(1-\d{3}|[1-9]\d{0,2})$/);
    }
  });

  it('has the calling codes of the main markets', () => {
    expect(callingCode('JP')).toBe('81');
    expect(callingCode('US')).toBe('1');
    expect(callingCode('CA')).toBe('1');
    expect(callingCode('KR')).toBe('82');
    expect(callingCode('CN')).toBe('86');
    expect(callingCode('TW')).toBe('886');
    expect(callingCode('HK')).toBe('852');
    expect(callingCode('GB')).toBe('44');
    expect(callingCode('JM')).toBe('1-876');
  });

  it('recognises country codes', () => {
    expect(isCountryCode('JP')).toBe(true);
    expect(isCountryCode('jp')).toBe(false);
    expect(isCountryCode('XK')).toBe(false);
    expect(isCountryCode('')).toBe(false);
  });

  it('names countries with Intl.DisplayNames', () => {
    expect(countryName('JP', 'ja')).toBe('日本');
    expect(countryName('JP', 'en')).toBe('Japan');
    expect(countryName('KR', 'ko')).toBe('대한민국');
    expect(countryName('US', 'zh-CN')).toBe('美国');
    expect(countryName('US', 'zh-TW')).toBe('美國');
  });

  it('falls back to the code', () => {
    expect(countryName('ZZZ', 'ja')).toBe('ZZZ');
    expect(countryName('', 'ja')).toBe('');
    expect(countryName('JP', 'not a language tag!')).toBe('JP');
  });
});
