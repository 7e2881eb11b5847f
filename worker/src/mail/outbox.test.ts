import { createScheduledController, env } from 'cloudflare:test';
import { createDb } from '@tomaru/db/client';
import { claimDueMail } from '@tomaru/db/queries/mail';
import { mailOutbox } from '@tomaru/db/schema';
import { inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from '../index';
import { MAIL_POLICY, queueMail, queueReservationMail, retryDelaySeconds, sendDueMail } from './outbox';
import { reservationMail } from './reservation-mail';
import { sampleMailData } from './sample-data';
import { httpTransport, type MailTransport, mailTransport, type OutgoingMail } from './transports';

const db = createDb(env);

// Each test runs on its own clock, earlier than the last one's, and far before the real time that
// mail queued by other tests carries: rows left due by one test are never due in the next.
let era = 1_500_000_000;
function nextEra() {
  era -= 10_000_000;
  return era;
}

function address() {
  return `guest-${crypto.randomUUID()}@example.com`;
}

async function queue(to: string, at: number, extra: { subject?: string } = {}) {
  const [row] = await queueMail(db, {
    kind: 'test',
    to_address: to,
    subject: extra.subject ?? 'ご予約確認',
    body_text: '本文',
    created_at: at,
    next_attempt_at: at,
  }).returning();
  return row!;
}

function rowsTo(to: string | string[]) {
  return db
    .select()
    .from(mailOutbox)
    .where(inArray(mailOutbox.to_address, Array.isArray(to) ? to : [to]))
    .orderBy(mailOutbox.mail_id)
    .all();
}

/** A transport that records what it delivers, after a pause so concurrent runs interleave. */
function recorder(fails: (mail: OutgoingMail) => boolean = () => false) {
  const delivered: OutgoingMail[] = [];
  const transport: MailTransport = {
    name: 'test',
    async send(mail) {
      await new Promise((resolve) => setTimeout(resolve, 2));
      if (fails(mail)) throw new Error('provider down');
      delivered.push(mail);
    },
  };
  return { delivered, transport };
}

/** Keeps the expected retry warnings out of the test output. */
function quiet() {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('queueing mail', () => {
  it('writes the mail together with the change that causes it', async () => {
    const to = address();
    const t = nextEra();
    await db.batch([
      queueMail(db, { kind: 'test', to_address: to, subject: 's', body_text: 'b', created_at: t }),
      db
        .insert(mailOutbox)
        .values({ kind: 'other', to_address: to, subject: 's', body_text: 'b', created_at: t }),
    ]);
    expect(await rowsTo(to)).toHaveLength(2);
  });

  it('leaves no mail when another statement of the batch fails', async () => {
    const to = address();
    const t = nextEra();
    const taken = await queue(address(), t);
    await expect(
      db.batch([
        queueMail(db, { kind: 'test', to_address: to, subject: 's', body_text: 'b', created_at: t }),
        // the booking's own write failing, here a duplicate key
        db
          .insert(mailOutbox)
          .values({ mail_id: taken.mail_id, kind: 'x', to_address: to, subject: 's', body_text: 'b' }),
      ]),
    ).rejects.toThrow();
    expect(await rowsTo(to), 'the queued mail must roll back with the batch').toEqual([]);
  });

  it('builds nothing until executed: queueMail returns a statement', async () => {
    const to = address();
    queueMail(db, { kind: 'test', to_address: to, subject: 's', body_text: 'b' });
    expect(await rowsTo(to)).toEqual([]);
  });

  it('queues a reservation mail rendered in the booking language, to the booker', async () => {
    const to = address();
    const data = sampleMailData({ lang: 'ko', booker: { ...sampleMailData().booker, mail1: to } });
    await db.batch([queueReservationMail(db, data, { reservation_id: null })]);
    const [row] = await rowsTo(to);
    const rendered = reservationMail(data);
    expect(row).toMatchObject({
      kind: 'reservation_confirmation',
      lang: 'ko',
      hotel_id: 1,
      status: 'pending',
      attempts: 0,
      subject: rendered.subject,
      body_text: rendered.body_text,
    });
  });
});

describe('sendDueMail', () => {
  it('sends a due mail once, marks it sent and leaves mail that is not yet due', async () => {
    const t = nextEra();
    const [dueTo, laterTo] = [address(), address()];
    const due = await queue(dueTo, t);
    await queueMail(db, {
      kind: 'test',
      to_address: laterTo,
      subject: 's',
      body_text: 'b',
      created_at: t,
      next_attempt_at: t + 60,
    });
    const { delivered, transport } = recorder();

    await sendDueMail(db, env, t, transport);
    await sendDueMail(db, env, t + 30, transport);

    expect(delivered.filter((m) => m.to === dueTo)).toEqual([
      { mail_id: due.mail_id, to: dueTo, subject: 'ご予約確認', text: '本文' },
    ]);
    expect(
      delivered.some((m) => m.to === laterTo),
      'mail is not sent before its time',
    ).toBe(false);
    const [row] = await rowsTo(dueTo);
    expect(row).toMatchObject({ status: 'sent', sent_at: t, attempts: 1, last_error: null });
  });

  it('retries a failed send after 1, 2, 4 … minutes and gives up after the limit', async () => {
    quiet();
    const t = nextEra();
    const to = address();
    await queue(to, t);
    const { transport } = recorder(() => true);

    let clock = t;
    for (let attempt = 1; attempt < MAIL_POLICY.maxAttempts; attempt += 1) {
      await sendDueMail(db, env, clock, transport);
      const [row] = await rowsTo(to);
      expect(row, `after attempt ${attempt}`).toMatchObject({
        status: 'pending',
        attempts: attempt,
        next_attempt_at: clock + retryDelaySeconds(attempt),
        last_error: 'Error: provider down',
      });
      await sendDueMail(db, env, row!.next_attempt_at - 1, transport);
      expect((await rowsTo(to))[0]!.attempts, 'no attempt before the backoff ends').toBe(attempt);
      clock = row!.next_attempt_at;
    }
    await sendDueMail(db, env, clock, transport);
    const [row] = await rowsTo(to);
    expect(row).toMatchObject({
      status: 'failed',
      attempts: MAIL_POLICY.maxAttempts,
      last_error: 'Error: provider down',
    });

    await sendDueMail(db, env, clock + 86_400, transport);
    expect((await rowsTo(to))[0]!.attempts, 'a failed mail is left alone').toBe(MAIL_POLICY.maxAttempts);
  });

  it('waits 1, 2, 4, 8 minutes and at most an hour between attempts', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(retryDelaySeconds)).toEqual([
      60, 120, 240, 480, 960, 1920, 3600, 3600,
    ]);
  });

  it('sends on a later attempt once the provider recovers', async () => {
    quiet();
    const t = nextEra();
    const to = address();
    await queue(to, t);
    let down = true;
    const { delivered, transport } = recorder(() => down);
    await sendDueMail(db, env, t, transport);
    down = false;
    await sendDueMail(db, env, t + retryDelaySeconds(1), transport);
    expect(delivered.filter((m) => m.to === to)).toHaveLength(1);
    expect((await rowsTo(to))[0]).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
  });

  it('retries a mail whose run died while sending, once its lease of ten minutes is over', async () => {
    const t = nextEra();
    const to = address();
    await queue(to, t);
    // a run claims the row and is never heard of again
    const claimed = await claimDueMail(db, t, { limit: 50, leaseSeconds: MAIL_POLICY.leaseSeconds });
    expect(claimed.map((m) => m.to_address)).toContain(to);
    const { delivered, transport } = recorder();

    await sendDueMail(db, env, t + MAIL_POLICY.leaseSeconds - 1, transport);
    expect(
      delivered.filter((m) => m.to === to),
      'still leased',
    ).toEqual([]);
    await sendDueMail(db, env, t + MAIL_POLICY.leaseSeconds, transport);
    expect(delivered.filter((m) => m.to === to)).toHaveLength(1);
    expect((await rowsTo(to))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('sends each mail exactly once when two runs start at the same moment', async () => {
    const t = nextEra();
    const addresses = Array.from({ length: 30 }, address);
    for (const to of addresses) await queue(to, t);
    const { delivered, transport } = recorder();

    const reports = await Promise.all([
      sendDueMail(db, env, t, transport),
      sendDueMail(db, env, t, transport),
      sendDueMail(db, env, t, transport),
    ]);

    const mine = delivered.filter((m) => addresses.includes(m.to));
    expect(mine.map((m) => m.to).sort()).toEqual([...addresses].sort());
    expect(reports.reduce((n, r) => n + r.sent, 0)).toBe(delivered.length);
    const rows = await rowsTo(addresses);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('sends through the log transport by default: marks the mail sent and logs its id', async () => {
    const t = nextEra();
    const to = address();
    const mail = await queue(to, t);
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => {
      lines.push(line);
    });
    await sendDueMail(db, { ...env, MAIL_TRANSPORT: undefined }, t);
    expect((await rowsTo(to))[0]).toMatchObject({ status: 'sent', sent_at: t });
    const logged = lines
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line))
      .find((entry) => entry.mail_id === mail.mail_id);
    expect(logged).toMatchObject({ level: 'info', event: 'mail_sent', transport: 'log' });
  });

  it('is run by the cron', async () => {
    const now = Math.floor(Date.now() / 1000);
    const to = address();
    await queue(to, now - 86_400); // due long ago, so first in line whatever else is queued
    await worker.scheduled(createScheduledController({ scheduledTime: now * 1000, cron: '* * * * *' }), env);
    expect((await rowsTo(to))[0]).toMatchObject({ status: 'sent', sent_at: now });
  });
});

describe('the http transport', () => {
  const config = {
    MAIL_HTTP_URL: 'https://mail.example.net/send',
    MAIL_HTTP_TOKEN: 'secret-token',
    MAIL_FROM: 'Tomaru <no-reply@tomaru.example>',
  };

  it('posts the mail as JSON with the bearer token', async () => {
    const requests: { url: string; init: RequestInit }[] = [];
    const transport = httpTransport(config, async (url, init) => {
      requests.push({ url, init });
      return new Response('{"id":"abc"}', { status: 202 });
    });
    await transport.send({ mail_id: 1, to: 'guest@example.com', subject: '件名', text: '本文' });
    expect(requests).toHaveLength(1);
    const [{ url, init }] = requests as [{ url: string; init: RequestInit }];
    expect(url).toBe('https://mail.example.net/send');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer secret-token');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({
      to: 'guest@example.com',
      subject: '件名',
      text: '本文',
      from: 'Tomaru <no-reply@tomaru.example>',
    });
  });

  it('treats an answer other than 2xx as a failure the outbox retries', async () => {
    quiet();
    const t = nextEra();
    const to = address();
    await queue(to, t);
    const transport = httpTransport(config, async () => new Response('quota exceeded', { status: 503 }));
    await sendDueMail(db, env, t, transport);
    expect((await rowsTo(to))[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'Error: mail provider answered 503: quota exceeded',
    });
  });

  it('is chosen by MAIL_TRANSPORT, with log as the default', () => {
    expect(mailTransport({ ...env, MAIL_TRANSPORT: undefined }).name).toBe('log');
    expect(mailTransport({ ...env, ...config, MAIL_TRANSPORT: 'http' }).name).toBe('http');
    expect(() => mailTransport({ ...env, MAIL_TRANSPORT: 'carrier-pigeon' })).toThrow(/MAIL_TRANSPORT/);
  });

  it('refuses to send without a configured address', async () => {
    const transport = httpTransport({}, async () => new Response(null, { status: 200 }));
    await expect(
      transport.send({ mail_id: 1, to: 'a@example.com', subject: 's', text: 't' }),
    ).rejects.toThrow(/MAIL_HTTP_URL/);
  });
});
