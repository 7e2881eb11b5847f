import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { call } from '../../../test/helpers';
import {
  bookPrepaid,
  cardToken,
  epsilonNotify,
  eventsOf,
  mailsOf,
  paymentContextAt,
  prepaidWorld,
  removeTestBookings,
  reservation,
  runCron,
  sim,
  soldOn,
} from '../../../test/payments';
import { refundAfterCancel } from '../../payments/payment.service';

// The exactly-once tests: many confirmations, refunds or switches of one booking at the same time
// (decision 048). Their own file, so that their load (200 requests at once) never shares a run with
// the payment flow tests, and a long timeout: on a loaded machine 200 requests take long, and
// nothing here is about time. Each test books in a hotel of its own and leaves nothing behind.
afterEach(removeTestBookings);

describe('confirmations at the same time', () => {
  it('changes the state once and mails once for 200 duplicate notifications at the same time', async () => {
    const world = await prepaidWorld();
    const booked = await bookPrepaid(world, 'epsilon');
    await sim('/__sim/pay', { provider: 'epsilon', order_number: booked.payment.order_number });
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => epsilonNotify(booked.payment.order_number)),
    );
    expect(
      answers.filter((a) => a.status !== 200),
      'every notification is acknowledged',
    ).toEqual([]);
    // A notification that lost the race to re-check is still acknowledged; the return page or the
    // cron re-checks later. Here one of them re-checked and booked the room.
    expect((await reservation(booked.reservation_id))?.status).toBe('booking');
    expect((await eventsOf(booked.reservation_id)).filter((k) => k === 'paid')).toHaveLength(1);
    expect((await mailsOf(booked.reservation_id)).filter((m) => m.to_address === booked.mail)).toHaveLength(
      1,
    );
  }, 180_000);

  it('ends consistent when the cron’s expiry and the notification run at the same time', async () => {
    const world = await prepaidWorld({ stock: 2 });
    const booked = await bookPrepaid(world, 'epsilon');
    await sim('/__sim/pay', { provider: 'epsilon', order_number: booked.payment.order_number });
    const deadline = (await reservation(booked.reservation_id))?.payment_deadline_at as number;
    await Promise.all([
      runCron(deadline + 1),
      epsilonNotify(booked.payment.order_number, {}, '127.0.0.1', deadline + 1),
      epsilonNotify(booked.payment.order_number, {}, '127.0.0.1', deadline + 1),
    ]);
    // Paid at Epsilon before its order could be voided: the booking stands, once, with its room.
    expect((await reservation(booked.reservation_id))?.status).toBe('booking');
    expect(await soldOn(world)).toBe(2);
    const kinds = (await mailsOf(booked.reservation_id))
      .filter((m) => m.to_address === booked.mail)
      .map((m) => m.kind);
    expect(kinds).toEqual(['reservation_confirmation']);
  });
});

describe('switches and refunds at the same time', () => {
  it('leaves one page to pay when two switches come at once', async () => {
    const world = await prepaidWorld();
    const booked = await bookPrepaid(world, 'epsilon');
    const { order_number, key } = booked.payment;
    const both = await Promise.all(
      (['jtb', 'card'] as const).map((method) =>
        call('/api/retrypayment', { body: { order_number, key, method } }),
      ),
    );
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    const open = await env.DB.prepare(
      "SELECT method FROM payments WHERE reservation_id = ? AND state = 'started'",
    )
      .bind(booked.reservation_id)
      .all<{ method: string }>();
    expect(open.results, 'the later switch voided the earlier one’s page').toHaveLength(1);
    const held = await env.DB.prepare('SELECT payment_method FROM reservations WHERE reservation_id = ?')
      .bind(booked.reservation_id)
      .first<{ payment_method: string }>();
    expect(held?.payment_method, 'the booking names the page left').toBe(open.results[0]?.method);
  });

  it('mails one refund when the cancel and the cron give the same payment back at once', async () => {
    const world = await prepaidWorld({ epsilon: false });
    const booked = await bookPrepaid(world, 'card', { card_token: await cardToken() });
    await env.DB.prepare(
      "UPDATE reservations SET status = 'canceled', cancel_fee = 0 WHERE reservation_id = ?",
    )
      .bind(booked.reservation_id)
      .run();
    await Promise.all([
      refundAfterCancel(paymentContextAt(), booked.reservation_id),
      refundAfterCancel(paymentContextAt(), booked.reservation_id),
      runCron(Math.floor(Date.now() / 1000)),
    ]);
    const payment = await env.DB.prepare(
      'SELECT state, refunded_amount FROM payments WHERE reservation_id = ?',
    )
      .bind(booked.reservation_id)
      .first<{ state: string; refunded_amount: number }>();
    expect(payment).toEqual({ state: 'canceled', refunded_amount: booked.amount_due });
    expect(
      (await mailsOf(booked.reservation_id)).filter((m) => m.kind === 'reservation_refund'),
    ).toHaveLength(1);
  });
});
