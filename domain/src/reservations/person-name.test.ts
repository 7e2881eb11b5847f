import { describe, expect, it } from 'vitest';
import { personName } from './person-name';

const smith = { last_name: 'Smith', first_name: 'John' };
const yamada = { last_name: '山田', first_name: '太郎' };
const kim = { last_name: '김', first_name: '민준' };

describe('personName', () => {
  it('writes a Latin name given name first on every page but a Japanese one', () => {
    expect(personName(smith, 'en')).toBe('John Smith');
    expect(personName(smith, 'ko'), 'a Latin name on a Korean page').toBe('John Smith');
    expect(personName(smith, 'zh-TW')).toBe('John Smith');
    expect(personName(smith, 'ja'), 'Japanese pages write family name first').toBe('Smith John');
  });

  it('writes a name in kanji or hangul family name first in every language', () => {
    expect(personName(yamada, 'en')).toBe('山田 太郎');
    expect(personName(kim, 'ko')).toBe('김 민준');
    expect(personName(yamada, 'zh-CN')).toBe('山田 太郎');
  });

  it('counts half-width katakana and kanji beyond the basic plane as family name first too', () => {
    expect(personName({ last_name: 'ﾔﾏﾀﾞ', first_name: 'ﾀﾛｳ' }, 'en')).toBe('ﾔﾏﾀﾞ ﾀﾛｳ');
    expect(personName({ last_name: '𠮷田', first_name: '花子' }, 'en')).toBe('𠮷田 花子');
    expect(personName({ last_name: '𠮷', first_name: 'x' }, 'en'), 'a name in a rare kanji only').toBe(
      '𠮷 x',
    );
  });
});
