import { createScheduledController, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { bookingBody, call, tokyoDate } from '../../../test/helpers';
import worker from '../../index';

const waitBody = (overrides: Record<string, unknown> = {}) => ({
  hotel_id: 1,
  plan_id: 101,
  room_id: 102,
  checkin: tokyoDate(100),
  checkout: tokyoDate(102),
  rooms: [{ male_num: 2 }],
  name: '待ち 花子',
  email: 'wait@example.com',
  lang: 'ja',
  ...overrides,
});

const soldOut = (roomId: number, ...dates: string[]) =>
  env.DB.batch(
    dates.map((d) =>
      env.DB.prepare('UPDATE room_stocks SET stock = sold WHERE room_id = ? AND date = ?').bind(roomId, d),
    ),
  );
const free = (roomId: number, n: number, ...dates: string[]) =>
  env.DB.batch(
    dates.map((d) =>
      env.DB.prepare('UPDATE room_stocks SET stock = sold + ? WHERE room_id = ? AND date = ?').bind(
        n,
        roomId,
        d,
      ),
    ),
  );
const runCron = async () =>
  worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '* * * * *' }), env);
const mailsTo = async (to: string, kind: string) =>
  (
    await env.DB.prepare('SELECT body_text FROM mail_outbox WHERE to_address = ? AND kind = ?')
      .bind(to, kind)
      .all()
  ).results;

describe('the waiting list', () => {
  it('takes a wait only for a stay that is sold out, and confirms it by mail', async () => {
    const available = await call('/api/createwaiting', {
      body: waitBody({ checkin: tokyoDate(90), checkout: tokyoDate(91) }),
    });
    expect(available.status).toBe(409);
    expect(available.json.error.code).toBe('available_now');
    await soldOut(102, tokyoDate(100));
    const res = await call('/api/createwaiting', { body: waitBody() });
    expect(res.status, res.text).toBe(201);
    expect(res.json.status).toBe('waiting');
    expect(await mailsTo('wait@example.com', 'waiting_accepted')).toHaveLength(1);
  });

  it('notifies once, first come first served, when every night frees; a single night is not enough', async () => {
    const [n1, n2] = [tokyoDate(110), tokyoDate(111)];
    await soldOut(102, n1, n2);
    const first = await call('/api/createwaiting', {
      body: waitBody({ checkin: n1, checkout: tokyoDate(112), email: 'first@example.com' }),
    });
    const second = await call('/api/createwaiting', {
      body: waitBody({ checkin: n1, checkout: tokyoDate(112), email: 'second@example.com' }),
    });
    expect([first.status, second.status]).toEqual([201, 201]);

    await free(102, 1, n1); // only the first night frees
    await runCron();
    expect(
      await mailsTo('first@example.com', 'waiting_available'),
      'one free night is not enough',
    ).toHaveLength(0);

    await free(102, 1, n2); // now both nights have one room
    await runCron();
    await runCron(); // a second run sends nothing more
    const mails = await mailsTo('first@example.com', 'waiting_available');
    expect(mails).toHaveLength(1);
    expect(String(mails[0]?.body_text)).toContain(`/hotels/1/book?plan_id=101&room_id=102&checkin=${n1}`);
    expect(
      await mailsTo('second@example.com', 'waiting_available'),
      'one room freed: the first in line only',
    ).toHaveLength(0);

    // A day later the first guest's turn has passed; the room is still free, so the next one hears.
    const later = Date.now() + 25 * 3600_000;
    await worker.scheduled(createScheduledController({ scheduledTime: later, cron: '* * * * *' }), env);
    expect(await mailsTo('second@example.com', 'waiting_available')).toHaveLength(1);
  });

  it('frees stock through a cancellation and tells the waiting guest', async () => {
    const night = tokyoDate(120);
    await env.DB.prepare('UPDATE room_stocks SET stock = sold + 1 WHERE room_id = 102 AND date = ?')
      .bind(night)
      .run();
    const booked = await call('/api/book', {
      body: bookingBody({ room_id: 102, checkin: night, checkout: tokyoDate(121), rooms: [{ male_num: 2 }] }),
    });
    expect(booked.status, booked.text).toBe(201);
    const wait = await call('/api/createwaiting', {
      body: waitBody({
        checkin: night,
        checkout: tokyoDate(121),
        email: 'patient@example.com',
        lang: 'en',
        name: 'Pat Lee',
      }),
    });
    expect(wait.status).toBe(201);
    await call('/api/cancelbooking', { body: { code: booked.json.display_id, email: 'taro@example.com' } });
    await runCron();
    const mails = await mailsTo('patient@example.com', 'waiting_available');
    expect(mails).toHaveLength(1);
    expect(String(mails[0]?.body_text)).toContain('/en/hotels/1/book');
  });

  it('expires waits whose check-in has passed', async () => {
    await env.DB.prepare(
      "INSERT INTO waitings (hotel_id, plan_id, room_id, checkin, checkout, room_count, party, name, email, created_at) VALUES (1, 101, 102, '2020-01-01', '2020-01-02', 1, '[]', 'old', 'old@example.com', 0)",
    ).run();
    await runCron();
    const row = await env.DB.prepare("SELECT status FROM waitings WHERE email = 'old@example.com'").first();
    expect(row?.status).toBe('expired');
  });

  it('validates its input', async () => {
    const res = await call('/api/createwaiting', { body: waitBody({ email: 'nope', rooms: [] }) });
    expect(res.status).toBe(422);
    expect(res.json.error.issues.map((i: { path: string }) => i.path).sort()).toEqual(['email', 'rooms']);
  });
});
