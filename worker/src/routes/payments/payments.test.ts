import { env } from 'cloudflare:test';
import { createDb } from '@tomaru/db/client';
import { findPaymentByOrder } from '@tomaru/db/queries/payments';
import { createStaffAccount } from '@tomaru/db/seed/factories';
import { afterEach, describe, expect, it } from 'vitest';
import { call, signIn } from '../../../test/helpers';
import {
  bookPrepaid,
  cardToken,
  epsilonNotify,
  eventsOf,
  jtbLinkOf,
  mailsOf,
  prepaidWorld,
  removeTestBookings,
  reservation,
  runCron,
  SIM,
  sim,
  soldOn,
  status,
} from '../../../test/payments';
import { bookingBodyIn, signInAs, testDb, type World } from '../../../test/world';
import { publicOrigin } from '../../lib/public-origin';
import { startAtProvider } from '../../payments/payment.service';

// Each test books in a hotel of its own and leaves nothing for the next test's cron. The exactly-once
// and racing tests are in payments-concurrency.test.ts.
afterEach(removeTestBookings);

describe('prepaid booking through Epsilon', () => {
  it('holds the room while the guest pays, and books it only on Epsilon’s own confirmation', async () => {
    const world = await prepaidWorld({ stock: 3 });
    const booked = await bookPrepaid(world, 'epsilon');
    expect(booked.status).toBe('payment_processing');
    expect(booked.payment.redirect_url, 'the guest is sent to Epsilon’s page').toContain(`${SIM()}/epsilon/`);
    expect(await soldOn(world), 'the room is held while the guest pays').toBe(2 * 1);
    expect(await mailsOf(booked.reservation_id), 'no confirmation before the money').toEqual([]);

    // The browser's return alone (result=1 in the URL) is not a payment: nothing was paid.
    const early = await status(booked.payment.order_number, booked.payment.key, true);
    expect(early.json.status).toBe('payment_processing');

    const paid = await sim('/__sim/pay', { provider: 'epsilon', order_number: booked.payment.order_number });
    expect(paid.status).toBe(200);
    const notified = await epsilonNotify(booked.payment.order_number);
    expect(notified.status).toBe(200);
    expect(notified.text, 'Epsilon is answered as it expects').toBe('1');

    expect((await reservation(booked.reservation_id))?.status).toBe('booking');
    const mails = await mailsOf(booked.reservation_id);
    expect(mails.filter((m) => m.to_address === booked.mail)).toHaveLength(1);
    expect(mails.find((m) => m.to_address === booked.mail)?.subject).toContain('お支払い完了');
    expect(
      mails.filter((m) => m.kind === 'hotel_booking'),
      'the hotel hears of a paid booking',
    ).toHaveLength(1);
    expect(await eventsOf(booked.reservation_id)).toEqual(['held', 'registered', 'paid']);
    const after = await status(booked.payment.order_number, booked.payment.key);
    expect(after.json.payment.state).toBe('paid');
    expect(after.json.payment.deadline).toBeNull();
  });

  it('ignores a forged notification: nothing paid at Epsilon, nothing booked', async () => {
    const world = await prepaidWorld();
    const booked = await bookPrepaid(world, 'epsilon');
    const forged = await epsilonNotify(booked.payment.order_number, { state: '1', item_price: '1' });
    expect(forged.status).toBe(200);
    expect((await reservation(booked.reservation_id))?.status).toBe('payment_processing');
    expect(await mailsOf(booked.reservation_id)).toEqual([]);
    // An unknown order is acknowledged and ignored; an address off the allow-list is refused.
    expect((await epsilonNotify('TMUNKNOWN0000000000')).status).toBe(200);
    expect((await epsilonNotify(booked.payment.order_number, {}, '203.0.113.9')).status).toBe(403);
  });

  it('books a notification that comes before the payment only once the payment is made (reordered)', async () => {
    const world = await prepaidWorld();
    const booked = await bookPrepaid(world, 'epsilon');
    const t0 = Math.floor(Date.now() / 1000);
    await epsilonNotify(booked.payment.order_number, {}, '127.0.0.1', t0);
    expect((await reservation(booked.reservation_id))?.status).toBe('payment_processing');
    await sim('/__sim/pay', { provider: 'epsilon', order_number: booked.payment.order_number });
    await epsilonNotify(booked.payment.order_number, {}, '127.0.0.1', t0 + 5);
    expect((await reservation(booked.reservation_id))?.status).toBe('booking');
  });

  it('does not book a payment whose amount differs from the reservation’s, and records why', async () => {
    const world = await prepaidWorld();
    const booked = await bookPrepaid(world, 'epsilon');
    await sim('/__sim/pay', { provider: 'epsilon', order_number: booked.payment.order_number });
    // What we asked for no longer matches what Epsilon took (a tampered order).
    await env.DB.prepare('UPDATE payments SET amount = amount + 1 WHERE order_number = ?')
      .bind(booked.payment.order_number)
      .run();
    await epsilonNotify(booked.payment.order_number);
    expect((await reservation(booked.reservation_id))?.status).toBe('payment_processing');
    expect(await eventsOf(booked.reservation_id)).toContain('amount_mismatch');
    expect(await mailsOf(booked.reservation_id)).toEqual([]);
  });
});

