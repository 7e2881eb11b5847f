import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { bookingBody, call, tokyoDate } from '../../../test/helpers';
import { bookableHotel, bookingBodyIn, type World } from '../../../test/world';

const now = () => Math.floor(Date.now() / 1000);
const DAY = 86_400;

/** Books at demo hotel 1, or at a world of the test's own. */
async function bookOne(overrides: Record<string, unknown> = {}, world?: World) {
  const body = world ? bookingBodyIn(world, overrides) : bookingBody(overrides);
  const res = await call('/api/book', { body });
  if (res.status !== 201) throw new Error(res.text);
  return { ...res.json, email: (body.user as { mail1: string }).mail1, body } as {
    reservation_id: number;
    display_id: string;
    email: string;
    body: ReturnType<typeof bookingBody>;
  };
}

async function remaining(roomId: number, from: string, to: string, hotelId = 1) {
  const res = await call(`/api/getroomstocks?hotel_id=${hotelId}&room_id=${roomId}&from=${from}&to=${to}`);
  return (res.json.stocks as { remaining: number }[]).map((s) => s.remaining);
}

/** Leaves `spare` rooms unsold on some nights of a world's room (its own rows: nothing to put back). */
async function leaveRooms(world: World, dates: string[], spare = 0) {
  for (const date of dates) {
    await env.DB.prepare('UPDATE room_stocks SET stock = sold + ? WHERE room_id = ? AND date = ?')
      .bind(spare, world.room.room_id, date)
      .run();
  }
}

const statusOf = async (id: number) =>
  (await env.DB.prepare('SELECT status FROM reservations WHERE reservation_id = ?').bind(id).first())?.status;

describe('looking up a booking', () => {
  it('finds it by display id and e-mail, whatever the case and hyphens', async () => {
    const b = await bookOne({ checkin: tokyoDate(30), checkout: tokyoDate(31) });
    const code = `${b.display_id.slice(0, 5).toLowerCase()}-${b.display_id.slice(5)}`;
    const res = await call(`/api/getbookingbycode?code=${code}&email=TARO@example.com`);
    expect(res.status, res.text).toBe(200);
    expect(res.json.reservation).toMatchObject({
      display_id: b.display_id,
      status: 'booking',
      stay_start_date: tokyoDate(30),
      user_last_name: '佐藤',
      numbers: [
        {
          male_num: 1,
          female_num: 1,
          child_type_1: 1,
          child_type_2: 0,
          child_type_3: 0,
          child_type_4: 0,
          child_type_5: 0,
          child_type_6: 0,
        },
      ],
      payment_method: 'local',
    });
    expect(res.json.reservation.options[0]).toMatchObject({ question_id: 11 });
    expect(res.json.rules).toMatchObject({ can_change: true, can_cancel: true });
  });

  it('answers a wrong id and a wrong e-mail the same way', async () => {
    const b = await bookOne({ checkin: tokyoDate(31), checkout: tokyoDate(32) });
    const wrongMail = await call(`/api/getbookingbycode?code=${b.display_id}&email=someone@example.com`);
    const wrongCode = await call(`/api/getbookingbycode?code=ZZZZZZZZZZ&email=${b.email}`);
    expect(wrongMail.status).toBe(404);
    expect(wrongMail.json).toEqual(wrongCode.json);
    expect(wrongMail.json.error.code).toBe('reservation_not_found');
  });

  it('is throttled after 5 misses for one id', async () => {
    const b = await bookOne({ checkin: tokyoDate(33), checkout: tokyoDate(34) });
    const t = now() + 20 * 365 * DAY;
    for (let i = 0; i < 5; i++) {
      await call(`/api/getbookingbycode?code=${b.display_id}&email=x${i}@example.com`, { now: t });
    }
    const blocked = await call(`/api/getbookingbycode?code=${b.display_id}&email=${b.email}`, { now: t });
    expect(blocked.status).toBe(429);
    const later = await call(`/api/getbookingbycode?code=${b.display_id}&email=${b.email}`, { now: t + 901 });
    expect(later.status).toBe(200);
  });
});

