import { env } from 'cloudflare:test';
import { createMemberDiscount, createPricedPlan, createRoom } from '@tomaru/db/seed/factories';
import { describe, expect, it } from 'vitest';
import { bookingBody, call, tokyoDate } from '../../../test/helpers';
import { bookableHotel, bookingBodyIn, testDb } from '../../../test/world';

async function remaining(hotelId: number, roomId: number, from: string, to: string) {
  const res = await call(`/api/getroomstocks?hotel_id=${hotelId}&room_id=${roomId}&from=${from}&to=${to}`);
  return (res.json.stocks as { date: string; remaining: number }[]).map((s) => s.remaining);
}

describe('calculateprice', () => {
  it('prices two nights for two adults and a child from the price table, to the yen', async () => {
    const body = bookingBody();
    const res = await call('/api/calculateprice', { body });
    expect(res.status, res.text).toBe(200);
    const p = res.json;

    const prices = await call('/api/getprices', {
      body: { plan_id: 101, room_id: 101, checkin: body.checkin, checkout: body.checkout, adults: 2 },
    });
    const child = (await call('/api/getchildavails?plan_id=101')).json.child_avails.find(
      (c: { child_type: number }) => c.child_type === 1,
    );
    const expectedNights = prices.json.nights.map((n: { date: string; price_per_adult: number }) => {
      const childPrice =
        child.price_mode === 'percent'
          ? Math.floor((n.price_per_adult * child.price_value) / 100)
          : child.price_value;
      return { date: n.date, amount_include_tax: n.price_per_adult * 2 + childPrice };
    });
    expect(p.nights).toEqual(expectedNights);
    const subtotal = expectedNights.reduce(
      (s: number, n: { amount_include_tax: number }) => s + n.amount_include_tax,
      0,
    );
    expect(p.subtotal_include_tax).toBe(subtotal);
    expect(p.total_include_tax).toBe(subtotal);
    expect(p.total_exclude_tax).toBe(subtotal - Math.floor((subtotal * 10) / 110));
    expect(p.discount).toBe(p.total_exclude_tax - p.total_exclude_tax_discounted);
    expect(p.accommodation_tax, 'Kyoto charges accommodation tax').toBeGreaterThan(0);
    expect(p.spa_tax).toBe(0);
    expect(p.amount_due).toBe(p.total_include_tax + p.spa_tax + p.accommodation_tax);
    // A plan of payment mode `both`: at the hotel, or prepaid by what hotel 1 can take here.
    expect(p.payment_methods).toEqual(expect.arrayContaining(['local', 'card', 'jtb']));
  });

  it('adds the onsen’s spa tax per adult per night as a separate amount', async () => {
    const res = await call('/api/calculateprice', {
      body: bookingBody({
        hotel_id: 3,
        plan_id: 301,
        room_id: 301,
        rooms: [{ male_num: 2, child_type_1: 1 }],
      }),
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.spa_tax).toBe(150 * 2 * 2);
    expect(res.json.amount_due).toBe(
      res.json.total_include_tax + res.json.spa_tax + res.json.accommodation_tax,
    );
  });

  it('includes additional options in the total', async () => {
    const without = (await call('/api/calculateprice', { body: bookingBody() })).json;
    const withParking = await call('/api/calculateprice', {
      body: bookingBody({ additional_options: [{ additional_option_id: 11, num: 2 }] }),
    });
    expect(withParking.json.options).toEqual([
      expect.objectContaining({
        additional_option_id: 11,
        num: 2,
        amount: withParking.json.options[0].unit_price * 2,
      }),
    ]);
    expect(withParking.json.subtotal_include_tax - without.subtotal_include_tax).toBe(
      withParking.json.options[0].amount,
    );
  });

  it('offers the prepaid methods, and never pay at the hotel, for a prepayment-only plan', async () => {
    const res = await call('/api/calculateprice', { body: bookingBody({ plan_id: 104 }) });
    expect(res.status).toBe(200);
    expect(res.json.payment_methods).toEqual(expect.arrayContaining(['card', 'jtb']));
    expect(res.json.payment_methods).not.toContain('local');
  });

  it('refuses a room without an adult, an empty room, and a child type the plan does not accept', async () => {
    const noAdult = await call('/api/calculateprice', {
      body: bookingBody({ rooms: [{ child_type_1: 2 }] }),
    });
    expect(noAdult.status).toBe(422);
    expect(noAdult.json.error.issues[0]).toMatchObject({ path: 'rooms.0', code: 'room_needs_adult' });
    const empty = await call('/api/calculateprice', { body: bookingBody({ rooms: [{}] }) });
    expect(empty.json.error.issues[0].code).toBe('people_zero');
    const notAccepted = await call('/api/calculateprice', {
      body: bookingBody({ plan_id: 102, rooms: [{ male_num: 1, child_type_3: 1 }] }),
    });
    expect(notAccepted.json.error.issues[0].code).toBe('child_type_not_accepted');
    const tooMany = await call('/api/calculateprice', { body: bookingBody({ rooms: [{ male_num: 9 }] }) });
    expect(tooMany.status).toBe(422);
  });

  it('answers 409 unavailable_date outside the booking window and for past dates', async () => {
    const past = await call('/api/calculateprice', {
      body: bookingBody({ checkin: tokyoDate(-3), checkout: tokyoDate(-1) }),
    });
    expect(past.status).toBe(409);
    expect(past.json.error.code).toBe('unavailable_date');
    const far = await call('/api/calculateprice', {
      body: bookingBody({ checkin: tokyoDate(400), checkout: tokyoDate(401) }),
    });
    expect(far.json.error.code).toBe('unavailable_date');
  });

  it('answers 422 for a checkout before the checkin and for an impossible date', async () => {
    const res = await call('/api/calculateprice', {
      body: bookingBody({ checkin: tokyoDate(10), checkout: tokyoDate(9) }),
    });
    expect(res.status).toBe(422);
    expect(res.json.error.issues[0]).toMatchObject({ path: 'checkout', code: 'checkout_before_checkin' });
    const bad = await call('/api/calculateprice', { body: bookingBody({ checkin: '2027-02-30' }) });
    expect(bad.json.error.issues[0]).toMatchObject({ path: 'checkin', code: 'invalid_date' });
  });

  it('answers 404 for a room the plan does not sell and a plan of another hotel', async () => {
    expect((await call('/api/calculateprice', { body: bookingBody({ room_id: 201 }) })).json.error.code).toBe(
      'room_not_found',
    );
    expect((await call('/api/calculateprice', { body: bookingBody({ plan_id: 201 }) })).json.error.code).toBe(
      'plan_not_found',
    );
  });

  it('answers 404 for a room of the same hotel that the plan does not sell', async () => {
    const world = await bookableHotel();
    const unsold = await createRoom(testDb(), { hotel_id: world.hotel.hotel_id });
    const res = await call('/api/calculateprice', {
      body: bookingBodyIn(world, { room_id: unsold.room_id }),
    });
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe('room_not_found');
    const sold = await call('/api/calculateprice', { body: bookingBodyIn(world) });
    expect(sold.status, 'the room the plan sells is priced').toBe(200);
  });

  it('refuses a stay on the plan’s own closed date, not on another plan’s', async () => {
    const world = await bookableHotel();
    const closing = await createPricedPlan(testDb(), world, { closed_dates: [tokyoDate(41)] });
    const body = bookingBodyIn(world, { checkin: tokyoDate(40), checkout: tokyoDate(42) });
    expect((await call('/api/calculateprice', { body })).status, 'another plan’s closed date').toBe(200);
    const closed = await call('/api/calculateprice', { body: { ...body, plan_id: closing.plan_id } });
    expect(closed.status).toBe(409);
  });

  it('prices a child by the plan’s own child price where the plan sets one, not the hotel’s', async () => {
    const hotelDefault = await env.DB.prepare(
      'SELECT price_mode, price_value FROM child_types WHERE hotel_id = 1 AND child_type = 1',
    ).first();
    expect(hotelDefault, 'the hotel’s own rule differs from the plan’s 60%').not.toEqual({
      price_mode: 'percent',
      price_value: 60,
    });
    const body = bookingBody({ plan_id: 102, answers: [] });
    const res = await call('/api/calculateprice', { body });
    expect(res.status, res.text).toBe(200);
    const prices = await call('/api/getprices', {
      body: { plan_id: 102, room_id: 101, checkin: body.checkin, checkout: body.checkout, adults: 2 },
    });
    expect(res.json.nights).toEqual(
      prices.json.nights.map((n: { date: string; price_per_adult: number }) => ({
        date: n.date,
        amount_include_tax: n.price_per_adult * 2 + Math.floor((n.price_per_adult * 60) / 100),
      })),
    );
  });

  it('refuses any coupon code while the hotel has no coupons', async () => {
    const res = await call('/api/calculateprice', { body: bookingBody({ coupon_code: 'WINTER' }) });
    expect(res.status).toBe(422);
    expect(res.json.error.code).toBe('unusable_coupon');
  });
});

describe('book', () => {
  it('writes the reservation, takes every night’s stock and queues the confirmation mail', async () => {
    const body = bookingBody({
      checkin: tokyoDate(40),
      checkout: tokyoDate(42),
      user: { ...bookingBody().user, mail1: 'book1@example.com' },
    });
    const before = await remaining(1, 101, body.checkin, tokyoDate(41));
    const price = (await call('/api/calculateprice', { body })).json;
    const res = await call('/api/book', { body });
    expect(res.status, res.text).toBe(201);
    expect(res.json).toMatchObject({
      status: 'booking',
      amount_due: price.amount_due,
      total_include_tax: price.total_include_tax,
    });
    expect(res.json.display_id).toMatch(/^[2-9A-HJKMNP-Z]{10}$/);
    expect(await remaining(1, 101, body.checkin, tokyoDate(41)), 'one room taken each night').toEqual(
      before.map((n) => n - 1),
    );

    const row = await env.DB.prepare('SELECT * FROM reservations WHERE reservation_id = ?')
      .bind(res.json.reservation_id)
      .first();
    expect(row).toMatchObject({
      display_id: res.json.display_id,
      status: 'booking',
      stay_start_date: body.checkin,
      stay_end_date: body.checkout,
      room_count: 1,
      user_mail1: 'book1@example.com',
      user_last_name_kana: 'サトウ',
      amount_due: price.amount_due,
      total_exclude_tax: price.total_exclude_tax,
      payment_method: 'local',
      checkin_time: '16:00',
    });
    const rooms = await env.DB.prepare('SELECT * FROM reservation_rooms WHERE reservation_id = ?')
      .bind(res.json.reservation_id)
      .all();
    expect(rooms.results).toEqual([
      expect.objectContaining({ male_num: 1, female_num: 1, child_type_1: 1, child_type_2: 0 }),
    ]);
    const nights = await env.DB.prepare(
      'SELECT sum(amount_include_tax) AS s FROM reservation_nights WHERE reservation_id = ?',
    )
      .bind(res.json.reservation_id)
      .first();
    expect(nights?.s).toBe(price.subtotal_include_tax);
    const answers = await env.DB.prepare('SELECT * FROM reservation_answers WHERE reservation_id = ?')
      .bind(res.json.reservation_id)
      .all();
    expect(answers.results[0]).toMatchObject({ question_id: 11, choice_id: 2 });
    const mail = await env.DB.prepare('SELECT * FROM mail_outbox WHERE reservation_id = ?')
      .bind(res.json.reservation_id)
      .first();
    expect(mail).toMatchObject({ to_address: 'book1@example.com', status: 'pending', lang: 'ja' });
    expect(String(mail?.body_text)).toContain(res.json.display_id);
  });

  it('books several rooms: stock falls by the room count', async () => {
    const body = bookingBody({
      checkin: tokyoDate(45),
      checkout: tokyoDate(46),
      rooms: [{ male_num: 2 }, { female_num: 1 }, { male_num: 1, female_num: 1 }],
    });
    const [before] = await remaining(1, 101, body.checkin, body.checkin);
    const res = await call('/api/book', { body });
    expect(res.status, res.text).toBe(201);
    expect((await remaining(1, 101, body.checkin, body.checkin))[0]).toBe((before ?? 0) - 3);
  });

  it('refuses what the plan does not allow, writing nothing', async () => {
    const count = async () => (await env.DB.prepare('SELECT count(*) AS n FROM reservations').first())?.n;
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ answers: [] }, 'mandatory_question'],
      [{ answers: [{ question_id: 11, choice_id: 9 }] }, 'invalid_choice'],
      [{ checkin_time: '23:00' }, 'select_checkin_time'],
      [{ plan_id: 102, answers: [], payment_method: 'card' }, 'payment_method_unavailable'],
      [{ agree: false }, 'agree_required'],
      [{ user: { ...bookingBody().user, last_name_kana: '' } }, 'required'],
      [{ user: { ...bookingBody().user, last_name_kana: 'さとう' } }, 'katakana_only'],
      [{ lang: 'en', user: { ...bookingBody().user } }, 'alphabet_only'],
      [{ user: { ...bookingBody().user, mail1: 'not-an-email' } }, 'invalid_email'],
      [{ user: { ...bookingBody().user, tel1: '12' } }, 'invalid_tel'],
      [{ user: { ...bookingBody().user, postcode: '1234' } }, 'invalid_postcode'],
      [{ user: { ...bookingBody().user, prefecture: 'JP-48' } }, 'invalid_prefecture'],
    ];
    for (const [overrides, code] of cases) {
      const res = await call('/api/book', { body: bookingBody(overrides) });
      expect(res.status, code).toBe(422);
      expect(
        res.json.error.issues.map((i: { code: string }) => i.code),
        `${code}: ${res.text}`,
      ).toContain(code);
    }
    const prepaid = await call('/api/book', { body: bookingBody({ plan_id: 104 }) });
    expect(prepaid.json.error.issues[0].code).toBe('payment_method_unavailable');
    expect(await count(), 'nothing written').toBe(before);
  });

  it('accepts an English booking with Latin names and keeps its language', async () => {
    const res = await call('/api/book', {
      body: bookingBody({
        lang: 'en',
        checkin: tokyoDate(50),
        checkout: tokyoDate(51),
        user: {
          last_name: 'Smith',
          first_name: 'Anna Marie',
          mail1: 'anna@example.com',
          tel1: '+44 20 7946 0958'.replaceAll(' ', ''),
        },
      }),
    });
    expect(res.status, res.text).toBe(201);
    const row = await env.DB.prepare('SELECT lang FROM reservations WHERE display_id = ?')
      .bind(res.json.display_id)
      .first();
    expect(row?.lang).toBe('en');
  });

  it('books foreign guests with their phone numbers as typed and stores them normalised', async () => {
    const typed: [string, string][] = [
      ['+1 415 555 0100', '+14155550100'],
      ['(415) 555-0100', '+14155550100'],
      ['+82 10-1234-5678', '+821012345678'],
      ['+81 90-1234-5678', '090-1234-5678'],
      ['０８０（１１１１）２２２２', '080-1111-2222'],
    ];
    for (const [i, [tel1, stored]] of typed.entries()) {
      const res = await call('/api/book', {
        body: bookingBody({
          lang: 'en',
          checkin: tokyoDate(52 + i),
          checkout: tokyoDate(53 + i),
          user: { last_name: 'Smith', first_name: 'Anna', mail1: 'anna@example.com', tel1 },
        }),
      });
      expect(res.status, `${tel1}: ${res.text}`).toBe(201);
      const row = await env.DB.prepare('SELECT user_tel1 FROM reservations WHERE display_id = ?')
        .bind(res.json.display_id)
        .first();
      expect(row?.user_tel1, `${tel1} is stored normalised`).toBe(stored);
    }
  });

  it('refuses a phone number it cannot read with invalid_tel on the field', async () => {
    const res = await call('/api/book', {
      body: bookingBody({ user: { ...bookingBody().user, tel1: '555-0100' } }),
    });
    expect(res.status).toBe(422);
    expect(res.json.error.issues).toEqual([
      expect.objectContaining({ path: 'user.tel1', code: 'invalid_tel' }),
    ]);
  });

  it('refuses control characters, bidi overrides and lone surrogates in names, writing nothing', async () => {
    const before = await env.DB.prepare('SELECT count(*) AS n FROM reservations').first();
    for (const [field, value] of [
      ['last_name', '佐\u202E藤'],
      ['first_name', '太\uD800'],
      ['address', '千代田\u0000'],
    ] as const) {
      const res = await call('/api/book', {
        body: bookingBody({ user: { ...bookingBody().user, [field]: value } }),
      });
      expect(res.status, field).toBe(422);
      expect(res.json.error.issues, field).toEqual([
        expect.objectContaining({ path: `user.${field}`, code: 'invalid_characters' }),
      ]);
    }
    const after = await env.DB.prepare('SELECT count(*) AS n FROM reservations').first();
    expect(after?.n, 'no reservation is written').toBe(before?.n);
  });

  it('takes nothing when the third night of a three-night stay is sold out', async () => {
    const [n1, n3] = [tokyoDate(60), tokyoDate(62)];
    // Two rooms on the first two nights, none on the third (the hotel sells from n1 on).
    const world = await bookableHotel({ from: n1, nights: 4, stock: 2 });
    const { hotel_id } = world.hotel;
    const { room_id } = world.room;
    await env.DB.prepare('UPDATE room_stocks SET stock = 0 WHERE room_id = ? AND date = ?')
      .bind(room_id, n3)
      .run();
    const before = await remaining(hotel_id, room_id, n1, n3);
    expect(before, 'the first two nights have rooms, the third none').toEqual([2, 2, 0]);
    const body = bookingBodyIn(world, { checkin: n1, checkout: tokyoDate(63), rooms: [{ male_num: 1 }] });
    const twoNights = await call('/api/calculateprice', { body: { ...body, checkout: n3 } });
    expect(twoNights.status, 'the first two nights alone can be booked').toBe(200);
    const res = await call('/api/book', { body });
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe('unavailable_date');
    expect(await remaining(hotel_id, room_id, n1, n3), 'no night taken').toEqual(before);
  });

  it('shows no bookable plan for a paused hotel and refuses its bookings', async () => {
    const world = await bookableHotel({ hotel: { status: 'pause' } });
    const plans = await call(`/api/getplans?hotel_id=${world.hotel.hotel_id}`);
    expect(plans.json.plans).toEqual([]);
    const res = await call('/api/calculateprice', { body: bookingBodyIn(world) });
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe('hotel_paused');
  });
});

