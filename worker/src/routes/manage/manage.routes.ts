import type { Db } from '@tomaru/db/client';
import { findPaymentByOrder } from '@tomaru/db/queries/payments';
import {
  findReservationByDisplayId,
  replacementDisplayId,
  reservationDetail,
} from '@tomaru/db/queries/reservations';
import { cancelQuote, changeRules, receiptFacts } from '@tomaru/domain/reservations/online-rules';
import {
  bookingKeyQuery,
  bookingLookupQuery,
  cancelBookingBody,
  changeBookingBody,
  receiptBody,
} from '@tomaru/domain/schemas/manage';
import {
  bookingByCodeReply,
  changedReply,
  changeRulesReply,
  guestCanceledReply,
  receiptReply,
} from '@tomaru/domain/schemas/responses/manage';
import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { clientAddress } from '../../lib/client-address';
import { doc, reply } from '../../lib/doc';
import { ApiError, Status } from '../../lib/errors';
import { publicOrigin } from '../../lib/public-origin';
import { type Limit, takeSlot } from '../../lib/throttle';
import { validate } from '../../lib/validate';
import { lookupPaymentOf, refundAfterCancel } from '../../payments/payment.service';
import { paymentContext } from '../payments/payments.routes';
import { cancelAs } from './cancel.service';
import { changeReservation } from './change.service';
import { issueReceipt } from './receipt.service';
import { guestReservationView } from './reservation-view';

/** Lookups by display id and e-mail are guessable: limited per id and per client address. */
const lookupLimits = (code: string, address: string): Limit[] => [
  { scope: 'lookup_code', key: code, max: 5, windowSeconds: 15 * 60 },
  { scope: 'lookup_ip', key: address, max: 30, windowSeconds: 15 * 60 },
];

/**
 * The reservation a non-member names by display id and e-mail. A wrong id and a wrong e-mail give
 * the same 404, and every miss counts toward the limits.
 */
async function findByKey(db: Db, key: { code: string; email: string }, address: string, now: number) {
  // The lookup counts before the search (a burst cannot outrun the count); a hit gives it back.
  const slot = await takeSlot(db, lookupLimits(key.code, address), now);
  const row = await findReservationByDisplayId(db, key.code);
  if (!row || row.user_mail1.toLowerCase() !== key.email.toLowerCase()) {
    throw new ApiError(Status.NOT_FOUND, 'reservation_not_found');
  }
  await slot.release();
  const detail = await reservationDetail(db, row.reservation_id);
  if (!detail) throw new ApiError(Status.NOT_FOUND, 'reservation_not_found');
  return detail;
}

/** The yen the payment the lookup shows has taken (0 for pay at the hotel, or while not paid). */
async function paidInAdvance(db: Db, payment: { order_number: string; state: string } | null) {
  if (payment?.state !== 'paid') return 0;
  return (await findPaymentByOrder(db, payment.order_number))?.payment.amount ?? 0;
}

/** A guest's calls after booking, by display id and e-mail: look up, check, cancel, change, receipt. */
export const manageRoutes = new Hono<AppEnv>()
  .get(
    '/getbookingbycode',
    doc({
      summary: 'A reservation by display id and the booker’s e-mail (the same 404 for either wrong)',
      tags: ['guest'],
      ok: bookingByCodeReply,
      errors: [404, 422, 429],
    }),
    validate('query', bookingLookupQuery),
    async (c) => {
      const query = c.req.valid('query');
      const now = c.var.now();
      const r = await findByKey(c.var.db, query, clientAddress(c), now);
      const payment = await lookupPaymentOf(c.var.db, r);
      return c.json(
        reply(bookingByCodeReply, {
          reservation: {
            ...(await guestReservationView(c.var.db, r, query.lang)),
            // The screen offers a receipt only when issuereceipt would issue one, says why not, and
            // reads 宿泊済み, all on the server's clock.
            ...receiptFacts(r, now),
            replaced_by_display_id:
              r.status === 'modified_canceled' ? ((await replacementDisplayId(c.var.db, r)) ?? null) : null,
            // cancelbooking's own rule, so the confirmation names the fee and refund it will apply.
            cancel_quote: cancelQuote(r, now, await paidInAdvance(c.var.db, payment)),
          },
          rules: changeRules(r, now),
          payment,
        }),
        200,
      );
    },
  )
  .get(
    '/checkcanchangereservation',
    doc({
      summary: 'Whether the guest may still change or cancel online, and why not',
      tags: ['guest'],
      ok: changeRulesReply,
      errors: [404, 422, 429],
    }),
    validate('query', bookingKeyQuery),
    async (c) => {
      const r = await findByKey(c.var.db, c.req.valid('query'), clientAddress(c), c.var.now());
      return c.json(reply(changeRulesReply, changeRules(r, c.var.now())), 200);
    },
  )
  .post(
    '/cancelbooking',
    doc({
      summary: 'Cancel online when no fee applies; the stock returns and the guest and the hotel are mailed',
      tags: ['guest'],
      ok: guestCanceledReply,
      errors: [400, 404, 409, 422, 429],
    }),
    validate('json', cancelBookingBody),
    async (c) => {
      const now = c.var.now();
      const r = await findByKey(c.var.db, c.req.valid('json'), clientAddress(c), now);
      // The guest is told whom to call when online cancellation is refused.
      const hotelTel = (await guestReservationView(c.var.db, r)).hotel.tel;
      await cancelAs(
        c.var.db,
        r,
        { kind: 'guest' },
        { now, origin: publicOrigin(c.env), details: { hotel_tel: hotelTel } },
      );
      // A prepaid stay's money goes back at its provider.
      if (r.payment_method !== 'local') await refundAfterCancel(paymentContext(c), r.reservation_id);
      return c.json(reply(guestCanceledReply, { status: 'canceled', display_id: r.display_id }), 200);
    },
  )
  .post(
    '/changebooking',
    doc({
      summary: 'Change a stay: a new reservation replaces the old one (modified_canceled) in one atomic step',
      tags: ['guest'],
      ok: changedReply,
      status: 201,
      errors: [400, 404, 409, 422, 429],
    }),
    validate('json', changeBookingBody),
    async (c) => {
      const now = c.var.now();
      const body = c.req.valid('json');
      const old = await findByKey(c.var.db, body, clientAddress(c), now);
      const result = await changeReservation(c.var.db, old, body.booking, {
        now,
        origin: publicOrigin(c.env),
        memberId: old.member_id,
      });
      return c.json(reply(changedReply, result), 201);
    },
  )
  .post(
    '/issuereceipt',
    doc({
      summary: 'Issue a receipt (qualified simplified invoice); later issues are marked as reissues',
      tags: ['guest'],
      ok: receiptReply,
      errors: [400, 404, 409, 422, 429],
    }),
    validate('json', receiptBody),
    async (c) => {
      const now = c.var.now();
      const body = c.req.valid('json');
      const r = await findByKey(c.var.db, body, clientAddress(c), now);
      return c.json(
        reply(receiptReply, {
          receipt: await issueReceipt(c.var.db, r, {
            addressee: body.addressee,
            via: 'guest',
            now,
            lang: body.lang,
          }),
        }),
        200,
      );
    },
  );
