import { env } from 'cloudflare:test';
import { findPaymentByOrder, type PaymentWithReservation } from '@tomaru/db/queries/payments';
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
import { testDb, type World } from '../../../test/world';
import { applyStatus, refundAfterCancel } from '../../payments/payment.service';

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

describe('the guards of the confirmation batch', () => {
  // Each confirmation acts on what it read before asking the provider; by the time its batch runs,
  // another may have changed the payment or the reservation. These tests hand the batch such a
  // stale read on purpose: the payment's guard and the reservation's guard each stop one of them.
  const read = async (order: string) => (await findPaymentByOrder(testDb(), order)) as PaymentWithReservation;
  const paidAtEpsilon = (amount: number) => ({ state: 'paid', amount, currency: 'JPY' }) as const;
  const attemptRow = (order: string) =>
    env.DB.prepare('SELECT state, refunded_amount FROM payments WHERE order_number = ?')
      .bind(order)
      .first<{ state: string; refunded_amount: number }>();
  const confirmationsTo = async (booked: { reservation_id: number; mail: string }) =>
    (await mailsOf(booked.reservation_id)).filter(
      (m) => m.to_address === booked.mail && m.kind === 'reservation_confirmation',
    );
  /** One more room of the world's room on every night (another guest's stay was cancelled). */
  const freeOneRoom = (world: World) =>
    env.DB.prepare('UPDATE room_stocks SET stock = stock + 1 WHERE room_id = ?')
      .bind(world.room.room_id)
      .run();

  it('sends no confirmation for a stay released while its payment was being confirmed (the reservation’s guard)', async () => {
    const world = await prepaidWorld({ stock: 2 });
    const booked = await bookPrepaid(world, 'epsilon');
    const order = booked.payment.order_number;
    // A notification read the booking while its room was held…
    const seen = await read(order);
    // …meanwhile the guest gave up, then paid the Epsilon page still open after all.
    const gaveUp = await call('/api/cancelpayment', {
      body: { order_number: order, key: booked.payment.key },
    });
    expect(gaveUp.status, gaveUp.text).toBe(200);
    await sim('/__sim/pay', { provider: 'epsilon', order_number: order });
    await applyStatus(paymentContextAt(), seen, paidAtEpsilon(booked.amount_due), 'epsilon_notification');
    expect(await confirmationsTo(booked), 'no confirmation for a room no longer held').toEqual([]);
    expect((await reservation(booked.reservation_id))?.status).toBe('payment_canceled');
    expect(await soldOn(world), 'no room taken').toBe(0);
    expect(await attemptRow(order), 'the money goes back whole').toEqual({
      state: 'canceled',
      refunded_amount: booked.amount_due,
    });
  });

  it('does not book a released stay again on money already given back (the payment’s guard)', async () => {
    const world = await prepaidWorld({ stock: 1 });
    const booked = await bookPrepaid(world, 'epsilon');
    const order = booked.payment.order_number;
    const deadline = (await reservation(booked.reservation_id))?.payment_deadline_at as number;
    await runCron(deadline + 1);
    // Another guest books the freed room; then the first guest pays the old Epsilon page.
    const other = await bookPrepaid(world, 'card', { card_token: await cardToken() }, deadline + 5);
    expect(other.status).toBe('booking');
    await sim('/__sim/pay', { provider: 'epsilon', order_number: order });
    // Two notifications read the payment; the first finds the room sold and gives the money back.
    const seen = await read(order);
    await applyStatus(
      paymentContextAt(deadline + 60),
      seen,
      paidAtEpsilon(booked.amount_due),
      'epsilon_notification',
    );
    expect(await attemptRow(order)).toEqual({ state: 'canceled', refunded_amount: booked.amount_due });
    // The other stay is cancelled, the room free again: the second, read before the refund, arrives.
    await freeOneRoom(world);
    await applyStatus(
      paymentContextAt(deadline + 61),
      seen,
      paidAtEpsilon(booked.amount_due),
      'epsilon_notification',
    );
    expect((await reservation(booked.reservation_id))?.status, 'never a stay booked without its money').toBe(
      'payment_canceled',
    );
    expect(await confirmationsTo(booked)).toEqual([]);
    expect(await attemptRow(order), 'given back, once').toEqual({
      state: 'canceled',
      refunded_amount: booked.amount_due,
    });
  });
});
