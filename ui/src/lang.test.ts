import { describe, expect, it } from 'vitest';
import { langPath, splitLang } from './lang';

describe('language paths', () => {
  it('reads the language from the prefix, Japanese when there is none', () => {
    expect(splitLang('/')).toEqual({ lang: 'ja', rest: '/' });
    expect(splitLang('/login/hotel')).toEqual({ lang: 'ja', rest: '/login/hotel' });
    expect(splitLang('/en')).toEqual({ lang: 'en', rest: '/' });
    expect(splitLang('/zh-TW/hotels/3')).toEqual({ lang: 'zh-TW', rest: '/hotels/3' });
  });

  it('does not take /ja or unknown codes as prefixes', () => {
    expect(splitLang('/ja/login')).toEqual({ lang: 'ja', rest: '/ja/login' });
    expect(splitLang('/fr/login')).toEqual({ lang: 'ja', rest: '/fr/login' });
    expect(splitLang('/english')).toEqual({ lang: 'ja', rest: '/english' });
  });

  it('writes Japanese without a prefix and the others under theirs', () => {
    expect(langPath('ja', '/admin/hotel')).toBe('/admin/hotel');
    expect(langPath('ko', '/')).toBe('/ko');
    expect(langPath('zh-CN', 'login')).toBe('/zh-CN/login');
    for (const path of ['/', '/hotels/1', '/admin/adminhotel/2/plan/edit']) {
      for (const lang of ['ja', 'en', 'ko', 'zh-CN', 'zh-TW'] as const) {
        expect(splitLang(langPath(lang, path))).toEqual({ lang, rest: path });
      }
    }
  });
});
