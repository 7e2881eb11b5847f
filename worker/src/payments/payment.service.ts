import type { Db } from '@tomaru/db/client';
import { isGuardFailure, type Statement } from '@tomaru/db/queries/guards';
import { findHotel } from '@tomaru/db/queries/orgs';
import {
  attemptsToReconcile,
  bookedPlanPaymentMode,
  cancelUnpaidPayments,
  claimEarlierBookingPayments,
  claimRecheck,
  confirmProcessingReservation,
  endProcessingReservation,
  epsilonContractOf,
  epsilonHotelsAmong,
  expiredHolds,
  findPaymentByOrder,
  firstPaymentEventAt,
  holdForAttempt,
  insertPayment,
  markPaymentFailed,
  markPaymentPaid,
  markPaymentRefunded,
  markVoidedAtProvider,
  type PaymentRow,
  type PaymentWithReservation,
  type PrepaidMethod,
  paidWithoutBooking,
  paymentEvent,
  paymentsOf,
  rebookExpiredReservation,
  recordStart,
  voidStartedAttempts,
} from '@tomaru/db/queries/payments';
import { type ReservationDetail, reservationDetail } from '@tomaru/db/queries/reservations';
import { returnOptionStock, returnStock, takeOptionStock, takeStock } from '@tomaru/db/queries/stock';
import { formatInstantTokyo } from '@tomaru/domain/dates/stay';
import type { PaymentMethod } from '@tomaru/domain/enums';
import { refundOnCancel } from '@tomaru/domain/reservations/online-rules';
import type { Bindings } from '../env';
import { ApiError, Status } from '../lib/errors';
import { log } from '../lib/log';
import { openSecret } from '../lib/secret-box';
import { hotelNoticeRows, queueMail, reservationMailRow } from '../mail/outbox';
import type { ReservationMailData } from '../mail/types';
import { paymentMethodsFor } from '../routes/booking/quote.service';
import { mailDataOf } from '../routes/manage/reservation-view';
import { cardAdapter } from './card';
import { epsilonAdapter } from './epsilon';
import { jtbAdapter } from './jtb';
import { type PaymentAdapter, type PaymentOrder, type ProviderStatus, REFUNDS_AUTOMATICALLY } from './types';

/** What every payment step needs: the database, the configuration, the clock and where links point. */
export type PaymentContext = { db: Db; env: Bindings; now: number; origin: string; requestId: string };

const LOCAL_ONLY = (env: Bindings) => env.APP_ENV === 'local' || env.APP_ENV === 'test';
/** Local and test defaults of the provider secrets: the simulators' (decision 046). Never in production. */
const LOCAL_CARD_SECRET = 'sk_local_tomaru';
const LOCAL_JTB_SECRET = 'jtb_local_secret';

/** Seconds between two server-side re-checks of one attempt at its provider. */
const RECHECK_GAP_SECONDS = 3;
/** How far back the cron re-checks attempts with no money counted (a convenience-store payment may take days). */
const RECONCILE_SECONDS = 7 * 24 * 3600;
/** Seconds between two tries of the cron to give back one payment, and how long it tries before the hotel is to. */
const REFUND_GAP_SECONDS = 600;
const REFUND_GIVE_UP_SECONDS = 3 * 24 * 3600;

/** How long a prepaid reservation holds its room while the guest pays: PAYMENT_HOLD_MINUTES (5–120, default 30). */
export function holdSeconds(env: Bindings): number {
  const minutes = Number(env.PAYMENT_HOLD_MINUTES ?? '30');
  return (Number.isInteger(minutes) ? Math.min(Math.max(minutes, 5), 120) : 30) * 60;
}

