import { env } from 'cloudflare:test';
import { createPricedPlan } from '@tomaru/db/seed/factories';
import { describe, expect, it } from 'vitest';
import { call, tokyoDate } from '../../../test/helpers';
import { bookableHotel, testDb } from '../../../test/world';

describe('hotel search and plans', () => {
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

  it('lists a hotel’s plans without the secret one, with minimum prices when no dates are given', async () => {
    const res = await call('/api/getplans?hotel_id=1&lang=ko');
    const ids = res.json.plans.map((p: { plan_id: number }) => p.plan_id);
    expect(ids).toEqual(expect.arrayContaining([101, 102, 104]));
    expect(ids).not.toContain(103);
    for (const plan of res.json.plans) {
      expect(plan.rooms.length).toBeGreaterThanOrEqual(2);
      for (const room of plan.rooms) expect(room.min_price).toBeGreaterThan(0);
      expect(plan).not.toHaveProperty('secret_url');
    }
  });

  it('prices plans for dates and a party, and marks sold-out rooms unavailable', async () => {
    const checkin = tokyoDate(20);
    const checkout = tokyoDate(22);
    const world = await bookableHotel({ room_types: 2 });
    const [first, second] = world.rooms.map((r) => r.room_id);
    await env.DB.prepare('UPDATE room_stocks SET stock = 0 WHERE room_id = ? AND date = ?')
      .bind(second, checkin)
      .run();
    const res = await call(
      `/api/getplans?hotel_id=${world.hotel.hotel_id}&checkin=${checkin}&checkout=${checkout}&room_count=1&adults=2`,
    );
    const plan = res.json.plans.find((p: { plan_id: number }) => p.plan_id === world.plan.plan_id);
    const twin = plan.rooms.find((r: { room_id: number }) => r.room_id === first);
    const other = plan.rooms.find((r: { room_id: number }) => r.room_id === second);
    const prices = await call('/api/getprices', {
      body: { plan_id: world.plan.plan_id, room_id: first, checkin, checkout, adults: 2 },
    });
    const expected = prices.json.nights.reduce(
      (s: number, n: { price_per_adult: number }) => s + n.price_per_adult * 2,
      0,
    );
    expect(twin).toMatchObject({ available: true, total_price: expected });
    expect(other).toMatchObject({ available: false, remaining: 0 });
  });

  it('answers 404 for an unknown hotel and no bookable plans for a paused one, with dates too', async () => {
    const dates = `checkin=${tokyoDate(20)}&checkout=${tokyoDate(21)}&adults=2`;
    for (const query of ['', `&${dates}`]) {
      const missing = await call(`/api/getplans?hotel_id=999${query}`);
      expect(missing.status).toBe(404);
      expect(missing.json.error.code).toBe('hotel_not_found');
    }
    const paused = await bookableHotel({ hotel: { status: 'pause' } });
    for (const query of ['', `&${dates}`]) {
      const res = await call(`/api/getplans?hotel_id=${paused.hotel.hotel_id}${query}`);
      expect(res.json).toEqual({ plans: [], status: 'pause' });
    }
    const open = await call(`/api/getplans?hotel_id=2&lang=en&${dates}`);
    expect(open.json.plans.length).toBeGreaterThan(0);
    expect(open.json.plans[0].rooms[0]).toHaveProperty('available');
  });

  it('answers a secret plan only through its URL key', async () => {
    const secret = await call('/api/getsecretplan?hotel_id=1&url=members-only&lang=en');
    expect(secret.status).toBe(200);
    expect(secret.json.plan).toMatchObject({ plan_id: 103, is_secret: true });
    expect((await call('/api/getsecretplan?hotel_id=1&url=guess')).status).toBe(404);
    expect((await call('/api/getsecretplan?hotel_id=2&url=members-only')).json.plan.plan_id).toBe(203);
    expect((await call('/api/getplan?plan_id=103')).status, 'not by its id').toBe(404);
  });

  it('searches plans across hotels of a prefecture', async () => {
    const res = await call(
      `/api/searchplans?prefecture=JP-14&checkin=${tokyoDate(12)}&checkout=${tokyoDate(13)}&adults=2`,
    );
    expect(new Set(res.json.plans.map((p: { hotel_id: number }) => p.hotel_id))).toEqual(new Set([3]));
    expect((await call(`/api/searchplans?checkin=${tokyoDate(12)}`)).status).toBe(422);
  });
});

