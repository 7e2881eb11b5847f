import { env } from 'cloudflare:test';
import { createColor, createPricedPlan, createStaffAccount } from '@tomaru/db/seed/factories';
import { addDays } from '@tomaru/domain/dates/stay';
import { describe, expect, it } from 'vitest';
import { call, signIn } from '../../../test/helpers';
import { bookableHotel, bookingBodyIn, signInAs, testDb, type World } from '../../../test/world';

type Kind = 'admin' | 'chain' | 'union' | 'hotel';
const tokenOf = async (kind: Kind, login: string) => (await signIn(kind, login)).access_token;
const get = (token: string, path: string) => call(`/api/api/${path}`, { token });
const post = (token: string, path: string, body: unknown) => call(`/api/api/${path}`, { token, body });

/** A bookable hotel of the test's own with a hotel user of it, signed in. */
async function ownHotel(options: Parameters<typeof bookableHotel>[0] = {}) {
  const world = await bookableHotel(options);
  const account = await createStaffAccount(testDb(), { kind: 'hotel', entity_id: world.hotel.hotel_id });
  return { world, token: (await signInAs(account)).access_token };
}

async function rows<T>(sql: string, ...binds: unknown[]) {
  return (
    await env.DB.prepare(sql)
      .bind(...binds)
      .all()
  ).results as T[];
}
const auditRows = (entity: string, entityId: number) =>
  rows<{ action: string; hotel_id: number; changes: string }>(
    'SELECT action, hotel_id, changes FROM audit_log WHERE entity = ? AND entity_id = ? ORDER BY id',
    entity,
    entityId,
  );
const pricesOf = (planId: number) =>
  rows<{ room_id: number; color_id: number; adults: number; price: number }>(
    'SELECT room_id, color_id, adults, price FROM prices WHERE plan_id = ? ORDER BY room_id, color_id, adults',
    planId,
  );

/** Every cell of a grid: each room × colour × 1..max_guests adults, priced by `price`. */
function fullGrid(
  world: World,
  colorIds: number[],
  price: (room: number, color: number, adults: number) => number,
) {
  return world.rooms.flatMap((room) =>
    colorIds.flatMap((color_id) =>
      Array.from({ length: room.max_guests }, (_, i) => ({
        room_id: room.room_id,
        color_id,
        adults: i + 1,
        price: price(room.room_id, color_id, i + 1),
      })),
    ),
  );
}

describe('price item: scope', () => {
  it('refuses hotel 2 and chain 2 every read and write of hotel 1’s prices, writing nothing', async () => {
    const before = await pricesOf(101);
    for (const [kind, login] of [
      ['hotel', 'hotel2'],
      ['chain', 'chain2'],
    ] as const) {
      const token = await tokenOf(kind, login);
      for (const path of [
        'getcolors?hotel_id=1',
        'getcolordates?hotel_id=1&from=2027-01-01&to=2027-01-31',
        'getpricesall?hotel_id=1&plan_id=101',
        'getchildtype?hotel_id=1',
        'getchildprices?hotel_id=1&plan_id=101',
        'getmemberdiscount?hotel_id=1',
      ]) {
        expect((await get(token, path)).status, `${login} reads ${path}`).toBe(403);
      }
      const write = await post(token, 'updateprices', {
        hotel_id: 1,
        plan_id: 101,
        prices: [{ room_id: 101, color_id: 1, adults: 1, price: 1 }],
      });
      expect(write.status, `${login} writes hotel 1's prices`).toBe(403);
      expect((await post(token, 'createcolor', { hotel_id: 1, name: 'x', hex: '#000000' })).status).toBe(403);
    }
    expect(await pricesOf(101), 'nothing written').toEqual(before);
  });

  it('lets union 1 read hotel 1’s prices but not change them; admin reads and changes any hotel’s', async () => {
    const union = await tokenOf('union', 'union1');
    const grid = await get(union, 'getpricesall?hotel_id=1&plan_id=101');
    expect(grid.status, grid.text).toBe(200);
    expect(grid.json.prices.length, 'the demo plan has prices').toBeGreaterThan(0);
    const cell = grid.json.prices[0];
    const refused = await post(union, 'updateprices', {
      hotel_id: 1,
      plan_id: 101,
      prices: [{ ...cell, price: cell.price + 1 }],
    });
    expect(refused.status, 'a union reads only').toBe(403);
    expect(
      (await post(union, 'updatechildtype', { hotel_id: 1, child_types: [] })).status,
    ).toBeGreaterThanOrEqual(403);

    const { world } = await ownHotel();
    const admin = await tokenOf('admin', 'admin');
    const res = await post(admin, 'updateprices', {
      hotel_id: world.hotel.hotel_id,
      plan_id: world.plan.plan_id,
      prices: [{ room_id: world.room.room_id, color_id: world.color.color_id, adults: 1, price: 12_345 }],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ updated: 1 });
  });
});

