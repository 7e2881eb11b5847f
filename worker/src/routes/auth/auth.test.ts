import { env } from 'cloudflare:test';
import { createStaffAccount } from '@tomaru/db/seed/factories';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { call, DEMO_PASSWORD, freshAddress, LOGIN_PATH, signIn } from '../../../test/helpers';
import { testDb } from '../../../test/world';
import { signAccessToken } from '../../lib/tokens';
import { REFRESH_GRACE_SECONDS } from './auth.service';

const now = () => Math.floor(Date.now() / 1000);

describe('sign-in', () => {
  const accounts = [
    ['admin', 'admin', 1],
    ['chain', 'chain1', 1],
    ['chain', 'chain2', 2],
    ['union', 'union1', 1],
    ['hotel', 'hotel1', 1],
    ['hotel', 'hotel2', 2],
    ['hotel', 'hotel3', 3],
    ['hotel', 'hotel4', 4],
  ] as const;

  it.each(accounts)('signs in %s user %s and me names it', async (kind, login, id) => {
    const res = await call(LOGIN_PATH[kind], { body: { login_id: login, password: DEMO_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ token_type: 'Bearer', expires_in: 1800 });
    expect(res.json.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(res.json.refresh_token.length).toBeGreaterThan(30);
    const me = await call('/api/api/me', { token: res.json.access_token });
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ id, type: kind });
    expect(me.json.name.length).toBeGreaterThan(0);
    expect(me.json.exp - now()).toBeGreaterThan(1790);
    expect(me.json.exp - now()).toBeLessThanOrEqual(1800);
  });

  it('signs in the demo member by e-mail, whatever its case, as type user', async () => {
    const res = await call('/api/login', { body: { email: 'Guest@Example.com', password: DEMO_PASSWORD } });
    expect(res.status).toBe(200);
    const me = await call('/api/api/me', { token: res.json.access_token });
    expect(me.json).toMatchObject({ id: 1, type: 'user', name: '山田 花子' });
  });

  it.each(accounts)('refuses %s user %s with a wrong password', async (kind, login) => {
    const res = await call(LOGIN_PATH[kind], { body: { login_id: login, password: 'Wrong-password-1' } });
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe('login_failed');
  });

  it('answers a wrong login id exactly like a wrong password', async () => {
    const wrongId = await call('/api/hotellogin', { body: { login_id: 'nobody', password: DEMO_PASSWORD } });
    const wrongPassword = await call('/api/hotellogin', {
      body: { login_id: 'hotel1', password: 'Nope12345678' },
    });
    expect(wrongId.status).toBe(401);
    expect(wrongId.json).toEqual(wrongPassword.json);
  });

  it('does not let one kind of account sign in through another kind’s door', async () => {
    const res = await call('/api/adminlogin', { body: { login_id: 'hotel1', password: DEMO_PASSWORD } });
    expect(res.status).toBe(401);
    const member = await call('/api/login', {
      body: { email: 'guest@example.com', password: 'Wrong-pass-123' },
    });
    expect(member.json.error.code).toBe('login_failed');
  });
});