describe('calendars and stock', () => {
  it('gives 60 days of price and rooms left for a plan and room', async () => {
    const res = await call('/api/getcalendar', {
      body: { hotel_id: 1, plan_id: 101, room_id: 101, from: tokyoDate(0), days: 60, adults: 2 },
    });
    expect(res.status).toBe(200);
    expect(res.json.days).toHaveLength(60);
    const day = res.json.days[10];
    expect(day.price).toBe(day.price_per_adult * 2);
    expect(day.remaining).toBeGreaterThan(0);
    expect(day.available).toBe(true);
    expect(
      (
        await call('/api/getcalendar', {
          body: { hotel_id: 1, plan_id: 101, room_id: 101, from: tokyoDate(0), days: 63 },
        })
      ).status,
    ).toBe(422);
  });

  it('shows a plan’s closed date as not bookable in its calendar, and prices rooms by their own adults', async () => {
    const closed = tokyoDate(20);
    const world = await bookableHotel({ plan: { closed_dates: [closed] } });
    const other = await createPricedPlan(testDb(), world);
    const ids = { hotel_id: world.hotel.hotel_id, room_id: world.room.room_id };
    const res = await call('/api/getcalendar', {
      body: { ...ids, plan_id: world.plan.plan_id, from: tokyoDate(18), days: 4, adults: 3, room_count: 2 },
    });
    expect(res.status, res.text).toBe(200);
    const byDate = Object.fromEntries(res.json.days.map((d: { date: string }) => [d.date, d]));
    expect(byDate[closed].available, 'the closed date').toBe(false);
    expect(byDate[closed].remaining).toBeGreaterThan(0);
    expect(byDate[tokyoDate(19)].available, 'the day before').toBe(true);
    const prices = await call('/api/getprices', {
      body: {
        ...ids,
        plan_id: world.plan.plan_id,
        checkin: tokyoDate(19),
        checkout: tokyoDate(20),
        adults: 2,
      },
    });
    const byAdults = prices.json.nights[0].price_by_adults;
    expect(byDate[tokyoDate(19)].price, 'one room of two adults and one of one').toBe(
      2 * byAdults['2'] + byAdults['1'],
    );
    const otherPlan = await call('/api/getcalendar', {
      body: { ...ids, plan_id: other.plan_id, from: tokyoDate(18), days: 4, adults: 2 },
    });
    expect(
      otherPlan.json.days.find((d: { date: string }) => d.date === closed).available,
      'another plan',
    ).toBe(true);
  });

  it('marks the week’s days a plan does not sell: its closed dates and days already past', async () => {
    const closed = tokyoDate(23);
    // On sale from yesterday on, so only the past makes yesterday unsellable.
    const world = await bookableHotel({ from: tokyoDate(-1), plan: { closed_dates: [closed] } });
    const other = await createPricedPlan(testDb(), world);
    const { hotel_id } = world.hotel;
    const res = await call('/api/getpricestocks', { body: { hotel_id, from: tokyoDate(21), days: 7 } });
    type Week = { plan_id: number; rooms: { days: { date: string; on_sale: boolean }[] }[] }[];
    const onSale = (planId: number, date: string) =>
      (res.json.plans as Week).find((p) => p.plan_id === planId)?.rooms[0]?.days.find((d) => d.date === date)
        ?.on_sale;
    expect(onSale(world.plan.plan_id, closed), 'the closed date').toBe(false);
    expect(onSale(world.plan.plan_id, tokyoDate(22))).toBe(true);
    expect(onSale(other.plan_id, closed), 'another plan').toBe(true);
    const past = await call('/api/getpricestocks', { body: { hotel_id, from: tokyoDate(-1), days: 7 } });
    const week = (past.json.plans as Week)[0]?.rooms[0]?.days;
    expect(week?.[0]).toMatchObject({ date: tokyoDate(-1), on_sale: false });
    expect(week?.[2], 'the day after tomorrow').toMatchObject({ date: tokyoDate(1), on_sale: true });
  });

  it('gives a week of every plan and room with previous and next week', async () => {
    const from = tokyoDate(7);
    const res = await call('/api/getpricestocks', { body: { hotel_id: 1, from, days: 7 } });
    expect(res.json.dates).toHaveLength(7);
    expect(res.json.prev_from).toBe(tokyoDate(0));
    expect(res.json.next_from).toBe(tokyoDate(14));
    expect(res.json.plans.length).toBeGreaterThanOrEqual(3);
    expect(res.json.plans[0].rooms[0].days[0]).toEqual(
      expect.objectContaining({
        date: from,
        remaining: expect.any(Number),
        price_per_adult: expect.any(Number),
      }),
    );
  });

  it('answers stock and remaining per night, by hotel id or URL name', async () => {
    const from = tokyoDate(3);
    const to = tokyoDate(5);
    const byId = await call(`/api/getroomstocks?hotel_id=1&room_id=101&from=${from}&to=${to}`);
    expect(byId.json.stocks).toHaveLength(3);
    expect(byId.json.stocks[0]).toEqual({ date: from, stock: 10, remaining: expect.any(Number) });
    const byUrl = await call(
      `/api/getroomstocksbyurlname?url_name=tomaru-kyoto&room_id=101&from=${from}&to=${to}`,
    );
    expect(byUrl.json).toEqual(byId.json);
    expect((await call(`/api/getroomstocks?hotel_id=2&room_id=101&from=${from}&to=${to}`)).status).toBe(404);
  });

  it('lists rooms with what is left for every night of a stay', async () => {
    const res = await call('/api/getroomavails', {
      body: { hotel_id: 3, checkin: tokyoDate(9), checkout: tokyoDate(11), room_count: 2 },
    });
    expect(res.json.rooms.map((r: { room_id: number }) => r.room_id)).toEqual([301, 302]);
    expect(res.json.rooms[0]).toMatchObject({ available: true });
  });
});