describe('price item: colours and their calendar', () => {
  it('creates, renames and deletes a colour, and refuses to delete one a date or price uses', async () => {
    const { world, token } = await ownHotel();
    const hotel_id = world.hotel.hotel_id;
    const created = await post(token, 'createcolor', { hotel_id, name: '繁忙期', hex: '#FF0000' });
    expect(created.status, created.text).toBe(201);
    const color_id = created.json.color_id;
    expect(created.json.color).toMatchObject({ name: '繁忙期', hex: '#ff0000', used_by_dates: 0 });
    const renamed = await post(token, 'updatecolor', {
      hotel_id,
      color_id,
      name: '特別期',
      hex: '#00ff00',
      display_order: 5,
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.json.color).toMatchObject({ name: '特別期', hex: '#00ff00', display_order: 5 });

    const inUse = await post(token, 'deletecolor', { hotel_id, color_id: world.color.color_id });
    expect(inUse.status, 'the seeded colour colours every night and prices the plan').toBe(409);
    expect(inUse.json.error.code).toBe('color_in_use');
    expect((await get(token, `getcolors?hotel_id=${hotel_id}`)).json.colors).toHaveLength(2);

    const deleted = await post(token, 'deletecolor', { hotel_id, color_id });
    expect(deleted.status, deleted.text).toBe(200);
    expect((await get(token, `getcolors?hotel_id=${hotel_id}`)).json.colors).toHaveLength(1);
    expect((await auditRows('colors', color_id)).map((r) => r.action)).toEqual([
      'createcolor',
      'updatecolor',
      'deletecolor',
    ]);
  });

  it('colours a range by weekday, holiday and the day before a holiday, and takes dates off sale', async () => {
    const { world, token } = await ownHotel({ from: '2026-12-20', nights: 1 });
    const hotel_id = world.hotel.hotel_id;
    const color_id = (await post(token, 'createcolor', { hotel_id, name: '休日', hex: '#123456' })).json
      .color_id;
    const range = { hotel_id, color_id, from: '2026-12-28', to: '2027-01-10' };
    const datesOf = async () =>
      (await get(token, `getcolordates?hotel_id=${hotel_id}&from=2026-12-28&to=2027-01-10`)).json.dates
        .filter((d: { color_id: number }) => d.color_id === color_id)
        .map((d: { date: string }) => d.date);

    let res = await post(token, 'updatecolordates', { ...range, holidays: true });
    expect(res.json, '元日 is the only holiday in the range').toEqual({
      updated: 1,
      change_id: expect.any(Number),
    });
    expect(await datesOf()).toEqual(['2027-01-01']);

    res = await post(token, 'updatecolordates', { ...range, day_before_holiday: true, weekdays: [3] });
    expect(res.status, res.text).toBe(200);
    expect(await datesOf(), 'Wednesdays, Saturdays, New Year’s Eve and the Sunday before 成人の日').toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-06',
      '2027-01-09',
      '2027-01-10',
    ]);

    res = await post(token, 'updatecolordates', {
      hotel_id,
      dates: [
        { date: '2027-01-01', color_id: null },
        { date: '2027-01-04', color_id },
      ],
    });
    expect(res.json).toEqual({ updated: 2, change_id: expect.any(Number) });
    expect(await datesOf()).not.toContain('2027-01-01');
    expect(await datesOf()).toContain('2027-01-04');
    expect((await auditRows('color_dates', hotel_id)).length, 'one audit row per save').toBe(3);
  });

  it('refuses a range over 366 days and a colour of another hotel, writing nothing', async () => {
    const { world, token } = await ownHotel();
    const hotel_id = world.hotel.hotel_id;
    const long = await get(token, `getcolordates?hotel_id=${hotel_id}&from=2027-01-01&to=2028-01-02`);
    expect(long.status).toBe(422);
    expect(long.json.error.issues).toContainEqual(
      expect.objectContaining({ path: 'to', code: 'invalid_range' }),
    );
    const other = await bookableHotel();
    const res = await post(token, 'updatecolordates', {
      hotel_id,
      dates: [{ date: world.from, color_id: other.color.color_id }],
    });
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe('color_not_found');
    const rename = await post(token, 'updatecolor', {
      hotel_id,
      color_id: other.color.color_id,
      name: 'x',
      hex: '#000000',
    });
    expect(rename.status).toBe(404);
    expect((await auditRows('color_dates', hotel_id)).length).toBe(0);
  });
});

