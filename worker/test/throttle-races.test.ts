import { createStaffAccount } from '@tomaru/db/seed/factories';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, freshAddress, newEmail, registrationBody, tokyoDate } from './helpers';
import { signInAs, testDb } from './world';

/**
 * Every counted limit (worker/src/lib/throttle.ts) under a burst of parallel calls from one address:
 * the slot is taken before the work, so at most the limit get an answer other than 429, however many
 * arrive together. (Logins have their own burst tests in routes/auth/auth.test.ts.)
 */
const BURST = 100;

type Request = { path: string; body?: unknown; token?: string };

/** An admin account of this file's own: checkemail counts per signed-in account. */
let registrar = '';
beforeAll(async () => {
  registrar = (await signInAs(await createStaffAccount(testDb(), { kind: 'admin' }))).access_token;
});
const cases: [name: string, limit: number, request: () => Request][] = [
  ['a reservation lookup by code (getbookingbycode)', 5, () => lookup('/api/getbookingbycode')],
  ['the change check by code (checkcanchangereservation)', 5, () => lookup('/api/checkcanchangereservation')],
  [
    'a password reset request',
    5,
    () => ({ path: '/api/requestpasswordreset', body: { email: 'nobody-reset@example.com', lang: 'ja' } }),
  ],
  ['a sign-up', 10, () => ({ path: '/api/createuser', body: registrationBody({ agreement_id: 999_999 }) })],
  [
    'a waiting-list request',
    20,
    () => ({
      path: '/api/createwaiting',
      body: {
        hotel_id: 1,
        plan_id: 101,
        room_id: 102,
        checkin: tokyoDate(90),
        checkout: tokyoDate(91),
        rooms: [{ male_num: 1 }],
        name: '待ち 太郎',
        email: newEmail('wait'),
      },
    }),
  ],
  [
    'an e-mail availability check',
    60,
    () => ({ path: `/api/api/checkemail?email=${newEmail('free')}`, token: registrar }),
  ],
  [
    'a wrong e-mail verification token',
    20,
    () => ({ path: '/api/verifyemail', body: { token: 'x'.repeat(43) } }),
  ],
  ['a wrong unsubscribe token', 20, () => ({ path: `/api/unsubscribe?token=${'y'.repeat(43)}` })],
];

/** One wrong display id per burst, so the per-code limit is this test's own. */
let code = 0;
function lookup(path: string): Request {
  return { path: `${path}?code=ZZ${String(code).padStart(8, '0')}&email=nobody@example.com` };
}

describe('throttles under a burst of parallel calls', () => {
  it.each(cases)(
    'answers %s at most its limit (%i) times out of 100 sent together',
    async (_n, limit, make) => {
      code += 1;
      const address = freshAddress();
      const answers = await Promise.all(
        Array.from({ length: BURST }, () => {
          const { path, body, token } = make();
          return call(path, {
            address,
            ...(body === undefined ? {} : { body }),
            ...(token ? { token } : {}),
          });
        }),
      );
      const statuses = answers.map((a) => a.status);
      expect(
        statuses.filter((s) => s !== 429).length,
        `a burst must not outrun the count: ${[...new Set(statuses)].join(', ')}`,
      ).toBeLessThanOrEqual(limit);
      expect(
        statuses.filter((s) => s >= 500),
        'no server error',
      ).toEqual([]);
      const refused = answers.find((a) => a.status === 429);
      expect(refused?.json.error.code).toBe('too_many_attempts');
    },
  );
});
