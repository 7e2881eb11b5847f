import { insertWaiting } from '@tomaru/db/queries/waitings';
import { createChain, createStaffAccount, createUnion } from '@tomaru/db/seed/factories';
import { addDays, todayInTokyo } from '@tomaru/domain/dates/stay';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, tokyoDate } from '../../../test/helpers';
import { bookableHotel, signInAs, testDb } from '../../../test/world';

const NOW = Math.floor(Date.now() / 1000);

/** A hotel of the test's own (in a chain and a union) with waits in each state. */
async function waitingWorld() {
  const db = testDb();
  const chain = await createChain(db);
  const world = await bookableHotel({ hotel: { chain_id: chain.chain_id } });
  const union = await createUnion(db, { hotel_ids: [world.hotel.hotel_id] });
  const base = {
    hotel_id: world.hotel.hotel_id,
    plan_id: world.plan.plan_id,
    room_id: world.room.room_id,
    room_count: 1,
    party: [{ male_num: 2, female_num: 0 }],
    tel: '090-1111-2222',
    lang: 'en',
  };
  const today = todayInTokyo(NOW);
  const rows = [
    {
      name: 'Waiting One',
      email: 'w1@example.com',
      checkin: addDays(today, 10),
      checkout: addDays(today, 12),
      status: 'waiting' as const,
      created_at: NOW - 300,
    },
    {
      name: 'Told Two',
      email: 'w2@example.com',
      checkin: addDays(today, 20),
      checkout: addDays(today, 21),
      status: 'notified' as const,
      created_at: NOW - 200,
      notified_at: NOW - 100,
    },
    {
      name: 'Past Three',
      email: 'w3@example.com',
      checkin: addDays(today, -3),
      checkout: addDays(today, -2),
      status: 'waiting' as const,
      created_at: NOW - 400,
    },
    {
      name: 'Gone Four',
      email: 'w4@example.com',
      checkin: addDays(today, 5),
      checkout: addDays(today, 6),
      status: 'canceled' as const,
      created_at: NOW - 50,
    },
  ];
  for (const row of rows) await insertWaiting(db, { ...base, ...row });
  const [hotel, chainUser, unionUser] = await Promise.all([
    createStaffAccount(db, { kind: 'hotel', entity_id: world.hotel.hotel_id }).then(signInAs),
    createStaffAccount(db, { kind: 'chain', entity_id: chain.chain_id }).then(signInAs),
    createStaffAccount(db, { kind: 'union', entity_id: union.union_id }).then(signInAs),
  ]);
  return {
    hotelId: world.hotel.hotel_id,
    tokens: { hotel: hotel.access_token, chain: chainUser.access_token, union: unionUser.access_token },
  };
}

let world: Awaited<ReturnType<typeof waitingWorld>>;
let admin: string;
let hotel1: string;
let hotel2: string;
let chain2: string;
let union1: string;

beforeAll(async () => {
  world = await waitingWorld();
  [admin, hotel1, hotel2, chain2, union1] = (
    await Promise.all([
      signIn('admin', 'admin'),
      signIn('hotel', 'hotel1'),
      signIn('hotel', 'hotel2'),
      signIn('chain', 'chain2'),
      signIn('union', 'union1'),
    ])
  ).map((t) => t.access_token) as [string, string, string, string, string];
});

const list = (query: string, token: string) => call(`/api/api/getwaitings?${query}`, { token, now: NOW });
const names = (res: { json: { waitings: { name: string }[] } }) => res.json.waitings.map((w) => w.name);

