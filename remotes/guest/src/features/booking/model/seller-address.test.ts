import { describe, expect, it } from 'vitest';
import { sellerAddress } from './seller-address';

/** The demo hotel's address in each language (db/seed/demo.ts) with getinfo's prefecture name. */
const kyoto = {
  ja: { prefecture_name: '京都府', address: '京都府京都市中京区烏丸通1-1' },
  en: { prefecture_name: 'Kyoto', address: '1-1 Karasuma-dori, Nakagyo-ku, Kyoto' },
  ko: { prefecture_name: '교토부', address: '교토부 교토시 나카교구 가라스마도리 1-1' },
  'zh-CN': { prefecture_name: '京都府', address: '京都府京都市中京区乌丸通1-1' },
  'zh-TW': { prefecture_name: '京都府', address: '京都府京都市中京區烏丸通1-1' },
};

describe('sellerAddress', () => {
  it('names the prefecture once in every language when the address already holds it', () => {
    for (const [lang, text] of Object.entries(kyoto)) {
      const line = sellerAddress({ postcode: '600-8216', ...text });
      expect(line.split(text.prefecture_name).length - 1, `${lang}: ${line}`).toBe(1);
      expect(line, lang).toBe(`〒600-8216 ${text.address}`);
    }
  });

  it('puts the prefecture in front of an address written without it', () => {
    expect(
      sellerAddress({ postcode: '600-8216', prefecture_name: '京都府', address: '京都市中京区烏丸通1-1' }),
    ).toBe('〒600-8216 京都府 京都市中京区烏丸通1-1');
    expect(sellerAddress({ postcode: '', prefecture_name: '', address: '京都市中京区烏丸通1-1' })).toBe(
      '京都市中京区烏丸通1-1',
    );
  });
});
