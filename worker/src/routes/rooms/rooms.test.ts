import { env } from 'cloudflare:test';
import { isOversold, setRoomStocks } from '@tomaru/db/queries/stock';
import { createStaffAccount } from '@tomaru/db/seed/factories';
import { describe, expect, it } from 'vitest';
import { bookingBody, call, signIn, tokyoDate } from '../../../test/helpers';
import { bookableHotel, bookIn, bookingBodyIn, signInAs, testDb, type World } from '../../../test/world';

type Kind = 'admin' | 'chain' | 'union' | 'hotel';

const token = async (kind: Kind, login: string) => (await signIn(kind, login)).access_token;

/** A sign-in of the world hotel's own account. */
async function ownToken(world: World) {
  const account = await createStaffAccount(testDb(), { kind: 'hotel', entity_id: world.hotel.hotel_id });
  return (await signInAs(account)).access_token;
}

async function auditRows(entity: string, entityId: number) {
  const rows = await env.DB.prepare(
    'SELECT action, hotel_id, changes FROM audit_log WHERE entity = ? AND entity_id = ? ORDER BY id',
  )
    .bind(entity, entityId)
    .all<{ action: string; hotel_id: number; changes: string }>();
  return rows.results;
}

async function stockRows(roomId: number, from: string, to: string) {
  const rows = await env.DB.prepare(
    'SELECT date, stock, sold FROM room_stocks WHERE room_id = ? AND date BETWEEN ? AND ? ORDER BY date',
  )
    .bind(roomId, from, to)
    .all<{ date: string; stock: number; sold: number }>();
  return rows.results;
}

const newRoom = (hotelId: number, overrides: Record<string, unknown> = {}) => ({
  hotel_id: hotelId,
  names: { ja: '禁煙ダブル', en: 'Non-smoking Double' },
  descriptions: { ja: '18㎡のダブルルーム。', en: 'An 18 m² double room.' },
  min_guests: 1,
  max_guests: 2,
  beds: 2,
  size_m2: 18,
  smoking: 'no',
  bed_types: ['double'],
  amenities: ['wifi', 'bathtub'],
  is_visible: true,
  ...overrides,
});

describe('rooms in the back office: who may read and write', () => {
  const night = tokyoDate(20);
  const reads = [
    '/api/api/getrooms?hotel_id=1',
    '/api/api/getroom?hotel_id=1&room_id=101',
    `/api/api/getroomstocks?hotel_id=1&room_id=101&from=${night}&to=${night}`,
    `/api/api/getroomstocksall?hotel_id=1&from=${night}&to=${night}`,
  ];

  it.each([
    ['hotel', 'hotel2', 403],
    ['chain', 'chain2', 403],
    ['union', 'union1', 200],
    ['hotel', 'hotel1', 200],
    ['chain', 'chain1', 200],
    ['admin', 'admin', 200],
  ] as const)('answers %s %s reading hotel 1’s rooms and stock with %i', async (kind, login, status) => {
    const t = await token(kind, login);
    for (const path of reads) {
      const res = await call(path, { token: t });
      expect(res.status, `${path}: ${res.text}`).toBe(status);
    }
  });

  it.each([
    ['hotel', 'hotel2'],
    ['chain', 'chain2'],
    ['union', 'union1'],
  ] as const)(
    'refuses %s %s every write to hotel 1’s rooms and stock, changing nothing',
    async (kind, login) => {
      const t = await token(kind, login);
      const admin = await token('admin', 'admin');
      const room = (await call('/api/api/getroom?hotel_id=1&room_id=101', { token: admin })).json.room;
      const before = await stockRows(101, night, night);
      const roomAudits = (await auditRows('room', 101)).length;
      const writes: [string, unknown][] = [
        ['/api/api/createroom', newRoom(1)],
        ['/api/api/updateroom', { ...room, names: { ja: '乗っ取り' } }],
        ['/api/api/updateroomdisplayorders', { hotel_id: 1, room_ids: [102, 101] }],
        ['/api/api/updateroomstocks', { hotel_id: 1, room_id: 101, stocks: [{ date: night, stock: 0 }] }],
        ['/api/api/updateroomstocks', { hotel_id: 1, rooms: [{ room_id: 101, from: night, nights: [0] }] }],
      ];
      for (const [path, body] of writes) {
        const res = await call(path, { token: t, body });
        expect(res.status, `${path}: ${res.text}`).toBe(403);
      }
      const after = (await call('/api/api/getroom?hotel_id=1&room_id=101', { token: admin })).json.room;
      expect(after, 'the room is unchanged').toEqual(room);
      expect(await stockRows(101, night, night), 'the stock is unchanged').toEqual(before);
      expect((await auditRows('room', 101)).length, 'no history was written').toBe(roomAudits);
      const rooms = (await call('/api/api/getrooms?hotel_id=1', { token: admin })).json.rooms;
      expect(
        rooms.map((r: { room_id: number }) => r.room_id),
        'no room was created',
      ).toEqual([101, 102]);
    },
  );

  it('answers room_not_found for a room of another hotel, never reading or writing it', async () => {
    const t = await token('hotel', 'hotel1');
    const read = await call(`/api/api/getroom?hotel_id=1&room_id=201`, { token: t });
    expect(read.status).toBe(404);
    expect(read.json.error.code).toBe('room_not_found');
    const before = await stockRows(201, night, night);
    const write = await call('/api/api/updateroomstocks', {
      token: t,
      body: { hotel_id: 1, room_id: 201, stocks: [{ date: night, stock: 0 }] },
    });
    expect(write.status, write.text).toBe(404);
    expect(await stockRows(201, night, night), 'hotel 2’s stock is untouched').toEqual(before);
  });

  it('lets admin create, edit and sort a hotel’s rooms', async () => {
    const world = await bookableHotel();
    const admin = await token('admin', 'admin');
    const created = await call('/api/api/createroom', { token: admin, body: newRoom(world.hotel.hotel_id) });
    expect(created.status, created.text).toBe(201);
    const order = await call('/api/api/updateroomdisplayorders', {
      token: admin,
      body: { hotel_id: world.hotel.hotel_id, room_ids: [created.json.room_id, world.room.room_id] },
    });
    expect(order.status, order.text).toBe(200);
  });
});

