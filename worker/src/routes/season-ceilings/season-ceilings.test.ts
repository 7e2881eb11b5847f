import { env } from 'cloudflare:test';
import { createChain, createStaffAccount, createUnion } from '@tomaru/db/seed/factories';
import { addDays, todayInTokyo, tokyoInstant } from '@tomaru/domain/dates/stay';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, tokyoDate } from '../../../test/helpers';
import { bookableHotel, bookingBodyIn, signInAs, testDb, type World } from '../../../test/world';

/** A hotel of a KKR chain of the test's own, with its hotel, chain and union accounts signed in. */
async function kkrWorld() {
  const db = testDb();
  const chain = await createChain(db, { is_kkr: true });
  const world = await bookableHotel({ hotel: { chain_id: chain.chain_id }, nights: 90 });
  const union = await createUnion(db, { hotel_ids: [world.hotel.hotel_id] });
  const [hotel, chainUser, unionUser] = await Promise.all([
    createStaffAccount(db, { kind: 'hotel', entity_id: world.hotel.hotel_id }).then(signInAs),
    createStaffAccount(db, { kind: 'chain', entity_id: chain.chain_id }).then(signInAs),
    createStaffAccount(db, { kind: 'union', entity_id: union.union_id }).then(signInAs),
  ]);
  return {
    world,
    hotelId: world.hotel.hotel_id,
    tokens: { hotel: hotel.access_token, chain: chainUser.access_token, union: unionUser.access_token },
  };
}

const seasons = (hotelId: number, token: string) =>
  call(`/api/api/getseasonceilings?hotel_id=${hotelId}`, { token });
const create = (token: string, body: Record<string, unknown>, now?: number) =>
  call('/api/api/createseasonceiling', { token, body, ...(now === undefined ? {} : { now }) });

let admin: string;
let hotel1: string;
let hotel2: string;
let chain1: string;
let chain2: string;
let hotel4: string;
let union1: string;

beforeAll(async () => {
  [admin, hotel1, hotel2, chain1, chain2, hotel4, union1] = (
    await Promise.all([
      signIn('admin', 'admin'),
      signIn('hotel', 'hotel1'),
      signIn('hotel', 'hotel2'),
      signIn('chain', 'chain1'),
      signIn('chain', 'chain2'),
      signIn('hotel', 'hotel4'),
      signIn('union', 'union1'),
    ])
  ).map((t) => t.access_token) as [string, string, string, string, string, string, string];
});

describe('who may reach the season ceilings', () => {
  it('refuses the calls for a hotel whose chain lacks is_kkr, to every caller, admin included', async () => {
    for (const token of [admin, hotel1, chain1, union1]) {
      const read = await seasons(1, token);
      expect(read.status, read.text).toBe(404);
      expect(read.json.error.code).toBe('season_ceilings_unavailable');
      const write = await create(token, {
        hotel_id: 1,
        stay_from: tokyoDate(40),
        stay_to: tokyoDate(41),
        opens_at: `${tokyoDate(5)}T10:00`,
      });
      expect([403, 404], write.text).toContain(write.status);
    }
    const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM season_ceilings WHERE hotel_id = 1').first();
    expect(row?.n, 'nothing written for hotel 1').toBe(0);
  });

  it('shows hotel 4 its demo seasons: one already open, one that opens later', async () => {
    for (const token of [hotel4, chain2, admin]) {
      const res = await seasons(4, token);
      expect(res.status, res.text).toBe(200);
      expect(res.json.seasons.map((s: { is_open: boolean }) => s.is_open)).toEqual([true, false]);
    }
  });

  it('keeps hotel 4 out of the reach of other hotels, another chain and a union it is not in', async () => {
    for (const token of [hotel1, hotel2, chain1, union1]) {
      expect((await seasons(4, token)).status).toBe(403);
      const write = await create(token, {
        hotel_id: 4,
        stay_from: tokyoDate(60),
        stay_to: tokyoDate(61),
        opens_at: `${tokyoDate(5)}T10:00`,
      });
      expect(write.status, write.text).toBe(403);
    }
  });

  it('lets a union read its KKR hotel but not write it; the hotel and its chain write', async () => {
    const { hotelId, tokens } = await kkrWorld();
    const body = {
      hotel_id: hotelId,
      stay_from: tokyoDate(30),
      stay_to: tokyoDate(31),
      opens_at: '2030-01-01T10:00',
    };
    expect((await seasons(hotelId, tokens.union)).status).toBe(200);
    expect((await create(tokens.union, body)).status, 'a union reads only').toBe(403);
    const byHotel = await create(tokens.hotel, body);
    expect(byHotel.status, byHotel.text).toBe(201);
    const id = byHotel.json.season.season_ceiling_id;
    const byChain = await call('/api/api/updateseasonceiling', {
      token: tokens.chain,
      body: { ...byHotel.json.season, opens_at: '2030-01-02T09:30' },
    });
    expect(byChain.status, byChain.text).toBe(200);
    expect(byChain.json.season).toMatchObject({ season_ceiling_id: id, opens_at: '2030-01-02T09:30' });
    const byUnion = await call('/api/api/deleteseasonceiling', {
      token: tokens.union,
      body: { hotel_id: hotelId, season_ceiling_id: id },
    });
    expect(byUnion.status).toBe(403);
  });

  it("never touches another hotel's season by its id", async () => {
    const { hotelId, tokens } = await kkrWorld();
    const res = await call('/api/api/deleteseasonceiling', {
      token: tokens.hotel,
      body: { hotel_id: hotelId, season_ceiling_id: 1 },
    });
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe('season_ceiling_not_found');
    expect((await seasons(4, hotel4)).json.seasons, 'hotel 4 keeps its season').toHaveLength(2);
  });
});

