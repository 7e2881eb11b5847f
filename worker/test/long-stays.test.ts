import { describe, expect, it } from 'vitest';
import { bookingBody, call, tokyoDate } from './helpers';

/**
 * Issue 10 #1: a stay of millions of nights once stalled the server (every night was allocated before
 * its length was checked). Every call taking a stay or a date range must refuse an over-long one with
 * a 4xx at once. The time of each refusal is printed, not asserted (the machine's load varies).
 */
const CHECKIN = tokyoDate(30);
const FAR = '9999-12-31';

const requests: [string, string, { body?: unknown }][] = [
  ['getplans', `/api/getplans?hotel_id=1&checkin=${CHECKIN}&checkout=${FAR}`, {}],
  ['searchplans', `/api/searchplans?checkin=${CHECKIN}&checkout=${FAR}`, {}],
  ['calculateprice', '/api/calculateprice', { body: bookingBody({ checkout: FAR }) }],
  ['book', '/api/book', { body: bookingBody({ checkout: FAR }) }],
  [
    'createwaiting',
    '/api/createwaiting',
    {
      body: {
        hotel_id: 1,
        plan_id: 101,
        room_id: 101,
        checkin: CHECKIN,
        checkout: FAR,
        rooms: [{ male_num: 2 }],
        name: 'Test Waiter',
        email: 'waiter@example.com',
      },
    },
  ],
  ['getprices', '/api/getprices', { body: { plan_id: 101, room_id: 101, checkin: CHECKIN, checkout: FAR } }],
  ['getroomavails', '/api/getroomavails', { body: { hotel_id: 1, checkin: CHECKIN, checkout: FAR } }],
  [
    'getcalendar',
    '/api/getcalendar',
    { body: { hotel_id: 1, plan_id: 101, room_id: 101, from: CHECKIN, days: 3_000_000 } },
  ],
  ['getpricestocks', '/api/getpricestocks', { body: { hotel_id: 1, from: CHECKIN, days: 3_000_000 } }],
  ['getroomstocks', `/api/getroomstocks?hotel_id=1&room_id=101&from=${CHECKIN}&to=${FAR}`, {}],
  [
    'changebooking',
    '/api/changebooking',
    {
      body: {
        code: 'AAAAAAAAAA',
        email: 'taro@example.com',
        booking: bookingBody({ checkout: FAR }),
      },
    },
  ],
];

describe('over-long stays and date ranges', () => {
  it.each(requests)(
    'refuses a stay or range of millions of days in %s at once with a 4xx',
    async (name, path, init) => {
      const started = Date.now();
      const res = await call(path, init);
      const ms = Date.now() - started;
      console.log(`${name}: ${res.status} ${res.json?.error?.code ?? ''} in ${ms} ms`);
      expect(res.status, `${name} must refuse the stay, not fail`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${name} must refuse the stay, not fail`).toBeLessThan(500);
    },
  );

  it.each([
    [
      'getcalendar',
      '/api/getcalendar',
      { body: { hotel_id: 1, plan_id: 101, room_id: 101, from: '9999-12-01', days: 62 } },
    ],
    ['getpricestocks', '/api/getpricestocks', { body: { hotel_id: 1, from: '9999-12-31', days: 14 } }],
    ['getplans', '/api/getplans?hotel_id=1&checkin=9999-12-30&checkout=9999-12-31', {}],
    ['getroomstocks', '/api/getroomstocks?hotel_id=1&room_id=101&from=9999-12-01&to=9999-12-31', {}],
    [
      'calculateprice',
      '/api/calculateprice',
      { body: bookingBody({ checkin: '9999-12-30', checkout: '9999-12-31' }) },
    ],
  ] as [string, string, { body?: unknown }][])(
    'answers %s at the end of the calendar without failing',
    async (name, path, init) => {
      const res = await call(path, init);
      expect(res.status, `${name}: ${res.text.slice(0, 200)}`).toBeLessThan(500);
    },
  );

  it('refuses a 32-night stay with too_many_nights on the checkout field, whatever the plan allows', async () => {
    const res = await call('/api/calculateprice', {
      body: bookingBody({ checkin: tokyoDate(30), checkout: tokyoDate(62) }),
    });
    expect(res.status).toBe(422);
    const issue = res.json.error.issues.find((i: { path: string }) => i.path === 'checkout');
    expect(issue?.code, 'the global ceiling is 31 nights').toBe('too_many_nights');
  });

  it('refuses a 32-night search in getplans and searchplans', async () => {
    for (const path of [
      `/api/getplans?hotel_id=1&checkin=${tokyoDate(30)}&checkout=${tokyoDate(62)}`,
      `/api/searchplans?checkin=${tokyoDate(30)}&checkout=${tokyoDate(62)}`,
    ]) {
      const res = await call(path);
      expect(res.status, path).toBe(422);
      expect(res.json.error.issues[0].code, path).toBe('too_many_nights');
    }
  });

  it('reads a stock range of 366 days, both ends included, and refuses 367', async () => {
    const ok = await call('/api/getroomstocks?hotel_id=1&room_id=101&from=2027-01-01&to=2028-01-01');
    expect(ok.status, ok.text).toBe(200);
    expect(ok.json.stocks.length).toBe(366);
    const long = await call('/api/getroomstocks?hotel_id=1&room_id=101&from=2027-01-01&to=2028-01-02');
    expect(long.status, 'a 367-day range').toBe(422);
  });

  it('lists every day of a stock range that ends on 9999-12-31', async () => {
    const res = await call('/api/getroomstocks?hotel_id=1&room_id=101&from=9999-12-01&to=9999-12-31');
    expect(res.status, res.text).toBe(200);
    expect(res.json.stocks.length, 'December 9999 has 31 days, none dropped').toBe(31);
    expect(res.json.stocks.at(-1).date).toBe('9999-12-31');
  });
});