describe('the hold’s deadline', () => {
  it('expires an unpaid hold: payment_canceled, the room back, the guest told', async () => {
    const world = await prepaidWorld({ stock: 2 });
    const before = await soldOn(world);
    const booked = await bookPrepaid(world, 'epsilon');
    const row = await reservation(booked.reservation_id);
    await runCron((row?.payment_deadline_at as number) + 1);
    expect((await reservation(booked.reservation_id))?.status).toBe('payment_canceled');
    expect(await soldOn(world), 'the stock is returned').toBe(before);
    const mails = await mailsOf(booked.reservation_id);
    expect(mails.map((m) => m.kind)).toEqual(['reservation_payment_expired']);
    // Nothing is cancelled at Epsilon for an unpaid order (a cancel racing the guest's payment would
    // give the money back for a held room): a notification with nothing paid books nothing…
    const orders = (await sim('/__sim/orders?provider=epsilon')).json.orders as {
      order_number: string;
      state: number;
    }[];
    expect(
      orders.find((o) => o.order_number === booked.payment.order_number)?.state,
      'no cancel sent to Epsilon for an unpaid order',
    ).not.toBe(9);
    await epsilonNotify(booked.payment.order_number);
    expect((await reservation(booked.reservation_id))?.status).toBe('payment_canceled');
    // …and a guest who pays the old page after all gets the room again while it is free, once.
    const later = (row?.payment_deadline_at as number) + 120;
    await sim('/__sim/pay', { provider: 'epsilon', order_number: booked.payment.order_number });
    await epsilonNotify(booked.payment.order_number, {}, '127.0.0.1', later);
    await epsilonNotify(booked.payment.order_number, {}, '127.0.0.1', later);
    expect((await reservation(booked.reservation_id))?.status).toBe('booking');
    expect(await soldOn(world), 'the room is taken again, once').toBe(before + 2);
    expect(await eventsOf(booked.reservation_id)).toContain('late_paid_rebooked');
  });

  it('books, rather than expires, a hold whose payment was made but never notified', async () => {
    const world = await prepaidWorld();
    const booked = await bookPrepaid(world, 'epsilon');
    await sim('/__sim/pay', { provider: 'epsilon', order_number: booked.payment.order_number });
    const row = await reservation(booked.reservation_id);
    await runCron((row?.payment_deadline_at as number) + 1);
    expect((await reservation(booked.reservation_id))?.status).toBe('booking');
    expect((await mailsOf(booked.reservation_id)).map((m) => m.kind)).not.toContain(
      'reservation_payment_expired',
    );
  });

  it('lets the guest give up: the room is released at once', async () => {
    const world = await prepaidWorld({ stock: 1 });
    const booked = await bookPrepaid(world, 'epsilon');
    const res = await call('/api/cancelpayment', {
      body: { order_number: booked.payment.order_number, key: booked.payment.key },
    });
    expect(res.status, res.text).toBe(200);
    expect((await reservation(booked.reservation_id))?.status).toBe('payment_canceled');
    expect(await soldOn(world)).toBe(0);
    const [mail] = await mailsOf(booked.reservation_id);
    expect(mail?.subject, 'told it was their own doing, not a missed deadline').toContain(
      'お支払い前のご予約を取り消しました',
    );
  });
});

describe('prepaid booking by card', () => {
  it('sends the guest to the card form, declines a bad card with its reason, and books on a good one', async () => {
    const world = await prepaidWorld({ epsilon: false });
    const booked = await bookPrepaid(world, 'card');
    expect(booked.payment.redirect_url).toMatch(/\/payment\?order=TM[A-Z0-9]+$/);
    const form = await status(booked.payment.order_number, booked.payment.key);
    expect(form.json.card.public_key).toBeTruthy();
    expect(form.json.payment.can_retry).toBe(true);

    const declined = await call('/api/paycard', {
      body: {
        order_number: booked.payment.order_number,
        key: booked.payment.key,
        card_token: await cardToken('4000000000000002'),
      },
    });
    expect(declined.status, declined.text).toBe(402);
    expect(declined.json.error.code).toBe('card_declined');
    expect((await reservation(booked.reservation_id))?.status, 'the hold stays for a retry').toBe(
      'payment_processing',
    );

    const ok = await call('/api/paycard', {
      body: {
        order_number: booked.payment.order_number,
        key: booked.payment.key,
        card_token: await cardToken(),
      },
    });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.json.status).toBe('booking');
    expect((await reservation(booked.reservation_id))?.status).toBe('booking');
    const paid = await env.DB.prepare(
      "SELECT count(*) AS n FROM payments WHERE reservation_id = ? AND state = 'paid'",
    )
      .bind(booked.reservation_id)
      .first<{ n: number }>();
    expect(paid?.n, 'one paid attempt').toBe(1);
  });

  it('charges a token sent with the booking in one step', async () => {
    const world = await prepaidWorld({ epsilon: false });
    const booked = await bookPrepaid(world, 'card', { card_token: await cardToken() });
    expect(booked.status).toBe('booking');
  });

  it('refunds the card when the guest cancels a prepaid stay without a fee', async () => {
    const world = await prepaidWorld({ epsilon: false });
    const booked = await bookPrepaid(world, 'card', { card_token: await cardToken() });
    const res = await call('/api/cancelbooking', { body: { code: booked.display_id, email: booked.mail } });
    expect(res.status, res.text).toBe(200);
    const payment = await env.DB.prepare(
      'SELECT state, refunded_amount, amount FROM payments WHERE reservation_id = ?',
    )
      .bind(booked.reservation_id)
      .first<{ state: string; refunded_amount: number; amount: number }>();
    expect(payment?.refunded_amount).toBe(payment?.amount);
    expect((await mailsOf(booked.reservation_id)).map((m) => m.kind)).toContain('reservation_refund');
    const lookup = await call(
      `/api/getbookingbycode?code=${booked.display_id}&email=${encodeURIComponent(booked.mail)}`,
    );
    expect(lookup.json.payment, 'the guest sees what came back').toMatchObject({
      state: 'canceled',
      refunded_amount: booked.amount_due,
      refund_by_hotel: false,
    });
  });

  it('gives back exactly the amount less the fee when the hotel cancels a prepaid stay with a fee', async () => {
    const world = await prepaidWorld({ epsilon: false });
    const booked = await bookPrepaid(world, 'card', { card_token: await cardToken() });
    const staff = await createStaffAccount(testDb(), { kind: 'hotel', entity_id: world.hotel.hotel_id });
    const { access_token } = await signInAs(staff);
    const fee = 3_000;
    const res = await call('/api/api/cancelbooking', {
      body: { reservation_id: booked.reservation_id, cancel_fee: fee },
      token: access_token,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.cancel_fee).toBe(fee);
    const payment = await env.DB.prepare(
      'SELECT state, amount, refunded_amount, order_number FROM payments WHERE reservation_id = ?',
    )
      .bind(booked.reservation_id)
      .first<{ state: string; amount: number; refunded_amount: number; order_number: string }>();
    expect(payment, 'the fee is kept, the rest given back').toMatchObject({
      state: 'refunded',
      amount: booked.amount_due,
      refunded_amount: booked.amount_due - fee,
    });
    const charges = (await sim(`/__sim/orders?provider=card`)).json.orders as {
      order_number: string;
      amount_refunded: number;
    }[];
    expect(
      charges.find((c) => c.order_number === payment?.order_number)?.amount_refunded,
      'the card is refunded that much at the gateway',
    ).toBe(booked.amount_due - fee);
    expect((await mailsOf(booked.reservation_id)).map((m) => m.kind)).toContain('reservation_refund');
  });

  it('answers the same 404 to a wrong key as to an unknown order', async () => {
    const world = await prepaidWorld({ epsilon: false });
    const booked = await bookPrepaid(world, 'card');
    const wrong = await status(booked.payment.order_number, 'x'.repeat(32));
    expect(wrong.status).toBe(404);
    expect(wrong.json.error.code).toBe('payment_not_found');
    expect((await status('TMNOSUCHORDER000000', booked.payment.key)).status).toBe(404);
  });
});

