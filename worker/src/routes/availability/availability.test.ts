import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { call, tokyoDate } from '../../../test/helpers';

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
    await env.DB.prepare('INSERT INTO plan_closed_dates (plan_id, date) VALUES (101, ?)').bind(closed).run();
    try {
      const res = await call('/api/getcalendar', {
        body: {
          hotel_id: 1,
          plan_id: 101,
          room_id: 101,
          from: tokyoDate(18),
          days: 4,
          adults: 3,
          room_count: 2,
        },
      });
      expect(res.status, res.text).toBe(200);
      const byDate = Object.fromEntries(res.json.days.map((d: { date: string }) => [d.date, d]));
      expect(byDate[closed].available, 'the closed date').toBe(false);
      expect(byDate[closed].remaining).toBeGreaterThan(0);
      expect(byDate[tokyoDate(19)].available, 'the day before').toBe(true);
      const prices = await call('/api/getprices', {
        body: { plan_id: 101, room_id: 101, checkin: tokyoDate(19), checkout: tokyoDate(20), adults: 2 },
      });
      const byAdults = prices.json.nights[0].price_by_adults;
      expect(byDate[tokyoDate(19)].price, 'one room of two adults and one of one').toBe(
        2 * byAdults['2'] + byAdults['1'],
      );
      const other = await call('/api/getcalendar', {
        body: { hotel_id: 1, plan_id: 102, room_id: 101, from: tokyoDate(18), days: 4, adults: 2 },
      });
      expect(other.json.days.find((d: { date: string }) => d.date === closed).available, 'another plan').toBe(
        true,
      );
    } finally {
      await env.DB.prepare('DELETE FROM plan_closed_dates WHERE plan_id = 101 AND date = ?')
        .bind(closed)
        .run();
    }
  });
  it('marks the week’s days a plan does not sell: its closed dates and days already past', async () => {
    const closed = tokyoDate(23);
    await env.DB.prepare('INSERT INTO plan_closed_dates (plan_id, date) VALUES (101, ?)').bind(closed).run();
    try {
      const res = await call('/api/getpricestocks', { body: { hotel_id: 1, from: tokyoDate(21), days: 7 } });
      type Week = { plan_id: number; rooms: { days: { date: string; on_sale: boolean }[] }[] }[];
      const onSale = (planId: number, date: string) =>
        (res.json.plans as Week)
          .find((p) => p.plan_id === planId)
          ?.rooms[0]?.days.find((d) => d.date === date)?.on_sale;
      expect(onSale(101, closed), 'the closed date').toBe(false);
      expect(onSale(101, tokyoDate(22))).toBe(true);
      expect(onSale(102, closed), 'another plan').toBe(true);
      const past = await call('/api/getpricestocks', { body: { hotel_id: 1, from: tokyoDate(-1), days: 7 } });
      const yesterday = (past.json.plans as Week)[0]?.rooms[0]?.days[0];
      expect(yesterday).toMatchObject({ date: tokyoDate(-1), on_sale: false });
    } finally {
      await env.DB.prepare('DELETE FROM plan_closed_dates WHERE plan_id = 101 AND date = ?')
        .bind(closed)
        .run();
    }
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
  it('gives each hotel’s minimum price', async () => {
    const res = await call('/api/getminprices?hotel_ids=1,3,999');
    expect(res.json.min_prices).toEqual([
      { hotel_id: 1, min_price: expect.any(Number) },
      { hotel_id: 3, min_price: expect.any(Number) },
      { hotel_id: 999, min_price: null },
    ]);
  });
});
