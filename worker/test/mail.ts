// What the app queued in mail_outbox, read the way a guest reads their mailbox.
import { env } from 'cloudflare:test';
import { expect } from 'vitest';

type Mail = { mail_id: number; kind: string; subject: string; body_text: string; lang: string };

/** The newest mail queued to an address, or null. */
export async function lastMailTo(email: string): Promise<Mail | null> {
  return env.DB.prepare(
    'SELECT mail_id, kind, subject, body_text, lang FROM mail_outbox WHERE to_address = ? ORDER BY mail_id DESC LIMIT 1',
  )
    .bind(email)
    .first<Mail>();
}

/** Every mail queued to an address, oldest first. */
export async function mailsTo(email: string): Promise<Mail[]> {
  const rows = await env.DB.prepare(
    'SELECT mail_id, kind, subject, body_text, lang FROM mail_outbox WHERE to_address = ? ORDER BY mail_id',
  )
    .bind(email)
    .all<Mail>();
  return rows.results;
}

/** The token of the one-time link (`/<page>?token=…`) in the newest mail to an address. */
export async function tokenFromMail(email: string, page: 'authinfo' | 'resetpassword') {
  const mail = await lastMailTo(email);
  expect(mail, `a mail to ${email}`).not.toBeNull();
  const match = new RegExp(`https?://[^\\s]+/${page}\\?token=([A-Za-z0-9_-]+)`).exec(mail?.body_text ?? '');
  expect(match, `a ${page} link in the mail`).not.toBeNull();
  return { token: match?.[1] as string, url: match?.[0] as string, mail: mail as Mail };
}