describe('switching method while the room is held', () => {
  const methodOf = async (id: number) =>
    (
      await env.DB.prepare('SELECT payment_method FROM reservations WHERE reservation_id = ?')
        .bind(id)
        .first<{ payment_method: string }>()
    )?.payment_method;
  const attemptCount = async (id: number) =>
    (
      await env.DB.prepare('SELECT count(*) AS n FROM payments WHERE reservation_id = ?')
        .bind(id)
        .first<{ n: number }>()
    )?.n;
  /** A card charge sent to the gateway at `at`, its answer not back yet (another tab's Pay). */
  const chargeSent = (order: string, at: number) =>
    env.DB.prepare(
      "INSERT INTO payment_events (payment_id, reservation_id, kind, detail, created_at) SELECT payment_id, reservation_id, 'charge_sent', '{}', ? FROM payments WHERE order_number = ?",
    )
      .bind(at, order)
      .run();
  const attemptRow = (order: string) =>
    env.DB.prepare('SELECT method, state, refunded_amount FROM payments WHERE order_number = ?')
      .bind(order)
      .first<{ method: string; state: string; refunded_amount: number }>();

  it('lets a guest whose card was declined pay through Epsilon instead, and books it as Epsilon', async () => {
    const world = await prepaidWorld();
    const booked = await bookPrepaid(world, 'card');
    const { order_number, key } = booked.payment;
    const declined = await call('/api/paycard', {
      body: { order_number, key, card_token: await cardToken('4000000000000002') },
    });
    expect(declined.status).toBe(402);
    const offered = await status(order_number, key);
    expect(offered.json.payment.methods, 'the plan’s prepaid methods the hotel takes').toEqual([
      'card',
      'epsilon',
      'jtb',
    ]);

    const switched = await call('/api/retrypayment', { body: { order_number, key, method: 'epsilon' } });
    expect(switched.status, switched.text).toBe(200);
    expect(switched.json.redirect_url, 'to Epsilon’s page').toContain(`${SIM()}/epsilon/`);
    const epsilonOrder = switched.json.order_number as string;
    expect(await methodOf(booked.reservation_id)).toBe('epsilon');
    expect((await reservation(booked.reservation_id))?.status, 'still held').toBe('payment_processing');

    await sim('/__sim/pay', { provider: 'epsilon', order_number: epsilonOrder });
    expect((await epsilonNotify(epsilonOrder)).status).toBe(200);
    expect((await reservation(booked.reservation_id))?.status).toBe('booking');
    expect(await methodOf(booked.reservation_id)).toBe('epsilon');
    const lookup = await call(
      `/api/getbookingbycode?code=${booked.display_id}&email=${encodeURIComponent(booked.mail)}`,
    );
    expect(lookup.json.reservation.payment_method, 'the lookup names the method that paid').toBe('epsilon');
    expect(lookup.json.payment).toMatchObject({ method: 'epsilon', state: 'paid' });
    expect(await eventsOf(booked.reservation_id)).toEqual([
      'held',
      'charge_sent',
      'declined',
      'method_changed',
      'registered',
      'paid',
    ]);
    const confirmations = (await mailsOf(booked.reservation_id)).filter((m) => m.to_address === booked.mail);
    expect(confirmations, 'one confirmation, once paid').toHaveLength(1);
  });

  it('refuses a method the plan does not offer here, and changes nothing', async () => {
    const world = await prepaidWorld({ epsilon: false });
    const booked = await bookPrepaid(world, 'jtb');
    const { order_number, key } = booked.payment;
    const offered = await status(order_number, key);
    expect(offered.json.payment.methods, 'no Epsilon without a contract').toEqual(['card', 'jtb']);
    const refused = await call('/api/retrypayment', { body: { order_number, key, method: 'epsilon' } });
    expect(refused.status, refused.text).toBe(422);
    expect(refused.json.error.code).toBe('payment_method_unavailable');
    const junk = await call('/api/retrypayment', { body: { order_number, key, method: 'local' } });
    expect(junk.status, 'pay at the hotel is not a switch: the hold is for a prepaid stay').toBe(422);
    expect(await methodOf(booked.reservation_id)).toBe('jtb');
    expect(await attemptCount(booked.reservation_id), 'no new attempt').toBe(1);
  });

  it('switches to the card form, and gives back an Epsilon page paid after the card booked the room', async () => {
    const world = await prepaidWorld();
    const booked = await bookPrepaid(world, 'epsilon');
    const { order_number, key } = booked.payment;
    const switched = await call('/api/retrypayment', { body: { order_number, key, method: 'card' } });
    expect(switched.status, switched.text).toBe(200);
    expect(switched.json.redirect_url, 'our card form, for the new attempt').toMatch(
      new RegExp(`/payment\\?order=${switched.json.order_number}$`),
    );
    const paid = await call('/api/paycard', {
      body: { order_number: switched.json.order_number, key, card_token: await cardToken() },
    });
    expect(paid.status, paid.text).toBe(200);
    expect(await methodOf(booked.reservation_id)).toBe('card');

    // The Epsilon page was still open in another tab and the guest paid it too.
    await sim('/__sim/pay', { provider: 'epsilon', order_number });
    expect((await epsilonNotify(order_number)).status).toBe(200);
    expect(await attemptRow(order_number), 'the second payment goes back whole').toMatchObject({
      method: 'epsilon',
      state: 'canceled',
      refunded_amount: booked.amount_due,
    });
    expect(await methodOf(booked.reservation_id), 'the card that booked it stays').toBe('card');
    expect((await reservation(booked.reservation_id))?.status).toBe('booking');
    const refundMails = (await mailsOf(booked.reservation_id)).filter((m) => m.kind === 'reservation_refund');
    expect(
      refundMails.map((m) => m.subject),
      'the guest is told of a duplicate given back, not of a cancelled booking',
    ).toEqual([expect.stringContaining('重複したお支払いのご返金')]);
    // Both were paid in the same second: the cron still knows which money booked the room.
    await runCron(Math.floor(Date.now() / 1000) + 600);
    expect(await attemptRow(switched.json.order_number), 'the card is kept').toMatchObject({
      method: 'card',
      state: 'paid',
      refunded_amount: 0,
    });
  });

  it('books by the old method when its page is paid after the switch, before the new one', async () => {
    const world = await prepaidWorld();
    const booked = await bookPrepaid(world, 'epsilon');
    const { order_number, key } = booked.payment;
    const switched = await call('/api/retrypayment', { body: { order_number, key, method: 'jtb' } });
    expect(switched.status, switched.text).toBe(200);
    expect(await methodOf(booked.reservation_id)).toBe('jtb');
    await sim('/__sim/pay', { provider: 'epsilon', order_number });
    expect((await epsilonNotify(order_number)).status).toBe(200);
    expect((await reservation(booked.reservation_id))?.status).toBe('booking');
    expect(await methodOf(booked.reservation_id), 'the method that paid, so a cancel refunds there').toBe(
      'epsilon',
    );
    const again = await call('/api/retrypayment', { body: { order_number, key, method: 'card' } });
    expect(again.status, 'nothing left to pay').toBe(409);
  });

  it('takes no card on a form replaced by another method, and shows each page where the payment is now', async () => {
    const world = await prepaidWorld();
    const booked = await bookPrepaid(world, 'card');
    const { order_number, key } = booked.payment;
    const declined = await call('/api/paycard', {
      body: { order_number, key, card_token: await cardToken('4000000000000069') },
    });
    expect(declined.status).toBe(402);
    const again = await call('/api/paycard', {
      body: { order_number, key, card_token: await cardToken('4000000000000002') },
    });
    expect(again.status).toBe(402);
    const seen = await status(order_number, key);
    expect(seen.json.payment, 'the latest decline, not the first').toMatchObject({
      failure_code: 'card_declined',
    });
    expect(seen.json.payment.order_number).not.toBe(order_number);
    // Another tab switched to Epsilon; the first tab's card form is still open.
    const switched = await call('/api/retrypayment', { body: { order_number, key, method: 'epsilon' } });
    expect(switched.status, switched.text).toBe(200);
    const charged = await call('/api/paycard', {
      body: { order_number, key, card_token: await cardToken() },
    });
    expect(charged.status, charged.text).toBe(409);
    expect(charged.json.error.code).toBe('payment_replaced');
    expect(await methodOf(booked.reservation_id)).toBe('epsilon');
    expect((await status(order_number, key)).json.payment).toMatchObject({
      method: 'epsilon',
      order_number: switched.json.order_number,
    });
    // Back to card from the failure page: a new card attempt, and its form takes the card.
    const back = await call('/api/retrypayment', { body: { order_number, key, method: 'card' } });
    expect(back.status, back.text).toBe(200);
    const paid = await call('/api/paycard', {
      body: { order_number: back.json.order_number, key, card_token: await cardToken() },
    });
    expect(paid.json).toMatchObject({ status: 'booking', payment_method: 'card' });
  });

  it('voids the booking’s other pages still waiting once one is paid', async () => {
    const world = await prepaidWorld();
    const booked = await bookPrepaid(world, 'epsilon');
    const { order_number, key } = booked.payment;
    const switched = await call('/api/retrypayment', { body: { order_number, key, method: 'card' } });
    expect(switched.status).toBe(200);
    // The guest went back to the Epsilon page and paid it there.
    await sim('/__sim/pay', { provider: 'epsilon', order_number });
    expect((await epsilonNotify(order_number)).status).toBe(200);
    expect((await reservation(booked.reservation_id))?.status).toBe('booking');
    expect(await attemptRow(switched.json.order_number), 'no card form left waiting').toMatchObject({
      state: 'failed',
    });
  });

  it('cancels at JTB a page registered after its attempt was voided, and sends the guest elsewhere', async () => {
    const world = await prepaidWorld({ epsilon: false });
    const booked = await bookPrepaid(world, 'card');
    const { order_number, key } = booked.payment;
    // A JTB attempt another tab's switch voided before JTB answered its registration.
    const jtbOrder = `TMV${crypto.randomUUID().replaceAll('-', '').slice(0, 17).toUpperCase()}`;
    await env.DB.prepare(
      "INSERT INTO payments (reservation_id, hotel_id, method, order_number, amount, state, failure_code, created_at, updated_at) SELECT reservation_id, hotel_id, 'jtb', ?, amount, 'failed', 'voided', created_at, updated_at FROM payments WHERE order_number = ?",
    )
      .bind(jtbOrder, order_number)
      .run();
    const db = createDb(env);
    const found = await findPaymentByOrder(db, jtbOrder);
    if (!found) throw new Error('no attempt');
    const now = Math.floor(Date.now() / 1000);
    const url = await startAtProvider({ db, env, now, origin: publicOrigin(env), requestId: 'test' }, found);
    expect(url, 'not a page to pay').toContain('/failpayment?order=');
    const row = await env.DB.prepare('SELECT provider_ref FROM payments WHERE order_number = ?')
      .bind(jtbOrder)
      .first<{ provider_ref: string | null }>();
    expect(row?.provider_ref, 'its page can be found at JTB').toBeTruthy();
    // JTB would not give a second payment back: the page is cancelled there at once.
    expect(await jtbLinkOf(jtbOrder), 'cancelled at JTB').toMatchObject({ status: 'canceled' });
    const paid = await sim('/__sim/pay', { provider: 'jtb', order_number: jtbOrder });
    expect(paid.json.outcome, 'its page takes no money').toBe('canceled');
    expect((await status(jtbOrder, key, true)).json.status).toBe('payment_processing');
  });

  it('refuses another card and giving up while a card charge is under way', async () => {
    const world = await prepaidWorld();
    const booked = await bookPrepaid(world, 'card');
    const { order_number, key } = booked.payment;
    const now = Math.floor(Date.now() / 1000);
    await chargeSent(order_number, now);
    const second = await call('/api/paycard', {
      body: { order_number, key, card_token: await cardToken() },
      now,
    });
    expect(second.status, second.text).toBe(409);
    expect(second.json.error.code).toBe('payment_in_progress');
    const giveUp = await call('/api/cancelpayment', { body: { order_number, key }, now });
    expect(giveUp.status, giveUp.text).toBe(409);
    expect(giveUp.json.error.code).toBe('payment_in_progress');
    expect((await reservation(booked.reservation_id))?.status, 'the room stays held').toBe(
      'payment_processing',
    );
  });

  it('finds a newer page paid in another tab when the return page of an older one asks', async () => {
    const world = await prepaidWorld();
    const booked = await bookPrepaid(world, 'epsilon');
    const { order_number, key } = booked.payment;
    const switched = await call('/api/retrypayment', { body: { order_number, key, method: 'jtb' } });
    await sim('/__sim/pay', { provider: 'jtb', order_number: switched.json.order_number });
    const seen = await status(order_number, key, true);
    expect(seen.json.status, 'booked on the JTB money, with no notification yet').toBe('booking');
    expect(seen.json.payment_method).toBe('jtb');
  });

  it('keeps the fee of a booking paid before the column that marks it when the guest cancels', async () => {
    const world = await prepaidWorld();
    const booked = await bookPrepaid(world, 'epsilon');
    await sim('/__sim/pay', { provider: 'epsilon', order_number: booked.payment.order_number });
    expect((await epsilonNotify(booked.payment.order_number)).status).toBe(200);
    await env.DB.prepare('UPDATE payments SET books_reservation = 0 WHERE reservation_id = ?')
      .bind(booked.reservation_id)
      .run();
    // A cancelled booking with a fee, as an older worker left it: only the rest goes back.
    await env.DB.prepare(
      "UPDATE reservations SET status = 'canceled', cancel_fee = 10000 WHERE reservation_id = ?",
    )
      .bind(booked.reservation_id)
      .run();
    await runCron(Math.floor(Date.now() / 1000) + 60);
    const row = await env.DB.prepare(
      'SELECT books_reservation, state, refunded_amount FROM payments WHERE order_number = ?',
    )
      .bind(booked.payment.order_number)
      .first<{ books_reservation: number; state: string; refunded_amount: number }>();
    expect(row?.books_reservation, 'marked as the booking’s money').toBe(1);
    expect(row?.state, 'not given back whole').not.toBe('canceled');
  });

  it('refuses a switch while a card charge is under way, and allows it once the charge is long gone', async () => {
    const world = await prepaidWorld();
    const booked = await bookPrepaid(world, 'card');
    const { order_number, key } = booked.payment;
    const now = Math.floor(Date.now() / 1000);
    // The guest pressed Pay in one tab; the gateway has not answered yet.
    await chargeSent(order_number, now);
    const refused = await call('/api/retrypayment', { body: { order_number, key, method: 'epsilon' }, now });
    expect(refused.status, refused.text).toBe(409);
    expect(refused.json.error.code).toBe('payment_in_progress');
    expect(await methodOf(booked.reservation_id)).toBe('card');
    const later = await call('/api/retrypayment', {
      body: { order_number, key, method: 'epsilon' },
      now: now + 61,
    });
    expect(later.status, later.text).toBe(200);
  });

  it('books on a newer page paid before its notice when the guest retries from an older page', async () => {
    const world = await prepaidWorld();
    const booked = await bookPrepaid(world, 'epsilon');
    const { order_number, key } = booked.payment;
    const switched = await call('/api/retrypayment', { body: { order_number, key, method: 'jtb' } });
    expect(switched.status, switched.text).toBe(200);
    await sim('/__sim/pay', { provider: 'jtb', order_number: switched.json.order_number });
    // Back in the first tab, before JTB's notification: no third page, the JTB money books it.
    const retry = await call('/api/retrypayment', { body: { order_number, key, method: 'card' } });
    expect(retry.status, retry.text).toBe(409);
    expect((await reservation(booked.reservation_id))?.status).toBe('booking');
    expect(await methodOf(booked.reservation_id)).toBe('jtb');
    expect(await attemptCount(booked.reservation_id), 'no new attempt').toBe(2);
  });

  it('keeps the money of a booking paid before the column that marks it, and gives back a second one', async () => {
    const world = await prepaidWorld();
    const booked = await bookPrepaid(world, 'epsilon');
    const { order_number, key } = booked.payment;
    const switched = await call('/api/retrypayment', { body: { order_number, key, method: 'jtb' } });
    await sim('/__sim/pay', { provider: 'jtb', order_number: switched.json.order_number });
    const jtb = await status(switched.json.order_number, key, true);
    expect(jtb.json.status).toBe('booking');
    // As an older worker left it: paid and booked, nothing marked.
    await env.DB.prepare('UPDATE payments SET books_reservation = 0 WHERE reservation_id = ?')
      .bind(booked.reservation_id)
      .run();
    await runCron(Math.floor(Date.now() / 1000) + 600);
    expect((await attemptRow(switched.json.order_number))?.state, 'the cron leaves it alone').toBe('paid');
    // The first page is paid too: that is the second payment, and only it goes back.
    await sim('/__sim/pay', { provider: 'epsilon', order_number });
    const later = Math.floor(Date.now() / 1000) + 1300; // after the cron's last look at it
    expect((await epsilonNotify(order_number, {}, '127.0.0.1', later)).status).toBe(200);
    expect(await attemptRow(order_number)).toMatchObject({
      state: 'canceled',
      refunded_amount: booked.amount_due,
    });
    expect(await attemptRow(switched.json.order_number)).toMatchObject({ state: 'paid', refunded_amount: 0 });
    expect((await reservation(booked.reservation_id))?.status).toBe('booking');
  });
});

