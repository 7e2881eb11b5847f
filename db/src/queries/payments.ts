import type { PrepaidMethod } from '@tomaru/domain/enums';
import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import { hotelEpsilonContracts, paymentEvents, payments, plans, reservations } from '../../schema/index';
import type { Db } from '../client';
import { inList } from './bound-lists';
import { nextReservationId } from './catalog';
import { assertOneRowChanged } from './guards';

export type { PrepaidMethod };
export type PaymentRow = typeof payments.$inferSelect;

/** A new attempt's row, without its id (and, in a booking's batch, without its reservation's id). */
export type NewPayment = Omit<typeof payments.$inferInsert, 'payment_id'>;

/** The attempt a booking registers, in the booking's batch: its reservation id is the counter's. */
export function insertBookedPayment(db: Db, row: Omit<NewPayment, 'reservation_id'>) {
  return db.insert(payments).values({ ...row, reservation_id: nextReservationId() });
}

/** A further attempt of a reservation (a retry after a decline or an abandoned provider page). */
export function insertPayment(db: Db, row: NewPayment) {
  return db.insert(payments).values(row).returning();
}

/**
 * One line of a payment's history. `order_number` finds the attempt in the same batch that inserts
 * it; `reservation_id` may be the booking batch's counter.
 */
export function paymentEvent(
  db: Db,
  event: {
    order_number: string;
    reservation_id?: number;
    kind: string;
    detail?: Record<string, unknown>;
    at: number;
  },
) {
  return db.insert(paymentEvents).values({
    payment_id: sql<number>`(select ${payments.payment_id} from ${payments} where ${payments.order_number} = ${event.order_number})`,
    reservation_id: event.reservation_id ?? nextReservationId(),
    kind: event.kind,
    detail: { order_number: event.order_number, ...event.detail },
    created_at: event.at,
  });
}

/** What the payment calls read of an attempt and its reservation. */
export type PaymentWithReservation = NonNullable<Awaited<ReturnType<typeof findPaymentByOrder>>>;

const withReservation = {
  payment: payments,
  reservation: {
    reservation_id: reservations.reservation_id,
    display_id: reservations.display_id,
    hotel_id: reservations.hotel_id,
    status: reservations.status,
    lang: reservations.lang,
    payment_method: reservations.payment_method,
    payment_deadline_at: reservations.payment_deadline_at,
    payment_key_hash: reservations.payment_key_hash,
    amount_due: reservations.amount_due,
    hotel_name: reservations.hotel_name,
    plan_title: reservations.plan_title,
    user_last_name: reservations.user_last_name,
    user_first_name: reservations.user_first_name,
    user_mail1: reservations.user_mail1,
    stay_start_date: reservations.stay_start_date,
    cancel_fee: reservations.cancel_fee,
  },
};

/** An attempt by its order number, with its reservation. */
export function findPaymentByOrder(db: Db, orderNumber: string) {
  return db
    .select(withReservation)
    .from(payments)
    .innerJoin(reservations, eq(reservations.reservation_id, payments.reservation_id))
    .where(eq(payments.order_number, orderNumber))
    .get();
}

/** The payment mode of the plan a reservation booked, as the plan is now (null if it is gone). */
export async function bookedPlanPaymentMode(db: Db, reservationId: number) {
  const row = await db
    .select({ payment_mode: plans.payment_mode })
    .from(reservations)
    .innerJoin(plans, eq(plans.plan_id, reservations.plan_id))
    .where(eq(reservations.reservation_id, reservationId))
    .get();
  return row?.payment_mode ?? null;
}

/** Every attempt of a reservation, oldest first. */
export function paymentsOf(db: Db, reservationId: number) {
  return db
    .select()
    .from(payments)
    .where(eq(payments.reservation_id, reservationId))
    .orderBy(asc(payments.payment_id))
    .all();
}

/**
 * Takes the right to ask the provider about an attempt now: answers true for one caller at a time,
 * at most once every `gapSeconds`, so return pages polling every two seconds, duplicated
 * notifications and the cron do not flood the provider.
 */
export async function claimRecheck(db: Db, paymentId: number, now: number, gapSeconds: number) {
  const rows = await db
    .update(payments)
    .set({ checked_at: now })
    .where(
      and(
        eq(payments.payment_id, paymentId),
        or(sql`${payments.checked_at} is null`, lte(payments.checked_at, now - gapSeconds)),
      ),
    )
    .returning({ payment_id: payments.payment_id })
    .all();
  return rows.length === 1;
}

