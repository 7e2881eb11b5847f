import { staffActor } from '@tomaru/db/queries/audit';
import { paymentsOf } from '@tomaru/db/queries/payments';
import { reservationDetail } from '@tomaru/db/queries/reservations';
import { cancelEpsilonBody } from '@tomaru/domain/schemas/payments';
import { cancelEpsilonReply } from '@tomaru/domain/schemas/responses/payments';
import { Hono } from 'hono';
import { inventoryForWrite } from '../../auth/scope';
import type { AppEnv } from '../../env';
import { doc, reply } from '../../lib/doc';
import { ApiError, Status, unauthorized } from '../../lib/errors';
import { validate } from '../../lib/validate';
import { refundAfterCancel } from '../../payments/payment.service';
import { cancelAs } from '../manage/cancel.service';
import { paymentContext } from './payments.routes';

/** The back office's payment actions. */
export const staffPaymentRoutes = new Hono<AppEnv>().post(
  '/cancelepsilonreservation',
  doc({
    summary:
      'Cancels a reservation paid through Epsilon and its payment at Epsilon (the whole sale, no fee); the guest is mailed',
    tags: ['back office'],
    ok: cancelEpsilonReply,
    errors: [400, 401, 403, 404, 409, 422],
  }),
  validate('json', cancelEpsilonBody),
  async (c) => {
    const { reservation_id } = c.req.valid('json');
    const ctx = paymentContext(c);
    const p = c.var.principal;
    const r = await reservationDetail(ctx.db, reservation_id);
    if (!r) throw new ApiError(Status.NOT_FOUND, 'reservation_not_found');
    try {
      await inventoryForWrite(ctx.db, p, r.hotel_id);
    } catch (error) {
      // Out of scope is the 404 of a reservation that does not exist; a union is refused.
      if (error instanceof ApiError && error.status === Status.FORBIDDEN && p.type === 'union') throw error;
      throw new ApiError(Status.NOT_FOUND, 'reservation_not_found');
    }
    const paid = (await paymentsOf(ctx.db, reservation_id)).find(
      (a) => a.books_reservation && a.state === 'paid',
    );
    if (r.payment_method !== 'epsilon' || r.status !== 'booking' || !paid)
      throw new ApiError(Status.CONFLICT, 'payment_not_cancellable');
    const actor = await staffActor(ctx.db, p.account_id);
    if (!actor) throw unauthorized();
    await cancelAs(ctx.db, r, { kind: 'staff', fee: 0 }, { now: ctx.now, origin: ctx.origin, audit: actor });
    await refundAfterCancel(ctx, reservation_id);
    const after = (await paymentsOf(ctx.db, reservation_id)).find((a) => a.payment_id === paid.payment_id);
    return c.json(
      reply(cancelEpsilonReply, { status: 'canceled', refunded_amount: after?.refunded_amount ?? 0 }),
      200,
    );
  },
);
