import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/helpers';

describe('gethotelinfo', () => {
  it('answers in the requested language when the hotel supplies it', async () => {
    const res = await call('/api/gethotelinfo?hotel_id=1&lang=ko');
    expect(res.status).toBe(200);
    expect(res.json.hotel).toMatchObject({
      hotel_id: 1,
      name: '토마루 교토',
      lang: 'ko',
      chain_id: 1,
      status: 'normal',
      url_name: 'tomaru-kyoto',
      languages: ['ja', 'en', 'ko', 'zh-CN', 'zh-TW'],
      checkin_time: '15:00',
      prefecture: 'JP-26',
      prefecture_name: '교토부',
    });
  });

  it('falls back to Japanese when the hotel lacks the language', async () => {
    const res = await call('/api/gethotelinfo?hotel_id=2&lang=en');
    expect(res.json.hotel).toMatchObject({ name: 'トマル大阪', lang: 'ja', languages: ['ja'] });
  });

  it('answers 404 for an unknown hotel and 422 for a bad id or language', async () => {
    expect((await call('/api/gethotelinfo?hotel_id=404')).json.error.code).toBe('hotel_not_found');
    const bad = await call('/api/gethotelinfo?hotel_id=1%20OR%201=1');
    expect(bad.status).toBe(422);
    expect(bad.json.error.issues[0]).toMatchObject({ path: 'hotel_id', code: 'invalid_id' });
    expect((await call('/api/gethotelinfo?hotel_id=1&lang=fr')).json.error.issues[0].code).toBe(
      'invalid_lang',
    );
    expect((await call('/api/gethotelinfo')).status).toBe(422);
  });
});

describe('gethotels', () => {
  it('lists hotels by area with names in the asked language where supplied', async () => {
    const all = await call('/api/gethotels?lang=en');
    expect(all.json.hotels.map((h: { hotel_id: number }) => h.hotel_id)).toEqual([1, 2, 3, 4]);
    const kyoto = await call('/api/gethotels?prefecture=JP-26&lang=en');
    expect(kyoto.json.hotels).toEqual([
      expect.objectContaining({ hotel_id: 1, name: 'Tomaru Kyoto', prefecture_name: 'Kyoto', lang: 'en' }),
    ]);
    expect(kyoto.json.hotels[0].min_price).toBeGreaterThan(0);
    const osakaInEnglish = await call('/api/gethotels?prefecture=JP-27&lang=en');
    expect(osakaInEnglish.json.hotels[0]).toMatchObject({ name: 'トマル大阪', lang: 'ja' });
  });
});

describe('a language row that lacks some texts', () => {
  /** Leaves hotel 3's English row with its name only, as a clerk who typed only the name would. */
  async function withEnglishNameOnly(run: () => Promise<void>) {
    const saved = await env.DB.prepare(
      "SELECT address, access, description FROM hotel_texts WHERE hotel_id = 3 AND lang = 'en'",
    ).first<{ address: string; access: string; description: string }>();
    if (!saved) throw new Error('hotel 3 has an English row in the demo');
    await env.DB.prepare(
      "UPDATE hotel_texts SET address = '', access = '', description = '' WHERE hotel_id = 3 AND lang = 'en'",
    ).run();
    try {
      await run();
    } finally {
      await env.DB.prepare(
        "UPDATE hotel_texts SET address = ?, access = ?, description = ? WHERE hotel_id = 3 AND lang = 'en'",
      )
        .bind(saved.address, saved.access, saved.description)
        .run();
    }
  }

  it('shows English guests the Japanese address, access and description instead of blanks', async () => {
    const ja = (await call('/api/gethotelinfo?hotel_id=3&lang=ja')).json.hotel;
    expect(ja.address, 'hotel 3 has a Japanese address').not.toBe('');
    await withEnglishNameOnly(async () => {
      const en = (await call('/api/gethotelinfo?hotel_id=3&lang=en')).json.hotel;
      expect(en.lang).toBe('en');
      expect(en.name, 'the English name is shown').not.toBe(ja.name);
      expect(en.address, 'a missing English address falls back to Japanese').toBe(ja.address);
      expect(en.access, 'a missing English access falls back to Japanese').toBe(ja.access);
      expect(en.description, 'a missing English description falls back to Japanese').toBe(ja.description);
      const listed = (await call('/api/gethotels?lang=en')).json.hotels.find(
        (h: { hotel_id: number }) => h.hotel_id === 3,
      );
      expect(listed.address, 'the list falls back per field too').toBe(ja.address);
      expect(listed.description, 'the list falls back per field too').toBe(ja.description);
    });
  });
});