/**
 * Stores what the provider answered at registration (its page, its reference), or why it refused.
 * A page and reference are stored even on an attempt voided meanwhile (a switch in another tab):
 * money paid there must still be found. A refusal fails only an attempt still started.
 */
export function recordStart(
  db: Db,
  paymentId: number,
  change: {
    redirect_url?: string | undefined;
    provider_ref?: string | undefined;
    failure_code?: string | undefined;
    now: number;
  },
) {
  return db
    .update(payments)
    .set({
      redirect_url: change.redirect_url ?? null,
      ...(change.provider_ref ? { provider_ref: change.provider_ref } : {}),
      ...(change.failure_code ? { state: 'failed' as const, failure_code: change.failure_code } : {}),
      updated_at: change.now,
    })
    .where(
      change.failure_code
        ? and(eq(payments.payment_id, paymentId), eq(payments.state, 'started'))
        : eq(payments.payment_id, paymentId),
    );
}

/**
 * Marks an attempt paid, only from started or failed (a guest may pay a page after an earlier
 * decline) or voided-unpaid (a charge in flight when the hold ended), with its guard: of two
 * confirmations at once only one changes the row, the other's whole batch (mails included) is
 * aborted. `books`: its money books the reservation, in the same batch (else it is to go back).
 */
export function markPaymentPaid(
  db: Db,
  paymentId: number,
  change: { now: number; provider_ref?: string | undefined; books: boolean },
) {
  return [
    db
      .update(payments)
      .set({
        state: 'paid',
        paid_at: change.now,
        books_reservation: change.books,
        updated_at: change.now,
        failure_code: null,
        ...(change.provider_ref ? { provider_ref: change.provider_ref } : {}),
      })
      .where(
        and(
          eq(payments.payment_id, paymentId),
          or(
            inArray(payments.state, ['started', 'failed']),
            // An attempt voided when its hold ended, whose money arrived anyway (a charge in flight).
            and(eq(payments.state, 'canceled'), isNull(payments.paid_at)),
          ),
        ),
      ),
    assertOneRowChanged(db),
  ] as const;
}

/** Marks a started attempt failed (declined, abandoned, refused by the provider): no guard. */
export function markPaymentFailed(db: Db, paymentId: number, failureCode: string, now: number) {
  return db
    .update(payments)
    .set({ state: 'failed', failure_code: failureCode, updated_at: now })
    .where(and(eq(payments.payment_id, paymentId), eq(payments.state, 'started')));
}

/**
 * Voids, here only, every attempt of a reservation still waiting for the guest, with a `voided`
 * event each: in the batch that inserts the next attempt, so of two retries at once the later
 * voids the earlier's attempt too and one page is left to pay.
 */
export function voidStartedAttempts(db: Db, reservationId: number, now: number) {
  const started = and(eq(payments.reservation_id, reservationId), eq(payments.state, 'started'));
  return [
    db.insert(paymentEvents).select(
      db
        .select({
          event_id: sql<number>`null`.as('event_id'),
          payment_id: payments.payment_id,
          reservation_id: payments.reservation_id,
          kind: sql<string>`'voided'`.as('kind'),
          detail: sql<string>`json_object('order_number', ${payments.order_number})`.as('detail'),
          created_at: sql<number>`${now}`.as('created_at'),
        })
        .from(payments)
        .where(started),
    ),
    db.update(payments).set({ state: 'failed', failure_code: 'voided', updated_at: now }).where(started),
  ] as const;
}

/**
 * Marks the attempt that booked a reservation confirmed before migration 0015 (whose worker did
 * not mark it), by the rule the migration used: the first paid, by time then id, not given back
 * whole, of a reservation that was booked; only while none of its attempts is marked. For one
 * reservation (before a refund decision on it), or for those paid since `since` (the cron's, each
 * minute, before it looks for second payments to give back).
 */
