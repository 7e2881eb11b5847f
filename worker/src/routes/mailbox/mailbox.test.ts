import { env } from 'cloudflare:test';
import { createDb } from '@tomaru/db/client';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/helpers';
import { createApp } from '../../app';
import { queueMail, sendDueMail } from '../../mail/outbox';
import { reservationMail } from '../../mail/reservation-mail';
import { sampleMailData } from '../../mail/sample-data';

const db = createDb(env);

function address() {
  return `guest-${crypto.randomUUID()}@example.com`;
}

/** Two mails to one address, the second queued a minute after the first; in the future so they top the list. */
async function queueTwo() {
  const to = address();
  const at = Math.floor(Date.now() / 1000) + 3600;
  const confirmation = reservationMail(sampleMailData());
  const [first] = await queueMail(db, {
    kind: 'reservation_confirmation',
    to_address: to,
    subject: confirmation.subject,
    body_text: confirmation.body_text,
    created_at: at,
    next_attempt_at: at,
  }).returning();
  const [second] = await queueMail(db, {
    kind: 'test',
    to_address: to,
    subject: '<script>alert("subject")</script> & more',
    body_text: 'Hi <img src=x onerror=alert(1)> & “quotes”\n2行目',
    created_at: at + 60,
    next_attempt_at: at + 60,
  }).returning();
  return { to, first: first!, second: second! };
}

describe('the local mailbox', () => {
  it('lists the outbox newest first, in UTF-8 HTML with Japan times', async () => {
    const { first, second } = await queueTwo();
    const res = await call('/__mailbox');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html; charset=utf-8/i);
    expect(res.text).toContain('<meta charset="utf-8">');
    expect(res.text).toContain('【湯けむりの宿 松風】ご予約確認（予約番号：TMR7K2Q9）');
    const newer = res.text.indexOf(`/__mailbox/${second.mail_id}"`);
    const older = res.text.indexOf(`/__mailbox/${first.mail_id}"`);
    expect(newer).toBeGreaterThan(-1);
    expect(newer, 'newest first').toBeLessThan(older);
    const shown = new Intl.DateTimeFormat('ja-JP', {
      timeZone: 'Asia/Tokyo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(first.created_at * 1000));
    expect(res.text).toContain(shown);
    expect(res.text).toContain('pending');
  });

  it('escapes what a mail holds', async () => {
    const { second } = await queueTwo();
    const list = await call('/__mailbox');
    expect(list.text).not.toContain('<script>alert');
    expect(list.text).toContain('&lt;script&gt;alert(&quot;subject&quot;)&lt;/script&gt; &amp; more');
    const one = await call(`/__mailbox/${second.mail_id}`);
    expect(one.status).toBe(200);
    expect(one.text).not.toContain('<img');
    expect(one.text).toContain('Hi &lt;img src=x onerror=alert(1)&gt; &amp; “quotes”\n2行目');
    expect(one.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
  });

  it('shows one mail with its whole text', async () => {
    const { to, first } = await queueTwo();
    const res = await call(`/__mailbox/${first.mail_id}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain(to);
    expect(res.text).toContain('お支払い金額：￥182,270');
    expect(res.text).toContain('https://tomaru.example/checkbooking?display_id=TMR7K2Q9');
  });

  it('answers the mail to one address as JSON for tests, newest first', async () => {
    const { to, first, second } = await queueTwo();
    for (const path of ['/__mailbox/messages.json', '/__mailbox.json']) {
      const res = await call(`${path}?to=${encodeURIComponent(to.toUpperCase())}`);
      expect(res.status, path).toBe(200);
      expect(
        res.json.messages.map((m: { mail_id: number }) => m.mail_id),
        path,
      ).toEqual([second.mail_id, first.mail_id]);
      expect(res.json.messages[1]).toMatchObject({
        to,
        kind: 'reservation_confirmation',
        status: 'pending',
        subject: first.subject,
        body_text: first.body_text,
      });
      expect(res.json.messages[1].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/);
    }
  });

  it('shows a mail as sent once the cron has sent it', async () => {
    const to = address();
    const now = Math.floor(Date.now() / 1000);
    await queueMail(db, {
      kind: 'test',
      to_address: to,
      subject: 's',
      body_text: 'b',
      next_attempt_at: now - 86_400,
    });
    await sendDueMail(db, env, now);
    const res = await call(`/__mailbox/messages.json?to=${encodeURIComponent(to)}`);
    expect(res.json.messages[0]).toMatchObject({ status: 'sent', attempts: 1 });
    expect(res.json.messages[0].sent_at).toMatch(/\+09:00$/);
  });

  it('answers 404 for a mail that does not exist', async () => {
    const res = await call('/__mailbox/999999999');
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe('not_found');
    expect((await call('/__mailbox/nothing-here')).status).toBe(404);
  });

  it.each([
    ['production', 'production'],
    ['no APP_ENV', undefined],
  ])('does not exist in %s: the same JSON 404 as an unknown API path', async (_, appEnv) => {
    const { first } = await queueTwo();
    const app = createApp();
    const production = { ...env, APP_ENV: appEnv };
    const unknown = await app.request('/api/no-such-call', {}, production);
    const unknownBody = await unknown.json();
    for (const path of [
      '/__mailbox',
      `/__mailbox/${first.mail_id}`,
      '/__mailbox.json',
      '/__mailbox/messages.json?to=guest@example.com',
      '/__mailbox/anything',
    ]) {
      const res = await app.request(path, {}, production);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('Content-Type'), path).toMatch(/^application\/json/);
      expect(await res.json(), path).toEqual(unknownBody);
    }
  });
});