describe('booking as a member', () => {
  it('takes the hotel’s member discount off the tax-excluded total and files the booking under the member', async () => {
    const { signIn } = await import('../../../test/helpers');
    const { access_token } = await signIn('user', 'guest@example.com');
    const body = bookingBody({ checkin: tokyoDate(95), checkout: tokyoDate(97) });
    const guest = (await call('/api/calculateprice', { body })).json;
    const member = await call('/api/calculateprice', { body, token: access_token });
    expect(member.status, member.text).toBe(200);
    const discount = Math.floor((guest.total_exclude_tax * 10) / 100);
    expect(member.json.discount).toBe(discount);
    expect(member.json.discounts).toEqual([{ kind: 'member', name: 'member', amount: discount }]);
    expect(member.json.total_exclude_tax_discounted).toBe(guest.total_exclude_tax - discount);
    expect(member.json.total_include_tax).toBe(
      member.json.total_exclude_tax_discounted + Math.floor(member.json.total_exclude_tax_discounted / 10),
    );
    expect(member.json.amount_due).toBeLessThan(guest.amount_due);

    const booked = await call('/api/book', { body, token: access_token });
    expect(booked.status, booked.text).toBe(201);
    expect(booked.json.amount_due).toBe(member.json.amount_due);
    const row = await env.DB.prepare(
      'SELECT member_id, member_discount, discount FROM reservations WHERE reservation_id = ?',
    )
      .bind(booked.json.reservation_id)
      .first();
    expect(row).toEqual({ member_id: 1, member_discount: discount, discount });
  });

  it('gives a member no discount at a hotel without one, while another hotel has one', async () => {
    const { signIn } = await import('../../../test/helpers');
    const { access_token } = await signIn('user', 'guest@example.com');
    const body = bookingBody({ hotel_id: 2, plan_id: 201, room_id: 201, answers: [] });
    const guest = await call('/api/calculateprice', { body });
    expect(guest.status, guest.text).toBe(200);
    const member = await call('/api/calculateprice', { body, token: access_token });
    expect(member.json.discount).toBe(0);
    expect(member.json.amount_due).toBe(guest.json.amount_due);
  });

  it('gives no member discount while the hotel has turned it off', async () => {
    const { signIn } = await import('../../../test/helpers');
    const { access_token } = await signIn('user', 'guest@example.com');
    const world = await bookableHotel();
    await createMemberDiscount(testDb(), { hotel_id: world.hotel.hotel_id, value: 10, is_active: false });
    const body = bookingBodyIn(world);
    const guest = (await call('/api/calculateprice', { body })).json;
    const member = await call('/api/calculateprice', { body, token: access_token });
    expect(member.status, member.text).toBe(200);
    expect(member.json.discount).toBe(0);
    expect(member.json.amount_due).toBe(guest.amount_due);
  });

  it('answers 401 for a broken token rather than pricing silently without the discount', async () => {
    const res = await call('/api/calculateprice', { body: bookingBody(), token: 'not.a.token' });
    expect(res.status).toBe(401);
  });
});
