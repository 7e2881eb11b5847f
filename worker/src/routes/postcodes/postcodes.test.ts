import { describe, expect, it } from 'vitest';
import { call } from '../../../test/helpers';

describe('getaddress', () => {
  it('answers the address of a postcode, the prefecture named in the asked language', async () => {
    const res = await call('/api/getaddress?postcode=1000001&lang=en');
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({
      addresses: [
        {
          postcode: '100-0001',
          prefecture: 'JP-13',
          prefecture_name: 'Tokyo',
          city: '千代田区',
          town: '千代田',
        },
      ],
    });
  });

  it('reads a postcode written with its hyphen, and names the prefecture in Japanese by default', async () => {
    const res = await call('/api/getaddress?postcode=100-0001');
    expect(res.status, res.text).toBe(200);
    expect(res.json.addresses).toEqual([
      {
        postcode: '100-0001',
        prefecture: 'JP-13',
        prefecture_name: '東京都',
        city: '千代田区',
        town: '千代田',
      },
    ]);
  });

  it('answers every town of a postcode that has several, in Japan Post’s order', async () => {
    const res = await call('/api/getaddress?postcode=452-0961');
    expect(res.json.addresses, 'Japan Post lists 66 towns of Kiyosu under 452-0961').toHaveLength(66);
    expect(res.json.addresses[0]).toEqual({
      postcode: '452-0961',
      prefecture: 'JP-23',
      prefecture_name: '愛知県',
      city: '清須市',
      town: '春日明河原',
    });
  });

  it('answers both prefectures of a postcode they share', async () => {
    const res = await call('/api/getaddress?postcode=4980000&lang=ko');
    expect(
      res.json.addresses.map((a: { prefecture_name: string; city: string }) => [a.prefecture_name, a.city]),
    ).toEqual([
      ['아이치현', '弥富市'],
      ['미에현', '桑名郡木曽岬町'],
    ]);
  });

  it('answers a building’s address for any floor’s postcode', async () => {
    const res = await call('/api/getaddress?postcode=100-6090');
    expect(res.json.addresses).toEqual([
      {
        postcode: '100-6090',
        prefecture: 'JP-13',
        prefecture_name: '東京都',
        city: '千代田区',
        town: '霞が関霞が関ビル',
      },
    ]);
  });

  it('answers no address, not an error, for a postcode Japan Post does not use', async () => {
    const res = await call('/api/getaddress?postcode=000-0000');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ addresses: [] });
  });

  it('refuses what is not a postcode with 422 invalid_postcode', async () => {
    for (const postcode of ['abc', '10000010', '100-00011', '100--0001', '１００-０００１', '']) {
      const res = await call(`/api/getaddress?postcode=${encodeURIComponent(postcode)}`);
      expect(res.status, postcode).toBe(422);
      expect(res.json.error.code).toBe('validation_failed');
      expect(res.json.error.issues[0], postcode).toMatchObject({
        path: 'postcode',
        code: 'invalid_postcode',
      });
    }
    expect((await call('/api/getaddress')).status, 'no postcode').toBe(422);
    expect((await call('/api/getaddress?postcode=1000001&lang=fr')).status, 'unknown language').toBe(422);
  });

  it('lets the edge keep an answer a day, the data changing only with a new seed', async () => {
    const res = await call('/api/getaddress?postcode=1000001');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=86400');
    const bad = await call('/api/getaddress?postcode=abc');
    expect(bad.headers.get('Cache-Control'), 'errors are never kept').toBe('no-store');
  });

  it('keeps no empty answer, so a postcode looked up before the data is loaded is not unknown for a day', async () => {
    const res = await call('/api/getaddress?postcode=000-0000');
    expect(res.json).toEqual({ addresses: [] });
    expect(res.headers.get('Cache-Control'), 'an empty answer is not shared').toBe('no-store');
  });

  it('documents its query and its answer in the API document', async () => {
    const doc = await call('/api/openapi.json');
    const op = doc.json.paths['/api/getaddress']?.get;
    expect(op, 'the call is in the document, so the sweeps reach it').toBeDefined();
    expect(op.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['lang', 'postcode']);
    const answer = op.responses['200'].content['application/json'].schema;
    expect(answer.properties.addresses.items.required.sort()).toEqual([
      'city',
      'postcode',
      'prefecture',
      'prefecture_name',
      'town',
    ]);
  });
});
