import { findHotelTexts } from '@tomaru/db/queries/orgs';
import { findPaymentByOrder, type PaymentWithReservation, paymentsOf } from '@tomaru/db/queries/payments';
import { formatInstantTokyo } from '@tomaru/domain/dates/stay';
import { isLang } from '@tomaru/domain/languages';
import {
  epsilonNotifyForm,
  jtbNotifyBody,
  payCardBody,
  paymentAccessBody,
  paymentStatusBody,
  retryPaymentBody,
} from '@tomaru/domain/schemas/payments';
import {
  cancelPaymentReply,
  payCardReply,
  paymentStatusReply,
  retryPaymentReply,
} from '@tomaru/domain/schemas/responses/payments';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../env';
import { clientAddress } from '../../lib/client-address';
import { doc, reply } from '../../lib/doc';
import { ApiError, Status } from '../../lib/errors';
import { log } from '../../lib/log';
import { publicOrigin } from '../../lib/public-origin';
import { hashToken } from '../../lib/tokens';
import { validate } from '../../lib/validate';
import { jtbSignature } from '../../payments/jtb';
import {
  cardChargeUnderWay,
  endHold,
  jtbSecret,
  newAttempt,
  notPayableNow,
  type PaymentContext,
  payableMethodsOf,
  payCard,
  recheck,
  startAtProvider,
  voidAttempt,
  voidPagesRefundedByHand,
} from '../../payments/payment.service';

const notFound = () => new ApiError(Status.NOT_FOUND, 'payment_not_found');
/** A page that would need the hotel to refund a second payment could not be voided at its provider. */
const switchRefused = () => new ApiError(Status.SERVICE_UNAVAILABLE, 'payment_switch_refused');

/** The payment context of a request. */
export function paymentContext(c: Context<AppEnv>): PaymentContext {
  return {
    db: c.var.db,
    env: c.env,
    now: c.var.now(),
    origin: publicOrigin(c.env),
    requestId: c.var.requestId,
  };
}