describe('price item: undoing a change of the colour calendar (issue 21)', () => {
  /** A hotel with two plans priced ¥10,000 at its seeded colour and ¥18,000 at a busy one, a night each. */
  async function twoPlansTwoColours() {
    const { world, token } = await ownHotel();
    const hotel_id = world.hotel.hotel_id;
    const second = await createPricedPlan(testDb(), world);
    const busy = (await post(token, 'createcolor', { hotel_id, name: '繁忙期', hex: '#cc0000' })).json
      .color_id;
    for (const plan of [world.plan, second]) {
      const grid = fullGrid(world, [world.color.color_id, busy], (_r, c) => (c === busy ? 18_000 : 10_000));
      const saved = await post(token, 'updateprices', { hotel_id, plan_id: plan.plan_id, prices: grid });
      expect(saved.status, saved.text).toBe(200);
    }
    const night = world.from;
    const priceOn = async (plan_id: number) => {
      const quote = await call('/api/calculateprice', {
        body: bookingBodyIn(world, {
          plan_id,
          checkin: night,
          checkout: addDays(night, 1),
          rooms: [{ male_num: 1 }],
        }),
      });
      expect(quote.status, quote.text).toBe(200);
      return quote.json.total_include_tax as number;
    };
    const prices = () => Promise.all([world.plan, second].map((plan) => priceOn(plan.plan_id)));
    return { world, token, hotel_id, busy, night, prices };
  }

  it('puts back the colour a click gave a date, so every plan charges what it did before, audited', async () => {
    const { world, token, hotel_id, busy, night, prices } = await twoPlansTwoColours();
    expect(await prices()).toEqual([10_000, 10_000]);
    const click = await post(token, 'updatecolordates', {
      hotel_id,
      dates: [{ date: night, color_id: busy }],
    });
    expect(click.json).toEqual({ updated: 1, change_id: expect.any(Number) });
    expect(await prices(), 'one click re-prices the date for every plan').toEqual([18_000, 18_000]);

    const undo = await post(token, 'undocolordates', { hotel_id, change_id: click.json.change_id });
    expect(undo.status, undo.text).toBe(200);
    expect(undo.json).toEqual({ updated: 1 });
    expect(await prices(), 'every plan charges the previous price again').toEqual([10_000, 10_000]);
    const audit = await auditRows('color_dates', hotel_id);
    expect(audit.map((r) => r.action)).toEqual(['updatecolordates', 'undocolordates']);
    expect(JSON.parse(audit[1]?.changes ?? '[]')).toEqual([
      { field: night, before: busy, after: world.color.color_id },
    ]);
  });

  it('puts a range back, each date to its own colour or off sale', async () => {
    const { world, token, hotel_id, busy, night } = await twoPlansTwoColours();
    const to = addDays(night, 2);
    const colours = async () =>
      (await get(token, `getcolordates?hotel_id=${hotel_id}&from=${night}&to=${to}`)).json.dates;
    await post(token, 'updatecolordates', { hotel_id, dates: [{ date: addDays(night, 1), color_id: null }] });
    const before = await colours();
    expect(before).toEqual([
      { date: night, color_id: world.color.color_id },
      { date: to, color_id: world.color.color_id },
    ]);
    const range = await post(token, 'updatecolordates', { hotel_id, color_id: busy, from: night, to });
    expect(range.json.updated).toBe(3);
    const undo = await post(token, 'undocolordates', { hotel_id, change_id: range.json.change_id });
    expect(undo.json).toEqual({ updated: 3 });
    expect(await colours()).toEqual(before);
  });

  it('refuses to undo a change whose date changed again since, or a change undone already, writing nothing', async () => {
    const { token, hotel_id, busy, night, prices } = await twoPlansTwoColours();
    const next = addDays(night, 1);
    const colourOf = async (date: string) =>
      (await get(token, `getcolordates?hotel_id=${hotel_id}&from=${date}&to=${date}`)).json.dates[0]
        ?.color_id;
    const first = await post(token, 'updatecolordates', {
      hotel_id,
      dates: [
        { date: night, color_id: busy },
        { date: next, color_id: busy },
      ],
    });
    const second = await post(token, 'updatecolordates', {
      hotel_id,
      dates: [{ date: night, color_id: null }],
    });
    const stale = await post(token, 'undocolordates', { hotel_id, change_id: first.json.change_id });
    expect(stale.status, stale.text).toBe(409);
    expect(stale.json.error.code).toBe('changed_since');
    expect((await auditRows('color_dates', hotel_id)).length, 'no audit row for a refused undo').toBe(2);
    expect(await colourOf(next), 'the date nobody changed since is not put back alone').toBe(busy);

    expect((await post(token, 'undocolordates', { hotel_id, change_id: second.json.change_id })).status).toBe(
      200,
    );
    expect(await prices(), 'back on sale at the busy price').toEqual([18_000, 18_000]);
    const twice = await post(token, 'undocolordates', { hotel_id, change_id: second.json.change_id });
    expect(twice.status).toBe(409);
    expect(await prices()).toEqual([18_000, 18_000]);
  });

  it('refuses another hotel’s change (404) and another hotel’s user (403)', async () => {
    const mine = await twoPlansTwoColours();
    const theirs = await twoPlansTwoColours();
    const change = await post(theirs.token, 'updatecolordates', {
      hotel_id: theirs.hotel_id,
      dates: [{ date: theirs.night, color_id: theirs.busy }],
    });
    const named = await post(mine.token, 'undocolordates', {
      hotel_id: mine.hotel_id,
      change_id: change.json.change_id,
    });
    expect(named.status).toBe(404);
    expect(named.json.error.code).toBe('change_not_found');
    const foreign = await post(mine.token, 'undocolordates', {
      hotel_id: theirs.hotel_id,
      change_id: change.json.change_id,
    });
    expect(foreign.status).toBe(403);
    expect(await theirs.prices(), 'their click stands').toEqual([18_000, 18_000]);
  });
});