describe('access tokens', () => {
  it('expire after exactly 1800 seconds', async () => {
    const t0 = now();
    const { access_token } = await signIn('hotel', 'hotel1', t0);
    expect((await call('/api/api/me', { token: access_token, now: t0 + 1799 })).status).toBe(200);
    const expired = await call('/api/api/me', { token: access_token, now: t0 + 1800 });
    expect(expired.status).toBe(401);
    expect(expired.json.error.code).toBe('token_expired');
  });

  it('answers 401 with the JSON error shape for a missing, malformed or tampered token', async () => {
    const missing = await call('/api/api/me');
    expect(missing.status).toBe(401);
    expect(missing.json.error.code).toBe('unauthorized');
    expect(missing.headers.get('WWW-Authenticate')).toBe('Bearer');

    const basic = await call('/api/api/me', { headers: { Authorization: 'Basic YWRtaW46eA==' } });
    expect(basic.status).toBe(401);

    const { access_token } = await signIn('admin', 'admin');
    const [h, p, s] = access_token.split('.') as [string, string, string];
    const flipped = `${h}.${p}.${s.slice(0, -2)}${s.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await call('/api/api/me', { token: flipped })).status).toBe(401);

    // Same header and signature, but a payload claiming to be admin of something else.
    const forged = JSON.parse(atob(p.replaceAll('-', '+').replaceAll('_', '/')));
    forged.typ = 'admin';
    forged.eid = 99;
    const forgedPayload = btoa(JSON.stringify(forged))
      .replaceAll('+', '-')
      .replaceAll('/', '_')
      .replace(/=+$/, '');
    expect((await call('/api/api/me', { token: `${h}.${forgedPayload}.${s}` })).status).toBe(401);

    const none = `${btoa('{"alg":"none"}').replace(/=+$/, '')}.${p}.`;
    expect((await call('/api/api/me', { token: none })).status).toBe(401);
  });

  it('accepts the bearer scheme in any case (RFC 7235)', async () => {
    const { access_token } = await signIn('hotel', 'hotel1');
    for (const scheme of ['bearer', 'BEARER', 'Bearer']) {
      const me = await call('/api/api/me', { headers: { Authorization: `${scheme} ${access_token}` } });
      expect(me.status, `scheme ${scheme}`).toBe(200);
    }
  });

  it('refuses a token whose user or entity is not its session’s, even when signed with the key', async () => {
    const { access_token } = await signIn('hotel', 'hotel1');
    const payload = decodeJwt(access_token) as { sub: string; eid: number; sid: string };
    const t = now();
    const forge = async (account_id: number, entity_id: number) =>
      (
        await signAccessToken(
          env,
          { type: 'hotel', account_id, entity_id, name: 'x', session_id: payload.sid },
          t,
        )
      ).token;
    const same = await call('/api/api/me', { token: await forge(Number(payload.sub), payload.eid) });
    expect(same.status, 'the session’s own user and entity pass').toBe(200);
    const otherUser = await call('/api/api/me', { token: await forge(Number(payload.sub) + 1, payload.eid) });
    expect(otherUser.status, 'another user in this session must be refused').toBe(401);
    const otherEntity = await call('/api/api/me', {
      token: await forge(Number(payload.sub), payload.eid + 1),
    });
    expect(otherEntity.status, 'another hotel in this session must be refused').toBe(401);
  });
});

describe('refresh tokens', () => {
  it('rotate: the new pair works and the old refresh token stops working after the grace window', async () => {
    const t0 = now();
    const first = await signIn('chain', 'chain1', t0);
    const rotated = await call('/api/refreshtoken', {
      body: { refresh_token: first.refresh_token },
      now: t0,
    });
    expect(rotated.status).toBe(200);
    expect(rotated.json.refresh_token).not.toBe(first.refresh_token);
    expect((await call('/api/api/me', { token: rotated.json.access_token })).json.type).toBe('chain');

    const again = await call('/api/refreshtoken', {
      body: { refresh_token: first.refresh_token },
      now: t0 + REFRESH_GRACE_SECONDS + 1,
    });
    expect(again.status).toBe(401);
    expect(again.json.error.code).toBe('invalid_refresh_token');
  });

  it('give two tabs refreshing one token at once the same new pair, and keep the session', async () => {
    const t0 = now();
    const first = await signIn('hotel', 'hotel1', t0);
    const [a, b] = await Promise.all([
      call('/api/refreshtoken', { body: { refresh_token: first.refresh_token }, now: t0 }),
      call('/api/refreshtoken', { body: { refresh_token: first.refresh_token }, now: t0 }),
    ]);
    expect([a.status, b.status], 'a concurrent refresh is not token theft').toEqual([200, 200]);
    expect(b.json.refresh_token, 'both tabs get the same new pair').toBe(a.json.refresh_token);
    expect(b.json.access_token).toBe(a.json.access_token);
    const late = await call('/api/refreshtoken', {
      body: { refresh_token: first.refresh_token },
      now: t0 + REFRESH_GRACE_SECONDS,
    });
    expect(late.status, 'still inside the grace window').toBe(200);
    expect(late.json.refresh_token).toBe(a.json.refresh_token);
    expect((await call('/api/api/me', { token: a.json.access_token })).status, 'the session lives').toBe(200);
    const next = await call('/api/refreshtoken', {
      body: { refresh_token: a.json.refresh_token },
      now: t0 + 60,
    });
    expect(next.status, 'the shared new refresh token rotates normally').toBe(200);
  });

  it('revoke the whole family when a rotated token is presented again after the grace window', async () => {
    const t0 = now();
    const first = await signIn('union', 'union1', t0);
    const second = (
      await call('/api/refreshtoken', { body: { refresh_token: first.refresh_token }, now: t0 })
    ).json;
    // Someone replays the stolen first token:
    const replay = await call('/api/refreshtoken', {
      body: { refresh_token: first.refresh_token },
      now: t0 + REFRESH_GRACE_SECONDS + 1,
    });
    expect(replay.status).toBe(401);
    // ... and the legitimate holder's newer tokens stop working too.
    const afterTheft = await call('/api/refreshtoken', {
      body: { refresh_token: second.refresh_token },
      now: t0 + REFRESH_GRACE_SECONDS + 2,
    });
    expect(afterTheft.status, 'the rotated family must be revoked').toBe(401);
    expect((await call('/api/api/me', { token: second.access_token })).status).toBe(401);
    // Another session of the same user is untouched.
    const other = await signIn('union', 'union1');
    expect((await call('/api/api/me', { token: other.access_token })).status).toBe(200);
  });

  it('expire after 43200 seconds', async () => {
    const t0 = now();
    const pair = await signIn('hotel', 'hotel2', t0);
    const late = await call('/api/refreshtoken', {
      body: { refresh_token: pair.refresh_token },
      now: t0 + 43200,
    });
    expect(late.status).toBe(401);
  });

  it('refuse an unknown or malformed refresh token', async () => {
    expect((await call('/api/refreshtoken', { body: { refresh_token: 'x'.repeat(43) } })).status).toBe(401);
    expect(
      (await call('/api/refreshtoken', { body: { refresh_token: "'; DROP TABLE sessions; --" } })).status,
    ).toBe(422);
  });
});

describe('logout', () => {
  it('revokes the session: its refresh token and access token stop working', async () => {
    const pair = await signIn('hotel', 'hotel3');
    const out = await call('/api/api/logout', {
      token: pair.access_token,
      body: { refresh_token: pair.refresh_token },
    });
    expect(out.status).toBe(200);
    expect((await call('/api/refreshtoken', { body: { refresh_token: pair.refresh_token } })).status).toBe(
      401,
    );
    expect((await call('/api/api/me', { token: pair.access_token })).status).toBe(401);
  });

  it('needs a signed-in caller', async () => {
    const res = await call('/api/api/logout', { body: { refresh_token: 'abc' } });
    expect(res.status).toBe(401);
  });
});

describe('throttling of failed logins', () => {
  it('refuses a login id from an address after 5 failures in 15 minutes, even with the right password, then recovers', async () => {
    const t0 = now() + 10 * 365 * 86400; // a time of its own, so no other test sees these failures
    const address = freshAddress();
    for (let i = 0; i < 5; i++) {
      const res = await call('/api/hotellogin', {
        body: { login_id: 'hotel4', password: 'Wrong-password-1' },
        now: t0 + i,
        address,
      });
      expect(res.status).toBe(401);
    }
    const blocked = await call('/api/hotellogin', {
      body: { login_id: 'hotel4', password: DEMO_PASSWORD },
      now: t0 + 10,
      address,
    });
    expect(blocked.status).toBe(429);
    expect(blocked.json.error.code).toBe('too_many_attempts');
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
    const later = await call('/api/hotellogin', {
      body: { login_id: 'hotel4', password: DEMO_PASSWORD },
      now: t0 + 905,
      address,
    });
    expect(later.status, 'the block lifts when the window passes').toBe(200);
  });

  it('throttles a login id that does not exist just the same', async () => {
    const t0 = now() + 11 * 365 * 86400;
    const address = freshAddress();
    for (let i = 0; i < 5; i++) {
      await call('/api/chainlogin', {
        body: { login_id: 'ghost', password: 'Wrong-password-1' },
        now: t0,
        address,
      });
    }
    expect(
      (await call('/api/chainlogin', { body: { login_id: 'ghost', password: 'x' }, now: t0, address }))
        .status,
    ).toBe(429);
  });

  it('lets the owner sign in from another address while an attacker’s address is locked out of the account', async () => {
    const t0 = now() + 13 * 365 * 86400;
    const attacker = freshAddress();
    for (let i = 0; i < 5; i++) {
      await call('/api/adminlogin', {
        body: { login_id: 'admin', password: 'Wrong-password-1' },
        now: t0,
        address: attacker,
      });
    }
    const blocked = await call('/api/adminlogin', {
      body: { login_id: 'admin', password: DEMO_PASSWORD },
      now: t0,
      address: attacker,
    });
    expect(blocked.status, 'the guessing address is stopped').toBe(429);
    const owner = await call('/api/adminlogin', {
      body: { login_id: 'admin', password: DEMO_PASSWORD },
      now: t0,
      address: freshAddress(),
    });
    expect(owner.status, 'five wrong passwords from one address must not lock admin out everywhere').toBe(
      200,
    );
  });

  it('refuses a login id from every address after 100 failures within an hour (the ceiling), then recovers', async () => {
    const t0 = now() + 14 * 365 * 86400;
    for (let i = 0; i < 100; i++) {
      const res = await call('/api/unionlogin', {
        body: { login_id: 'union1', password: 'Wrong-password-1' },
        now: t0 + i,
        address: `spread-${i % 25}`,
      });
      expect(res.status, `failure ${i + 1} is below every limit`).toBe(401);
    }
    const ceiling = await call('/api/unionlogin', {
      body: { login_id: 'union1', password: DEMO_PASSWORD },
      now: t0 + 200,
    });
    expect(ceiling.status, 'spread guessing stays bounded per account').toBe(429);
    expect(ceiling.headers.get('Retry-After')).toBe('3600');
    const later = await call('/api/unionlogin', {
      body: { login_id: 'union1', password: DEMO_PASSWORD },
      now: t0 + 3600,
    });
    expect(later.status, 'the ceiling lifts an hour after the first failures').toBe(200);
  });

  it('lets the owner sign in from an address it used before while attackers hold the account’s ceiling', async () => {
    const t0 = now() + 16 * 365 * 86400;
    const usual = freshAddress();
    const first = await call('/api/chainlogin', {
      body: { login_id: 'chain2', password: DEMO_PASSWORD },
      now: t0,
      address: usual,
    });
    expect(first.status, 'the owner signs in once from its usual address').toBe(200);
    const attackers = Array.from({ length: 25 }, () => freshAddress());
    for (let i = 0; i < 100; i++) {
      const res = await call('/api/chainlogin', {
        body: { login_id: 'chain2', password: 'Wrong-password-1' },
        now: t0 + 86400 + i,
        address: attackers[i % attackers.length],
      });
      expect(res.status, `failure ${i + 1} is below every limit`).toBe(401);
    }
    const owner = await call('/api/chainlogin', {
      body: { login_id: 'chain2', password: DEMO_PASSWORD },
      now: t0 + 86400 + 200,
      address: usual,
    });
    expect(owner.status, 'an address that signed this account in lately is not held by the ceiling').toBe(
      200,
    );
    const stranger = await call('/api/chainlogin', {
      body: { login_id: 'chain2', password: DEMO_PASSWORD },
      now: t0 + 86400 + 200,
      address: freshAddress(),
    });
    expect(stranger.status, 'a never-used address is still held by the ceiling (decision 003)').toBe(429);
    expect(stranger.headers.get('Retry-After')).toBe('3600');
  });

  it('forgets an address 30 days after it last signed the account in', async () => {
    const t0 = now() + 17 * 365 * 86400;
    const usual = freshAddress();
    const signIn = await call('/api/chainlogin', {
      body: { login_id: 'chain2', password: DEMO_PASSWORD },
      now: t0,
      address: usual,
    });
    expect(signIn.status).toBe(200);
    const later = t0 + 31 * 86400;
    for (let i = 0; i < 100; i++) {
      await call('/api/chainlogin', {
        body: { login_id: 'chain2', password: 'Wrong-password-1' },
        now: later + i,
        address: `stale-${t0}-${i % 25}`,
      });
    }
    const owner = await call('/api/chainlogin', {
      body: { login_id: 'chain2', password: DEMO_PASSWORD },
      now: later + 200,
      address: usual,
    });
    expect(owner.status, 'a sign-in older than 30 days no longer makes the address known').toBe(429);
  });

  it('refuses a client address after 50 failures across login ids', async () => {
    const t0 = now() + 12 * 365 * 86400;
    const address = freshAddress();
    for (let i = 0; i < 50; i++) {
      const res = await call('/api/login', {
        body: { email: `nobody${i}@example.com`, password: 'Wrong-password-1' },
        now: t0,
        address,
      });
      expect(res.status).toBe(401);
    }
    const blocked = await call('/api/login', {
      body: { email: 'guest@example.com', password: DEMO_PASSWORD },
      now: t0,
      address,
    });
    expect(blocked.status).toBe(429);
    const elsewhere = await call('/api/login', {
      body: { email: 'guest@example.com', password: DEMO_PASSWORD },
      now: t0,
    });
    expect(elsewhere.status, 'another address is not blocked').toBe(200);
  });
});

describe('throttling under a burst of parallel logins', () => {
  const burst = [
    ['member', '/api/login', (password: string) => ({ email: 'guest@example.com', password })],
    ['hotel', '/api/hotellogin', (password: string) => ({ login_id: 'hotel2', password })],
  ] as const;

  it.each(burst)(
    'checks at most 5 of 100 parallel wrong %s passwords, and the right one in the burst does not sign in',
    async (_kind, path, body) => {
      const t0 = now() + 15 * 365 * 86400 + (path === '/api/login' ? 0 : 86400);
      const address = freshAddress();
      const wrong = Array.from({ length: 100 }, () =>
        call(path, { body: body('Wrong-password-1'), now: t0, address }),
      );
      const right = call(path, { body: body(DEMO_PASSWORD), now: t0, address });
      const answers = await Promise.all([...wrong, right]);
      const statuses = answers.map((a) => a.status);
      expect(
        statuses.filter((s) => s === 401).length,
        'only the limit of attempts may reach the password check',
      ).toBeLessThanOrEqual(5);
      expect(
        statuses.filter((s) => s !== 401 && s !== 429),
        'every other answer is 429',
      ).toEqual([]);
      expect((await right).status, 'the right password after the limit is refused').toBe(429);
    },
  );
});

describe('changepassword', () => {
  async function makeAccount(loginId: string) {
    await createStaffAccount(testDb(), { kind: 'hotel', login_id: loginId, entity_id: 2 });
    return signIn('hotel', loginId);
  }

  it('forgets the addresses that signed the account in with the old password', async () => {
    const loginId = `pw-${crypto.randomUUID()}`;
    const pair = await makeAccount(loginId);
    const known = () =>
      env.DB.prepare("SELECT count(*) AS n FROM login_failures WHERE scope = 'login_known' AND key LIKE ?")
        .bind(`%${loginId}%`)
        .first<{ n: number }>();
    expect((await known())?.n, 'signing in made its address known').toBe(1);
    const res = await call('/api/api/changepassword', {
      token: pair.access_token,
      body: {
        current_password: DEMO_PASSWORD,
        password: 'NewPassword2027',
        password_confirmation: 'NewPassword2027',
      },
    });
    expect(res.status, res.text).toBe(200);
    expect((await known())?.n, 'no address stays exempt from the ceiling after a new password').toBe(0);
  });

  it('changes the password after checking the current one, and ends other sessions', async () => {
    const loginId = `pw-${crypto.randomUUID()}`;
    const pair = await makeAccount(loginId);
    const other = await signIn('hotel', loginId);
    const res = await call('/api/api/changepassword', {
      token: pair.access_token,
      body: {
        current_password: DEMO_PASSWORD,
        password: 'NewPassword2027',
        password_confirmation: 'NewPassword2027',
      },
    });
    expect(res.status).toBe(200);
    expect(
      (await call('/api/hotellogin', { body: { login_id: loginId, password: DEMO_PASSWORD } })).status,
    ).toBe(401);
    expect(
      (await call('/api/hotellogin', { body: { login_id: loginId, password: 'NewPassword2027' } })).status,
    ).toBe(200);
    expect((await call('/api/api/me', { token: pair.access_token })).status, 'this session stays').toBe(200);
    expect((await call('/api/api/me', { token: other.access_token })).status, 'other sessions end').toBe(401);
  });

  it('refuses a wrong current password and a password outside the policy, changing nothing', async () => {
    const loginId = `pw-${crypto.randomUUID()}`;
    const pair = await makeAccount(loginId);
    const wrong = await call('/api/api/changepassword', {
      token: pair.access_token,
      body: {
        current_password: 'Not-the-password-1',
        password: 'NewPassword2027',
        password_confirmation: 'NewPassword2027',
      },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.json.error.code).toBe('password_change_failed');

    const cases: [string, string, string][] = [
      ['short1', 'short1', 'password_too_short'],
      ['onlyletterspassword', 'onlyletterspassword', 'password_needs_letter_and_digit'],
      ['123456789012345', '123456789012345', 'password_needs_letter_and_digit'],
      ['パスワード123456789abc', 'パスワード123456789abc', 'password_invalid_characters'],
      ['with space 123456', 'with space 123456', 'password_invalid_characters'],
      [`a1${'b'.repeat(71)}`, `a1${'b'.repeat(71)}`, 'password_too_long'],
      ['GoodPassword2027', 'GoodPassword2028', 'password_mismatch'],
    ];
    for (const [password, confirmation, code] of cases) {
      const res = await call('/api/api/changepassword', {
        token: pair.access_token,
        body: { current_password: DEMO_PASSWORD, password, password_confirmation: confirmation },
      });
      expect(res.status, code).toBe(422);
      expect(res.json.error.issues.map((i: { code: string }) => i.code)).toContain(code);
    }
    expect(
      (await call('/api/hotellogin', { body: { login_id: loginId, password: DEMO_PASSWORD } })).status,
    ).toBe(200);
  });

  it('works for members too', async () => {
    const pair = await signIn('user', 'guest@example.com');
    const res = await call('/api/api/changepassword', {
      token: pair.access_token,
      body: {
        current_password: 'Wrong-password-1',
        password: 'NewPassword2027',
        password_confirmation: 'NewPassword2027',
      },
    });
    expect(res.json.error.code).toBe('password_change_failed');
  });
});