describe('leaving a JTB page, whose money only the hotel could give back', () => {
  const attempts = async (id: number) =>
    (
      await env.DB.prepare('SELECT method, state FROM payments WHERE reservation_id = ? ORDER BY payment_id')
        .bind(id)
        .all<{ method: string; state: string }>()
    ).results;

  it('cancels the JTB page at JTB before the guest switches to card, so it can never be paid twice', async () => {
    const world = await prepaidWorld({ epsilon: false });
    const booked = await bookPrepaid(world, 'jtb');
    const { order_number, key } = booked.payment;
    const switched = await call('/api/retrypayment', { body: { order_number, key, method: 'card' } });
    expect(switched.status, switched.text).toBe(200);
    expect(await jtbLinkOf(order_number), 'void at JTB before the card form opens').toMatchObject({
      status: 'canceled',
    });
    const paid = await call('/api/paycard', {
      body: { order_number: switched.json.order_number, key, card_token: await cardToken() },
    });
    expect(paid.json).toMatchObject({ status: 'booking', payment_method: 'card' });
    // The JTB page still open in another tab: JTB takes no money there.
    const late = await sim('/__sim/pay', { provider: 'jtb', order_number });
    expect(late.json.outcome).toBe('canceled');
    expect(await eventsOf(booked.reservation_id)).not.toContain('refund_by_hotel');
    expect(await eventsOf(booked.reservation_id)).toContain('canceled_at_provider');
  });

  it('cancels the old JTB page before a new JTB page is made', async () => {
    const world = await prepaidWorld({ epsilon: false });
    const booked = await bookPrepaid(world, 'jtb');
    const { order_number, key } = booked.payment;
    const again = await call('/api/retrypayment', { body: { order_number, key } });
    expect(again.status, again.text).toBe(200);
    expect(await jtbLinkOf(order_number)).toMatchObject({ status: 'canceled' });
    expect(await jtbLinkOf(again.json.order_number), 'the new page is open').toMatchObject({
      status: 'unpaid',
    });
  });

  it('refuses the switch, and changes nothing, when JTB cannot confirm the page is void', async () => {
    const world = await prepaidWorld({ epsilon: false });
    const booked = await bookPrepaid(world, 'jtb');
    const { order_number, key } = booked.payment;
    // JTB does not know the link (as when it cannot be reached): it cannot say the page is void.
    await env.DB.prepare("UPDATE payments SET provider_ref = 'lnk_unknown' WHERE order_number = ?")
      .bind(order_number)
      .run();
    const refused = await call('/api/retrypayment', { body: { order_number, key, method: 'card' } });
    expect(refused.status, refused.text).toBe(503);
    expect(refused.json.error.code).toBe('payment_switch_refused');
    expect(await attempts(booked.reservation_id), 'no new page to pay').toEqual([
      { method: 'jtb', state: 'started' },
    ]);
    expect((await reservation(booked.reservation_id))?.status, 'the room stays held').toBe(
      'payment_processing',
    );
    const seen = await status(order_number, key);
    expect(seen.json.payment_method, 'still JTB').toBe('jtb');
  });

  it('lets a guest leave an Epsilon page for a card even after the hotel removed its Epsilon contract', async () => {
    // Epsilon gives a second payment back by itself: its page needs no void, and a contract that
    // can no longer be used must not read as a JTB page that could not be cancelled.
    const world = await prepaidWorld();
    const booked = await bookPrepaid(world, 'epsilon');
    const { order_number, key } = booked.payment;
    // Epsilon named a transaction for the page (as it does once the guest starts paying there)...
    await env.DB.prepare("UPDATE payments SET provider_ref = 'T0001' WHERE order_number = ?")
      .bind(order_number)
      .run();
    // ...and the hotel then removed its contract, so no Epsilon adapter can be built any more.
    await env.DB.prepare('DELETE FROM hotel_epsilon_contracts WHERE hotel_id = ?')
      .bind(world.hotel.hotel_id)
      .run();
    const switched = await call('/api/retrypayment', { body: { order_number, key, method: 'card' } });
    expect(switched.status, switched.text).toBe(200);
    expect(
      await attempts(booked.reservation_id),
      'the old page voided on our side, a card form open',
    ).toEqual([
      { method: 'epsilon', state: 'failed' },
      { method: 'card', state: 'started' },
    ]);
  });

  it('books the room on a JTB payment made just before the switch, instead of opening another page', async () => {
    const world = await prepaidWorld({ epsilon: false });
    const booked = await bookPrepaid(world, 'jtb');
    const { order_number, key } = booked.payment;
    const now = Math.floor(Date.now() / 1000);
    // The return page has just asked JTB (so the switch does not ask again), then the guest paid.
    await status(order_number, key, true, now);
    await sim('/__sim/pay', { provider: 'jtb', order_number });
    const switched = await call('/api/retrypayment', {
      body: { order_number, key, method: 'card' },
      now,
    });
    expect(switched.status, switched.text).toBe(409);
    expect(switched.json.error.code).toBe('payment_not_retryable');
    expect((await reservation(booked.reservation_id))?.status).toBe('booking');
    expect(await attempts(booked.reservation_id), 'no card page').toEqual([{ method: 'jtb', state: 'paid' }]);
  });

  it('cancels a JTB page still open once another method paid the stay', async () => {
    const world = await prepaidWorld();
    const booked = await bookPrepaid(world, 'epsilon');
    const { order_number, key } = booked.payment;
    const switched = await call('/api/retrypayment', { body: { order_number, key, method: 'jtb' } });
    expect(switched.status, switched.text).toBe(200);
    // The guest went back to the Epsilon page and paid there.
    await sim('/__sim/pay', { provider: 'epsilon', order_number });
    expect((await epsilonNotify(order_number)).status).toBe(200);
    expect((await reservation(booked.reservation_id))?.status).toBe('booking');
    expect(await jtbLinkOf(switched.json.order_number)).toMatchObject({ status: 'canceled' });
  });

  it('cancels the JTB page when the hold ends', async () => {
    const world = await prepaidWorld({ epsilon: false });
    const booked = await bookPrepaid(world, 'jtb');
    const deadline = (await reservation(booked.reservation_id))?.payment_deadline_at as number;
    await runCron(deadline + 1);
    expect((await reservation(booked.reservation_id))?.status).toBe('payment_canceled');
    expect(await jtbLinkOf(booked.payment.order_number)).toMatchObject({ status: 'canceled' });
  });
});

