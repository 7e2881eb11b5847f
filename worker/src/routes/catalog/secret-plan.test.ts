import { describe, expect, it } from 'vitest';
import { bookingBody, call, tokyoDate } from '../../../test/helpers';

// Plan 103 is hotel 1's secret plan (URL key "members-only"); plan 199 does not exist.
const SECRET = 103;
const MISSING = 199;
const KEY = 'members-only';

const stay = { checkin: tokyoDate(40), checkout: tokyoDate(41) };

/** Every public call that names a plan, for a plan id and an optional URL key. */
function callsFor(planId: number, key?: string) {
  const secret = key === undefined ? {} : { secret_url: key };
  const query = key === undefined ? '' : `&secret_url=${key}`;
  const price = { hotel_id: 1, plan_id: planId, room_id: 101, ...stay, rooms: [{ male_num: 2 }] };
  return {
    getprices: () =>
      call('/api/getprices', { body: { plan_id: planId, room_id: 101, ...stay, adults: 2, ...secret } }),
    getcalendar: () =>
      call('/api/getcalendar', {
        body: { hotel_id: 1, plan_id: planId, room_id: 101, from: stay.checkin, days: 3, ...secret },
      }),
    calculateprice: () => call('/api/calculateprice', { body: { ...price, ...secret } }),
    getoptions: () => call(`/api/getoptions?hotel_id=1&plan_id=${planId}&checkin=${stay.checkin}${query}`),
    getquestions: () => call(`/api/getquestions?hotel_id=1&plan_id=${planId}${query}`),
    getchildavails: () => call(`/api/getchildavails?plan_id=${planId}${query}`),
    book: () =>
      call('/api/book', {
        body: bookingBody({ plan_id: planId, ...stay, rooms: [{ male_num: 2 }], ...secret }),
      }),
  };
}

describe('a secret plan', () => {
  it('answers every call that names it without its URL key exactly as for a plan that does not exist', async () => {
    const missing = callsFor(MISSING);
    for (const [name, send] of Object.entries(callsFor(SECRET))) {
      const unknown = await missing[name as keyof typeof missing]();
      expect(unknown.status, `${name} of a missing plan`).toBe(404);
      for (const key of [undefined, 'guess', 'members-only-not']) {
        const res = await (key === undefined ? send() : callsFor(SECRET, key)[name as 'book']());
        expect(res.status, `${name} of the secret plan with key ${key}`).toBe(unknown.status);
        expect(res.json, `${name} of the secret plan with key ${key}`).toEqual(unknown.json);
      }
    }
  });

  it('answers every call that names it with its URL key', async () => {
    const { book, ...reads } = callsFor(SECRET, KEY);
    for (const [name, send] of Object.entries(reads)) {
      const res = await send();
      expect(res.status, `${name} with the key: ${res.text}`).toBe(200);
    }
    const booked = await book();
    expect(booked.status, `book with the key: ${booked.text}`).toBe(201);
    const canceled = await call('/api/cancelbooking', {
      body: { code: booked.json.display_id, email: 'taro@example.com' },
    });
    expect(canceled.status, 'the test booking is cancelled again (stock back)').toBe(200);
  });

  it('takes a wait for it only with its URL key', async () => {
    const wait = (planId: number, key?: string) =>
      call('/api/createwaiting', {
        body: {
          hotel_id: 1,
          plan_id: planId,
          room_id: 101,
          ...stay,
          rooms: [{ male_num: 2 }],
          name: '佐藤太郎',
          email: 'taro@example.com',
          ...(key === undefined ? {} : { secret_url: key }),
        },
      });
    const unknown = await wait(MISSING);
    expect(unknown.status).toBe(404);
    expect((await wait(SECRET)).json, 'no key: as a plan that does not exist').toEqual(unknown.json);
    expect((await wait(SECRET, 'guess')).json, 'a wrong key').toEqual(unknown.json);
    const keyed = await wait(SECRET, KEY);
    expect(keyed.json?.error?.code, 'with the key, the stay is judged (rooms are free)').toBe(
      'available_now',
    );
  });

  it('still answers public plans without a key', async () => {
    for (const [name, send] of Object.entries(callsFor(101))) {
      if (name === 'book') continue;
      const res = await send();
      expect(res.status, `${name} of a public plan: ${res.text}`).toBe(200);
    }
  });
});