const ORDER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A new order number: "TM" and 18 random letters and digits (at most 32, Epsilon's limit; not guessable). */
export function newOrderNumber(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return `TM${[...bytes].map((b) => ORDER_ALPHABET[b % ORDER_ALPHABET.length]).join('')}`;
}

function cardSecret(env: Bindings) {
  return env.CARD_GATEWAY_SECRET ?? (LOCAL_ONLY(env) ? LOCAL_CARD_SECRET : undefined);
}
function jtbSecret(env: Bindings) {
  return env.JTB_SECRET ?? (LOCAL_ONLY(env) ? LOCAL_JTB_SECRET : undefined);
}

export { jtbSecret };

/**
 * The adapter of a method for a hotel, or null when this deployment or hotel cannot take it. A
 * hotel that turned its Epsilon contract off takes no new payment (`purpose: 'new'`), but the
 * attempts already under way are still confirmed, refunded and re-checked with its contract, so no
 * money is stranded.
 */
async function adapterFor(
  db: Db,
  env: Bindings,
  method: PrepaidMethod,
  hotelId: number,
  purpose: 'new' | 'existing' = 'existing',
): Promise<PaymentAdapter | null> {
  if (method === 'card') {
    const secret = cardSecret(env);
    return env.CARD_GATEWAY_URL && secret ? cardAdapter(env.CARD_GATEWAY_URL, secret) : null;
  }
  if (method === 'jtb') {
    const secret = jtbSecret(env);
    return env.JTB_URL && env.JTB_MERCHANT_ID && secret
      ? jtbAdapter(env.JTB_URL, env.JTB_MERCHANT_ID, secret)
      : null;
  }
  if (!env.EPSILON_URL) return null;
  const contract = await epsilonContractOf(db, hotelId);
  if (!contract || (purpose === 'new' && !contract.enabled)) return null;
  try {
    return epsilonAdapter(env.EPSILON_URL, {
      contract_code: await openSecret(env, contract.contract_code_enc),
      st_code: contract.st_code,
    });
  } catch {
    // A contract sealed under another key (or no key configured): Epsilon cannot be used.
    return null;
  }
}

/**
 * The prepaid methods each of these hotels can take here, in one read: card and JTB where this
 * deployment is configured for them, Epsilon where the hotel has an enabled contract too.
 */
export async function prepaidOfHotels(
  db: Db,
  env: Bindings,
  hotelIds: readonly number[],
): Promise<(hotelId: number) => PaymentMethod[]> {
  const card = Boolean(
    env.CARD_GATEWAY_URL && env.CARD_GATEWAY_SCRIPT_URL && env.CARD_GATEWAY_PUBLIC_KEY && cardSecret(env),
  );
  const jtb = Boolean(env.JTB_URL && env.JTB_MERCHANT_ID && jtbSecret(env));
  const epsilon = env.EPSILON_URL ? await epsilonHotelsAmong(db, hotelIds) : new Set<number>();
  return (hotelId) => [
    ...(card ? (['card'] as const) : []),
    ...(epsilon.has(hotelId) ? (['epsilon'] as const) : []),
    ...(jtb ? (['jtb'] as const) : []),
  ];
}

/** prepaidOfHotels for one hotel (the quote of a stay). */
export async function prepaidMethodsOf(db: Db, env: Bindings, hotelId: number): Promise<PaymentMethod[]> {
  return (await prepaidOfHotels(db, env, [hotelId]))(hotelId);
}

/**
 * The prepaid methods a held reservation may be paid by now: those its plan offers (as the plan is
 * now) that this deployment and the hotel can take, as at booking (paymentMethodsFor). The guest
 * may switch to any of them while the room is held.
 */
export async function payableMethodsOf(ctx: PaymentContext, found: PaymentWithReservation) {
  const mode = await bookedPlanPaymentMode(ctx.db, found.reservation.reservation_id);
  const prepaid = await prepaidMethodsOf(ctx.db, ctx.env, found.reservation.hotel_id);
  // A plan deleted since the booking: the method booked, while the hotel can still take it.
  if (!mode) return prepaid.filter((m): m is PrepaidMethod => m === found.payment.method);
  return paymentMethodsFor(mode, prepaid).filter((m): m is PrepaidMethod => m !== 'local');
}

/** The provider's view of an attempt. */
function orderOf(found: PaymentWithReservation): PaymentOrder {
  const r = found.reservation;
  return {
    order_number: found.payment.order_number,
    method: found.payment.method,
    amount: found.payment.amount,
    hotel_id: r.hotel_id,
    display_id: r.display_id,
    item_name: `${r.hotel_name} ${r.stay_start_date} ${r.plan_title}`,
    user_name: `${r.user_last_name} ${r.user_first_name}`,
    user_mail: r.user_mail1,
    provider_ref: found.payment.provider_ref,
  };
}

const prefixOf = (lang: string) => (lang === 'ja' ? '' : `/${lang}`);

/** Our own page of an attempt (the card form, the failure page), in the reservation's language. */
function paymentPage(ctx: PaymentContext, found: PaymentWithReservation, page: 'payment' | 'failpayment') {
  return `${ctx.origin}${prefixOf(found.reservation.lang)}/${page}?order=${found.payment.order_number}`;
}

function event(
  ctx: PaymentContext,
  found: PaymentWithReservation,
  kind: string,
  detail: Record<string, unknown> = {},
) {
  return paymentEvent(ctx.db, {
    order_number: found.payment.order_number,
    reservation_id: found.reservation.reservation_id,
    kind,
    detail,
    at: ctx.now,
  });
}

/**
 * Registers an attempt at its provider and answers where the guest goes: the provider's page
 * (Epsilon, JTB), our card form, or our failure page when the provider refused or could not be
 * reached (the guest may try again there while the hold lasts).
 */
export async function startAtProvider(ctx: PaymentContext, found: PaymentWithReservation): Promise<string> {
  if (found.payment.method === 'card') return paymentPage(ctx, found, 'payment');
  const adapter = await adapterFor(ctx.db, ctx.env, found.payment.method, found.reservation.hotel_id, 'new');
  const notifyUrl = `${ctx.origin}/api/${found.payment.method}/notify`;
  const returnUrl = `${ctx.origin}${prefixOf(found.reservation.lang)}/callback/payment`;
  const started = adapter
    ? await adapter.start(orderOf(found), { returnUrl, notifyUrl })
    : ({ ok: false, failure_code: 'method_unavailable' } as const);
  if (started.ok) {
    await ctx.db.batch([
      recordStart(ctx.db, found.payment.payment_id, {
        redirect_url: started.redirect_url,
        provider_ref: started.provider_ref,
        now: ctx.now,
      }),
      event(ctx, found, 'registered', { provider_ref: started.provider_ref ?? null }),
    ]);
    // Voided while it was being registered (another tab switched, or another page's money booked
    // the stay): not a page to send the guest to. Money paid there anyway is still found; where the
    // provider would not give it back by itself, the page is voided there too.
    const now = await findPaymentByOrder(ctx.db, found.payment.order_number);
    if (now?.payment.state !== 'started') {
      await voidPagesRefundedByHand(ctx, found.reservation.reservation_id, 'retry');
      return paymentPage(ctx, found, 'failpayment');
    }
    return started.redirect_url ?? paymentPage(ctx, found, 'failpayment');
  }
  log('warn', ctx.requestId, {
    event: 'payment_start_failed',
    order_number: found.payment.order_number,
    code: started.failure_code,
  });
  await ctx.db.batch([
    recordStart(ctx.db, found.payment.payment_id, { failure_code: started.failure_code, now: ctx.now }),
    event(ctx, found, 'start_failed', { failure_code: started.failure_code }),
  ]);
  return paymentPage(ctx, found, 'failpayment');
}

/**
 * A new attempt for a reservation still being paid (a retry after a decline or an abandoned
 * page), by the same method or another the guest switched to (`method`, which becomes the
 * reservation's): the earlier unpaid attempts are voided here, in the same batch. Should an old page be
 * paid as well, that money is found (its notification, the cron's re-check): it books the room if
 * nothing else has, else it is given back. A reservation no longer held aborts the batch (guard).
 */
export async function newAttempt(
  ctx: PaymentContext,
  found: PaymentWithReservation,
  method: PrepaidMethod = found.payment.method,
): Promise<PaymentWithReservation> {
  const reservationId = found.reservation.reservation_id;
  const order_number = newOrderNumber();
  const from = found.reservation.payment_method;
  const [, , row] = await ctx.db
    .batch([
      ...voidStartedAttempts(ctx.db, reservationId, ctx.now),
      insertPayment(ctx.db, {
        reservation_id: reservationId,
        hotel_id: found.reservation.hotel_id,
        method,
        order_number,
        amount: found.reservation.amount_due,
        currency: 'JPY',
        state: 'started',
        created_at: ctx.now,
        updated_at: ctx.now,
      }),
      ...holdForAttempt(ctx.db, reservationId, method, ctx.now),
      paymentEvent(ctx.db, {
        order_number,
        reservation_id: reservationId,
        kind: from === method ? 'retried' : 'method_changed',
        detail: from === method ? {} : { from, method },
        at: ctx.now,
      }),
    ])
    .catch(async (error: unknown) => {
      // Paid, given up or expired since it was read: nothing more to pay.
      if (isGuardFailure(error)) throw await notPayableNow(ctx, reservationId);
      throw error;
    });
  const payment = row[0] as PaymentRow;
  return { reservation: { ...found.reservation, payment_method: method }, payment };
}

/**
 * The 409 of a booking that can no longer be paid, as it is now: its time ran out (past its
 * deadline, or ended by the cron) → payment_expired; paid or given up → payment_not_retryable.
 */
export async function notPayableNow(ctx: PaymentContext, reservationId: number) {
  const latest = (await paymentsOf(ctx.db, reservationId)).at(-1);
  if (!latest) return new ApiError(Status.CONFLICT, 'payment_not_retryable');
  const status = (await findPaymentByOrder(ctx.db, latest.order_number))?.reservation.status;
  // Still held here means past its deadline (the guards refuse nothing else).
  const expired =
    status === 'payment_processing' ||
    (status === 'payment_canceled' &&
      (await firstPaymentEventAt(ctx.db, latest.order_number, 'expired')) !== null);
  return new ApiError(Status.CONFLICT, expired ? 'payment_expired' : 'payment_not_retryable');
}

/**
 * Voids an unpaid attempt here only. Nothing is cancelled at the provider: between our last look
 * and a cancel the guest may pay, and a cancel would then give back money for a room we hold
 * (decision 048). Money that reaches a voided attempt later is still counted (markPaymentPaid
 * accepts it) and either books the room again or goes back (applyStatus, refundUnbooked).
 */
export async function voidAttempt(ctx: PaymentContext, found: PaymentWithReservation) {
  await ctx.db.batch([
    markPaymentFailed(ctx.db, found.payment.payment_id, 'voided', ctx.now),
    event(ctx, found, 'voided'),
  ]);
}

/**
 * Voids, at its provider, every page of a reservation that could still take money the provider would
 * not give back by itself (JTB: the hotel would refund it by hand): before the guest is offered
 * another page, and once the stay is paid or its hold ends (decision 053). The provider decides
 * atomically, so a page the guest paid first is refused there and its money applied here (it books
 * the room, or goes back). Answers false when a provider could not confirm that a page is void
 * (the caller then offers no new page), else true.
 */
export async function voidPagesRefundedByHand(
  ctx: PaymentContext,
  reservationId: number,
  source: string,
): Promise<boolean> {
  let confirmed = true;
  for (const attempt of await paymentsOf(ctx.db, reservationId)) {
    // Never registered (no page exists), paid, or already void at its provider.
    if (!attempt.provider_ref || attempt.paid_at !== null) continue;
    if (attempt.state !== 'started' && attempt.state !== 'failed') continue;
    if (attempt.failure_code === 'canceled_at_provider') continue;
    if (REFUNDS_AUTOMATICALLY[attempt.method]) continue;
    const found = await findPaymentByOrder(ctx.db, attempt.order_number);
    if (!found) continue;
    const adapter = await adapterFor(ctx.db, ctx.env, attempt.method, found.reservation.hotel_id);
    const status: ProviderStatus = adapter?.void
      ? await adapter.void(orderOf(found))
      : { state: 'unknown', failure_code: 'method_unavailable' };
    if (status.state === 'canceled') {
      await ctx.db.batch([
        markVoidedAtProvider(ctx.db, attempt.payment_id, ctx.now),
        event(ctx, found, 'canceled_at_provider', { source }),
      ]);
    } else if (status.state === 'paid') {
      await applyStatus(ctx, found, status, source);
    } else {
      log('warn', ctx.requestId, {
        event: 'payment_void_failed',
        order_number: attempt.order_number,
        code: status.state === 'unknown' || status.state === 'failed' ? status.failure_code : status.state,
      });
      confirmed = false;
    }
  }
  return confirmed;
}

/**
 * Asks the provider about an attempt (at most once every RECHECK_GAP_SECONDS) and applies what it
 * says. Answers the attempt and reservation as they are afterwards.
 */
export async function recheck(
  ctx: PaymentContext,
  orderNumber: string,
  source: string,
  gapSeconds = RECHECK_GAP_SECONDS,
) {
  const found = await findPaymentByOrder(ctx.db, orderNumber);
  if (!found) return undefined;
  if (found.payment.state === 'paid' || found.payment.state === 'refunded' || found.payment.paid_at !== null)
    return found;
  if (!(await claimRecheck(ctx.db, found.payment.payment_id, ctx.now, gapSeconds))) return found;
  const adapter = await adapterFor(ctx.db, ctx.env, found.payment.method, found.reservation.hotel_id);
  if (!adapter) return found;
  await applyStatus(ctx, found, await adapter.status(orderOf(found)), source);
  return findPaymentByOrder(ctx.db, orderNumber);
}

/**
 * Applies what the provider said of an attempt, exactly once whatever the order and number of
 * confirmations (return page, notifications, cron): only a `paid` for the amount and currency we
 * asked moves money. A processing reservation becomes booked with its mails in one guarded batch;
 * a reservation whose hold had ended takes its room again if still free, else the payment is given
 * back; a second payment of an already paid reservation is given back. `found` is what the caller
 * read before asking the provider and may be stale by now (another confirmation, the hold's end):
 * the batches' guards, not this snapshot, decide (tests call it with a stale one).
 */
export async function applyStatus(
  ctx: PaymentContext,
  found: PaymentWithReservation,
  status: ProviderStatus,
  source: string,
): Promise<void> {
  const { payment, reservation } = found;
  if (status.state === 'unknown' || status.state === 'unpaid') return;
  if (status.state === 'failed' || status.state === 'canceled') {
    if (payment.state !== 'started') return;
    const code = status.state === 'failed' ? status.failure_code : 'canceled_at_provider';
    await ctx.db.batch([
      markPaymentFailed(ctx.db, payment.payment_id, code, ctx.now),
      event(ctx, found, 'declined', { failure_code: code, source }),
    ]);
    return;
  }
  if (status.state !== 'paid') return;
  // Already counted (paid, or paid and given back); an unpaid voided attempt may still be paid.
  if (payment.state === 'paid' || payment.state === 'refunded' || payment.paid_at !== null) return;
  if (status.amount !== payment.amount || status.currency.toUpperCase() !== payment.currency) {
    log('error', ctx.requestId, {
      event: 'payment_amount_mismatch',
      order_number: payment.order_number,
      expected: payment.amount,
      got: status.amount,
      currency: status.currency,
    });
    await ctx.db.batch([
      markPaymentFailed(ctx.db, payment.payment_id, 'amount_mismatch', ctx.now),
      event(ctx, found, 'amount_mismatch', {
        expected: payment.amount,
        got: status.amount,
        currency: status.currency,
        source,
      }),
    ]);
    return;
  }
  const paidFor = (books: boolean) =>
    markPaymentPaid(ctx.db, payment.payment_id, { now: ctx.now, provider_ref: status.provider_ref, books });
  const detail = await reservationDetail(ctx.db, reservation.reservation_id);
  if (!detail) return;
  try {
    if (reservation.status === 'payment_processing') {
      await ctx.db.batch([
        ...paidFor(true),
        // The booking's other pages still waiting no longer count (money paid there goes back).
        ...voidStartedAttempts(ctx.db, reservation.reservation_id, ctx.now),
        ...confirmProcessingReservation(ctx.db, reservation.reservation_id, payment.method, ctx.now),
        ...(await confirmationMails(ctx, { ...detail, payment_method: payment.method })),
        event(ctx, found, 'paid', { amount: status.amount, source }),
      ] as [Statement, ...Statement[]]);
      // The stay is paid: a page of another method still open must take no second payment.
      await voidPagesRefundedByHand(ctx, reservation.reservation_id, source);
      return;
    }
    if (reservation.status === 'payment_canceled') {
      // Paid after its hold ended: the room again if it is still free, in the same batch.
      await ctx.db.batch([
        ...paidFor(true),
        ...voidStartedAttempts(ctx.db, reservation.reservation_id, ctx.now),
        ...rebookExpiredReservation(ctx.db, reservation.reservation_id, payment.method, ctx.now),
        ...detail.nights.flatMap((n) => takeStock(ctx.db, n.room_id, [n.date], n.rooms)),
        ...detail.options
          .filter((o) => o.takes_stock)
          .flatMap((o) =>
            takeOptionStock(
              ctx.db,
              o.additional_option_id,
              detail.nights.map((n) => n.date),
              o.num,
            ),
          ),
        ...(await confirmationMails(ctx, { ...detail, payment_method: payment.method })),
        event(ctx, found, 'late_paid_rebooked', { amount: status.amount, source }),
      ] as [Statement, ...Statement[]]);
      await voidPagesRefundedByHand(ctx, reservation.reservation_id, source);
      return;
    }
  } catch (error) {
    // A guard or a stock CHECK refused the batch: read what won.
    const after = await findPaymentByOrder(ctx.db, payment.order_number);
    if (!after || after.payment.state === 'paid') return; // another confirmation got there first
    if (after.reservation.status === 'payment_processing') throw error; // not a race: a real failure
    // The hold ended and its room is gone, or the reservation ended meanwhile: give the money back.
  }
  // Money for a reservation that cannot have it: record it paid, then give it back.
  const current = await findPaymentByOrder(ctx.db, payment.order_number);
  if (!current || current.payment.state === 'paid' || current.payment.paid_at !== null) return;
  try {
    await ctx.db.batch([
      ...paidFor(false),
      event(ctx, found, 'paid_without_room', { amount: status.amount, source }),
    ]);
  } catch (error) {
    if (isGuardFailure(error)) return;
    throw error;
  }
  await refundUnbooked(ctx, payment.order_number);
}

/** The confirmation to the guest (now a paid booking) and the hotel's notice of a new booking. */
async function confirmationMails(ctx: PaymentContext, detail: ReservationDetail) {
  const booked: ReservationDetail = { ...detail, status: 'booking', canceled_at: null };
  const [guest, hotelCopy, hotel] = await Promise.all([
    mailDataOf(ctx.db, booked, 'confirmation', ctx.origin),
    mailDataOf(ctx.db, booked, 'confirmation', ctx.origin, 'ja'),
    findHotel(ctx.db, detail.hotel_id),
  ]);
  const queuedAt = { reservation_id: detail.reservation_id, created_at: ctx.now, next_attempt_at: ctx.now };
  return [
    reservationMailRow(guest, queuedAt),
    ...hotelNoticeRows(
      { kind: 'booking', reservation: hotelCopy, guest_lang: guest.lang },
      { ...queuedAt, to: hotel?.email },
    ),
  ].map((row) => queueMail(ctx.db, row));
}

/**
 * A mail of an ended reservation to the guest (payment_expired, refund): its insert in a one-item
 * array, for the caller's batch (a query builder returned from an async function would be run).
 */
async function guestMail(
  ctx: PaymentContext,
  detail: ReservationDetail,
  kind: ReservationMailData['kind'],
  extra: Partial<ReservationMailData> = {},
) {
  const data = { ...(await mailDataOf(ctx.db, detail, kind, ctx.origin)), ...extra };
  return [
    queueMail(
      ctx.db,
      reservationMailRow(data, {
        reservation_id: detail.reservation_id,
        created_at: ctx.now,
        next_attempt_at: ctx.now,
      }),
    ),
  ];
}

/**
 * Ends a hold that is still unpaid (its deadline passed, or the guest gave up): every attempt is
 * first asked once more (a payment that arrived in time books the room instead) and voided here
 * (voidAttempt), then the reservation becomes payment_canceled with its stock back and the guest's mail,
 * in one guarded batch. Answers the reservation's status afterwards.
 */
export async function endHold(
  ctx: PaymentContext,
  reservationId: number,
  reason: 'expired' | 'guest_canceled',
): Promise<string | undefined> {
  const attempts = await paymentsOf(ctx.db, reservationId);
  for (const attempt of attempts) {
    if (attempt.state !== 'started' && attempt.state !== 'failed') continue;
    const found = await findPaymentByOrder(ctx.db, attempt.order_number);
    if (found?.reservation.status !== 'payment_processing') break;
    const adapter = await adapterFor(ctx.db, ctx.env, attempt.method, found.reservation.hotel_id);
    if (!adapter) continue;
    const status = await adapter.status(orderOf(found));
    if (status.state === 'paid') {
      await applyStatus(ctx, found, status, reason === 'expired' ? 'cron' : 'give_up');
      continue;
    }
    if (attempt.state === 'started' && status.state !== 'canceled') await voidAttempt(ctx, found);
  }
  // The hold ends: a page whose money only the hotel could give back takes none from now on.
  await voidPagesRefundedByHand(ctx, reservationId, reason === 'expired' ? 'cron' : 'give_up');
  const detail = await reservationDetail(ctx.db, reservationId);
  if (detail?.status !== 'payment_processing') return detail?.status;
  const last = attempts.at(-1);
  const ended: ReservationDetail = { ...detail, status: 'payment_canceled', canceled_at: ctx.now };
  try {
    await ctx.db.batch([
      ...endProcessingReservation(ctx.db, reservationId, ctx.now),
      ...returnStock(ctx.db, detail.nights),
      ...returnOptionStock(
        ctx.db,
        detail.options.filter((o) => o.takes_stock),
        detail.nights.map((n) => n.date),
      ),
      cancelUnpaidPayments(ctx.db, reservationId, ctx.now),
      ...(await guestMail(
        ctx,
        ended,
        'payment_expired',
        reason === 'guest_canceled' ? { given_up: true } : {},
      )),
      ...(last
        ? [
            paymentEvent(ctx.db, {
              order_number: last.order_number,
              reservation_id: reservationId,
              kind: reason,
              at: ctx.now,
            }),
          ]
        : []),
    ] as [Statement, ...Statement[]]);
  } catch (error) {
    if (!isGuardFailure(error)) throw error;
  }
  return (await reservationDetail(ctx.db, reservationId))?.status;
}

/**
 * Gives back a paid attempt whose reservation no longer holds it (cancelled, or expired and its room
 * sold, or paid twice): the whole amount less the reservation's cancellation fee for the attempt
 * that paid the booking, the whole amount for any other. Where the provider cannot (an Epsilon
 * partial refund, JTB), the part is recorded as the hotel's to settle and the guest is told.
 */
async function refundUnbooked(ctx: PaymentContext, orderNumber: string) {
  const found = await findPaymentByOrder(ctx.db, orderNumber);
  if (found?.payment.state !== 'paid') return;
  const reservationId = found.reservation.reservation_id;
  let attempts = await paymentsOf(ctx.db, reservationId);
  const booked = found.reservation.status === 'booking';
  if (!attempts.some((a) => a.books_reservation)) {
    // Booked by a worker before migration 0015, which did not mark its money: mark it first (a
    // cancelled booking's money keeps its fee). A reservation never booked has nothing to mark.
    await ctx.db.batch([claimEarlierBookingPayments(ctx.db, { reservation_id: reservationId })]);
    attempts = await paymentsOf(ctx.db, reservationId);
  }
  const isBookingPayment = bookingPaymentOf(attempts)?.payment_id === found.payment.payment_id;
  if (booked && isBookingPayment) return;
  const fee =
    isBookingPayment && found.reservation.status === 'canceled' ? (found.reservation.cancel_fee ?? 0) : 0;
  // The same rule the lookup quotes to the guest before they cancel (cancel_quote).
  const amount = refundOnCancel(found.payment.amount, fee);
  const detail = await reservationDetail(ctx.db, found.reservation.reservation_id);
  if (!detail) return;
  if (amount === 0) {
    try {
      await ctx.db.batch([
        ...markPaymentRefunded(ctx.db, found.payment.payment_id, {
          amount: 0,
          now: ctx.now,
          state: 'refunded',
        }),
        event(ctx, found, 'kept_as_fee', { fee }),
      ]);
    } catch (error) {
      if (!isGuardFailure(error)) throw error;
    }
    return;
  }
  const adapter = await adapterFor(ctx.db, ctx.env, found.payment.method, found.reservation.hotel_id);
  let result = adapter
    ? await adapter.refund(orderOf(found), amount, found.payment.amount)
    : ({ ok: false, failure_code: 'method_unavailable' } as const);
  if (!result.ok && adapter && amount === found.payment.amount) {
    // An earlier refund whose answer was lost: the provider already shows the sale cancelled.
    const now = await adapter.status(orderOf(found));
    if (now.state === 'canceled') result = { ok: true };
  }
  const unsupported = !result.ok && 'unsupported' in result && result.unsupported;
  if (!result.ok && !unsupported) {
    // The provider did not take it now: the payment stays paid and the cron tries again, spaced,
    // for REFUND_GIVE_UP_SECONDS from the first refusal (an outage of hours hands nothing over);
    // after that the hotel is to give it back (a convenience-store payment, a sale past the
    // provider's cancel window), as for a refund the provider cannot make.
    await ctx.db.batch([event(ctx, found, 'refund_failed', { amount, failure_code: result.failure_code })]);
    log('error', ctx.requestId, {
      event: 'payment_refund_failed',
      order_number: orderNumber,
      code: result.failure_code,
    });
    const first = await firstPaymentEventAt(ctx.db, orderNumber, 'refund_failed');
    if (first === null || ctx.now - first < REFUND_GIVE_UP_SECONDS) return;
  }
  const byHotel = result.ok ? 0 : amount;
  try {
    await ctx.db.batch([
      ...markPaymentRefunded(ctx.db, found.payment.payment_id, {
        amount: result.ok ? amount : 0,
        now: ctx.now,
        // Given back whole (by the provider, or by the hotel): no longer the booking's money.
        state: amount === found.payment.amount ? 'canceled' : 'refunded',
      }),
      event(ctx, found, result.ok ? 'refunded' : 'refund_by_hotel', { amount, fee }),
      ...(await guestMail(ctx, detail, 'refund', {
        refund_method: found.payment.method,
        refund_amount: result.ok ? amount : 0,
        ...(byHotel ? { refund_by_hotel: byHotel } : {}),
      })),
    ]);
  } catch (error) {
    if (!isGuardFailure(error)) throw error;
  }
}

/**
 * The attempt whose money pays a reservation: the one that booked it, unless given back whole
 * (state canceled: refunded, or handed whole to the hotel to refund). A fee kept leaves it
 * `refunded`, still the booking's. Any other paid attempt is a second payment, given back whole.
 */
function bookingPaymentOf(attempts: readonly PaymentRow[]) {
  return attempts.find((a) => a.books_reservation && a.paid_at !== null && a.state !== 'canceled');
}

/**
 * One step of the cron, on its own: a failure (a provider's odd answer, a database hiccup) is
 * logged and the sweep goes on with the next item, so one bad row cannot stall the others.
 */
async function sweepStep(ctx: PaymentContext, what: string, order: string, step: () => Promise<unknown>) {
  try {
    await step();
    return true;
  } catch (error) {
    log('error', ctx.requestId, {
      event: 'payment_sweep_failed',
      step: what,
      order_number: order,
      message: error instanceof Error ? error.message : String(error),
    });
    return false;
  }
}

/**
 * The cron's payment job: ends holds past their deadline, re-checks recent attempts whose money
 * may have arrived unseen (a card charge that went through after we stopped waiting, a missing
 * notification), and gives back money that no booking holds (each refund at most every
 * REFUND_GAP_SECONDS). Idempotent and safe to run twice at once (every change is guarded).
 */
export async function sweepPayments(ctx: PaymentContext) {
  let expired = 0;
  for (const hold of await expiredHolds(ctx.db, ctx.now, 50)) {
    await sweepStep(ctx, 'expire', String(hold.reservation_id), async () => {
      if ((await endHold(ctx, hold.reservation_id, 'expired')) === 'payment_canceled') expired += 1;
    });
  }
  let reconciled = 0;
  for (const attempt of await attemptsToReconcile(ctx.db, ctx.now, RECONCILE_SECONDS, 20)) {
    const gap = Math.max(300, Math.min(3600, Math.floor((ctx.now - attempt.created_at) / 6)));
    if (
      await sweepStep(ctx, 'reconcile', attempt.order_number, () =>
        recheck(ctx, attempt.order_number, 'cron', gap),
      )
    )
      reconciled += 1;
  }
  // Bookings an older worker confirmed (nothing marked): marked first, so their money stays.
  await ctx.db.batch([claimEarlierBookingPayments(ctx.db, { since: ctx.now - RECONCILE_SECONDS })]);
  let refunds = 0;
  for (const paid of await paidWithoutBooking(ctx.db, 20)) {
    if (!(await claimRecheck(ctx.db, paid.payment_id, ctx.now, REFUND_GAP_SECONDS))) continue;
    if (await sweepStep(ctx, 'refund', paid.order_number, () => refundUnbooked(ctx, paid.order_number)))
      refunds += 1;
  }
  return { expired, reconciled, refunds };
}

/**
 * How long a card charge sent to the gateway counts as under way: its answer comes within the
 * provider timeout; a worker that died meanwhile leaves the attempt to the cron's re-check.
 */
const CHARGE_UNDER_WAY_SECONDS = 60;

/** Whether the booking's latest attempt is a card charge sent and not answered yet. */
export async function cardChargeUnderWay(ctx: PaymentContext, reservationId: number) {
  const latest = (await paymentsOf(ctx.db, reservationId)).at(-1);
  if (latest?.method !== 'card' || latest.state !== 'started') return false;
  const sent = await firstPaymentEventAt(ctx.db, latest.order_number, 'charge_sent');
  return sent !== null && sent > ctx.now - CHARGE_UNDER_WAY_SECONDS;
}

/**
 * Charges a card token for a held booking, on the latest card attempt not yet sent to the gateway
 * (a new attempt after a decline: the order number is the gateway's idempotency key). Answers the
 * booking once the charge is confirmed; a decline is a 402 with the gateway's reason, and the guest
 * may try another card while the hold lasts.
 */
export async function payCard(ctx: PaymentContext, found: PaymentWithReservation, token: string) {
  const { reservation } = found;
  const done = (method: string) => ({
    status: 'booking',
    display_id: reservation.display_id,
    payment_method: method as PrepaidMethod,
  });
  const attempts = await paymentsOf(ctx.db, reservation.reservation_id);
  if (reservation.status === 'booking' && attempts.some((a) => a.state === 'paid'))
    return done(reservation.payment_method);
  if (reservation.status !== 'payment_processing') throw new ApiError(Status.CONFLICT, 'payment_expired');
  if ((reservation.payment_deadline_at ?? 0) <= ctx.now) {
    await endHold(ctx, reservation.reservation_id, 'expired');
    throw new ApiError(Status.CONFLICT, 'payment_expired');
  }
  const latest = attempts.at(-1);
  // The guest switched to another method since this form was opened (another tab): its page may be
  // paid any moment, so this form no longer takes money. /failpayment offers card again.
  if (latest && latest.method !== 'card') throw new ApiError(Status.CONFLICT, 'payment_replaced');
  // Another tab's charge is waiting for the gateway: its answer comes first.
  if (await cardChargeUnderWay(ctx, reservation.reservation_id))
    throw new ApiError(Status.CONFLICT, 'payment_in_progress');
  const adapter = await adapterFor(ctx.db, ctx.env, 'card', reservation.hotel_id, 'new');
  if (!adapter?.charge) throw new ApiError(Status.SERVICE_UNAVAILABLE, 'payment_unavailable');
  const fresh = latest && latest.method === 'card' && latest.state === 'started' && !latest.provider_ref;
  const attempt = fresh ? { ...found, payment: latest } : await newAttempt(ctx, found);
  // Written before the charge: while it is under way the guest cannot switch method (retrypayment).
  await ctx.db.batch([event(ctx, attempt, 'charge_sent')]);
  const status = await adapter.charge(orderOf(attempt), token);
  if (status.state === 'unknown') {
    // Not known whether the card was charged. The attempt is set aside so that another try is a new
    // attempt with its own idempotency key (the gateway refuses a key reused with another token);
    // the cron's re-check finds a charge that went through and books with it or gives it back.
    await ctx.db.batch([
      markPaymentFailed(ctx.db, attempt.payment.payment_id, 'charge_unknown', ctx.now),
      event(ctx, attempt, 'charge_unknown', { failure_code: status.failure_code }),
    ]);
    throw new ApiError(Status.SERVICE_UNAVAILABLE, 'payment_unavailable');
  }
  await applyStatus(ctx, attempt, status, 'card_charge');
  if (status.state === 'failed') {
    throw new ApiError(Status.PAYMENT_REQUIRED, 'card_declined', {
      issues: [{ path: 'card', code: status.failure_code, message: status.failure_code }],
    });
  }
  const after = await findPaymentByOrder(ctx.db, attempt.payment.order_number);
  if (after?.reservation.status === 'booking' && after.payment.state === 'paid')
    return done(after.reservation.payment_method);
  // Paid, but the hold had ended and the room could not be had again: the money goes back.
  throw new ApiError(Status.CONFLICT, 'payment_expired');
}

/**
 * After a prepaid reservation was cancelled (guest, member or staff): gives back its paid money at
 * the provider, less the fee kept (refundUnbooked). What the provider does not take now, the cron
 * retries.
 */
export async function refundAfterCancel(ctx: PaymentContext, reservationId: number) {
  for (const attempt of await paymentsOf(ctx.db, reservationId)) {
    if (attempt.state === 'paid') await refundUnbooked(ctx, attempt.order_number);
  }
}

/**
 * A reservation's payment as a lookup shows it, or null for pay at the hotel: the attempt whose
 * money pays it (a second payment given back does not hide it), else the latest attempt.
 */
export async function lookupPaymentOf(
  db: Db,
  reservation: { reservation_id: number; status: string; payment_deadline_at: number | null },
) {
  const attempts = await paymentsOf(db, reservation.reservation_id);
  const attempt = bookingPaymentOf(attempts) ?? attempts.at(-1);
  if (!attempt) return null;
  const held = reservation.status === 'payment_processing' && reservation.payment_deadline_at !== null;
  return {
    method: attempt.method,
    state: attempt.state,
    deadline: held ? formatInstantTokyo(reservation.payment_deadline_at as number) : null,
    order_number: attempt.order_number,
    refunded_amount: attempt.refunded_amount,
    refund_by_hotel: (await firstPaymentEventAt(db, attempt.order_number, 'refund_by_hotel')) !== null,
  };
}