describe('price item: the price grid', () => {
  it('saves a full grid of 10 rooms × 6 colours in one call with one audit row', async () => {
    const { world, token } = await ownHotel({ room_types: 10 });
    const hotel_id = world.hotel.hotel_id;
    const colors = [world.color.color_id];
    for (let i = 0; i < 5; i++)
      colors.push((await createColor(testDb(), { hotel_id, name: `c${i}` })).color_id);
    const prices = fullGrid(world, colors, (r, c, a) => 10_000 + (r % 100) * 10 + (c % 10) + a * 1000);
    expect(prices.length).toBe(10 * 6 * 3);
    const res = await post(token, 'updateprices', { hotel_id, plan_id: world.plan.plan_id, prices });
    expect(res.status, res.text).toBe(200);
    const stored = await get(token, `getpricesall?hotel_id=${hotel_id}&plan_id=${world.plan.plan_id}`);
    expect(stored.json.prices).toEqual(
      [...prices].sort((a, b) => a.room_id - b.room_id || a.color_id - b.color_id || a.adults - b.adults),
    );
    expect(stored.json.rooms).toHaveLength(10);
    expect(stored.json.colors).toHaveLength(6);
    expect(await auditRows('price_table', world.plan.plan_id)).toHaveLength(1);
  });

  it('refuses a room or colour of another hotel and adults over the room’s capacity, writing nothing', async () => {
    const { world, token } = await ownHotel();
    const other = await bookableHotel();
    const base = { hotel_id: world.hotel.hotel_id, plan_id: world.plan.plan_id };
    const good = { room_id: world.room.room_id, color_id: world.color.color_id, adults: 1, price: 1 };
    const before = await pricesOf(world.plan.plan_id);
    const cases: [object, number, string][] = [
      [{ ...good, room_id: other.room.room_id }, 404, 'room_not_found'],
      [{ ...good, color_id: other.color.color_id }, 404, 'color_not_found'],
      [{ ...good, adults: 4 }, 422, 'validation_failed'],
      [{ ...good, price: 10_000_001 }, 422, 'validation_failed'],
    ];
    for (const [cell, status, code] of cases) {
      const res = await post(token, 'updateprices', { ...base, prices: [good, cell] });
      expect(res.status, JSON.stringify(cell)).toBe(status);
      expect(res.json.error.code).toBe(code);
    }
    const foreignPlan = await post(token, 'updateprices', {
      ...base,
      plan_id: other.plan.plan_id,
      prices: [good],
    });
    expect(foreignPlan.status).toBe(404);
    expect(foreignPlan.json.error.code).toBe('plan_not_found');
    expect(await pricesOf(world.plan.plan_id), 'nothing written').toEqual(before);
    expect(await auditRows('price_table', world.plan.plan_id)).toHaveLength(0);
  });

  it('makes calculateprice charge 2 adults + 1 child exactly the grid’s price × 2 plus the child price, night by night', async () => {
    const { world, token } = await ownHotel();
    const hotel_id = world.hotel.hotel_id;
    const plan_id = world.plan.plan_id;
    const checkin = world.from;
    const weekend = (await post(token, 'createcolor', { hotel_id, name: '週末', hex: '#aa0000' })).json
      .color_id;
    // The second night is the weekend colour; the first keeps the seeded one.
    await post(token, 'updatecolordates', {
      hotel_id,
      dates: [{ date: addDays(checkin, 1), color_id: weekend }],
    });
    const grid = fullGrid(
      world,
      [world.color.color_id, weekend],
      (_r, c, a) => (c === weekend ? 15_000 : 11_000) - a * 500,
    );
    expect((await post(token, 'updateprices', { hotel_id, plan_id, prices: grid })).status).toBe(200);
    const child = await post(token, 'updatechildprices', {
      hotel_id,
      plan_id,
      child_prices: [
        { child_type: 1, price_mode: 'percent', price_value: 70 },
        { child_type: 2, price_mode: 'fixed', price_value: 3_000 },
      ],
    });
    expect(child.status, child.text).toBe(200);

    const quote = await call('/api/calculateprice', {
      body: bookingBodyIn(world, {
        checkin,
        checkout: addDays(checkin, 2),
        rooms: [{ male_num: 1, female_num: 1, child_type_1: 1 }],
      }),
    });
    expect(quote.status, quote.text).toBe(200);
    const night1 = 10_000 * 2 + Math.floor((10_000 * 70) / 100);
    const night2 = 14_000 * 2 + Math.floor((14_000 * 70) / 100);
    expect(quote.json.total_include_tax, 'grid × 2 adults + 70% child, per night, summed').toBe(
      night1 + night2,
    );

    const fixedChild = await call('/api/calculateprice', {
      body: bookingBodyIn(world, {
        checkin,
        checkout: addDays(checkin, 1),
        rooms: [{ male_num: 2, child_type_2: 1 }],
      }),
    });
    expect(fixedChild.json.total_include_tax).toBe(10_000 * 2 + 3_000);
  });
});

