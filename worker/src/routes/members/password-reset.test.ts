import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { call, DEMO_PASSWORD, freshAddress, newEmail, registrationBody } from '../../../test/helpers';
import { lastMailTo, tokenFromMail } from '../../../test/mail';
import { signedInMember } from '../../../test/world';
import { MEMBER_LIMITS, TOKEN_TTL } from './members.service';

const NEW_PASSWORD = 'NewPassword2027';
const now = () => Math.floor(Date.now() / 1000);
const login = (email: string, password: string) => call('/api/login', { body: { email, password } });
const requestReset = (email: string, options: { lang?: string; now?: number; address?: string } = {}) =>
  call('/api/requestpasswordreset', {
    body: { email, lang: options.lang ?? 'ja' },
    ...(options.now === undefined ? {} : { now: options.now }),
    ...(options.address === undefined ? {} : { address: options.address }),
  });
const reset = (token: string, password = NEW_PASSWORD, extra: { now?: number } = {}) =>
  call('/api/resetpassword', { body: { token, password, password_confirmation: password }, ...extra });

describe('password reset', () => {
  it('mails a one-time link, sets the new password with it and ends every session', async () => {
    const member = await signedInMember();
    const other = await call('/api/login', { body: { email: member.email, password: DEMO_PASSWORD } });
    expect((await call('/api/api/me', { token: member.access_token })).status).toBe(200);

    const sent = await requestReset(member.email, { lang: 'zh-TW' });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.json).toEqual({ status: 'reset_sent' });
    const { token, url, mail } = await tokenFromMail(member.email, 'resetpassword');
    expect(url).toMatch(/^http:\/\/localhost:8787\/zh-TW\/resetpassword\?token=/);
    expect(mail).toMatchObject({
      kind: 'member_reset_password',
      lang: 'zh-TW',
      subject: '【Tomaru】密碼重設說明',
    });

    const done = await reset(token);
    expect(done.status, done.text).toBe(200);
    expect(done.json).toEqual({ status: 'password_reset' });
    const known = await env.DB.prepare(
      "SELECT count(*) AS n FROM login_failures WHERE scope = 'login_known' AND key LIKE ?",
    )
      .bind(`%${member.email}%`)
      .first<{ n: number }>();
    expect(known?.n, 'no address that signed in with the old password stays known').toBe(0);

    expect((await login(member.email, DEMO_PASSWORD)).status, 'the old password stops working').toBe(401);
    expect((await login(member.email, NEW_PASSWORD)).status, 'the new one works').toBe(200);
    for (const pair of [member, other.json]) {
      expect((await call('/api/api/me', { token: pair.access_token })).status, 'sessions are revoked').toBe(
        401,
      );
      const refreshed = await call('/api/refreshtoken', { body: { refresh_token: pair.refresh_token } });
      expect(refreshed.status, 'refresh tokens too').toBe(401);
    }
    const reasons = await env.DB.prepare(
      "SELECT DISTINCT revoked_reason AS r FROM sessions WHERE principal_type = 'user' AND principal_id = ? AND revoked_at IS NOT NULL",
    )
      .bind(member.member_id)
      .all();
    expect(reasons.results).toEqual([{ r: 'password_reset' }]);

    const again = await reset(token, 'AnotherPassword1');
    expect(again.status, 'the link works once').toBe(400);
    expect(again.json.error.code).toBe('invalid_token');
    expect((await login(member.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a link after an hour', async () => {
    const member = await signedInMember();
    const at = now();
    expect((await requestReset(member.email, { now: at })).status).toBe(200);
    const { token } = await tokenFromMail(member.email, 'resetpassword');
    const late = await reset(token, NEW_PASSWORD, { now: at + TOKEN_TTL.reset_password });
    expect(late.status).toBe(400);
    expect(late.json.error.code).toBe('invalid_token');
    expect((await login(member.email, DEMO_PASSWORD)).status, 'the password is unchanged').toBe(200);
    const inTime = await reset(token, NEW_PASSWORD, { now: at + TOKEN_TTL.reset_password - 1 });
    expect(inTime.status).toBe(200);
  });

  it('lets only the newest link work', async () => {
    const member = await signedInMember();
    expect((await requestReset(member.email)).status).toBe(200);
    const first = await tokenFromMail(member.email, 'resetpassword');
    expect((await requestReset(member.email)).status).toBe(200);
    const second = await tokenFromMail(member.email, 'resetpassword');
    expect(second.token).not.toBe(first.token);
    expect((await reset(first.token)).status).toBe(400);
    expect((await reset(second.token)).status).toBe(200);
  });

  it('verifies an address that was never verified, since the link reached its mailbox', async () => {
    const body = registrationBody();
    expect((await call('/api/createuser', { body })).status).toBe(201);
    expect((await login(body.email, DEMO_PASSWORD)).status).toBe(401);
    expect((await requestReset(body.email)).status).toBe(200);
    const { token } = await tokenFromMail(body.email, 'resetpassword');
    expect((await reset(token)).status).toBe(200);
    expect((await login(body.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('answers an address without an account exactly as one with, and mails nothing to it', async () => {
    const member = await signedInMember();
    const known = await requestReset(member.email);
    const email = newEmail('nobody');
    const unknown = await requestReset(email);
    expect(unknown.status, 'no 404 tells a stranger the address has no account').toBe(known.status);
    expect(unknown.json).toEqual(known.json);
    expect(unknown.json).toEqual({ status: 'reset_sent' });
    expect(await lastMailTo(email)).toBeNull();
    expect((await lastMailTo(member.email))?.kind, 'the member gets the link').toBe('member_reset_password');
  });

  it('applies the password policy and the confirmation', async () => {
    const short = await call('/api/resetpassword', {
      body: { token: 'a'.repeat(43), password: 'Short1', password_confirmation: 'Short1' },
    });
    expect(short.status).toBe(422);
    expect(short.json.error.issues).toContainEqual(
      expect.objectContaining({ path: 'password', code: 'password_too_short' }),
    );
    const mismatch = await call('/api/resetpassword', {
      body: { token: 'a'.repeat(43), password: NEW_PASSWORD, password_confirmation: `${NEW_PASSWORD}x` },
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.json.error.issues).toEqual([
      expect.objectContaining({ path: 'password_confirmation', code: 'password_mismatch' }),
    ]);
    const noToken = await call('/api/resetpassword', {
      body: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(noToken.json.error.issues).toEqual([expect.objectContaining({ path: 'token', code: 'required' })]);
    const badEmail = await call('/api/requestpasswordreset', {
      body: { email: 'a..b@example.com', lang: 'ja' },
    });
    expect(badEmail.status).toBe(422);
  });

  it('throttles requests per e-mail address with 429 too_many_attempts', async () => {
    const member = await signedInMember();
    for (let i = 0; i < MEMBER_LIMITS.resetPerEmail.max; i++) {
      expect((await requestReset(member.email)).status).toBe(200);
    }
    const blocked = await requestReset(member.email);
    expect(blocked.status).toBe(429);
    expect(blocked.json.error.code).toBe('too_many_attempts');
    const mails = await env.DB.prepare(
      "SELECT count(*) AS n FROM mail_outbox WHERE to_address = ? AND kind = 'member_reset_password'",
    )
      .bind(member.email)
      .first<{ n: number }>();
    expect(mails?.n, 'no mail beyond the limit').toBe(MEMBER_LIMITS.resetPerEmail.max);
    const later = await requestReset(member.email, {
      now: now() + MEMBER_LIMITS.resetPerEmail.windowSeconds + 1,
    });
    expect(later.status, 'the window passes').toBe(200);
  });

  it('throttles requests per client address, known e-mail or not', async () => {
    const address = freshAddress();
    for (let i = 0; i < MEMBER_LIMITS.resetPerAddress.max; i++) {
      expect((await requestReset(newEmail('sweep'), { address })).status).toBe(200);
    }
    const blocked = await requestReset('guest@example.com', { address });
    expect(blocked.status).toBe(429);
    expect(blocked.json.error.code).toBe('too_many_attempts');
  });
});
