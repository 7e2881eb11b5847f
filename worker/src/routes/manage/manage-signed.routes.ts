import type { Db } from '@tomaru/db/client';
import { staffActor } from '@tomaru/db/queries/audit';
import { reservationDetail } from '@tomaru/db/queries/reservations';
import { signedCancelBody, signedReceiptBody } from '@tomaru/domain/schemas/manage';
import { receiptReply, signedCanceledReply } from '@tomaru/domain/schemas/responses/manage';
import { Hono } from 'hono';
import { hotelInScope } from '../../auth/scope';
import type { AppEnv, Principal } from '../../env';
import { doc, reply } from '../../lib/doc';
import { ApiError, Status } from '../../lib/errors';
import { publicOrigin } from '../../lib/public-origin';
import { validate } from '../../lib/validate';
import { refundAfterCancel } from '../../payments/payment.service';
import { paymentContext } from '../payments/payments.routes';
import { cancelAs } from './cancel.service';
import { issueReceipt } from './receipt.service';

const notFound = () => new ApiError(Status.NOT_FOUND, 'reservation_not_found');

/**
 * A reservation the caller may act on: a member's own, or one of a hotel in a back-office user's
 * scope. Anything else is the same 404, so ids cannot be probed.
 */
async function reachable(db: Db, p: Principal, reservationId: number) {
  const r = await reservationDetail(db, reservationId);
  if (!r) throw notFound();
  if (p.type === 'user') {
    if (r.member_id !== p.account_id) throw notFound();
    return r;
  }
  try {
    await hotelInScope(db, p, r.hotel_id);
  } catch {
    throw notFound();
  }
  return r;
}

/** Cancel and receipts for signed-in users: members on their own bookings, hotels on theirs. */
export const manageSignedRoutes = new Hono<AppEnv>()
  .post(
    '/cancelbooking',
    doc({
      summary:
        'Cancel a reservation: by the hotel (fee recorded, guest mailed) or by the member (no fee only)',
      tags: ['back office', 'member'],
      ok: signedCanceledReply,
      errors: [400, 401, 404, 409, 422],
    }),
    validate('json', signedCancelBody),
    async (c) => {
      const body = c.req.valid('json');
      const p = c.var.principal;
      const now = c.var.now();
      const r = await reachable(c.var.db, p, body.reservation_id);
      // A member cancels as a guest does; staff may set or waive the fee, never above the total.
      if (p.type !== 'user' && body.cancel_fee !== undefined && body.cancel_fee > r.total_include_tax) {
        throw new ApiError(Status.UNPROCESSABLE, 'validation_failed', {
          issues: [{ path: 'cancel_fee', code: 'max_value', message: 'The fee exceeds the total.' }],
        });
      }
      const fee = await cancelAs(
        c.var.db,
        r,
        p.type === 'user' ? { kind: 'guest' } : { kind: 'staff', fee: body.cancel_fee },
        {
          now,
          origin: publicOrigin(c.env),
          audit: p.type === 'user' ? undefined : await staffActor(c.var.db, p.account_id),
        },
      );
      if (r.payment_method !== 'local') await refundAfterCancel(paymentContext(c), r.reservation_id);
      return c.json(
        reply(signedCanceledReply, {
          status: 'canceled',
          reservation_id: r.reservation_id,
          cancel_fee: fee,
        }),
        200,
      );
    },
  )
  .post(
    '/issuereceipt',
    doc({
      summary: 'Issue a receipt for a member’s or a hotel’s reservation',
      tags: ['back office', 'member'],
      ok: receiptReply,
      errors: [400, 401, 404, 409, 422],
    }),
    validate('json', signedReceiptBody),
    async (c) => {
      const body = c.req.valid('json');
      const p = c.var.principal;
      const r = await reachable(c.var.db, p, body.reservation_id);
      const receipt = await issueReceipt(c.var.db, r, {
        addressee: body.addressee,
        via: p.type === 'user' ? 'member' : 'hotel',
        now: c.var.now(),
        lang: body.lang,
      });
      return c.json(reply(receiptReply, { receipt }), 200);
    },
  );