describe('what a guest may still do', () => {
  it('follows the plan’s fee schedule and change deadline', async () => {
    const b = await bookOne({ checkin: tokyoDate(40), checkout: tokyoDate(41) });
    const at = (days: number) => now() + days * DAY;
    const check = (t: number) =>
      call(`/api/checkcanchangereservation?code=${b.display_id}&email=${b.email}`, { now: t });
    expect((await check(at(0))).json).toEqual({ can_change: true, can_cancel: true });
    const fiveBefore = (await check(at(35))).json;
    expect(fiveBefore).toMatchObject({ can_change: true, can_cancel: false, reason: 'cancel_fee_applies' });
    expect(fiveBefore.cancel_fee).toBeGreaterThan(0);
    expect((await check(at(40))).json).toMatchObject({
      can_change: false,
      can_cancel: false,
      reason: 'deadline_passed',
    });
  });

  it('never lets prepaid stays change online, nor JTB ones cancel', async () => {
    const card = await bookOne({ checkin: tokyoDate(42), checkout: tokyoDate(43) });
    await env.DB.prepare("UPDATE reservations SET payment_method = 'card' WHERE reservation_id = ?")
      .bind(card.reservation_id)
      .run();
    expect(
      (await call(`/api/checkcanchangereservation?code=${card.display_id}&email=${card.email}`)).json,
    ).toEqual({
      can_change: false,
      can_cancel: true,
      reason: 'prepaid',
    });
    const jtb = await bookOne({ checkin: tokyoDate(44), checkout: tokyoDate(45) });
    await env.DB.prepare("UPDATE reservations SET payment_method = 'jtb' WHERE reservation_id = ?")
      .bind(jtb.reservation_id)
      .run();
    const cancel = await call('/api/cancelbooking', { body: { code: jtb.display_id, email: jtb.email } });
    expect(cancel.status).toBe(409);
    expect(cancel.json.error.code).toBe('not_cancellable');
  });
});

