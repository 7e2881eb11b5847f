import type { Db } from '@tomaru/db/client';
import type { Statement } from '@tomaru/db/queries/guards';
import {
  type ReservationDetail,
  replaceBookedReservation,
  reservationStatus,
} from '@tomaru/db/queries/reservations';
import { returnOptionStock, returnStock } from '@tomaru/db/queries/stock';
import { changeRules } from '@tomaru/domain/reservations/online-rules';
import type { BookBody } from '@tomaru/domain/schemas/booking';
import { ApiError, Status } from '../../lib/errors';
import {
  type BookContext,
  bookingConflict,
  insertedId,
  isStockViolation,
  prepareBooking,
  reservationStatements,
  withNewReservation,
} from '../booking/book.service';
import { takenOptions } from './cancel.service';
import { mailDataOf } from './reservation-view';

/**
 * Changes a reservation: the new stay is a new reservation pointing to the old one
 * (before_reservation_id), the old one becomes modified_canceled, its stock returns and the new
 * stock is taken, all in one batch. If the new stay is sold out, or the old reservation is no
 * longer booked when the batch runs, nothing changes.
 */
export async function changeReservation(
  db: Db,
  old: ReservationDetail,
  body: BookBody,
  context: BookContext,
) {
  const rules = changeRules(old, context.now);
  if (!rules.can_change) {
    throw new ApiError(Status.CONFLICT, 'not_changeable', {
      issues: [
        { path: 'code', code: rules.reason ?? 'not_changeable', message: rules.reason ?? 'not_changeable' },
      ],
    });
  }
  if (body.hotel_id !== old.hotel_id) {
    throw new ApiError(Status.UNPROCESSABLE, 'validation_failed', {
      issues: [
        { path: 'booking.hotel_id', code: 'invalid_value', message: 'A change stays at the same hotel.' },
      ],
    });
  }
  const releasing = old.nights.map((n) => ({ room_id: n.room_id, date: n.date, rooms: n.rooms }));
  const oldDates = old.nights.map((n) => n.date);
  const releasingOptions = takenOptions(old).flatMap((o) =>
    oldDates.map((date) => ({ additional_option_id: o.additional_option_id, date, num: o.num })),
  );
  const [prepared, before] = await Promise.all([
    prepareBooking(db, body, { ...context, releasing, releasingOptions }),
    mailDataOf(db, old, 'change', context.origin, 'ja'),
  ]);

  return withNewReservation(async (ids) => {
    const { statements, result, idAt } = reservationStatements(db, body, prepared, context, {
      ...ids,
      beforeReservationId: old.reservation_id,
      mailKind: 'change',
      before,
    });
    const giveBack: Statement[] = [
      ...replaceBookedReservation(db, old.reservation_id, context.now),
      ...returnStock(db, old.nights),
      ...returnOptionStock(db, takenOptions(old), oldDates),
    ];
    let results: unknown[];
    try {
      // The old stock goes back before the new is taken, so a same-room overlap never trips the CHECK.
      results = await db.batch([...giveBack, ...statements] as [Statement, ...Statement[]]);
    } catch (error) {
      if (isStockViolation(error)) {
        if ((await reservationStatus(db, old.reservation_id)) !== 'booking')
          throw new ApiError(Status.CONFLICT, 'not_changeable');
        throw bookingConflict(error);
      }
      throw error;
    }
    return {
      reservation_id: insertedId(results[giveBack.length + idAt]),
      ...result,
      before_reservation_id: old.reservation_id,
    };
  });
}
