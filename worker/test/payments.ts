// What the payment tests share (worker/src/routes/payments/*.test.ts): the simulators' controls, a
// prepaid world of the test's own, booking and reading it, and the clean-up that keeps each test's
// reservations away from the next test's cron.
import { createScheduledController, env } from 'cloudflare:test';
import { createDb } from '@tomaru/db/client';
import { expect } from 'vitest';
import worker from '../src/index';
import { sealSecret } from '../src/lib/secret-box';
import type { PaymentContext } from '../src/payments/payment.service';
import { call } from './helpers';
import { bookableHotel, bookingBodyIn, type World } from './world';

/** The payment simulators started for this run (worker/test/simulators.global-setup.ts). */
export const SIM = () => (env as unknown as { SIMULATOR_URL: string }).SIMULATOR_URL;

/**
 * A control call to the payment simulators (scripts/simulators). The simulators serve every test
 * file at once: a test reads and pays only its own orders (their numbers are random) and never
 * switches a provider's mode or resets them, which would change the other files' providers too.
 */
export async function sim(path: string, body?: unknown) {
  const res = await fetch(`${SIM()}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

/** A one-time card token from the simulated gateway's tokeniser (4242… approves). */
export async function cardToken(number = '4242424242424242') {
  return (await sim('/__sim/pay', { provider: 'card', card_number: number })).json.card_token as string;
}

/** The simulated JTB's link of an order: its status there (unpaid, paid, canceled). */
export async function jtbLinkOf(order: string) {
  const links = (await sim('/__sim/orders?provider=jtb')).json.orders as {
    order_number: string;
    status: string;
  }[];
  return links.find((l) => l.order_number === order);
}

/** A hotel of the test's own selling a prepayment-only plan, with an Epsilon contract. */
export async function prepaidWorld(
  options: { stock?: number; mode?: 'prepayment' | 'both'; epsilon?: boolean } = {},
) {
  const world = await bookableHotel({
    stock: options.stock ?? 10,
    plan: { payment_mode: options.mode ?? 'prepayment' },
    hotel: { email: `hotel-${crypto.randomUUID()}@example.com` },
  });
  if (options.epsilon !== false) {
    await env.DB.prepare(
      'INSERT INTO hotel_epsilon_contracts (hotel_id, enabled, contract_code_enc, contract_code_hint, st_code, updated_at) VALUES (?, 1, ?, ?, ?, ?)',
    )
      .bind(world.hotel.hotel_id, await sealSecret(env, '66666666'), '6666', '10000-0000-00000', 0)
      .run();
  }
  return world;
}

type Booked = {
  reservation_id: number;
  display_id: string;
  status: string;
  amount_due: number;
  payment: { redirect_url?: string; deadline: string; order_number: string; key: string };
};

/** Reservations the running test booked, removed after it (removeTestBookings). */
const booked: number[] = [];

/** Books a prepaid stay at a world's hotel through POST /api/book, under a guest address of its own. */
export async function bookPrepaid(
  world: World,
  method: 'card' | 'epsilon' | 'jtb',
  extra: Record<string, unknown> = {},
  now?: number,
) {
  const mail = `guest-${crypto.randomUUID()}@example.com`;
  const body = bookingBodyIn(world, { payment_method: method, ...extra });
  (body.user as Record<string, unknown>).mail1 = mail;
  (body.user as Record<string, unknown>).mail2 = mail;
  const res = await call('/api/book', { body, ...(now === undefined ? {} : { now }) });
  expect(res.status, res.text).toBe(201);
  booked.push((res.json as Booked).reservation_id);
  return { ...(res.json as Booked), mail };
}

/**
 * Removes the reservations the test booked, with their payments, history and mails (an afterEach).
 * The cron works on the whole database, a bounded number of items per run: a hold, a payment or a
 * refund left by one test would be found by the next test's cron, and could even crowd that test's
 * own out of the run. Each test's cron sees only what the test made.
 */
export async function removeTestBookings() {
  const ids = booked.splice(0);
  if (ids.length === 0) return;
  const list = ids.join(',');
  await env.DB.batch(
    [
      `DELETE FROM payment_events WHERE reservation_id IN (${list})`,
      `DELETE FROM payments WHERE reservation_id IN (${list})`,
      `DELETE FROM mail_outbox WHERE reservation_id IN (${list})`,
      `DELETE FROM reservations WHERE reservation_id IN (${list})`,
    ].map((sql) => env.DB.prepare(sql)),
  );
}

export async function reservation(id: number) {
  return env.DB.prepare('SELECT status, payment_deadline_at FROM reservations WHERE reservation_id = ?')
    .bind(id)
    .first<{ status: string; payment_deadline_at: number | null }>();
}

/** Rooms sold of the world's room, over all nights. */
export async function soldOn(world: World) {
  const row = await env.DB.prepare('SELECT sum(sold) AS sold FROM room_stocks WHERE room_id = ?')
    .bind(world.room.room_id)
    .first<{ sold: number }>();
  return row?.sold ?? 0;
}

export async function mailsOf(id: number) {
  const rows = await env.DB.prepare(
    'SELECT kind, to_address, subject FROM mail_outbox WHERE reservation_id = ? ORDER BY mail_id',
  )
    .bind(id)
    .all<{ kind: string; to_address: string; subject: string }>();
  return rows.results;
}

export async function eventsOf(id: number) {
  const rows = await env.DB.prepare(
    'SELECT kind FROM payment_events WHERE reservation_id = ? ORDER BY event_id',
  )
    .bind(id)
    .all<{ kind: string }>();
  return rows.results.map((r) => r.kind);
}

/** Epsilon's result notification for an order, as Epsilon's servers send it. */
export function epsilonNotify(
  order: string,
  fields: Record<string, string> = {},
  address = '127.0.0.1',
  now?: number,
) {
  const form = new URLSearchParams({ order_number: order, trans_code: '123456', state: '1', ...fields });
  return call('/api/epsilon/notify', {
    rawBody: form.toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    address,
    ...(now === undefined ? {} : { now }),
  });
}

/** The every-minute cron at `now` (Unix s): holds, reconciling, refunds, mails. */
export async function runCron(now: number) {
  const controller = createScheduledController({ scheduledTime: now * 1000, cron: '* * * * *' });
  await worker.scheduled(controller, env);
}

/** POST /api/getpaymentstatus, as the payment pages ask it. */
export const status = (order: string, key: string, recheck = false, now?: number) =>
  call('/api/getpaymentstatus', {
    body: { order_number: order, key, recheck },
    ...(now === undefined ? {} : { now }),
  });

/** The payment context a request would have, for calling the payment service directly. */
export const paymentContextAt = (now = Math.floor(Date.now() / 1000)): PaymentContext => ({
  db: createDb(env),
  env,
  now,
  origin: 'http://tomaru.test',
  requestId: 'test',
});