describe('cancelling', () => {
  it('cancels, returns every night’s stock once, and mails the guest and the hotel', async () => {
    const b = await bookOne({ checkin: tokyoDate(50), checkout: tokyoDate(53) });
    const [from, to] = [tokyoDate(50), tokyoDate(52)];
    const before = await remaining(101, from, to);
    const res = await call('/api/cancelbooking', { body: { code: b.display_id, email: b.email } });
    expect(res.status, res.text).toBe(200);
    expect(res.json.status).toBe('canceled');
    expect(await remaining(101, from, to), 'stock returns').toEqual(before.map((n) => n + 1));
    const row = await env.DB.prepare(
      'SELECT status, canceled_at, cancel_fee FROM reservations WHERE reservation_id = ?',
    )
      .bind(b.reservation_id)
      .first();
    expect(row).toMatchObject({ status: 'canceled', cancel_fee: 0 });
    expect(row?.canceled_at).toBeGreaterThan(0);
    const mails = await env.DB.prepare(
      "SELECT to_address FROM mail_outbox WHERE reservation_id = ? AND kind IN ('reservation_cancellation', 'hotel_cancellation')",
    )
      .bind(b.reservation_id)
      .all();
    expect(mails.results.map((m) => m.to_address).sort()).toEqual([
      'kyoto@tomaru.example',
      'taro@example.com',
    ]);

    const again = await call('/api/cancelbooking', { body: { code: b.display_id, email: b.email } });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('already_canceled');
    expect(await remaining(101, from, to), 'not returned twice').toEqual(before.map((n) => n + 1));
  });

  it('refuses when a fee applies and gives the facility’s phone number', async () => {
    const b = await bookOne({ checkin: tokyoDate(3), checkout: tokyoDate(4) });
    const res = await call('/api/cancelbooking', { body: { code: b.display_id, email: b.email } });
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe('cancel_fee_applies');
    expect(res.json.error.details).toMatchObject({ hotel_tel: '075-000-0001' });
    expect(res.json.error.details.cancel_fee).toBeGreaterThan(0);
    expect(await statusOf(b.reservation_id)).toBe('booking');
  });

  it('returns the stock once when two cancellations race', async () => {
    const b = await bookOne({ checkin: tokyoDate(55), checkout: tokyoDate(56) });
    const before = await remaining(101, tokyoDate(55), tokyoDate(55));
    const results = await Promise.all(
      [0, 1, 2].map(() => call('/api/cancelbooking', { body: { code: b.display_id, email: b.email } })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await remaining(101, tokyoDate(55), tokyoDate(55))).toEqual(before.map((n) => n + 1));
  });
});

describe('changing', () => {
  it('moves the stay: a new reservation, the old one modified_canceled, stock moved in one step', async () => {
    const b = await bookOne({ checkin: tokyoDate(60), checkout: tokyoDate(62) });
    const oldNights = await remaining(101, tokyoDate(60), tokyoDate(61));
    const newNights = await remaining(101, tokyoDate(64), tokyoDate(64));
    const res = await call('/api/changebooking', {
      body: {
        code: b.display_id,
        email: b.email,
        booking: { ...b.body, checkin: tokyoDate(64), checkout: tokyoDate(65) },
      },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json.display_id).not.toBe(b.display_id);
    expect(res.json.before_reservation_id).toBe(b.reservation_id);
    expect(await statusOf(b.reservation_id)).toBe('modified_canceled');
    expect(await remaining(101, tokyoDate(60), tokyoDate(61))).toEqual(oldNights.map((n) => n + 1));
    expect(await remaining(101, tokyoDate(64), tokyoDate(64))).toEqual(newNights.map((n) => n - 1));
    const row = await env.DB.prepare(
      'SELECT before_reservation_id, status FROM reservations WHERE reservation_id = ?',
    )
      .bind(res.json.reservation_id)
      .first();
    expect(row).toEqual({ before_reservation_id: b.reservation_id, status: 'booking' });
    const mail = await env.DB.prepare('SELECT kind FROM mail_outbox WHERE reservation_id = ?')
      .bind(res.json.reservation_id)
      .first();
    expect(mail?.kind).toBe('reservation_change');
    const oldAgain = await call('/api/changebooking', {
      body: { code: b.display_id, email: b.email, booking: b.body },
    });
    expect(oldAgain.status, 'the old one cannot be changed again').toBe(409);
  });

  it('can keep the same sold-out nights, since its own rooms come back', async () => {
    const world = await bookableHotel();
    const b = await bookOne(
      { checkin: tokyoDate(20), checkout: tokyoDate(22), rooms: [{ male_num: 2 }] },
      world,
    );
    await leaveRooms(world, [tokyoDate(20), tokyoDate(21)]);
    const res = await call('/api/changebooking', {
      body: {
        code: b.display_id,
        email: b.email,
        booking: { ...b.body, rooms: [{ male_num: 1, female_num: 1 }] },
      },
    });
    expect(res.status, res.text).toBe(201);
  });

  it('changes nothing when the new stay is sold out', async () => {
    const world = await bookableHotel();
    const { room_id } = world.room;
    const b = await bookOne({ checkin: tokyoDate(25), checkout: tokyoDate(26) }, world);
    await leaveRooms(world, [tokyoDate(28)]);
    const before = await remaining(room_id, tokyoDate(25), tokyoDate(25), world.hotel.hotel_id);
    const res = await call('/api/changebooking', {
      body: {
        code: b.display_id,
        email: b.email,
        booking: { ...b.body, checkin: tokyoDate(28), checkout: tokyoDate(29) },
      },
    });
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe('unavailable_date');
    expect(await statusOf(b.reservation_id)).toBe('booking');
    expect(await remaining(room_id, tokyoDate(25), tokyoDate(25), world.hotel.hotel_id)).toEqual(before);
  });

  it('never oversells when a change races a booking for the last room', async () => {
    const night = tokyoDate(35);
    const world = await bookableHotel();
    await leaveRooms(world, [night], 1);
    const b = await bookOne({ checkin: tokyoDate(30), checkout: tokyoDate(31) }, world);
    const [change, booking] = await Promise.all([
      call('/api/changebooking', {
        body: {
          code: b.display_id,
          email: b.email,
          booking: { ...b.body, checkin: night, checkout: tokyoDate(36) },
        },
      }),
      call('/api/book', {
        body: bookingBodyIn(world, {
          checkin: night,
          checkout: tokyoDate(36),
          user: { ...bookingBody().user, mail1: 'rival@example.com' },
        }),
      }),
    ]);
    expect([change.status, booking.status].filter((s) => s === 201)).toHaveLength(1);
    const stock = await env.DB.prepare('SELECT stock, sold FROM room_stocks WHERE room_id = ? AND date = ?')
      .bind(world.room.room_id, night)
      .first();
    expect(stock, 'the last room is sold once').toEqual({ stock: 1, sold: 1 });
    if (change.status !== 201)
      expect(await statusOf(b.reservation_id), 'the loser of the race keeps its stay').toBe('booking');
  });

  it('refuses to move a stay to another hotel', async () => {
    const b = await bookOne({ checkin: tokyoDate(90), checkout: tokyoDate(91) });
    const res = await call('/api/changebooking', {
      body: {
        code: b.display_id,
        email: b.email,
        booking: { ...b.body, hotel_id: 2, plan_id: 201, room_id: 201 },
      },
    });
    expect(res.status).toBe(422);
  });
});

describe('what the lookup tells after a change and before a cancellation', () => {
  const lookup = (code: string, email: string) => call(`/api/getbookingbycode?code=${code}&email=${email}`);

  it('names the reservation a change put in place of the old one, for the same e-mail only', async () => {
    const world = await bookableHotel();
    const b = await bookOne({ checkin: tokyoDate(40), checkout: tokyoDate(41) }, world);
    expect((await lookup(b.display_id, b.email)).json.reservation.replaced_by_display_id).toBeNull();
    const changed = await call('/api/changebooking', {
      body: { code: b.display_id, email: b.email, booking: { ...b.body, checkout: tokyoDate(42) } },
    });
    expect(changed.status, changed.text).toBe(201);
    const old = (await lookup(b.display_id, b.email)).json.reservation;
    expect(old.status).toBe('modified_canceled');
    expect(old.replaced_by_display_id, 'the guest can follow the change').toBe(changed.json.display_id);

    // Changed again, now under another e-mail: the old key must not reveal the new reservation.
    const other = `other-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const user = { ...b.body.user, mail1: other, mail2: other };
    const moved = await call('/api/changebooking', {
      body: { code: changed.json.display_id, email: b.email, booking: { ...b.body, user } },
    });
    expect(moved.status, moved.text).toBe(201);
    const middle = (await lookup(changed.json.display_id, b.email)).json.reservation;
    expect(middle.status).toBe('modified_canceled');
    expect(middle.replaced_by_display_id).toBeNull();
  });

  it('quotes the fee and the refund cancelling now applies, and nothing when the guest may not cancel', async () => {
    const free = await bookOne({ checkin: tokyoDate(74), checkout: tokyoDate(75) });
    expect((await lookup(free.display_id, free.email)).json.reservation.cancel_quote).toEqual({
      fee: 0,
      refund: 0,
    });
    const late = await bookOne({ checkin: tokyoDate(2), checkout: tokyoDate(3) });
    const refused = (await lookup(late.display_id, late.email)).json;
    expect(refused.rules.cancel_fee, 'a fee applies').toBeGreaterThan(0);
    expect(refused.reservation.cancel_quote, 'the guest cannot cancel online').toBeNull();
  });

  it('quotes a card-paid stay’s refund as the amount cancelling then gives back', async () => {
    const world = await bookableHotel({ plan: { payment_mode: 'prepayment' } });
    const body = bookingBodyIn(world, {
      payment_method: 'card',
      checkin: tokyoDate(40),
      checkout: tokyoDate(41),
    });
    const booked = await call('/api/book', { body });
    expect(booked.status, booked.text).toBe(201);
    const { order_number, key } = booked.json.payment;
    const sim = (env as unknown as { SIMULATOR_URL: string }).SIMULATOR_URL;
    const made = await fetch(`${sim}/__sim/pay`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ provider: 'card', card_number: '4242424242424242' }),
    });
    const { card_token } = (await made.json()) as { card_token: string };
    const paid = await call('/api/paycard', { body: { order_number, key, card_token } });
    expect(paid.json, paid.text).toMatchObject({ status: 'booking' });
    const email = body.user.mail1;
    const quote = (await lookup(booked.json.display_id, email)).json.reservation.cancel_quote;
    expect(quote).toEqual({ fee: 0, refund: booked.json.amount_due });
    const canceled = await call('/api/cancelbooking', { body: { code: booked.json.display_id, email } });
    expect(canceled.status, canceled.text).toBe(200);
    const after = (await lookup(booked.json.display_id, email)).json;
    expect(after.payment.refunded_amount, 'what the confirmation promised').toBe(quote.refund);
  });
});

describe('receipts', () => {
  it('are issued after check-out for a stay paid at the hotel, with reissues marked', async () => {
    const b = await bookOne({ checkin: tokyoDate(5), checkout: tokyoDate(7) });
    const early = await call('/api/issuereceipt', {
      body: { code: b.display_id, email: b.email, addressee: '株式会社サンプル' },
    });
    expect(early.status).toBe(409);
    expect(early.json.error.code).toBe('receipt_not_available');
    expect(early.json.error.issues[0].code, 'the page says: after check-out').toBe('not_checked_out');
    const after = now() + 8 * DAY;
    const first = await call('/api/issuereceipt', {
      body: { code: b.display_id, email: b.email, addressee: '株式会社サンプル' },
      now: after,
    });
    expect(first.status, first.text).toBe(200);
    const stored = await env.DB.prepare('SELECT * FROM reservations WHERE reservation_id = ?')
      .bind(b.reservation_id)
      .first();
    expect(first.json.receipt).toMatchObject({
      issue_no: 1,
      reissue: false,
      addressee: '株式会社サンプル',
      issuer: { registration_number: 'T9234567890123', name: '株式会社トマルホテルズ トマル京都' },
      amounts: {
        total_include_tax: stored?.total_include_tax,
        amount_due: stored?.amount_due,
        accommodation_tax: stored?.accommodation_tax,
        by_rate: [
          { rate_percent: 10, tax: stored?.consumption_tax, amount_include_tax: stored?.total_include_tax },
        ],
      },
    });
    const second = await call('/api/issuereceipt', {
      body: { code: b.display_id, email: b.email, addressee: '佐藤 太郎' },
      now: after,
    });
    expect(second.json.receipt).toMatchObject({
      issue_no: 2,
      reissue: true,
      receipt_no: `${b.display_id}-2`,
    });
  });
  it('are refused for a cancelled stay, saying it is cancelled rather than not checked out yet', async () => {
    const b = await bookOne({ checkin: tokyoDate(36), checkout: tokyoDate(37) });
    expect((await call('/api/cancelbooking', { body: { code: b.display_id, email: b.email } })).status).toBe(
      200,
    );
    const res = await call('/api/issuereceipt', {
      body: { code: b.display_id, email: b.email, addressee: '佐藤 太郎' },
      now: now() + 40 * DAY,
    });
    expect(res.status).toBe(409);
    expect(res.json.error).toMatchObject({ code: 'receipt_not_available', issues: [{ code: 'canceled' }] });
  });
});

describe('a booking of a secret plan', () => {
  it('tells its guest the plan’s URL key again, so the stay can be changed; public plans have none', async () => {
    const secret = await bookOne({
      plan_id: 103,
      secret_url: 'members-only',
      checkin: tokyoDate(95),
      checkout: tokyoDate(96),
    });
    const res = await call(`/api/getbookingbycode?code=${secret.display_id}&email=${secret.email}`);
    expect(res.json.reservation.plan_secret_url).toBe('members-only');
    const open = await bookOne({ checkin: tokyoDate(97), checkout: tokyoDate(98) });
    const other = await call(`/api/getbookingbycode?code=${open.display_id}&email=${open.email}`);
    expect(other.json.reservation.plan_secret_url).toBeNull();
  });
});
