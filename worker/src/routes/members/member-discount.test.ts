import { env } from 'cloudflare:test';
import { createDb } from '@tomaru/db/client';
import { findMemberDiscount } from '@tomaru/db/queries/members';
import {
  createChain,
  createHotel,
  createMemberDiscount,
  createStaffAccount,
  createUnion,
} from '@tomaru/db/seed/factories';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { bookingBody, call, signIn } from '../../../test/helpers';
import { signedInMember, signInAs, testDb } from '../../../test/world';
import { createApp } from '../../app';
import { signAccessToken } from '../../lib/tokens';
import { optionalMember } from './optional-member';

const get = (token: string, hotelId: number | string) =>
  call(`/api/api/getmemberdiscount?hotel_id=${hotelId}`, { token });
const update = (token: string, body: Record<string, unknown>) =>
  call('/api/api/updatememberdiscount', { token, body });

type Discount = { hotel_id: number; kind: string; value: number; is_active: boolean };

/** Sets a hotel's discount as `token`'s user; the answer must be the discount stored. */
async function setDiscount(token: string, discount: Discount) {
  const res = await update(token, discount);
  expect(res.status, res.text).toBe(200);
  expect(res.json.member_discount, 'the answer is the discount stored').toMatchObject(discount);
}

describe('member discount in the back office', () => {
  it('shows the seeded discounts: 10% at hotel 1, ¥500 per night per room at hotel 3, none at hotel 2', async () => {
    const admin = await signIn('admin', 'admin');
    expect((await get(admin.access_token, 1)).json.member_discount).toMatchObject({
      hotel_id: 1,
      kind: 'percent',
      value: 10,
      is_active: true,
    });
    expect((await get(admin.access_token, 3)).json.member_discount).toMatchObject({
      hotel_id: 3,
      kind: 'yen_per_night_per_room',
      value: 500,
      is_active: true,
    });
    expect((await get(admin.access_token, 2)).json).toEqual({ member_discount: null });
    expect((await get(admin.access_token, 9999)).status).toBe(404);
  });

  it('lets a hotel user read and change its own hotel’s discount, and no other', async () => {
    const db = testDb();
    const [mine, other] = [await createHotel(db), await createHotel(db)];
    await createMemberDiscount(db, { hotel_id: mine.hotel_id, kind: 'percent', value: 10 });
    const hotel = await signInAs(await createStaffAccount(db, { kind: 'hotel', entity_id: mine.hotel_id }));
    const own = await get(hotel.access_token, mine.hotel_id);
    expect(own.status, own.text).toBe(200);
    expect(own.json.member_discount.updated_at).toMatch(/\+09:00$/);

    await setDiscount(hotel.access_token, {
      hotel_id: mine.hotel_id,
      kind: 'percent',
      value: 15,
      is_active: true,
    });
    expect(await findMemberDiscount(db, mine.hotel_id)).toEqual({ kind: 'percent', value: 15 });

    for (const res of [
      await get(hotel.access_token, other.hotel_id),
      await update(hotel.access_token, {
        hotel_id: other.hotel_id,
        kind: 'percent',
        value: 50,
        is_active: true,
      }),
      await get(hotel.access_token, 9999),
    ]) {
      expect(res.status).toBe(403);
      expect(res.json.error.code).toBe('forbidden');
    }
    const admin = (await signIn('admin', 'admin')).access_token;
    expect(
      (await get(admin, other.hotel_id)).json.member_discount,
      'the other hotel is untouched',
    ).toBeNull();
  });

  it('lets a chain reach its hotels and a union its hotels', async () => {
    const db = testDb();
    const { chain_id } = await createChain(db);
    const chained = await createHotel(db, { chain_id });
    const unioned = await createHotel(db);
    const { union_id } = await createUnion(db, { hotel_ids: [unioned.hotel_id] });
    const chain = await signInAs(await createStaffAccount(db, { kind: 'chain', entity_id: chain_id }));
    const union = await signInAs(await createStaffAccount(db, { kind: 'union', entity_id: union_id }));
    expect((await get(chain.access_token, chained.hotel_id)).status).toBe(200);
    expect((await get(chain.access_token, unioned.hotel_id)).status).toBe(403);
    expect((await get(union.access_token, unioned.hotel_id)).status).toBe(200);
    expect((await get(union.access_token, chained.hotel_id)).status).toBe(403);

    const discount = { hotel_id: chained.hotel_id, kind: 'yen_per_night_per_room', value: 300 };
    await setDiscount(chain.access_token, { ...discount, is_active: false });
    expect(await findMemberDiscount(db, chained.hotel_id), 'an inactive discount is not applied').toBeNull();
    await setDiscount(chain.access_token, { ...discount, is_active: true });
    expect(await findMemberDiscount(db, chained.hotel_id)).toEqual({
      kind: 'yen_per_night_per_room',
      value: 300,
    });
  });

  it('lets a union read its hotel’s discount but refuses its change, writing nothing', async () => {
    const db = testDb();
    const hotel = await createHotel(db);
    await createMemberDiscount(db, { hotel_id: hotel.hotel_id, kind: 'percent', value: 10 });
    const { union_id } = await createUnion(db, { hotel_ids: [hotel.hotel_id] });
    const union = await signInAs(await createStaffAccount(db, { kind: 'union', entity_id: union_id }));
    expect((await get(union.access_token, hotel.hotel_id)).status).toBe(200);
    const res = await update(union.access_token, {
      hotel_id: hotel.hotel_id,
      kind: 'percent',
      value: 50,
      is_active: true,
    });
    expect(res.status, 'a union reads inventory and prices but never writes them').toBe(403);
    expect(await findMemberDiscount(db, hotel.hotel_id)).toEqual({ kind: 'percent', value: 10 });
  });

  it('records who changed the discount, from what to what, in the hotel’s history', async () => {
    const db = testDb();
    const hotel = await createHotel(db);
    const account = await createStaffAccount(db, { kind: 'hotel', entity_id: hotel.hotel_id });
    const signedIn = await signInAs(account);
    await setDiscount(signedIn.access_token, {
      hotel_id: hotel.hotel_id,
      kind: 'percent',
      value: 7,
      is_active: true,
    });
    await setDiscount(signedIn.access_token, {
      hotel_id: hotel.hotel_id,
      kind: 'percent',
      value: 7,
      is_active: true,
    });
    const history = await call(`/api/api/getaudit?entity=member_discount&entity_id=${hotel.hotel_id}`, {
      token: signedIn.access_token,
    });
    expect(history.status, history.text).toBe(200);
    expect(history.json.entries, 'one entry: the second save changed nothing').toHaveLength(1);
    expect(history.json.entries[0].changes).toContainEqual(
      expect.objectContaining({ field: 'value', before: null, after: 7 }),
    );
  });

  it('refuses members with 403', async () => {
    const member = await signIn('user', 'guest@example.com');
    expect((await get(member.access_token, 1)).status).toBe(403);
    const res = await update(member.access_token, {
      hotel_id: 1,
      kind: 'percent',
      value: 90,
      is_active: true,
    });
    expect(res.status).toBe(403);
    expect(await findMemberDiscount(createDb(env), 1)).toEqual({ kind: 'percent', value: 10 });
  });

  it('validates kind and value', async () => {
    const admin = await signIn('admin', 'admin');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ kind: 'percent', value: 101 }, 'value', 'max_value'],
      [{ kind: 'yen_per_night_per_room', value: 100_001 }, 'value', 'max_value'],
      [{ kind: 'percent', value: -1 }, 'value', 'number_only'],
      [{ kind: 'percent', value: 5.5 }, 'value', 'number_only'],
      [{ kind: 'fixed', value: 5 }, 'kind', 'invalid_value'],
      [{ kind: 'percent', value: 5, is_active: 'yes' }, 'is_active', 'invalid_type'],
      [{ kind: 'percent', value: 5, hotel_id: 0 }, 'hotel_id', 'invalid_id'],
    ];
    for (const [override, path, code] of cases) {
      const res = await update(admin.access_token, { hotel_id: 1, is_active: true, ...override });
      expect(res.status, JSON.stringify(override)).toBe(422);
      expect(res.json.error.issues).toContainEqual(expect.objectContaining({ path, code }));
    }
    expect((await get(admin.access_token, 'x')).status).toBe(422);
    expect((await call('/api/api/getmemberdiscount?hotel_id=1')).status).toBe(401);
  });
});

