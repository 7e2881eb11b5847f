import { createStaffAccount } from '@tomaru/db/seed/factories';
import { describe, expect, it } from 'vitest';
import { call, newEmail, signIn } from '../../../test/helpers';
import { signedInMember, signInAs, testDb } from '../../../test/world';
import { CHECK_EMAIL_LIMIT } from './members.routes';

const check = (email: string, token?: string, now?: number) =>
  call(`/api/api/checkemail?email=${encodeURIComponent(email)}`, {
    ...(token ? { token } : {}),
    ...(now === undefined ? {} : { now }),
  });

describe('checkemail', () => {
  it('tells the staff who register members whether an e-mail is free', async () => {
    for (const [kind, login] of [
      ['admin', 'admin'],
      ['chain', 'chain1'],
      ['union', 'union1'],
    ] as const) {
      const { access_token } = await signIn(kind, login);
      expect((await check('guest@example.com', access_token)).json, login).toEqual({ available: false });
      expect((await check(newEmail('free'), access_token)).json, login).toEqual({ available: true });
      expect((await check('bad', access_token)).status, login).toBe(422);
    }
  });

  it('does not tell a visitor, a member or a hotel whether an address has an account', async () => {
    expect((await check('guest@example.com')).status, 'a visitor must sign in').toBe(401);
    const member = await signedInMember();
    expect((await check('guest@example.com', member.access_token)).status).toBe(403);
    const hotel = await signIn('hotel', 'hotel1');
    expect((await check('guest@example.com', hotel.access_token)).status).toBe(403);
    const old = await call('/api/checkemail?email=guest@example.com');
    expect(old.status, 'the public path is gone').toBe(404);
  });

  it('answers one account at most 60 times in 15 minutes', async () => {
    const account = await createStaffAccount(testDb(), { kind: 'admin' });
    const { access_token } = await signInAs(account);
    const t = Math.floor(Date.now() / 1000);
    for (let i = 0; i < CHECK_EMAIL_LIMIT.max; i++) {
      expect((await check(`a${i}@example.com`, access_token, t)).status).toBe(200);
    }
    const blocked = await check('last@example.com', access_token, t);
    expect(blocked.status).toBe(429);
    expect(blocked.json.error.code).toBe('too_many_attempts');
  });
});