describe('createroom, getroom, updateroom', () => {
  it('creates a room last in the order, with its history, and guests see its size, smoking and amenities', async () => {
    const world = await bookableHotel({ hotel: { languages: ['ja', 'en'] } });
    const t = await ownToken(world);
    const res = await call('/api/api/createroom', { token: t, body: newRoom(world.hotel.hotel_id) });
    expect(res.status, res.text).toBe(201);
    const { room_id } = res.json;
    const got = await call(`/api/api/getroom?hotel_id=${world.hotel.hotel_id}&room_id=${room_id}`, {
      token: t,
    });
    expect(got.json.room).toMatchObject({
      names: { ja: '禁煙ダブル', en: 'Non-smoking Double' },
      size_m2: 18,
      smoking: 'no',
      bed_types: ['double'],
      amenities: ['wifi', 'bathtub'],
      display_order: 2,
      is_visible: true,
    });
    const audits = await auditRows('room', room_id);
    expect(audits.map((a) => [a.action, a.hotel_id])).toEqual([['createroom', world.hotel.hotel_id]]);
    const guest = await call(`/api/getrooms?hotel_id=${world.hotel.hotel_id}&lang=en`);
    const seen = guest.json.rooms.find((r: { room_id: number }) => r.room_id === room_id);
    expect(seen, 'guests see the new room at once').toMatchObject({
      name: 'Non-smoking Double',
      size_m2: 18,
      smoking: 'no',
      bed_types: ['double'],
      amenities: ['wifi', 'bathtub'],
    });
  });

  it('saves what getroom answered with one change, records the change and hides the room from guests', async () => {
    const world = await bookableHotel();
    const t = await ownToken(world);
    const { hotel_id } = world.hotel;
    const { room_id } = world.room;
    const { room } = (await call(`/api/api/getroom?hotel_id=${hotel_id}&room_id=${room_id}`, { token: t }))
      .json;
    const saved = await call('/api/api/updateroom', {
      token: t,
      body: { ...room, is_visible: false, smoking: 'yes' },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.room).toMatchObject({ is_visible: false, smoking: 'yes' });
    const audits = await auditRows('room', room_id);
    expect(JSON.parse(audits.at(-1)?.changes ?? '[]')).toEqual([
      { field: 'is_visible', before: true, after: false },
      { field: 'smoking', before: 'no', after: 'yes' },
    ]);
    const list = await call(`/api/api/getrooms?hotel_id=${hotel_id}`, { token: t });
    expect(list.json.rooms[0].is_visible, 'staff still see the hidden room').toBe(false);
    const guest = await call(`/api/getrooms?hotel_id=${hotel_id}`);
    expect(guest.json.rooms, 'guests no longer see it').toEqual([]);
    const again = await call('/api/api/updateroom', { token: t, body: saved.json.room });
    expect(again.status).toBe(200);
    expect((await auditRows('room', room_id)).length, 'a save that changes nothing records nothing').toBe(
      audits.length,
    );
  });

  it.each([
    ['a room without a Japanese name', { names: { ja: '' } }, 'names.ja', 'required'],
    ['more minimum guests than maximum', { min_guests: 3, max_guests: 2 }, 'max_guests', 'min_over_max'],
    ['an amenity not on the list', { amenities: ['jacuzzi'] }, 'amenities.0', 'invalid_choice'],
    ['a bed type twice', { bed_types: ['double', 'double'] }, 'bed_types', 'invalid_value'],
    [
      'a name in a language that does not exist',
      { names: { ja: '和室', fr: 'Chambre' } },
      'names',
      'invalid_lang',
    ],
    ['smoking neither yes nor no', { smoking: 'sometimes' }, 'smoking', 'invalid_choice'],
  ])('refuses %s with 422', async (_, change, path, code) => {
    const t = await token('hotel', 'hotel1');
    const res = await call('/api/api/createroom', { token: t, body: newRoom(1, change) });
    expect(res.status, res.text).toBe(422);
    expect(res.json.error.issues).toContainEqual(expect.objectContaining({ path, code }));
  });
});

describe('updateroomdisplayorders', () => {
  it('puts the rooms in the order given, one history row per room that moved', async () => {
    const world = await bookableHotel({ room_types: 3 });
    const t = await ownToken(world);
    const [a, b, c] = world.rooms.map((r) => r.room_id) as [number, number, number];
    const res = await call('/api/api/updateroomdisplayorders', {
      token: t,
      body: { hotel_id: world.hotel.hotel_id, room_ids: [c, a, b] },
    });
    expect(res.status, res.text).toBe(200);
    const list = await call(`/api/api/getrooms?hotel_id=${world.hotel.hotel_id}`, { token: t });
    expect(list.json.rooms.map((r: { room_id: number }) => r.room_id)).toEqual([c, a, b]);
    expect((await auditRows('room', c)).map((x) => x.action)).toEqual(['updateroomdisplayorders']);
  });

  it.each([
    ['a room left out', (ids: number[]) => ids.slice(1)],
    ['a room of another hotel', (ids: number[]) => [...ids.slice(1), 101]],
    ['a room twice', (ids: number[]) => [...ids, ids[0]]],
  ])('refuses %s with 422 and keeps the order', async (_, order) => {
    const world = await bookableHotel({ room_types: 2 });
    const t = await ownToken(world);
    const ids = world.rooms.map((r) => r.room_id);
    const res = await call('/api/api/updateroomdisplayorders', {
      token: t,
      body: { hotel_id: world.hotel.hotel_id, room_ids: order(ids) },
    });
    expect(res.status, res.text).toBe(422);
    const list = await call(`/api/api/getrooms?hotel_id=${world.hotel.hotel_id}`, { token: t });
    expect(list.json.rooms.map((r: { room_id: number }) => r.room_id)).toEqual(ids);
  });
});

describe('getroomstocks and updateroomstocks', () => {
  it('sets the nights given, answers stock, sold and remaining, and the guests’ getroomstocks agrees', async () => {
    const world = await bookableHotel({ nights: 10 });
    const t = await ownToken(world);
    const { hotel_id } = world.hotel;
    const { room_id } = world.room;
    const from = world.from;
    const to = tokyoDate(3);
    await bookIn(world, { checkin: from, checkout: tokyoDate(2), rooms: [{ male_num: 1 }] });
    const res = await call('/api/api/updateroomstocks', {
      token: t,
      body: { hotel_id, room_id, stocks: [{ date: from, stock: 4 }] },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ updated: 1 });
    const staff = await call(
      `/api/api/getroomstocks?hotel_id=${hotel_id}&room_id=${room_id}&from=${from}&to=${to}`,
      {
        token: t,
      },
    );
    expect(staff.json.stocks.slice(0, 2)).toEqual([
      { date: from, stock: 4, sold: 1, remaining: 3 },
      { date: tokyoDate(2), stock: 10, sold: 0, remaining: 10 },
    ]);
    const guest = await call(
      `/api/getroomstocks?hotel_id=${hotel_id}&room_id=${room_id}&from=${from}&to=${from}`,
    );
    expect(guest.json.stocks[0], 'guests see the new stock at once').toMatchObject({
      stock: 4,
      remaining: 3,
    });
    const audits = await auditRows('room_stock', room_id);
    expect(audits.map((a) => [a.action, JSON.parse(a.changes)])).toEqual([
      ['updateroomstocks', [{ field: from, before: 10, after: 4 }]],
    ]);
  });

  it('sets a range by weekday, holiday and day before a holiday, creating nights that had no stock', async () => {
    const world = await bookableHotel({ from: '2027-01-01', nights: 3 });
    const t = await ownToken(world);
    const { hotel_id } = world.hotel;
    const { room_id } = world.room;
    // 2027-01-11 is 成人の日 (a Monday); 2027-01-06 a Wednesday; 9th and 10th are 休前日.
    const res = await call('/api/api/updateroomstocks', {
      token: t,
      body: {
        hotel_id,
        room_id,
        from: '2027-01-05',
        to: '2027-01-12',
        weekdays: [3],
        holidays: true,
        holiday_eves: true,
        stock: 7,
      },
    });
    expect(res.status, res.text).toBe(200);
    expect(await stockRows(room_id, '2027-01-05', '2027-01-12')).toEqual([
      { date: '2027-01-06', stock: 7, sold: 0 },
      { date: '2027-01-09', stock: 7, sold: 0 },
      { date: '2027-01-10', stock: 7, sold: 0 },
      { date: '2027-01-11', stock: 7, sold: 0 },
    ]);
  });

  it('saves a grid of 365 nights × 10 rooms in one call, each room one statement', async () => {
    const world = await bookableHotel({ room_types: 10, nights: 1 });
    const t = await ownToken(world);
    const from = tokyoDate(1);
    const rooms = world.rooms.map((r, i) => ({
      room_id: r.room_id,
      from,
      nights: Array.from({ length: 365 }, (_, d) => (d + i) % 9),
    }));
    const body = { hotel_id: world.hotel.hotel_id, rooms };
    expect(JSON.stringify(body).length, 'the grid fits the 64 kB body limit').toBeLessThan(64 * 1024);
    const res = await call('/api/api/updateroomstocks', { token: t, body });
    expect(res.status, res.text).toBe(200);
    expect(res.json.updated).toBe(3650);
    const all = await call(
      `/api/api/getroomstocksall?hotel_id=${world.hotel.hotel_id}&from=${from}&to=${tokyoDate(365)}`,
      {
        token: t,
      },
    );
    expect(all.json.rooms).toHaveLength(10);
    expect(all.json.rooms[3].stocks[5]).toMatchObject({ stock: 8, sold: 0 });
    expect(all.json.rooms[9].stocks.map((n: { stock: number }) => n.stock)).toEqual(rooms[9]?.nights);
    for (const r of world.rooms) {
      expect((await auditRows('room_stock', r.room_id)).length, 'one history row per room').toBe(1);
    }
  });

  it.each([
    [
      '367 nights',
      (h: number, r: number) => ({
        hotel_id: h,
        room_id: r,
        from: tokyoDate(1),
        to: tokyoDate(367),
        stock: 1,
      }),
    ],
    [
      'a negative stock',
      (h: number, r: number) => ({ hotel_id: h, room_id: r, stocks: [{ date: tokyoDate(1), stock: -1 }] }),
    ],
    [
      'a night twice',
      (h: number, r: number) => ({
        hotel_id: h,
        room_id: r,
        stocks: [
          { date: tokyoDate(1), stock: 1 },
          { date: tokyoDate(1), stock: 2 },
        ],
      }),
    ],
    [
      'both forms at once',
      (h: number, r: number) => ({
        hotel_id: h,
        room_id: r,
        stocks: [{ date: tokyoDate(1), stock: 1 }],
        from: tokyoDate(1),
        to: tokyoDate(2),
        stock: 1,
      }),
    ],
    [
      'a range without its stock',
      (h: number, r: number) => ({ hotel_id: h, room_id: r, from: tokyoDate(1), to: tokyoDate(2) }),
    ],
    [
      'a weekday 7',
      (h: number, r: number) => ({
        hotel_id: h,
        room_id: r,
        from: tokyoDate(1),
        to: tokyoDate(2),
        weekdays: [7],
        stock: 1,
      }),
    ],
  ])('refuses %s with 422', async (_, body) => {
    const t = await token('hotel', 'hotel1');
    const res = await call('/api/api/updateroomstocks', { token: t, body: body(1, 101) });
    expect(res.status, res.text).toBe(422);
    expect(res.json.error.code).toBe('validation_failed');
  });

  it('refuses stock below what is sold with the nights and their sold, writing nothing of the bulk edit', async () => {
    const world = await bookableHotel({ nights: 10 });
    const t = await ownToken(world);
    const { hotel_id } = world.hotel;
    const { room_id } = world.room;
    const first = world.from;
    await bookIn(world, {
      checkin: tokyoDate(3),
      checkout: tokyoDate(5),
      rooms: [{ male_num: 1 }, { male_num: 1 }],
    });
    const before = await stockRows(room_id, first, tokyoDate(10));
    const res = await call('/api/api/updateroomstocks', {
      token: t,
      body: { hotel_id, room_id, from: first, to: tokyoDate(10), stock: 1 },
    });
    expect(res.status, res.text).toBe(409);
    expect(res.json.error.code).toBe('stock_below_sold');
    expect(res.json.error.details).toEqual({
      room_id,
      nights: [
        { room_id, date: tokyoDate(3), sold: 2 },
        { room_id, date: tokyoDate(4), sold: 2 },
      ],
    });
    expect(await stockRows(room_id, first, tokyoDate(10)), 'not one night was written').toEqual(before);
    expect(await auditRows('room_stock', room_id), 'and no history').toEqual([]);
  });

  it('aborts the whole stock write when a booking sold past the new stock after the check (the CHECK on room_stocks)', async () => {
    // What a booking landing between updateroomstocks' read and its batch does: the upsert meets a
    // night whose sold exceeds the new stock, the CHECK fails and nothing of the batch is applied.
    const world = await bookableHotel({ nights: 3 });
    const { room_id } = world.room;
    const db = testDb();
    await env.DB.prepare('UPDATE room_stocks SET sold = 5 WHERE room_id = ? AND date = ?')
      .bind(room_id, tokyoDate(2))
      .run();
    const before = await stockRows(room_id, world.from, tokyoDate(3));
    const write = db.batch([
      setRoomStocks(db, room_id, [
        { date: world.from, stock: 1 },
        { date: tokyoDate(2), stock: 1 },
        { date: tokyoDate(3), stock: 1 },
      ]),
    ]);
    const error = await write.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isOversold(error), `the batch fails on the CHECK: ${String(error)}`).toBe(true);
    expect(await stockRows(room_id, world.from, tokyoDate(3)), 'no night was written').toEqual(before);
  });

  it('never oversells when a bulk stock edit races 100 bookings', async () => {
    const night = tokyoDate(40);
    const world = await bookableHotel({ from: night, nights: 1, stock: 100 });
    const t = await ownToken(world);
    const { hotel_id } = world.hotel;
    const { room_id } = world.room;
    const book = (i: number) =>
      call('/api/book', {
        body: bookingBodyIn(world, {
          checkin: night,
          checkout: tokyoDate(41),
          rooms: [{ male_num: 1 }],
          user: { ...bookingBody().user, mail1: `stock-race${i}@example.com` },
        }),
      });
    const edit = () =>
      call('/api/api/updateroomstocks', {
        token: t,
        body: { hotel_id, room_id, stocks: [{ date: night, stock: 30 }] },
      });
    const results = await Promise.all([
      ...Array.from({ length: 50 }, (_, i) => book(i)),
      edit(),
      ...Array.from({ length: 50 }, (_, i) => book(50 + i)),
    ]);
    const editRes = results[50];
    const booked = results.filter((r, i) => i !== 50 && r.status === 201).length;
    const [row] = await stockRows(room_id, night, night);
    expect(row, 'the night still exists').toBeDefined();
    expect(row?.sold, 'every booking that succeeded is counted once').toBe(booked);
    expect(row?.sold ?? 0, 'never more sold than stock').toBeLessThanOrEqual(row?.stock ?? 0);
    if (editRes?.status === 200) expect(row?.stock).toBe(30);
    else {
      expect(editRes?.status, editRes?.text).toBe(409);
      expect(row?.stock, 'a refused edit wrote nothing').toBe(100);
    }
    const reservations = await env.DB.prepare('SELECT count(*) AS n FROM reservations WHERE hotel_id = ?')
      .bind(hotel_id)
      .first<{ n: number }>();
    expect(reservations?.n).toBe(booked);
  });
});