describe('plan details', () => {
  it('answers questions, options and child types in the hotel’s languages', async () => {
    const q = await call('/api/getquestions?hotel_id=1&plan_id=101&lang=en');
    expect(q.json.questions[0]).toMatchObject({ question_id: 11, kind: 'choice', mandatory: true });
    expect(q.json.questions[0].choices).toHaveLength(3);
    const o = await call('/api/getoptions?hotel_id=1&plan_id=101&lang=en');
    expect(o.json.options.map((x: { additional_option_id: number }) => x.additional_option_id)).toEqual([
      11, 12,
    ]);
    const t = await call('/api/getchildtype?hotel_id=1&lang=zh-TW');
    expect(t.json.child_types).toHaveLength(6);
    const a = await call('/api/getchildavails?plan_id=102');
    expect(
      a.json.child_avails
        .filter((x: { accepted: boolean }) => x.accepted)
        .map((x: { child_type: number }) => x.child_type),
    ).toEqual([1, 2, 5, 6]);
  });

  it('tells whether an e-mail is free for registration', async () => {
    expect((await call('/api/checkemail?email=guest@example.com')).json).toEqual({ available: false });
    expect((await call('/api/checkemail?email=new@example.com')).json).toEqual({ available: true });
    expect((await call('/api/checkemail?email=bad')).status).toBe(422);
  });

  it('answers whether an e-mail is free at most 60 times per client address in 15 minutes', async () => {
    const address = '203.0.113.77';
    const t = Math.floor(Date.now() / 1000) + 30 * 86400;
    for (let i = 0; i < 60; i++) {
      expect((await call(`/api/checkemail?email=a${i}@example.com`, { address, now: t })).status).toBe(200);
    }
    expect((await call('/api/checkemail?email=last@example.com', { address, now: t })).status).toBe(429);
  });

  it('gives each hotel’s minimum price', async () => {
    const res = await call('/api/getminprices?hotel_ids=1,3,999');
    expect(res.json.min_prices).toEqual([
      { hotel_id: 1, min_price: expect.any(Number) },
      { hotel_id: 3, min_price: expect.any(Number) },
      { hotel_id: 999, min_price: null },
    ]);
  });
});
