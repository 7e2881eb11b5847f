import { describe, expect, it } from 'vitest';
import { call, signIn } from '../../../test/helpers';

describe('scope of back-office reads', () => {
  it.each([
    ['hotel', 'hotel1', 2],
    ['chain', 'chain1', 3],
    ['union', 'union1', 2],
    ['chain', 'chain2', 1],
    ['hotel', 'hotel4', 1],
  ] as const)('%s user %s asking for hotel %i gets 403', async (kind, login, hotelId) => {
    const { access_token } = await signIn(kind, login);
    const res = await call(`/api/api/gethotel?hotel_id=${hotelId}`, { token: access_token });
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe('forbidden');
  });

  it.each([
    ['hotel', 'hotel1', [1]],
    ['chain', 'chain1', [1, 2]],
    ['chain', 'chain2', [4]],
    ['union', 'union1', [1, 3]],
    ['admin', 'admin', [1, 2, 3, 4]],
  ] as const)('%s user %s reaches exactly hotels %j', async (kind, login, ids) => {
    const { access_token } = await signIn(kind, login);
    for (const id of ids) {
      const res = await call(`/api/api/gethotel?hotel_id=${id}`, { token: access_token });
      expect(res.status, `hotel ${id}`).toBe(200);
      expect(res.json.hotel.hotel_id).toBe(id);
    }
    const all = await call('/api/api/gethotelsall', { token: access_token });
    expect(all.json.hotels.map((h: { hotel_id: number }) => h.hotel_id)).toEqual(ids);
  });

  it('answers the hotel with its chain id (0 when it has none) and its Japanese name', async () => {
    const { access_token } = await signIn('admin', 'admin');
    const one = await call('/api/api/gethotel?hotel_id=1', { token: access_token });
    expect(one.json.hotel).toMatchObject({ hotel_id: 1, chain_id: 1, name: 'トマル京都', status: 'normal' });
    expect(Object.keys(one.json.hotel.texts).sort()).toEqual(['en', 'ja', 'ko', 'zh-CN', 'zh-TW']);
    const three = await call('/api/api/gethotel?hotel_id=3', { token: access_token });
    expect(three.json.hotel.chain_id).toBe(0);
    expect(three.json.hotel.union_ids).toEqual([1]);
  });

  it('gives admin a 404 for a hotel that does not exist, and others a 403', async () => {
    const admin = await signIn('admin', 'admin');
    expect((await call('/api/api/gethotel?hotel_id=999', { token: admin.access_token })).status).toBe(404);
    const chain = await signIn('chain', 'chain1');
    expect((await call('/api/api/gethotel?hotel_id=999', { token: chain.access_token })).status).toBe(403);
  });

  it('keeps members out of the back office', async () => {
    const member = await signIn('user', 'guest@example.com');
    expect((await call('/api/api/gethotel?hotel_id=1', { token: member.access_token })).status).toBe(403);
    expect((await call('/api/api/gethotelsall', { token: member.access_token })).status).toBe(403);
    expect((await call('/api/api/me', { token: member.access_token })).status).toBe(200);
  });

  it('answers 401 before anything else without a token', async () => {
    const res = await call('/api/api/gethotel?hotel_id=1');
    expect(res.status).toBe(401);
  });
});

describe('getchain', () => {
  it('tells a hotel whether its chain has is_kkr', async () => {
    const one = await signIn('hotel', 'hotel1');
    const chain1 = await call('/api/api/getchain?chain_id=1', { token: one.access_token });
    expect(chain1.json.chain).toEqual({ chain_id: 1, name: 'Tomaru Hotels', is_kkr: false });
    const four = await signIn('hotel', 'hotel4');
    const chain2 = await call('/api/api/getchain?chain_id=2', { token: four.access_token });
    expect(chain2.json.chain).toEqual({ chain_id: 2, name: 'KKR demo', is_kkr: true });
  });

  it('answers an empty chain for chain_id 0', async () => {
    const three = await signIn('hotel', 'hotel3');
    const res = await call('/api/api/getchain?chain_id=0', { token: three.access_token });
    expect(res.status).toBe(200);
    expect(res.json.chain).toEqual({ chain_id: 0, name: '', is_kkr: false });
  });

  it('refuses another chain', async () => {
    const one = await signIn('hotel', 'hotel1');
    expect((await call('/api/api/getchain?chain_id=2', { token: one.access_token })).status).toBe(403);
    const chain1 = await signIn('chain', 'chain1');
    expect((await call('/api/api/getchain?chain_id=2', { token: chain1.access_token })).status).toBe(403);
    const admin = await signIn('admin', 'admin');
    expect((await call('/api/api/getchain?chain_id=2', { token: admin.access_token })).status).toBe(200);
  });
});

describe('getunion', () => {
  it('lists the union’s hotels for the union, its hotels and admin only', async () => {
    const union = await signIn('union', 'union1');
    const res = await call('/api/api/getunion?union_id=1', { token: union.access_token });
    expect(res.json.union.hotels.map((h: { hotel_id: number }) => h.hotel_id)).toEqual([1, 3]);
    const three = await signIn('hotel', 'hotel3');
    expect((await call('/api/api/getunion?union_id=1', { token: three.access_token })).status).toBe(200);
    const two = await signIn('hotel', 'hotel2');
    expect((await call('/api/api/getunion?union_id=1', { token: two.access_token })).status).toBe(403);
    const chain = await signIn('chain', 'chain1');
    expect((await call('/api/api/getunion?union_id=1', { token: chain.access_token })).status).toBe(403);
  });
});
