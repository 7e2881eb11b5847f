import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { bookingBody, call, tokyoDate } from './helpers';

describe('selling the last rooms', () => {
  it('sells exactly 10 of the last 10 rooms to 200 simultaneous bookings, never more', async () => {
    const night = tokyoDate(70);
    await env.DB.prepare('UPDATE room_stocks SET stock = sold + 10 WHERE room_id = 401 AND date = ?')
      .bind(night)
      .run();
    const body = (i: number) =>
      bookingBody({
        hotel_id: 4,
        plan_id: 402,
        room_id: 401,
        checkin: night,
        checkout: tokyoDate(71),
        rooms: [{ male_num: 1 }],
        answers: [{ question_id: 41, choice_id: 1 }],
        user: { ...bookingBody().user, mail1: `race${i}@example.com` },
      });
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => call('/api/book', { body: body(i) })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201).length, 'exactly the rooms left').toBe(10);
    expect(statuses.filter((s) => s === 409).length, 'every other attempt is told it is sold out').toBe(190);
    const stock = await call(`/api/getroomstocks?hotel_id=4&room_id=401&from=${night}&to=${night}`);
    expect(stock.json.stocks[0].remaining).toBe(0);
    const sold = await env.DB.prepare('SELECT sold, stock FROM room_stocks WHERE room_id = 401 AND date = ?')
      .bind(night)
      .first();
    expect(Number(sold?.sold)).toBeLessThanOrEqual(Number(sold?.stock));
    const rows = await env.DB.prepare(
      "SELECT count(*) AS n FROM reservations WHERE user_mail1 LIKE 'race%'",
    ).first();
    expect(rows?.n).toBe(10);
  });
});
