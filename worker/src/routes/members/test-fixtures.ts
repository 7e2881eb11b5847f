import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { call, DEMO_PASSWORD, signIn } from '../../../test/helpers';

/** The demo terms (db/seed/demo-members.ts). */
export const SITE_AGREEMENT = 1;

/** An e-mail address no other test uses. */
export function newEmail(prefix = 'member') {
  return `${prefix}-${crypto.randomUUID().slice(0, 12)}@example.com`;
}

/** A valid createuser body in Japanese; override what a test is about. */
export function registrationBody(overrides: Record<string, unknown> = {}) {
  return {
    email: newEmail(),
    password: DEMO_PASSWORD,
    password_confirmation: DEMO_PASSWORD,
    last_name: '鈴木',
    first_name: '一郎',
    last_name_kana: 'スズキ',
    first_name_kana: 'イチロウ',
    gender: 'man',
    tel1: '090-1111-2222',
    tel1_type: 'cellphone',
    postcode: '100-0001',
    prefecture: 'JP-13',
    address: '千代田区千代田1-1',
    birthday: '1985-06-15',
    dm_opt_in: false,
    agreement_id: SITE_AGREEMENT,
    agree: true,
    lang: 'ja',
    ...overrides,
  };
}

type Mail = { mail_id: number; kind: string; subject: string; body_text: string; lang: string };

/** The newest mail queued to an address, or null. */
export async function lastMailTo(email: string): Promise<Mail | null> {
  return env.DB.prepare(
    'SELECT mail_id, kind, subject, body_text, lang FROM mail_outbox WHERE to_address = ? ORDER BY mail_id DESC LIMIT 1',
  )
    .bind(email)
    .first<Mail>();
}

/** The token of the one-time link (`/<page>?token=…`) in the newest mail to an address. */
export async function tokenFromMail(email: string, page: 'authinfo' | 'resetpassword') {
  const mail = await lastMailTo(email);
  expect(mail, `a mail to ${email}`).not.toBeNull();
  const match = new RegExp(`https?://[^\\s]+/${page}\\?token=([A-Za-z0-9_-]+)`).exec(mail?.body_text ?? '');
  expect(match, `a ${page} link in the mail`).not.toBeNull();
  return { token: match?.[1] as string, url: match?.[0] as string, mail: mail as Mail };
}

export async function memberIdOf(email: string) {
  const row = await env.DB.prepare('SELECT member_id FROM members WHERE email = ?').bind(email).first<{
    member_id: number;
  }>();
  return row?.member_id as number;
}

/** Registers a member, opens the verification link and signs in: a member ready for my page. */
export async function verifiedMember(overrides: Record<string, unknown> = {}) {
  const body = registrationBody(overrides);
  const created = await call('/api/createuser', { body });
  expect(created.status, created.text).toBe(201);
  const { token } = await tokenFromMail(body.email, 'authinfo');
  const verified = await call('/api/verifyemail', { body: { token } });
  expect(verified.status, verified.text).toBe(200);
  const tokens = await signIn('user', body.email);
  return { email: body.email, member_id: await memberIdOf(body.email), body, ...tokens };
}