describe('prepaid booking through JTB', () => {
  it('books on a signed notification re-checked at JTB, and refuses an unsigned one', async () => {
    const world = await prepaidWorld({ epsilon: false });
    const booked = await bookPrepaid(world, 'jtb');
    expect(booked.payment.redirect_url).toContain(`${SIM()}/jtb/`);
    const unsigned = await call('/api/jtb/notify', {
      body: { order_number: booked.payment.order_number, status: 'paid' },
    });
    expect(unsigned.status).toBe(401);
    await sim('/__sim/pay', { provider: 'jtb', order_number: booked.payment.order_number });
    const orders = (await sim('/__sim/orders?provider=jtb')).json.orders as {
      order_number: string;
      notifications?: { body: string; headers: Record<string, string> }[];
    }[];
    const order = orders.find((o) => o.order_number === booked.payment.order_number);
    const sent = order?.notifications?.at(-1);
    expect(sent, 'JTB sent a notification').toBeTruthy();
    const res = await call('/api/jtb/notify', {
      rawBody: sent?.body as string,
      headers: {
        'Content-Type': 'application/json',
        'X-JTB-Signature': (sent?.headers['x-jtb-signature'] ?? sent?.headers['X-JTB-Signature']) as string,
      },
    });
    expect(res.status, res.text).toBe(200);
    expect((await reservation(booked.reservation_id))?.status).toBe('booking');
  });
});