export function claimEarlierBookingPayments(db: Db, scope: { reservation_id: number } | { since: number }) {
  return db
    .update(payments)
    .set({ books_reservation: true })
    .where(
      and(
        'reservation_id' in scope
          ? eq(payments.reservation_id, scope.reservation_id)
          : gte(payments.paid_at, scope.since),
        isNotNull(payments.paid_at),
        ne(payments.state, 'canceled'),
        sql`${payments.reservation_id} in (select ${reservations.reservation_id} from ${reservations} where ${reservations.status} not in ('payment_processing', 'payment_canceled'))`,
        sql`not exists (select 1 from ${payments} p2 where p2.reservation_id = ${payments.reservation_id} and p2.books_reservation = 1)`,
        sql`not exists (select 1 from ${payments} p3 where p3.reservation_id = ${payments.reservation_id} and p3.paid_at is not null and p3.state != 'canceled' and (p3.paid_at < ${payments.paid_at} or (p3.paid_at = ${payments.paid_at} and p3.payment_id < ${payments.payment_id})))`,
      ),
    );
}

/** Marks every unpaid attempt of a reservation cancelled (its hold ended). */
export function cancelUnpaidPayments(db: Db, reservationId: number, now: number) {
  return db
    .update(payments)
    .set({ state: 'canceled', updated_at: now })
    .where(and(eq(payments.reservation_id, reservationId), inArray(payments.state, ['started', 'failed'])));
}

/** Records money given back at the provider (state refunded, or canceled for a whole void). */
export function markPaymentRefunded(
  db: Db,
  paymentId: number,
  change: { amount: number; now: number; state: 'refunded' | 'canceled' },
) {
  return [
    db
      .update(payments)
      .set({ state: change.state, refunded_amount: change.amount, updated_at: change.now })
      .where(and(eq(payments.payment_id, paymentId), eq(payments.state, 'paid'))),
    // Of two refunds at once (a cancel and the cron) only one records it and mails the guest.
    assertOneRowChanged(db),
  ] as const;
}

/**
 * A new attempt's method becomes the reservation's (the guest may switch method while the room is
 * held), with its guard: only a reservation still held before its deadline; else the batch aborts.
 */
export function holdForAttempt(db: Db, reservationId: number, method: PrepaidMethod, now: number) {
  return [
    db
      .update(reservations)
      .set({ payment_method: method, updated_at: now })
      .where(
        and(
          eq(reservations.reservation_id, reservationId),
          eq(reservations.status, 'payment_processing'),
          sql`${reservations.payment_deadline_at} > ${now}`,
        ),
      ),
    assertOneRowChanged(db),
  ] as const;
}

/**
 * A processing reservation becomes booked (paid), with its guard. Its payment method becomes the
 * paying attempt's (an earlier method's page, paid after the guest switched, still books it).
 */
export function confirmProcessingReservation(
  db: Db,
  reservationId: number,
  method: PrepaidMethod,
  now: number,
) {
  return [
    db
      .update(reservations)
      .set({ status: 'booking', payment_method: method, payment_deadline_at: null, updated_at: now })
      .where(
        and(eq(reservations.reservation_id, reservationId), eq(reservations.status, 'payment_processing')),
      ),
    assertOneRowChanged(db),
  ] as const;
}

/**
 * A reservation whose hold ended (payment_canceled) is booked again by a late payment, with its
 * guard; the same batch takes its stock again, which the CHECK refuses if the room has been sold.
 */
export function rebookExpiredReservation(db: Db, reservationId: number, method: PrepaidMethod, now: number) {
  return [
    db
      .update(reservations)
      .set({
        status: 'booking',
        payment_method: method,
        canceled_at: null,
        payment_deadline_at: null,
        updated_at: now,
      })
      .where(
        and(eq(reservations.reservation_id, reservationId), eq(reservations.status, 'payment_canceled')),
      ),
    assertOneRowChanged(db),
  ] as const;
}

/** A processing reservation's hold ends (expired, or the guest gave up), with its guard. */
export function endProcessingReservation(db: Db, reservationId: number, now: number) {
  return [
    db
      .update(reservations)
      .set({ status: 'payment_canceled', canceled_at: now, updated_at: now })
      .where(
        and(eq(reservations.reservation_id, reservationId), eq(reservations.status, 'payment_processing')),
      ),
    assertOneRowChanged(db),
  ] as const;
}