/** Constant-time comparison of two strings of equal length (the key's hash against the stored one). */
function sameText(a: string, b: string) {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * The attempt an order number names, if the key is the booking's: anything else is the same 404,
 * so order numbers cannot be probed.
 */
async function reachable(ctx: PaymentContext, orderNumber: string, key: string) {
  const found = await findPaymentByOrder(ctx.db, orderNumber);
  const hash = found?.reservation.payment_key_hash;
  if (!found || !hash || !sameText(await hashToken(key), hash)) throw notFound();
  return found;
}

/** Whether the guest may pay (again) now: held, unpaid, before its deadline. */
function canPay(found: PaymentWithReservation, now: number) {
  const r = found.reservation;
  return (
    r.status === 'payment_processing' && (r.payment_deadline_at ?? 0) > now && found.payment.state !== 'paid'
  );
}

/**
 * Where a held booking's payment is now, whichever of its attempts a page names: its latest attempt
 * (after a decline and another card, or a switch in another tab). Once it is no longer held, the
 * attempt named.
 */
async function currentAttempt(ctx: PaymentContext, named: PaymentWithReservation) {
  if (named.reservation.status !== 'payment_processing') return named;
  const latest = (await paymentsOf(ctx.db, named.reservation.reservation_id)).at(-1);
  return latest ? { ...named, payment: latest } : named;
}

async function statusView(ctx: PaymentContext, asked: PaymentWithReservation) {
  const found = await currentAttempt(ctx, asked);
  const r = found.reservation;
  const lang = isLang(r.lang) ? r.lang : 'ja';
  // The hotel's name in the guest's language, as the lookup shows it, while the hotel still has the
  // name it had at booking (else the stored one, as reservationTexts does).
  const texts = await findHotelTexts(ctx.db, r.hotel_id);
  const named = texts.some((t) => t.name === r.hotel_name);
  const hotelName =
    (named && (texts.find((t) => t.lang === lang) ?? texts.find((t) => t.lang === 'ja'))?.name) ||
    r.hotel_name;
  const p = found.payment;
  const held = r.status === 'payment_processing' && r.payment_deadline_at !== null;
  const payable = canPay(found, ctx.now);
  const card =
    p.method === 'card' && ctx.env.CARD_GATEWAY_SCRIPT_URL && ctx.env.CARD_GATEWAY_PUBLIC_KEY
      ? { card: { script_url: ctx.env.CARD_GATEWAY_SCRIPT_URL, public_key: ctx.env.CARD_GATEWAY_PUBLIC_KEY } }
      : {};
  return {
    display_id: r.display_id,
    status: r.status,
    hotel_id: r.hotel_id,
    hotel_name: hotelName,
    lang,
    payment_method: r.payment_method,
    payment: {
      order_number: p.order_number,
      method: p.method,
      state: p.state,
      amount: p.amount,
      deadline: held ? formatInstantTokyo(r.payment_deadline_at as number) : null,
      failure_code: p.failure_code,
      can_retry: payable,
      methods: payable ? await payableMethodsOf(ctx, found) : [],
    },
    ...card,
  };
}

/**
 * The guest's payment calls (the return pages, the card form, the failure page) and the providers'
 * notifications. Nothing here marks a reservation paid on the browser's word: every path ends in a
 * server-side answer of the provider (worker/src/payments/payment.service.ts).
 */
export const paymentRoutes = new Hono<AppEnv>()
  .post(
    '/getpaymentstatus',
    doc({
      summary:
        'A prepaid booking’s payment as its pages show it; `recheck` asks the provider first (spaced by the server)',
      tags: ['guest'],
      ok: paymentStatusReply,
      errors: [400, 404, 422],
    }),
    validate('json', paymentStatusBody),
    async (c) => {
      const body = c.req.valid('json');
      const ctx = paymentContext(c);
      let found = await reachable(ctx, body.order_number, body.key);
      if (body.recheck && found.reservation.status === 'payment_processing') {
        // The page's own attempt and the booking's latest (a newer page paid in another tab).
        const latest = (await currentAttempt(ctx, found)).payment.order_number;
        for (const order of new Set([found.payment.order_number, latest]))
          found = (await recheck(ctx, order, 'return_page')) ?? found;
        found = (await findPaymentByOrder(ctx.db, body.order_number)) ?? found;
      }
      // A hold past its deadline is ended here too, so the page need not wait for the cron.
      if (
        found.reservation.status === 'payment_processing' &&
        (found.reservation.payment_deadline_at ?? 0) <= ctx.now
      ) {
        await endHold(ctx, found.reservation.reservation_id, 'expired');
        found = (await findPaymentByOrder(ctx.db, found.payment.order_number)) ?? found;
      }
      return c.json(reply(paymentStatusReply, await statusView(ctx, found)), 200);
    },
  )
  .post(
    '/paycard',
    doc({
      summary: 'Pays a held booking with a card token from the gateway’s script; the card never reaches us',
      tags: ['guest'],
      ok: payCardReply,
      errors: [400, 402, 404, 409, 422, 503],
    }),
    validate('json', payCardBody),
    async (c) => {
      const body = c.req.valid('json');
      const ctx = paymentContext(c);
      const found = await reachable(ctx, body.order_number, body.key);
      if (found.payment.method !== 'card') throw new ApiError(Status.CONFLICT, 'payment_not_retryable');
      const result = await payCard(ctx, found, body.card_token);
      return c.json(reply(payCardReply, result), 200);
    },
  )
  .post(
    '/retrypayment',
    doc({
      summary:
        'A new attempt for a held booking, by its method (Epsilon, JTB) or another of the plan’s prepaid methods (`method`): where to send the guest. A JTB page still open is cancelled at JTB first; `503 payment_switch_refused` when JTB cannot confirm it',
      tags: ['guest'],
      ok: retryPaymentReply,
      errors: [400, 404, 409, 422, 503],
    }),
    validate('json', retryPaymentBody),
    async (c) => {
      const body = c.req.valid('json');
      const ctx = paymentContext(c);
      const named = await reachable(ctx, body.order_number, body.key);
      const found = await currentAttempt(ctx, named);
      const method = body.method ?? found.payment.method;
      if (!canPay(found, ctx.now)) throw await notPayableNow(ctx, found.reservation.reservation_id);
      // The same method again too: a hotel may have turned Epsilon off since (as the page shows).
      if (!(await payableMethodsOf(ctx, found)).includes(method))
        throw new ApiError(Status.UNPROCESSABLE, 'payment_method_unavailable', {
          issues: [
            { path: 'method', code: 'payment_method_unavailable', message: 'payment_method_unavailable' },
          ],
        });
      // A card charge in flight decides first: a switch now could leave two payments.
      if (await cardChargeUnderWay(ctx, found.reservation.reservation_id))
        throw new ApiError(Status.CONFLICT, 'payment_in_progress');
      // Maybe an attempt was paid after all (the page's own, or a newer one from another tab):
      // ask before starting another.
      const attempts = await paymentsOf(ctx.db, found.reservation.reservation_id);
      const asked = [found.payment.payment_id, named.payment.payment_id];
      for (const a of attempts.filter((a) => a.state === 'started' || asked.includes(a.payment_id)))
        await recheck(ctx, a.order_number, 'retry');
      const reservationId = found.reservation.reservation_id;
      // A page whose money only the hotel could give back (JTB) is voided at its provider before
      // another is offered, so the guest can never pay twice there (decision 053); one paid first
      // has booked the room instead (read again below).
      if (!(await voidPagesRefundedByHand(ctx, reservationId, 'retry'))) throw switchRefused();
      const checked = (await findPaymentByOrder(ctx.db, found.payment.order_number)) ?? found;
      if (checked.reservation.status !== 'payment_processing') throw await notPayableNow(ctx, reservationId);
      const attempt = await newAttempt(ctx, checked, method);
      // A page another tab registered meanwhile, voided here by the new attempt's batch: at its
      // provider too. Unconfirmed, the new attempt is given up before it has a page.
      if (!(await voidPagesRefundedByHand(ctx, reservationId, 'retry'))) {
        await voidAttempt(ctx, attempt);
        throw switchRefused();
      }
      // Paid by an earlier page between the checks and the new attempt: no new page to pay.
      const still = await findPaymentByOrder(ctx.db, attempt.payment.order_number);
      if (still?.reservation.status !== 'payment_processing') throw await notPayableNow(ctx, reservationId);
      const redirect_url = await startAtProvider(ctx, attempt);
      return c.json(
        reply(retryPaymentReply, { order_number: attempt.payment.order_number, redirect_url }),
        200,
      );
    },
  )
  .post(
    '/cancelpayment',
    doc({
      summary: 'The guest gives up paying: the held room is released now',
      tags: ['guest'],
      ok: cancelPaymentReply,
      errors: [400, 404, 409, 422],
    }),
    validate('json', paymentAccessBody),
    async (c) => {
      const body = c.req.valid('json');
      const ctx = paymentContext(c);
      const found = await reachable(ctx, body.order_number, body.key);
      if (found.reservation.status === 'payment_canceled')
        return c.json(reply(cancelPaymentReply, { status: 'payment_canceled' }), 200);
      if (found.reservation.status !== 'payment_processing')
        throw new ApiError(Status.CONFLICT, 'payment_not_cancellable');
      // A card charge in flight decides first: its money would arrive for a released room.
      if (await cardChargeUnderWay(ctx, found.reservation.reservation_id))
        throw new ApiError(Status.CONFLICT, 'payment_in_progress');
      const status = await endHold(ctx, found.reservation.reservation_id, 'guest_canceled');
      // A payment that arrived meanwhile booked the room instead.
      if (status !== 'payment_canceled') throw new ApiError(Status.CONFLICT, 'payment_not_cancellable');
      return c.json(reply(cancelPaymentReply, { status: 'payment_canceled' }), 200);
    },
  )
  .post(
    '/epsilon/notify',
    doc({
      summary:
        'Epsilon’s result notification (form POST from Epsilon’s servers): a hint to re-check the order with getsales2; answers `1`',
      tags: ['payment provider'],
      ok: 'text/plain',
      errors: [400, 403, 422],
    }),
    async (c, next) => {
      const allowed = (c.env.EPSILON_NOTIFY_ALLOW ?? '')
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean);
      if (allowed.length && !allowed.includes(clientAddress(c))) {
        log('warn', c.var.requestId, {
          event: 'payment_notify_refused',
          provider: 'epsilon',
          address: clientAddress(c),
        });
        throw new ApiError(Status.FORBIDDEN, 'forbidden');
      }
      await next();
    },
    validate('form', epsilonNotifyForm),
    async (c) => {
      const form = c.req.valid('form');
      const ctx = paymentContext(c);
      await notified(ctx, 'epsilon', form.order_number);
      return c.text('1', 200);
    },
  )
  .post(
    '/jtb/notify',
    doc({
      summary:
        'JTB’s payment notification (JSON signed with X-JTB-Signature): a hint to re-check the link’s state',
      tags: ['payment provider'],
      ok: 'text/plain',
      errors: [400, 401, 422],
    }),
    async (c, next) => {
      const secret = jtbSecret(c.env);
      const raw = await c.req.raw.clone().text();
      const given = c.req.header('X-JTB-Signature') ?? '';
      if (!secret || !sameText(given.toLowerCase(), await jtbSignature(secret, raw))) {
        log('warn', c.var.requestId, {
          event: 'payment_notify_refused',
          provider: 'jtb',
          reason: 'signature',
        });
        throw new ApiError(Status.UNAUTHORIZED, 'unauthorized');
      }
      await next();
    },
    validate('json', jtbNotifyBody),
    async (c) => {
      const body = c.req.valid('json');
      await notified(paymentContext(c), 'jtb', body.order_number);
      return c.text('OK', 200);
    },
  );

/**
 * A provider's notification: recorded, then the order is re-checked at the provider (never trusted
 * as sent). An unknown order or one of another method is acknowledged and ignored.
 */
async function notified(ctx: PaymentContext, method: 'epsilon' | 'jtb', orderNumber: string) {
  const found = await findPaymentByOrder(ctx.db, orderNumber);
  if (!found || found.payment.method !== method) {
    log('warn', ctx.requestId, {
      event: 'payment_notify_unknown',
      provider: method,
      order_number: orderNumber.slice(0, 32),
    });
    return;
  }
  // Not spaced: a notification often follows a return page's check (made before the money was
  // taken) within the same second, and must not be skipped. Only the allow-list or signature lets
  // it in (a deploy sets EPSILON_NOTIFY_ALLOW to Epsilon's addresses: decision 048).
  await recheck(ctx, orderNumber, `${method}_notification`, 0);
}
