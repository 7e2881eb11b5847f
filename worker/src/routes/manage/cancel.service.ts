import type { Db } from '@tomaru/db/client';
import { type AuditActor, auditIfChanged } from '@tomaru/db/queries/audit';
import { isGuardFailure } from '@tomaru/db/queries/guards';
import { findHotel } from '@tomaru/db/queries/orgs';
import {
  cancelBookedReservation,
  type ReservationDetail,
  reservationStatus,
} from '@tomaru/db/queries/reservations';
import { returnOptionStock, returnStock } from '@tomaru/db/queries/stock';
import { ERROR_MESSAGES } from '@tomaru/domain/errors';
import {
  type Canceller,
  type CancelReason,
  type CancelRefusal,
  decideCancel,
} from '@tomaru/domain/reservations/online-rules';
import { ApiError, Status } from '../../lib/errors';
import { hotelNoticeRows, queueMail, reservationMailRow } from '../../mail/outbox';
import { mailDataOf } from './reservation-view';

/**
 * The API error of a refused cancellation: the decision's code and its own reason (jtb, started,
 * payment_processing, …) as the issue, for every caller, and the fee when one applies.
 */
function cancelRefused(
  refusal: { code: CancelRefusal; reason: CancelReason | 'not_cancellable'; cancel_fee?: number },
  details: Record<string, unknown> = {},
) {
  const fee = refusal.cancel_fee ? { cancel_fee: refusal.cancel_fee } : {};
  return new ApiError(Status.CONFLICT, refusal.code, {
    issues: [{ path: 'code', code: refusal.reason, message: ERROR_MESSAGES[refusal.code] }],
    details: { ...details, ...fee },
  });
}

/**
 * Cancels a reservation for a guest, a member or staff, as decideCancel rules for every caller
 * alike; answers the fee recorded. `details` go into a refusal's details (the hotel's phone, for a guest).
 */
export async function cancelAs(
  db: Db,
  r: ReservationDetail,
  by: Canceller,
  options: { now: number; origin: string; details?: Record<string, unknown>; audit?: AuditActor },
) {
  const decision = decideCancel(r, options.now, by);
  if (!decision.ok) throw cancelRefused(decision, options.details);
  await cancelReservation(
    db,
    r,
    {
      now: options.now,
      fee: decision.fee,
      origin: options.origin,
      details: options.details,
      audit: options.audit,
    },
    by,
  );
  return decision.fee;
}

/** The options of a reservation that took stock, to give back on cancel or change. */
export function takenOptions(r: ReservationDetail) {
  return r.options.filter((o) => o.takes_stock);
}

/**
 * Cancels a booked reservation: status canceled with its time and fee, every night's stock back,
 * and mails to the guest and to the hotel, in one batch. Only a reservation that is still booked is
 * cancelled (a guard aborts the batch otherwise), so two cancels at once return the stock once.
 */
async function cancelReservation(
  db: Db,
  r: ReservationDetail,
  options: {
    now: number;
    fee: number;
    origin: string;
    details?: Record<string, unknown>;
    audit?: AuditActor;
  },
  by: Canceller,
) {
  const canceled: ReservationDetail = {
    ...r,
    status: 'canceled',
    canceled_at: options.now,
    cancel_fee: options.fee,
  };
  const [guestMail, hotel] = await Promise.all([
    mailDataOf(db, canceled, 'cancellation', options.origin),
    findHotel(db, r.hotel_id),
  ]);
  const hotelMail = await mailDataOf(db, canceled, 'cancellation', options.origin, 'ja');
  const queuedAt = {
    reservation_id: r.reservation_id,
    created_at: options.now,
    next_attempt_at: options.now,
  };
  try {
    await db.batch([
      ...cancelBookedReservation(db, r.reservation_id, { now: options.now, fee: options.fee }),
      ...returnStock(db, r.nights),
      ...returnOptionStock(
        db,
        takenOptions(r),
        r.nights.map((n) => n.date),
      ),
      ...[
        reservationMailRow(guestMail, queuedAt),
        ...hotelNoticeRows(
          { kind: 'cancellation', reservation: hotelMail, guest_lang: guestMail.lang },
          { ...queuedAt, to: hotel?.email },
        ),
      ].map((row) => queueMail(db, row)),
      // A back-office cancellation goes on the reservation's audit trail (decision 019).
      ...(options.audit
        ? auditIfChanged(db, {
            at: options.now,
            actor: options.audit,
            hotel_id: r.hotel_id,
            entity: 'reservation',
            entity_id: r.reservation_id,
            action: 'cancelbooking',
            changes: [
              { field: 'status', before: r.status, after: 'canceled' },
              { field: 'cancel_fee', before: r.cancel_fee, after: options.fee },
            ],
          })
        : []),
    ]);
  } catch (error) {
    if (!isGuardFailure(error)) throw error;
    // Someone else changed the reservation first: answer what the rule says of its state now,
    // with the same details as any other refusal. (Still booked means a night's stock row failed
    // its guard: nothing was cancelled, and there is no better reason to give.)
    const current = { ...r, status: (await reservationStatus(db, r.reservation_id)) ?? 'canceled' };
    const decision = decideCancel(current, options.now, by);
    throw cancelRefused(
      decision.ok ? { code: 'not_cancellable', reason: 'not_cancellable' } : decision,
      options.details,
    );
  }
}