describe('which methods a plan offers', () => {
  it('offers Epsilon only where the hotel has a contract, and pay at the hotel only where the plan allows', async () => {
    const withContract = await prepaidWorld({ mode: 'both' });
    const without = await prepaidWorld({ mode: 'prepayment', epsilon: false });
    const priced = async (world: World) =>
      (await call('/api/calculateprice', { body: bookingBodyIn(world) })).json.payment_methods;
    expect(await priced(withContract)).toEqual(['local', 'card', 'epsilon', 'jtb']);
    expect(await priced(without)).toEqual(['card', 'jtb']);
    const refused = await call('/api/book', { body: bookingBodyIn(without, { payment_method: 'epsilon' }) });
    expect(refused.status).toBe(422);
  });
});

describe('cancelepsilonreservation', () => {
  it('lets the hotel cancel a paid Epsilon booking and its sale at Epsilon; another hotel gets a 404', async () => {
    const world = await prepaidWorld();
    const booked = await bookPrepaid(world, 'epsilon');
    await sim('/__sim/pay', { provider: 'epsilon', order_number: booked.payment.order_number });
    await epsilonNotify(booked.payment.order_number);
    const other = await signIn('hotel', 'hotel2');
    const refused = await call('/api/api/cancelepsilonreservation', {
      body: { reservation_id: booked.reservation_id },
      token: other.access_token,
    });
    expect(refused.status).toBe(404);
    const admin = await signIn('admin', 'admin');
    const res = await call('/api/api/cancelepsilonreservation', {
      body: { reservation_id: booked.reservation_id },
      token: admin.access_token,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.refunded_amount).toBe(booked.amount_due);
    const orders = (await sim('/__sim/orders?provider=epsilon')).json.orders as {
      order_number: string;
      state: number;
    }[];
    expect(
      orders.find((o) => o.order_number === booked.payment.order_number)?.state,
      'voided at Epsilon',
    ).toBe(9);
  });
});

describe('a payment racing the hold’s end', () => {
  /** A card charge the gateway confirmed, for an attempt (as if the charge was in flight at expiry). */
  async function chargeAtGateway(order: string, amount: number) {
    const made = await sim('/__sim/pay', { provider: 'card', card_number: '4242424242424242' });
    const res = await fetch(`${env.CARD_GATEWAY_URL}/v1/charges`, {
      method: 'POST',
      headers: {
        Authorization: 'Bearer sk_local_tomaru',
        'Content-Type': 'application/json',
        'Idempotency-Key': order,
      },
      body: JSON.stringify({ token: made.json.card_token, amount, currency: 'jpy', order_number: order }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { id: string }).id;
  }

  it('books again a hold that ended before its money arrived, while the room is still free', async () => {
    const world = await prepaidWorld({ stock: 2, epsilon: false });
    const booked = await bookPrepaid(world, 'card');
    const deadline = (await reservation(booked.reservation_id))?.payment_deadline_at as number;
    await runCron(deadline + 1);
    expect((await reservation(booked.reservation_id))?.status).toBe('payment_canceled');
    await chargeAtGateway(booked.payment.order_number, booked.amount_due);
    // The cron's next look at the attempt (or the card form's status) finds the money.
    const found = await status(booked.payment.order_number, booked.payment.key, true, deadline + 10);
    expect(found.status).toBe(200);
    // No notification comes for a card: the cron's own re-check of recent attempts finds the charge.
    await runCron(deadline + 400);
    expect((await reservation(booked.reservation_id))?.status).toBe('booking');
    expect(await soldOn(world), 'its room taken again').toBe(2);
  });

  it('gives the money back when the room was sold after the hold ended', async () => {
    const world = await prepaidWorld({ stock: 1, epsilon: false });
    const booked = await bookPrepaid(world, 'card');
    const deadline = (await reservation(booked.reservation_id))?.payment_deadline_at as number;
    await runCron(deadline + 1);
    // Someone else books the freed room.
    const made = await sim('/__sim/pay', { provider: 'card', card_number: '4242424242424242' });
    const other = await bookPrepaid(world, 'card', { card_token: made.json.card_token }, deadline + 5);
    expect(other.status).toBe('booking');
    await chargeAtGateway(booked.payment.order_number, booked.amount_due);
    const { recheck } = await import('../../payments/payment.service');
    const { createDb } = await import('@tomaru/db/client');
    await recheck(
      { db: createDb(env), env, now: deadline + 30, origin: 'http://tomaru.test', requestId: 'test' },
      booked.payment.order_number,
      'test',
      0,
    );
    expect((await reservation(booked.reservation_id))?.status, 'never a paid booking without a room').toBe(
      'payment_canceled',
    );
    expect(await soldOn(world), 'the room stays sold once').toBe(2);
    const payment = await env.DB.prepare('SELECT state, refunded_amount FROM payments WHERE order_number = ?')
      .bind(booked.payment.order_number)
      .first<{ state: string; refunded_amount: number }>();
    expect(payment).toEqual({ state: 'canceled', refunded_amount: booked.amount_due });
    expect((await mailsOf(booked.reservation_id)).map((m) => m.kind)).toContain('reservation_refund');
  });
});

describe('money that arrives where it is not expected', () => {
  const attemptRow = (order: string) =>
    env.DB.prepare('SELECT state, refunded_amount, paid_at FROM payments WHERE order_number = ?')
      .bind(order)
      .first<{ state: string; refunded_amount: number; paid_at: number | null }>();

  it('takes a new attempt after a charge whose answer was lost, and gives back the lost charge the cron finds', async () => {
    const world = await prepaidWorld({ stock: 2, epsilon: false });
    const booked = await bookPrepaid(world, 'card');
    const first = booked.payment.order_number;
    // The gateway charged the card but its answer never reached us (a timeout): payCard set the
    // attempt aside as charge_unknown.
    const made = await sim('/__sim/pay', { provider: 'card', card_number: '4242424242424242' });
    const charged = await fetch(`${env.CARD_GATEWAY_URL}/v1/charges`, {
      method: 'POST',
      headers: {
        Authorization: 'Bearer sk_local_tomaru',
        'Content-Type': 'application/json',
        'Idempotency-Key': first,
      },
      body: JSON.stringify({
        token: made.json.card_token,
        amount: booked.amount_due,
        currency: 'jpy',
        order_number: first,
      }),
    });
    expect(charged.status).toBe(200);
    await env.DB.prepare(
      "UPDATE payments SET state = 'failed', failure_code = 'charge_unknown' WHERE order_number = ?",
    )
      .bind(first)
      .run();
    // The guest tries again: a new attempt (its own idempotency key) pays the booking.
    const paid = await call('/api/paycard', {
      body: { order_number: first, key: booked.payment.key, card_token: await cardToken() },
    });
    expect(paid.status, paid.text).toBe(200);
    expect((await reservation(booked.reservation_id))?.status).toBe('booking');
    const now = Math.floor(Date.now() / 1000);
    await runCron(now + 400);
    expect((await attemptRow(first))?.state, 'the lost charge is found and given back whole').toBe(
      'canceled',
    );
    expect((await attemptRow(first))?.refunded_amount).toBe(booked.amount_due);
    const attempts = await env.DB.prepare(
      'SELECT state FROM payments WHERE reservation_id = ? ORDER BY payment_id',
    )
      .bind(booked.reservation_id)
      .all<{ state: string }>();
    expect(
      attempts.results.map((a) => a.state),
      'the attempt that booked keeps its money',
    ).toEqual(['canceled', 'paid']);
    expect((await reservation(booked.reservation_id))?.status).toBe('booking');
    expect(await soldOn(world)).toBe(2);
    const kinds = (await mailsOf(booked.reservation_id)).filter((m) => m.to_address === booked.mail);
    expect(kinds.map((m) => m.kind)).toEqual(['reservation_confirmation', 'reservation_refund']);
  });

  it('keeps the money of a payment that booked the room again after an earlier one was given back whole', async () => {
    const world = await prepaidWorld({ stock: 3 });
    const booked = await bookPrepaid(world, 'epsilon');
    const retry = await call('/api/retrypayment', {
      body: { order_number: booked.payment.order_number, key: booked.payment.key },
    });
    expect(retry.status, retry.text).toBe(200);
    const second = retry.json.order_number as string;
    const deadline = (await reservation(booked.reservation_id))?.payment_deadline_at as number;
    await runCron(deadline + 1);
    expect((await reservation(booked.reservation_id))?.status).toBe('payment_canceled');
    // The first page was paid late while the room was taken, and that money went back whole.
    await env.DB.prepare(
      "UPDATE payments SET state = 'canceled', paid_at = ?, refunded_amount = amount WHERE order_number = ?",
    )
      .bind(deadline + 5, booked.payment.order_number)
      .run();
    // The room is free again and the guest pays the second page: the booking stands on it.
    await sim('/__sim/pay', { provider: 'epsilon', order_number: second });
    await epsilonNotify(second, {}, '127.0.0.1', deadline + 600);
    expect((await reservation(booked.reservation_id))?.status).toBe('booking');
    await runCron(deadline + 1300);
    await runCron(deadline + 2000);
    expect((await attemptRow(second))?.state, 'the money that booked the room is kept').toBe('paid');
    expect((await reservation(booked.reservation_id))?.status).toBe('booking');
    expect((await mailsOf(booked.reservation_id)).map((m) => m.kind)).not.toContain('reservation_refund');
  });

  it('still confirms a payment under way after the hotel turned its Epsilon contract off', async () => {
    const world = await prepaidWorld({ stock: 4 });
    const booked = await bookPrepaid(world, 'epsilon');
    await env.DB.prepare('UPDATE hotel_epsilon_contracts SET enabled = 0 WHERE hotel_id = ?')
      .bind(world.hotel.hotel_id)
      .run();
    await sim('/__sim/pay', { provider: 'epsilon', order_number: booked.payment.order_number });
    await epsilonNotify(booked.payment.order_number);
    expect((await reservation(booked.reservation_id))?.status, 'the money is not stranded').toBe('booking');
    const quote = await bookPrepaid(world, 'card');
    expect(quote.status, 'card still taken').toBe('payment_processing');
    const body = bookingBodyIn(world, { payment_method: 'epsilon' });
    const refused = await call('/api/book', { body });
    expect(refused.status, 'no new Epsilon payment once it is off').toBe(422);
  });

  it('retries a refund the provider refuses, ten minutes apart, for three days, then leaves it to the hotel and tells the guest', async () => {
    const world = await prepaidWorld({ epsilon: false });
    const booked = await bookPrepaid(world, 'card', { card_token: await cardToken() });
    // The gateway no longer knows the charge (say, past its refund window): every refund is refused.
    await env.DB.prepare("UPDATE payments SET provider_ref = 'ch_unknown' WHERE reservation_id = ?")
      .bind(booked.reservation_id)
      .run();
    const cancel = await call('/api/cancelbooking', {
      body: { code: booked.display_id, email: booked.mail },
    });
    expect(cancel.status, cancel.text).toBe(200);
    const failures = async () =>
      (
        await env.DB.prepare(
          "SELECT count(*) AS n FROM payment_events WHERE reservation_id = ? AND kind = 'refund_failed'",
        )
          .bind(booked.reservation_id)
          .first<{ n: number }>()
      )?.n;
    const payment = () =>
      env.DB.prepare('SELECT state, refunded_amount FROM payments WHERE reservation_id = ?')
        .bind(booked.reservation_id)
        .first<{ state: string; refunded_amount: number }>();
    expect(await failures()).toBe(1);
    const start = Math.floor(Date.now() / 1000);
    await runCron(start + 60);
    await runCron(start + 120);
    expect(await failures(), 'not retried every minute').toBe(2);
    // An outage of hours hands nothing over: the refund is still ours to make.
    for (let i = 1; i <= 12; i += 1) await runCron(start + 60 + 601 * i);
    expect(await failures()).toBe(14);
    expect((await payment())?.state, 'still ours to refund after two hours').toBe('paid');
    await runCron(start + 3 * 24 * 3600 + 60);
    expect(await payment(), 'recorded as the hotel’s to give back, whole').toEqual({
      state: 'canceled',
      refunded_amount: 0,
    });
    expect(await eventsOf(booked.reservation_id)).toContain('refund_by_hotel');
    expect(
      (await mailsOf(booked.reservation_id)).filter((m) => m.kind === 'reservation_refund'),
    ).toHaveLength(1);
    const lookup = await call(
      `/api/getbookingbycode?code=${booked.display_id}&email=${encodeURIComponent(booked.mail)}`,
    );
    expect(lookup.json.payment.refund_by_hotel, 'the guest is told the hotel refunds').toBe(true);
    const tries = await failures();
    await runCron(start + 3 * 24 * 3600 + 1200);
    expect(await failures(), 'and no more tries').toBe(tries);
  });
});