describe('price item: child types and child prices', () => {
  it('saves the six child types in the hotel’s languages and reads them back, audited', async () => {
    const { world, token } = await ownHotel();
    const hotel_id = world.hotel.hotel_id;
    const read = await get(token, `getchildtype?hotel_id=${hotel_id}`);
    expect(read.status, read.text).toBe(200);
    expect(read.json.child_types).toHaveLength(6);
    const child_types = read.json.child_types.map((t: Record<string, unknown>, i: number) => ({
      ...t,
      names: { ja: `区分${i + 1}`, en: 'Dropped' },
      price_value: 50,
      price_mode: 'percent',
    }));
    const res = await post(token, 'updatechildtype', { hotel_id, child_types });
    expect(res.status, res.text).toBe(200);
    expect(res.json.child_types[0]).toMatchObject({ child_type: 1, names: { ja: '区分1' }, price_value: 50 });
    expect(res.json.child_types[0].names.en).toBeUndefined();
    expect(await auditRows('child_types', hotel_id)).toHaveLength(1);

    const bad = await post(token, 'updatechildtype', {
      hotel_id,
      child_types: child_types.map((t: object, i: number) => (i === 0 ? { ...t, price_value: 101 } : t)),
    });
    expect(bad.status).toBe(422);
    expect(bad.json.error.issues).toContainEqual(
      expect.objectContaining({ path: 'child_types.0.price_value', code: 'max_value' }),
    );
  });

  it('refuses child prices for a plan of another hotel', async () => {
    const { world, token } = await ownHotel();
    const other = await bookableHotel();
    const extra = await createPricedPlan(testDb(), other);
    const res = await post(token, 'updatechildprices', {
      hotel_id: world.hotel.hotel_id,
      plan_id: extra.plan_id,
      child_prices: [],
    });
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe('plan_not_found');
  });
});