/** Processing reservations whose deadline has passed, oldest first. */
export function expiredHolds(db: Db, now: number, limit: number) {
  return db
    .select({ reservation_id: reservations.reservation_id })
    .from(reservations)
    .where(
      and(
        eq(reservations.status, 'payment_processing'),
        isNotNull(reservations.payment_deadline_at),
        lte(reservations.payment_deadline_at, now),
      ),
    )
    .orderBy(asc(reservations.payment_deadline_at))
    .limit(limit)
    .all();
}

/**
 * Paid attempts whose reservation is no longer booked and which have not been given back yet: a
 * cancellation whose refund the provider did not take at once, or a second attempt paid for a
 * reservation another attempt had already paid. The cron gives them back.
 */
export function paidWithoutBooking(db: Db, limit: number) {
  return db
    .select({ payment_id: payments.payment_id, order_number: payments.order_number })
    .from(payments)
    .innerJoin(reservations, eq(reservations.reservation_id, payments.reservation_id))
    .where(
      and(
        eq(payments.state, 'paid'),
        or(
          inArray(reservations.status, ['canceled', 'payment_canceled', 'modified_canceled']),
          // A second payment: another attempt's money booked the reservation. (A booking paid
          // before migration 0015 with no attempt marked is left alone: refundUnbooked marks it.)
          and(
            eq(payments.books_reservation, false),
            sql`exists (select 1 from ${payments} p2 where p2.reservation_id = ${payments.reservation_id} and p2.books_reservation = 1)`,
          ),
        ),
      ),
    )
    .orderBy(sql`coalesce(${payments.checked_at}, 0)`, asc(payments.payment_id))
    .limit(limit)
    .all();
}

/**
 * Attempts with no money counted yet, of the last `withinSeconds`, due for the cron's re-check at
 * the provider: a charge that went through after we stopped waiting, a payment whose notification
 * never came. The older the attempt, the longer between two re-checks (a sixth of its age, from 5
 * minutes to an hour), so an abandoned page costs the provider few calls.
 */
/** Failures after which no money can reach an attempt (the issuer's declines). */
const NO_MONEY_FAILURES = ['card_declined', 'expired_card', 'incorrect_cvc', 'processing_error'];

export function attemptsToReconcile(db: Db, now: number, withinSeconds: number, limit: number) {
  return db
    .select({ order_number: payments.order_number, created_at: payments.created_at })
    .from(payments)
    .where(
      and(
        isNull(payments.paid_at),
        inArray(payments.state, ['started', 'failed', 'canceled']),
        // Not a card the issuer declined, nor an order the provider never registered: no money can come.
        or(isNull(payments.failure_code), notInArray(payments.failure_code, NO_MONEY_FAILURES)),
        or(eq(payments.method, 'card'), isNotNull(payments.redirect_url)),
        sql`${payments.created_at} >= ${now - withinSeconds}`,
        sql`coalesce(${payments.checked_at}, 0) <= ${now} - max(300, min(3600, (${now} - ${payments.created_at}) / 6))`,
      ),
    )
    .orderBy(sql`coalesce(${payments.checked_at}, 0)`)
    .limit(limit)
    .all();
}

/** When an attempt's history first records this kind of event (the first refused refund), or null. */
export async function firstPaymentEventAt(db: Db, orderNumber: string, kind: string) {
  const row = await db
    .select({ at: sql<number | null>`min(${paymentEvents.created_at})` })
    .from(paymentEvents)
    .innerJoin(payments, eq(payments.payment_id, paymentEvents.payment_id))
    .where(and(eq(payments.order_number, orderNumber), eq(paymentEvents.kind, kind)))
    .get();
  return row?.at ?? null;
}

/** A hotel's Epsilon contract as stored (the code sealed). */
export function epsilonContractOf(db: Db, hotelId: number) {
  return db.select().from(hotelEpsilonContracts).where(eq(hotelEpsilonContracts.hotel_id, hotelId)).get();
}

/** Which of these hotels take Epsilon payments (an enabled contract), in one read. */
export async function epsilonHotelsAmong(db: Db, hotelIds: readonly number[]) {
  if (hotelIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ hotel_id: hotelEpsilonContracts.hotel_id })
    .from(hotelEpsilonContracts)
    .where(and(inList(hotelEpsilonContracts.hotel_id, hotelIds), eq(hotelEpsilonContracts.enabled, true)))
    .all();
  return new Set(rows.map((r) => r.hotel_id));
}
