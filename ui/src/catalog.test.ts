import { describe, expect, it } from 'vitest';
import { catalogLoader } from './catalog';

const catalogs = {
  '../../../locales/ja/hotel.mjs': async () => ({ messages: { hello: 'こんにちは' } }),
  '../../../locales/en/hotel.mjs': async () => ({ messages: { hello: 'Hello' } }),
};

describe('catalogLoader', () => {
  it('loads the messages of the language asked for', async () => {
    const load = catalogLoader(catalogs);
    expect(await load('en'), 'the English catalog').toEqual({ hello: 'Hello' });
    expect(await load('ja'), 'the Japanese catalog').toEqual({ hello: 'こんにちは' });
  });

  it('refuses a language it has no catalog for, naming what it has', async () => {
    await expect(catalogLoader(catalogs)('ko')).rejects.toThrow(/No catalog for ko.*hotel\.mjs/);
  });
});
