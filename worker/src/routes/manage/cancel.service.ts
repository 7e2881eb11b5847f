import type { Db } from '@tomaru/db/client';
import { assertOneRowChanged, isGuardFailure } from '@tomaru/db/queries/guards';
import { findHotel } from '@tomaru/db/queries/orgs';
import type { ReservationDetail, ReservationRow } from '@tomaru/db/queries/reservations';
import { reservations, roomStocks } from '@tomaru/db/schema';
import { todayInTokyo } from '@tomaru/domain/dates/stay';
import { canChangeOnline, cancelFee } from '@tomaru/domain/pricing/cancellation';
import { and, eq, sql } from 'drizzle-orm';
import { ApiError, Status } from '../../lib/errors';
import { queueHotelMail, queueReservationMail } from '../../mail/outbox';
import { mailDataOf } from './reservation-view';

export type ChangeRules = {
  can_change: boolean;
  can_cancel: boolean;
  reason?: 'deadline_passed' | 'prepaid' | 'jtb' | 'cancel_fee_applies' | 'canceled';
  cancel_fee?: number;
};

/**
 * What a guest may still do online with a reservation at `now`: change before the plan's change
 * deadline and never for prepaid (card, epsilon, jtb) ones; cancel while no fee applies and never
 * for jtb. The reason names the first rule that stands in the way.
 */
export function changeRules(r: ReservationRow, now: number): ChangeRules {
  if (r.status !== 'booking' && r.status !== 'payment_processing') {
    return { can_change: false, can_cancel: false, reason: 'canceled' };
  }
  if (r.payment_method === 'jtb') return { can_change: false, can_cancel: false, reason: 'jtb' };
  const started = todayInTokyo(now) > r.stay_start_date;
  const { fee } = cancelFee(r.cancel_policy, r.stay_start_date, now, r.total_include_tax);
  const prepaid = r.payment_method !== 'local';
  const can_change = !prepaid && !started && canChangeOnline(r.change_deadline_days, r.stay_start_date, now);
  const can_cancel = !started && fee === 0 && r.status === 'booking';
  let reason: ChangeRules['reason'];
  if (!can_change) reason = prepaid && !started ? 'prepaid' : 'deadline_passed';
  else if (!can_cancel) reason = 'cancel_fee_applies';
  return { can_change, can_cancel, ...(reason ? { reason } : {}), ...(fee > 0 ? { cancel_fee: fee } : {}) };
}

/**
 * Cancels a booked reservation: status canceled with its time and fee, every night's stock back,
 * and mails to the guest and to the hotel, in one batch. Only a reservation that is still booked is
 * cancelled (a guard aborts the batch otherwise), so two cancels at once return the stock once.
 */
export async function cancelReservation(
  db: Db,
  r: ReservationDetail,
  options: { now: number; fee: number; origin: string },
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
  try {
    await db.batch([
      db
        .update(reservations)
        .set({
          status: 'canceled',
          canceled_at: options.now,
          cancel_fee: options.fee,
          updated_at: options.now,
        })
        .where(and(eq(reservations.reservation_id, r.reservation_id), eq(reservations.status, 'booking'))),
      assertOneRowChanged(db),
      ...r.nights.flatMap((n) => [
        db
          .update(roomStocks)
          .set({ sold: sql`${roomStocks.sold} - ${n.rooms}` })
          .where(and(eq(roomStocks.room_id, n.room_id), eq(roomStocks.date, n.date))),
        assertOneRowChanged(db),
      ]),
      queueReservationMail(db, guestMail, {
        reservation_id: r.reservation_id,
        created_at: options.now,
        next_attempt_at: options.now,
      }),
      ...(hotel?.email
        ? [
            queueHotelMail(
              db,
              { kind: 'cancellation', reservation: hotelMail, guest_lang: guestMail.lang },
              {
                to: hotel.email,
                reservation_id: r.reservation_id,
                created_at: options.now,
                next_attempt_at: options.now,
              },
            ),
          ]
        : []),
    ]);
  } catch (error) {
    if (isGuardFailure(error)) throw new ApiError(Status.CONFLICT, 'already_canceled');
    throw error;
  }
}
