import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { bookingBody, call, signIn, tokyoDate } from './helpers';
import { bookableHotel, bookingBodyIn } from './world';

describe('selling the last rooms', () => {
  it('sells exactly 10 of the last 10 rooms to 200 simultaneous bookings, never more', async () => {
    const night = tokyoDate(70);
    // A hotel of the test's own with ten rooms on that night only.
    const world = await bookableHotel({ from: night, nights: 1, stock: 10 });
    const { hotel_id } = world.hotel;
    const { room_id } = world.room;
    const body = (i: number) =>
      bookingBodyIn(world, {
        checkin: night,
        checkout: tokyoDate(71),
        rooms: [{ male_num: 1 }],
        user: { ...bookingBody().user, mail1: `race${i}@example.com` },
      });
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => call('/api/book', { body: body(i) })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201).length, 'exactly the rooms left').toBe(10);
    expect(statuses.filter((s) => s === 409).length, 'every other attempt is told it is sold out').toBe(190);
    const stock = await call(
      `/api/getroomstocks?hotel_id=${hotel_id}&room_id=${room_id}&from=${night}&to=${night}`,
    );
    expect(stock.json.stocks[0].remaining).toBe(0);
    const sold = await env.DB.prepare('SELECT sold, stock FROM room_stocks WHERE room_id = ? AND date = ?')
      .bind(room_id, night)
      .first();
    expect(sold, 'all ten sold, not one more').toEqual({ sold: 10, stock: 10 });
    const rows = await env.DB.prepare('SELECT count(*) AS n FROM reservations WHERE hotel_id = ?')
      .bind(hotel_id)
      .first();
    expect(rows?.n).toBe(10);
  });
});

/** Hotel 4's room 401 on plan 402: a stay of its own for each race (nights `days` ahead). */
function raceBody(days: number, nights: number, mail: string) {
  return bookingBody({
    hotel_id: 4,
    plan_id: 402,
    room_id: 401,
    checkin: tokyoDate(days),
    checkout: tokyoDate(days + nights),
    rooms: [{ male_num: 1 }],
    answers: [{ question_id: 41, choice_id: 1 }],
    user: { ...bookingBody().user, mail1: mail },
  });
}

/** Rooms sold of room 401 on each night from `days` ahead. */
async function soldFrom(days: number, nights: number) {
  const rows = await env.DB.prepare(
    'SELECT date, sold FROM room_stocks WHERE room_id = 401 AND date BETWEEN ? AND ? ORDER BY date',
  )
    .bind(tokyoDate(days), tokyoDate(days + nights - 1))
    .all<{ date: string; sold: number }>();
  return rows.results.map((r) => r.sold);
}

async function bookRace(days: number, nights: number, mail: string) {
  const body = raceBody(days, nights, mail);
  const res = await call('/api/book', { body });
  if (res.status !== 201) throw new Error(res.text);
  return { ...(res.json as { reservation_id: number; display_id: string }), body, email: mail };
}

const statusOf = async (id: number) =>
  (await env.DB.prepare('SELECT status FROM reservations WHERE reservation_id = ?').bind(id).first())?.status;

describe('cancelling and changing at once', () => {
  it('cancels once when the guest and the hotel cancel the same reservation together: stock returns once', async () => {
    const before = await soldFrom(130, 2);
    const b = await bookRace(130, 2, 'cancel-race@example.com');
    const hotel = await signIn('hotel', 'hotel4');
    const results = await Promise.all([
      ...Array.from({ length: 4 }, () =>
        call('/api/cancelbooking', { body: { code: b.display_id, email: b.email } }),
      ),
      ...Array.from({ length: 4 }, () =>
        call('/api/api/cancelbooking', {
          token: hotel.access_token,
          body: { reservation_id: b.reservation_id, cancel_fee: 0 },
        }),
      ),
    ]);
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200).length, `one cancel wins: ${statuses}`).toBe(1);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status, r.text).toBe(409);
      expect(r.json.error.code, 'every loser hears the same code').toBe('already_canceled');
    }
    expect(await soldFrom(130, 2), 'the stock came back exactly once').toEqual(before);
    expect(await statusOf(b.reservation_id)).toBe('canceled');
  });

  it('changes once when the same change is sent several times together: one new reservation, stock moved once', async () => {
    const [oldBefore, newBefore] = [await soldFrom(134, 1), await soldFrom(137, 1)];
    const b = await bookRace(134, 1, 'change-race@example.com');
    const booking = { ...b.body, checkin: tokyoDate(137), checkout: tokyoDate(138) };
    // Five at once: the lookup allows five attempts per code in a burst (a sixth would hear 429).
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('/api/changebooking', { body: { code: b.display_id, email: b.email, booking } }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201).length, `one change wins: ${statuses}`).toBe(1);
    for (const r of results.filter((x) => x.status !== 201)) {
      expect(r.status, r.text).toBe(409);
      expect(r.json.error.code, 'every loser hears the same code').toBe('not_changeable');
    }
    const made = await env.DB.prepare(
      'SELECT count(*) AS n FROM reservations WHERE before_reservation_id = ?',
    )
      .bind(b.reservation_id)
      .first();
    expect(made?.n, 'exactly one new reservation').toBe(1);
    expect(await soldFrom(134, 1), 'the old night is given back once').toEqual(oldBefore);
    expect(await soldFrom(137, 1), 'the new night is taken once').toEqual(newBefore.map((n) => n + 1));
    expect(await statusOf(b.reservation_id)).toBe('modified_canceled');
  });

  it('ends consistent when a cancel races a change: either the cancel or the change, and the stock adds up', async () => {
    for (const round of [0, 1, 2]) {
      const [from, to] = [140 + round * 6, 143 + round * 6];
      const [oldBefore, newBefore] = [await soldFrom(from, 1), await soldFrom(to, 1)];
      const b = await bookRace(from, 1, `cancel-change-${round}@example.com`);
      const booking = { ...b.body, checkin: tokyoDate(to), checkout: tokyoDate(to + 1) };
      const [cancel, change] = await Promise.all([
        call('/api/cancelbooking', { body: { code: b.display_id, email: b.email } }),
        call('/api/changebooking', { body: { code: b.display_id, email: b.email, booking } }),
      ]);
      expect(
        [cancel.status, change.status].filter((s) => s === 200 || s === 201).length,
        `exactly one wins: ${cancel.text} / ${change.text}`,
      ).toBe(1);
      expect(await soldFrom(from, 1), 'the old night is given back once, either way').toEqual(oldBefore);
      const made = await env.DB.prepare(
        "SELECT count(*) AS n FROM reservations WHERE before_reservation_id = ? AND status = 'booking'",
      )
        .bind(b.reservation_id)
        .first();
      if (cancel.status === 200) {
        expect(change.json.error.code, 'the change comes too late').toBe('not_changeable');
        expect(await statusOf(b.reservation_id)).toBe('canceled');
        expect(made?.n, 'no new reservation').toBe(0);
        expect(await soldFrom(to, 1), 'nothing taken on the new night').toEqual(newBefore);
      } else {
        expect(cancel.json.error.code, 'the cancel comes too late').toBe('already_canceled');
        expect(await statusOf(b.reservation_id)).toBe('modified_canceled');
        expect(made?.n, 'one new reservation').toBe(1);
        expect(await soldFrom(to, 1), 'the new night taken once').toEqual(newBefore.map((n) => n + 1));
      }
    }
  });
});