describe('optionalMember', () => {
  it('is null without a header, the member with a valid token, and 401 for a bad one', async () => {
    const member = await signedInMember();
    const hotel = await signIn('hotel', 'hotel1');
    const seen = async (headers: Record<string, string>, now?: number) => {
      const app = createApp(now === undefined ? {} : { now: () => now });
      // Mounted under /api so the app's own middleware (db, clock, errors) runs first.
      app.get('/api/__optional_member_probe', async (c) => {
        const who = await optionalMember(c);
        return c.json({ member: who && { type: who.type, id: who.account_id } });
      });
      const res = await app.request('/api/__optional_member_probe', { headers }, env);
      return {
        status: res.status,
        json: (await res.json()) as { member?: unknown; error?: { code: string } },
      };
    };

    expect(await seen({})).toEqual({ status: 200, json: { member: null } });
    expect(await seen({ Authorization: `Bearer ${member.access_token}` })).toEqual({
      status: 200,
      json: { member: { type: 'user', id: member.member_id } },
    });
    expect(await seen({ Authorization: `Bearer ${hotel.access_token}` }), 'staff are not members').toEqual({
      status: 200,
      json: { member: null },
    });

    const expired = await seen(
      { Authorization: `Bearer ${member.access_token}` },
      Math.floor(Date.now() / 1000) + 1801,
    );
    expect(expired.status).toBe(401);
    expect(expired.json.error?.code).toBe('token_expired');
    for (const header of ['Bearer not.a.token', 'Basic abc', 'Bearer ', `Bearer ${member.access_token}x`]) {
      const res = await seen({ Authorization: header });
      expect(res.status, header).toBe(401);
      expect(res.json.error?.code).toBe('unauthorized');
    }

    const logout = await call('/api/api/logout', {
      token: member.access_token,
      body: { refresh_token: member.refresh_token },
    });
    expect(logout.status).toBe(200);
    const ended = await seen({ Authorization: `Bearer ${member.access_token}` });
    expect(ended.status, 'a token of an ended session').toBe(401);
  });

  it('prices for a member who writes the scheme in lower case, and refuses a token not its session’s', async () => {
    const [member, other] = [await signedInMember(), await signedInMember()];
    const { checkin, checkout, hotel_id, plan_id, room_id, rooms } = bookingBody();
    const body = { hotel_id, plan_id, room_id, checkin, checkout, rooms };
    const price = (authorization?: string) =>
      call('/api/calculateprice', { body, ...(authorization ? { headers: { authorization } } : {}) });
    const guest = await price();
    const lower = await price(`bearer ${member.access_token}`);
    expect(lower.status, lower.text).toBe(200);
    expect(lower.json.discount, 'the member discount applies with a lower-case scheme').toBeGreaterThan(
      guest.json.discount,
    );

    // A token signed with the key that names another member inside this member's open session.
    const { sid } = decodeJwt(member.access_token) as { sid: string };
    const forged = await signAccessToken(
      env,
      { type: 'user', account_id: other.member_id, entity_id: other.member_id, name: 'x', session_id: sid },
      Math.floor(Date.now() / 1000),
    );
    const borrowed = await price(`Bearer ${forged.token}`);
    expect(borrowed.status, 'another member cannot ride this session').toBe(401);
  });
});
