import { createScheduledController, env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { call, tokyoDate } from '../../../test/helpers';
import { bookableHotel, bookingBodyIn, type World } from '../../../test/world';
import worker from '../../index';

// Every test waits for a room of a hotel of its own, whose stock it may sell out and free at will.
let world: World;
beforeEach(async () => {
  world = await bookableHotel({ hotel: { languages: ['ja', 'en'] } });
});

const waitBody = (overrides: Record<string, unknown> = {}) => ({
  hotel_id: world.hotel.hotel_id,
  plan_id: world.plan.plan_id,
  room_id: world.room.room_id,
  checkin: tokyoDate(10),
  checkout: tokyoDate(12),
  rooms: [{ male_num: 2 }],
  name: '待ち 花子',
  email: 'wait@example.com',
  lang: 'ja',
  ...overrides,
});

/** Leaves `n` rooms of the world's room unsold on `dates` (none: sold out). */
const free = (n: number, ...dates: string[]) =>
  env.DB.batch(
    dates.map((d) =>
      env.DB.prepare('UPDATE room_stocks SET stock = sold + ? WHERE room_id = ? AND date = ?').bind(
        n,
        world.room.room_id,
        d,
      ),
    ),
  );
const soldOut = (...dates: string[]) => free(0, ...dates);
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
      body: waitBody({ checkin: tokyoDate(20), checkout: tokyoDate(21) }),
    });
    expect(available.status).toBe(409);
    expect(available.json.error.code).toBe('available_now');
    await soldOut(tokyoDate(10));
    const res = await call('/api/createwaiting', { body: waitBody() });
    expect(res.status, res.text).toBe(201);
    expect(res.json.status).toBe('waiting');
    expect(await mailsTo('wait@example.com', 'waiting_accepted')).toHaveLength(1);
  });

  it('notifies once, first come first served, when every night frees; a single night is not enough', async () => {
    const [n1, n2] = [tokyoDate(15), tokyoDate(16)];
    await soldOut(n1, n2);
    const first = await call('/api/createwaiting', {
      body: waitBody({ checkin: n1, checkout: tokyoDate(17), email: 'first@example.com' }),
    });
    const second = await call('/api/createwaiting', {
      body: waitBody({ checkin: n1, checkout: tokyoDate(17), email: 'second@example.com' }),
    });
    expect([first.status, second.status]).toEqual([201, 201]);

    await free(1, n1); // only the first night frees
    await runCron();
    expect(
      await mailsTo('first@example.com', 'waiting_available'),
      'one free night is not enough',
    ).toHaveLength(0);

    await free(1, n2); // now both nights have one room
    await runCron();
    await runCron(); // a second run sends nothing more
    const mails = await mailsTo('first@example.com', 'waiting_available');
    expect(mails).toHaveLength(1);
    const { hotel_id } = world.hotel;
    expect(String(mails[0]?.body_text)).toContain(
      `/hotels/${hotel_id}/book?plan_id=${world.plan.plan_id}&room_id=${world.room.room_id}&checkin=${n1}`,
    );
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
    const night = tokyoDate(20);
    await free(1, night);
    const booked = await call('/api/book', {
      body: bookingBodyIn(world, { checkin: night, checkout: tokyoDate(21), rooms: [{ male_num: 2 }] }),
    });
    expect(booked.status, booked.text).toBe(201);
    const wait = await call('/api/createwaiting', {
      body: waitBody({
        checkin: night,
        checkout: tokyoDate(21),
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
    expect(String(mails[0]?.body_text)).toContain(`/en/hotels/${world.hotel.hotel_id}/book`);
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