describe('the hotel’s waiting list', () => {
  it('lists the waits newest first with the stay, party, plan and room, contact, state and when notified', async () => {
    const res = await list(`hotel_id=${world.hotelId}`, world.tokens.hotel);
    expect(res.status, res.text).toBe(200);
    expect(names(res), 'a withdrawn wait is left out').toEqual(['Told Two', 'Waiting One', 'Past Three']);
    expect(res.json.total).toBe(3);
    const [told, waiting, past] = res.json.waitings;
    expect(told).toMatchObject({
      state: 'notified',
      email: 'w2@example.com',
      tel: '090-1111-2222',
      party: [{ male_num: 2, female_num: 0 }],
      room_count: 1,
      checkin: tokyoDate(20),
    });
    expect(told.notified_at, 'when the guest was told, Japan time').toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    );
    expect(told.plan_titles.ja).toBeTruthy();
    expect(told.room_names.ja).toBeTruthy();
    expect(waiting).toMatchObject({ state: 'waiting', notified_at: null });
    expect(past.state, 'a wait whose check-in has passed shows expired').toBe('expired');
  });

  it('filters by state and by stay dates, and pages', async () => {
    expect(names(await list(`hotel_id=${world.hotelId}&state=expired`, world.tokens.hotel))).toEqual([
      'Past Three',
    ]);
    expect(names(await list(`hotel_id=${world.hotelId}&state=waiting`, world.tokens.hotel))).toEqual([
      'Waiting One',
    ]);
    expect(names(await list(`hotel_id=${world.hotelId}&state=notified`, world.tokens.hotel))).toEqual([
      'Told Two',
    ]);
    const ranged = await list(
      `hotel_id=${world.hotelId}&from=${tokyoDate(11)}&to=${tokyoDate(25)}`,
      world.tokens.hotel,
    );
    expect(names(ranged), 'a stay with a night in the range').toEqual(['Told Two', 'Waiting One']);
    const page2 = await list(`hotel_id=${world.hotelId}&page=2`, world.tokens.hotel);
    expect(page2.json).toMatchObject({ waitings: [], total: 3, page: 2, per_page: 20 });
    const bad = await list(
      `hotel_id=${world.hotelId}&state=lost&from=${tokyoDate(5)}&to=${tokyoDate(1)}`,
      world.tokens.hotel,
    );
    expect(bad.status).toBe(422);
    expect(bad.json.error.issues.map((i: { path: string }) => i.path).sort()).toEqual(['state', 'to']);
  });

  it('lets the hotel, its chain, its union and admin read it, and nobody else', async () => {
    for (const token of [world.tokens.hotel, world.tokens.chain, world.tokens.union, admin]) {
      const res = await list(`hotel_id=${world.hotelId}`, token);
      expect(res.status, res.text).toBe(200);
      expect(res.json.total).toBe(3);
    }
    for (const token of [hotel1, hotel2, chain2, union1]) {
      expect((await list(`hotel_id=${world.hotelId}`, token)).status).toBe(403);
    }
    for (const token of [hotel2, chain2]) {
      expect((await list('hotel_id=1', token)).status, "hotel 1's list is hotel 1's").toBe(403);
    }
    expect((await list('hotel_id=1', union1)).status, 'union 1 reads hotel 1').toBe(200);
    expect((await list('hotel_id=999999', admin)).status).toBe(404);
  });
});

describe('every hotel’s waiting list (getwaitingsall)', () => {
  it('gives admin the waits of every hotel and each other role only those in its scope', async () => {
    const all = (query: string, token: string) =>
      call(`/api/api/getwaitingsall?${query}`, { token, now: NOW });
    const byAdmin = await all('', admin);
    expect(byAdmin.status, byAdmin.text).toBe(200);
    expect(byAdmin.json.waitings.some((w: { hotel_id: number }) => w.hotel_id === world.hotelId)).toBe(true);
    const byChain = await all('state=waiting', world.tokens.chain);
    expect(byChain.json.waitings.map((w: { hotel_id: number }) => w.hotel_id)).toEqual([world.hotelId]);
    const byHotel2 = await all('', hotel2);
    expect(
      byHotel2.json.waitings.every((w: { hotel_id: number }) => w.hotel_id === 2),
      'hotel 2 sees only its own',
    ).toBe(true);
    expect((await all(`hotel_id=${world.hotelId}`, hotel2)).status).toBe(403);
  });
});
