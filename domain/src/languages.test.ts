import { describe, expect, it } from 'vitest';
import { isLang, pickLang } from './languages';

describe('languages', () => {
  it('shows a hotel in the requested language only when the hotel supplies it', () => {
    expect(pickLang('en', ['ja', 'en'])).toBe('en');
    expect(pickLang('ko', ['ja', 'en'])).toBe('ja');
    expect(pickLang(undefined, ['ja', 'en'])).toBe('ja');
    expect(pickLang('fr', ['ja', 'fr'])).toBe('ja');
  });

  it('knows exactly the five codes', () => {
    expect(['ja', 'en', 'ko', 'zh-CN', 'zh-TW'].every(isLang)).toBe(true);
    expect(isLang('zh')).toBe(false);
    expect(isLang('EN')).toBe(false);
  });
});
