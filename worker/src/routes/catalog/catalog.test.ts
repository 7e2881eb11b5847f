import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { call, tokyoDate } from '../../../test/helpers';

describe('plans', () => {
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
    await env.DB.prepare('UPDATE room_stocks SET stock = sold WHERE room_id = 102 AND date = ?')
      .bind(checkin)
      .run();
    const res = await call(
      `/api/getplans?hotel_id=1&checkin=${checkin}&checkout=${checkout}&room_count=1&adults=2`,
    );
    const plan = res.json.plans.find((p: { plan_id: number }) => p.plan_id === 101);
    const twin = plan.rooms.find((r: { room_id: number }) => r.room_id === 101);
    const other = plan.rooms.find((r: { room_id: number }) => r.room_id === 102);
    const prices = await call('/api/getprices', {
      body: { plan_id: 101, room_id: 101, checkin, checkout, adults: 2 },
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
    await env.DB.prepare("UPDATE hotels SET status = 'pause' WHERE hotel_id = 2").run();
    try {
      for (const query of ['', `&${dates}`]) {
        const paused = await call(`/api/getplans?hotel_id=2${query}`);
        expect(paused.json).toEqual({ plans: [], status: 'pause' });
      }
    } finally {
      await env.DB.prepare("UPDATE hotels SET status = 'normal' WHERE hotel_id = 2").run();
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
});
