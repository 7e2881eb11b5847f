import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { call, DEMO_PASSWORD, signIn } from '../../../test/helpers';

describe('getaccount', () => {
  it.each([
    ['admin', 'admin', 'システム管理者'],
    ['chain', 'chain1', 'Tomaru Hotels 本部'],
    ['union', 'union1', 'トマル観光旅館組合 事務局'],
    ['hotel', 'hotel1', 'トマル京都 フロント'],
  ] as const)('answers %s user %s its own account and nothing else', async (kind, login, name) => {
    const { access_token } = await signIn(kind, login);
    const res = await call('/api/api/getaccount', { token: access_token });
    expect(res.status, res.text).toBe(200);
    expect(res.json.account).toMatchObject({
      login_id: login,
      name,
      kind,
      contact_email: `${login}@staff.tomaru.example`,
    });
    expect(Object.keys(res.json.account).sort()).toEqual(
      ['account_id', 'contact_email', 'kind', 'login_id', 'name', 'password_changed_at'].sort(),
    );
  });

  it('keeps members and callers without a token out of the account calls', async () => {
    const member = await signIn('user', 'guest@example.com');
    for (const [path, body] of [
      ['/api/api/getaccount', undefined],
      ['/api/api/updateaccount', { contact_email: 'x@example.com' }],
      ['/api/api/logoutall', {}],
    ] as const) {
      expect((await call(path, { token: member.access_token, body })).status, path).toBe(403);
      expect((await call(path, { body })).status, path).toBe(401);
    }
  });
});

describe('updateaccount', () => {
  it('sets the contact e-mail of the caller’s own account and records the change', async () => {
    const { access_token } = await signIn('hotel', 'hotel2');
    try {
      const res = await call('/api/api/updateaccount', {
        token: access_token,
        body: { contact_email: ' Front.Osaka@Example.com ' },
      });
      expect(res.status, res.text).toBe(200);
      expect(res.json.account.contact_email).toBe('front.osaka@example.com');
      const audit = await call('/api/api/getaudit?entity=account&entity_id=6', { token: access_token });
      expect(audit.status, audit.text).toBe(200);
      expect(audit.json.entries[0]).toMatchObject({
        action: 'updateaccount',
        actor: { kind: 'hotel', login_id: 'hotel2' },
        changes: [
          { field: 'contact_email', before: 'hotel2@staff.tomaru.example', after: 'front.osaka@example.com' },
        ],
      });
    } finally {
      await call('/api/api/updateaccount', {
        token: access_token,
        body: { contact_email: 'hotel2@staff.tomaru.example' },
      });
    }
  });

  it('refuses an address that is not one, or too long, with 422 and changes nothing', async () => {
    const { access_token } = await signIn('hotel', 'hotel3');
    for (const contact_email of ['not-an-address', `${'a'.repeat(250)}@example.com`, 12]) {
      const res = await call('/api/api/updateaccount', { token: access_token, body: { contact_email } });
      expect(res.status, String(contact_email)).toBe(422);
      expect(res.json.error.issues[0].path).toBe('contact_email');
    }
    const after = await call('/api/api/getaccount', { token: access_token });
    expect(after.json.account.contact_email).toBe('hotel3@staff.tomaru.example');
  });
});

describe('logoutall', () => {
  it('ends every session of the account: this access token, the other device’s, and their refresh tokens', async () => {
    const here = await signIn('union', 'union1');
    const there = await signIn('union', 'union1');
    const other = await signIn('hotel', 'hotel1');
    const res = await call('/api/api/logoutall', { token: here.access_token, body: {} });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ status: 'logged_out_everywhere' });
    for (const token of [here.access_token, there.access_token]) {
      expect((await call('/api/api/me', { token })).status, 'the access token must stop at once').toBe(401);
    }
    const refreshed = await call('/api/refreshtoken', { body: { refresh_token: there.refresh_token } });
    expect(refreshed.status, 'the refresh token must stop too').toBe(401);
    expect(
      (await call('/api/api/me', { token: other.access_token })).status,
      'other users stay signed in',
    ).toBe(200);
  });

  it('records on the account’s history that every session was ended, and by whom', async () => {
    const here = await signIn('chain', 'chain1');
    const res = await call('/api/api/logoutall', { token: here.access_token, body: {} });
    expect(res.status, res.text).toBe(200);
    const row = await env.DB.prepare(
      "SELECT * FROM audit_log WHERE entity = 'account' AND action = 'logoutall' ORDER BY id DESC LIMIT 1",
    ).first<Record<string, unknown>>();
    expect(row, 'a sign-out everywhere leaves a line in the trail').toMatchObject({
      actor_login_id: 'chain1',
      hotel_id: null,
    });
    expect(JSON.parse(String(row?.changes))).toEqual([{ field: 'sessions', before: null, after: null }]);
  });
});

describe('changepassword in the back office', () => {
  it('records the change on the account’s history without any password', async () => {
    const { access_token } = await signIn('hotel', 'hotel4');
    const next = 'Another2026pass';
    const res = await call('/api/api/changepassword', {
      token: access_token,
      body: { current_password: DEMO_PASSWORD, password: next, password_confirmation: next },
    });
    expect(res.status, res.text).toBe(200);
    try {
      const row = await env.DB.prepare(
        "SELECT * FROM audit_log WHERE entity = 'account' AND entity_id = 8 ORDER BY id DESC LIMIT 1",
      ).first<Record<string, unknown>>();
      expect(row).toMatchObject({ action: 'changepassword', actor_login_id: 'hotel4', hotel_id: 4 });
      expect(JSON.parse(String(row?.changes))).toEqual([{ field: 'password', before: null, after: null }]);
      expect(JSON.stringify(row), 'no password in the trail').not.toContain(next);
      expect(JSON.stringify(row)).not.toContain(DEMO_PASSWORD);
    } finally {
      const back = await call('/api/api/changepassword', {
        token: access_token,
        body: { current_password: next, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD },
      });
      expect(back.status, back.text).toBe(200);
    }
  });

  it('keeps the spec’s password policy', async () => {
    const { access_token } = await signIn('hotel', 'hotel4');
    for (const [password, code] of [
      ['short1', 'password_too_short'],
      ['onlyletterslong', 'password_needs_letter_and_digit'],
    ] as const) {
      const res = await call('/api/api/changepassword', {
        token: access_token,
        body: { current_password: DEMO_PASSWORD, password, password_confirmation: password },
      });
      expect(res.status).toBe(422);
      expect(res.json.error.issues.map((i: { code: string }) => i.code)).toContain(code);
    }
  });
});