describe('saving seasons', () => {
  it('refuses a season that shares a stay date with another (422 season_overlaps) and writes nothing', async () => {
    const { hotelId, tokens } = await kkrWorld();
    const first = await create(tokens.hotel, {
      hotel_id: hotelId,
      stay_from: tokyoDate(30),
      stay_to: tokyoDate(35),
      opens_at: '2030-01-01T10:00',
    });
    expect(first.status, first.text).toBe(201);
    const overlapping = await create(tokens.hotel, {
      hotel_id: hotelId,
      stay_from: tokyoDate(35),
      stay_to: tokyoDate(40),
      opens_at: '2030-01-01T10:00',
    });
    expect(overlapping.status, overlapping.text).toBe(422);
    expect(overlapping.json.error.code).toBe('season_overlaps');
    expect(overlapping.json.error.details).toMatchObject({
      stay_from: tokyoDate(30),
      stay_to: tokyoDate(35),
    });
    const second = await create(tokens.hotel, {
      hotel_id: hotelId,
      stay_from: tokyoDate(36),
      stay_to: tokyoDate(40),
      opens_at: '2030-01-01T10:00',
    });
    expect(second.status, 'the next day is free').toBe(201);
    const moved = await call('/api/api/updateseasonceiling', {
      token: tokens.hotel,
      body: { ...second.json.season, stay_from: tokyoDate(34) },
    });
    expect(moved.status, 'moving onto another season is refused too').toBe(422);
    expect((await seasons(hotelId, tokens.hotel)).json.seasons).toHaveLength(2);
  });

  it('refuses two racing saves that would overlap: one wins, one is refused', async () => {
    const { hotelId, tokens } = await kkrWorld();
    const body = (from: number) => ({
      hotel_id: hotelId,
      stay_from: tokyoDate(from),
      stay_to: tokyoDate(from + 5),
      opens_at: '2030-01-01T10:00',
    });
    const answers = await Promise.all([create(tokens.hotel, body(40)), create(tokens.hotel, body(42))]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
  });

  it('refuses a season that ends before it starts, or an opening time that is not a date and time', async () => {
    const { hotelId, tokens } = await kkrWorld();
    const reversed = await create(tokens.hotel, {
      hotel_id: hotelId,
      stay_from: tokyoDate(31),
      stay_to: tokyoDate(30),
      opens_at: '2030-01-01T10:00',
    });
    expect(reversed.status).toBe(422);
    expect(reversed.json.error.issues[0]).toMatchObject({ path: 'stay_to', code: 'invalid_range' });
    const badTime = await create(tokens.hotel, {
      hotel_id: hotelId,
      stay_from: tokyoDate(30),
      stay_to: tokyoDate(31),
      opens_at: '2030-02-30T25:00',
    });
    expect(badTime.status).toBe(422);
    expect(badTime.json.error.issues[0]).toMatchObject({ path: 'opens_at' });
  });

  it('records each create, change and delete in the audit trail as season_ceiling, with the hotel', async () => {
    const { hotelId, tokens } = await kkrWorld();
    const made = await create(tokens.hotel, {
      hotel_id: hotelId,
      stay_from: tokyoDate(30),
      stay_to: tokyoDate(31),
      opens_at: '2030-01-01T10:00',
    });
    const id = made.json.season.season_ceiling_id;
    await call('/api/api/updateseasonceiling', {
      token: tokens.chain,
      body: { ...made.json.season, stay_to: tokyoDate(33) },
    });
    await call('/api/api/deleteseasonceiling', {
      token: tokens.hotel,
      body: { hotel_id: hotelId, season_ceiling_id: id },
    });
    const rows = await env.DB.prepare(
      "SELECT action, hotel_id, changes FROM audit_log WHERE entity = 'season_ceiling' AND entity_id = ? ORDER BY id",
    )
      .bind(id)
      .all<{ action: string; hotel_id: number; changes: string }>();
    expect(rows.results.map((r) => r.action)).toEqual([
      'createseasonceiling',
      'updateseasonceiling',
      'deleteseasonceiling',
    ]);
    expect(rows.results.every((r) => r.hotel_id === hotelId)).toBe(true);
    expect(JSON.parse(rows.results[1]?.changes ?? '[]')).toEqual([
      { field: 'stay_to', before: tokyoDate(31), after: tokyoDate(33) },
    ]);
    const history = await call(`/api/api/getaudit?entity=season_ceiling&entity_id=${id}`, {
      token: tokens.hotel,
    });
    expect(history.status, history.text).toBe(200);
    expect(history.json.entries, 'the screen shows the three changes').toHaveLength(3);
    const outsider = await call(`/api/api/getaudit?entity=season_ceiling&entity_id=${id}`, { token: hotel1 });
    expect(outsider.status, 'another hotel cannot read it').toBe(403);
  });
});

describe('bookings before a season opens', () => {
  /** A season on nights 20–22 days ahead of the world's hotel, opening tomorrow at 10:00 Japan time. */
  async function seasonWorld() {
    const kkr = await kkrWorld();
    const opensOn = addDays(todayInTokyo(Date.now() / 1000), 1);
    const made = await create(kkr.tokens.hotel, {
      hotel_id: kkr.hotelId,
      stay_from: tokyoDate(20),
      stay_to: tokyoDate(22),
      opens_at: `${opensOn}T10:00`,
    });
    expect(made.status, made.text).toBe(201);
    return { ...kkr, opensAt: tokyoInstant(opensOn, '10:00'), opensAtText: `${opensOn}T10:00` };
  }

  const stay = (w: World, checkin: number, nights: number) =>
    bookingBodyIn(w, {
      checkin: tokyoDate(checkin),
      checkout: tokyoDate(checkin + nights),
      rooms: [{ male_num: 1 }],
    });

  it('refuses a stay with a night in the season until it opens (booking_not_open_yet, from when) and takes it from that second', async () => {
    const { world, opensAt, opensAtText } = await seasonWorld();
    const early = await call('/api/book', { body: stay(world, 18, 3), now: opensAt - 1 });
    expect(early.status, early.text).toBe(409);
    expect(early.json.error.code).toBe('booking_not_open_yet');
    expect(early.json.error.details).toEqual({ opens_at: opensAtText });
    const price = await call('/api/calculateprice', { body: stay(world, 18, 3), now: opensAt - 1 });
    expect(price.json.error?.code, 'the price check says the same').toBe('booking_not_open_yet');
    const outside = await call('/api/book', { body: stay(world, 15, 2), now: opensAt - 1 });
    expect(outside.status, 'nights outside the season are bookable').toBe(201);
    const onTime = await call('/api/book', { body: stay(world, 18, 3), now: opensAt });
    expect(onTime.status, onTime.text).toBe(201);
  });

  it('shows the season’s nights as not yet bookable, with from when, on the guest calendars until it opens', async () => {
    const { world, hotelId, opensAt, opensAtText } = await seasonWorld();
    const calendar = (now: number) =>
      call('/api/getcalendar', {
        now,
        body: {
          hotel_id: hotelId,
          plan_id: world.plan.plan_id,
          room_id: world.room.room_id,
          from: tokyoDate(19),
          days: 4,
          adults: 1,
        },
      });
    const before = await calendar(opensAt - 1);
    expect(before.status, before.text).toBe(200);
    expect(before.json.days.map((d: { available: boolean }) => d.available)).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect(before.json.days[1].opens_at).toBe(opensAtText);
    const after = await calendar(opensAt);
    expect(
      after.json.days.every((d: { available: boolean; opens_at?: string }) => d.available && !d.opens_at),
    ).toBe(true);

    const plans = (now: number) =>
      call(`/api/getplans?hotel_id=${hotelId}&checkin=${tokyoDate(21)}&checkout=${tokyoDate(23)}&adults=1`, {
        now,
      });
    const offered = (await plans(opensAt - 1)).json.plans[0].rooms[0];
    expect(offered).toMatchObject({ available: false, opens_at: opensAtText });
    expect((await plans(opensAt)).json.plans[0].rooms[0].available).toBe(true);

    const stocks = await call(
      `/api/getroomstocks?hotel_id=${hotelId}&room_id=${world.room.room_id}&from=${tokyoDate(19)}&to=${tokyoDate(20)}`,
      { now: opensAt - 1 },
    );
    expect(stocks.json.stocks.map((s: { opens_at?: string }) => s.opens_at ?? null)).toEqual([
      null,
      opensAtText,
    ]);

    const week = await call('/api/getpricestocks', {
      now: opensAt - 1,
      body: { hotel_id: hotelId, from: tokyoDate(19), days: 7, adults: 1 },
    });
    expect(week.status, week.text).toBe(200);
    const days = week.json.plans[0].rooms[0].days as { on_sale: boolean; opens_at?: string }[];
    expect(days.map((d) => d.on_sale)).toEqual([true, false, false, false, true, true, true]);

    const avails = await call('/api/getroomavails', {
      now: opensAt - 1,
      body: { hotel_id: hotelId, checkin: tokyoDate(22), checkout: tokyoDate(23), room_count: 1 },
    });
    expect(avails.json.rooms[0]).toMatchObject({ available: false, opens_at: opensAtText });
  });
});
