import { LANGS } from '@tomaru/domain/languages';
import { describe, expect, it } from 'vitest';
import { fill, MAIL_MESSAGES } from './messages';

const slots = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
// Latin letters that may stay in a Korean or Chinese mail: a brand name.
const withoutAllowedLatin = (text: string) => text.replace(/\{\w+\}/g, '').replace(/JTB|Epsilon/g, '');

describe('mail messages', () => {
  const keys = Object.keys(MAIL_MESSAGES.ja).sort();

  it.each(LANGS)('has every key of the Japanese table, and no other, in %s', (lang) => {
    expect(Object.keys(MAIL_MESSAGES[lang]).sort()).toEqual(keys);
  });

  it.each(LANGS)('has no empty message and the same slots as Japanese in %s', (lang) => {
    for (const key of keys) {
      const value = MAIL_MESSAGES[lang][key as keyof typeof MAIL_MESSAGES.ja];
      expect(value.trim(), `${lang}.${key} is empty`).not.toBe('');
      expect(slots(value), `${lang}.${key} must fill the same values as ja`).toEqual(
        slots(MAIL_MESSAGES.ja[key as keyof typeof MAIL_MESSAGES.ja]),
      );
    }
  });

  it.each(['ko', 'zh-CN', 'zh-TW'] as const)('leaves no English in %s', (lang) => {
    for (const key of keys) {
      const value = MAIL_MESSAGES[lang][key as keyof typeof MAIL_MESSAGES.ja];
      expect(withoutAllowedLatin(value), `${lang}.${key} holds Latin letters: ${value}`).not.toMatch(
        /[A-Za-z]/,
      );
      if (/\p{L}/u.test(withoutAllowedLatin(value))) {
        expect(value, `${lang}.${key} is the English text`).not.toBe(
          MAIL_MESSAGES.en[key as keyof typeof MAIL_MESSAGES.ja],
        );
      }
    }
  });

  it('fills named slots and leaves unknown ones visible', () => {
    expect(fill('{n}泊', { n: 2 })).toBe('2泊');
    expect(fill('{a}-{b}', { a: '{b}' })).toBe('{b}-{b}');
  });
});
