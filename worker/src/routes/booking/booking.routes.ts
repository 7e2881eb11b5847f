import { findPaymentByOrder } from '@tomaru/db/queries/payments';
import { formatInstantTokyo } from '@tomaru/domain/dates/stay';
import { bookBody, calculatePriceBody } from '@tomaru/domain/schemas/booking';
import { bookReply, priceReply } from '@tomaru/domain/schemas/responses/guest';
import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { doc, reply } from '../../lib/doc';
import { ApiError } from '../../lib/errors';
import { hashToken, randomToken } from '../../lib/tokens';
import { validate } from '../../lib/validate';
import {
  holdSeconds,
  newOrderNumber,
  payCard,
  prepaidMethodsOf,
  startAtProvider,
} from '../../payments/payment.service';
import { optionalMember } from '../members/optional-member';
import { paymentContext } from '../payments/payments.routes';
import { book } from './book.service';
import { priceAnswer, quoteStay } from './quote.service';

/** The price of a stay and the booking itself. */
export const bookingRoutes = new Hono<AppEnv>()
  .post(
    '/calculateprice',
    doc({
      summary:
        'The price of a stay for a party: per night, totals with and without tax, separate taxes, amount due',
      tags: ['guest'],
      ok: priceReply,
      errors: [400, 401, 403, 404, 409, 422],
    }),
    validate('json', calculatePriceBody),
    async (c) => {
      const member = await optionalMember(c);
      const quote = await quoteStay(c.var.db, c.req.valid('json'), {
        now: c.var.now(),
        memberId: member?.account_id ?? null,
        prepaid: (hotelId) => prepaidMethodsOf(c.var.db, c.env, hotelId),
      });
      return c.json(reply(priceReply, priceAnswer(quote)), 200);
    },
  )
  .post(
    '/book',
    doc({
      summary:
        'Book a stay: the reservation, every night’s stock and the confirmation mail in one atomic step',
      tags: ['guest'],
      ok: bookReply,
      status: 201,
      errors: [400, 401, 403, 404, 409, 422, 429],
    }),
    validate('json', bookBody),
    async (c) => {
      const member = await optionalMember(c);
      const body = c.req.valid('json');
      const ctx = paymentContext(c);
      // A prepaid booking holds its room with a first attempt, and a key for the guest's payment pages.
      const key = body.payment_method === 'local' ? null : randomToken(24);
      const held =
        key && body.payment_method !== 'local'
          ? {
              method: body.payment_method,
              order_number: newOrderNumber(),
              key_hash: await hashToken(key),
              deadline: ctx.now + holdSeconds(c.env),
            }
          : undefined;
      const result = await book(c.var.db, body, {
        now: ctx.now,
        origin: ctx.origin,
        memberId: member?.account_id ?? null,
        prepaid: (hotelId) => prepaidMethodsOf(c.var.db, c.env, hotelId),
        ...(held ? { payment: held } : {}),
      });
      if (!held || !key) return c.json(reply(bookReply, result), 201);
      const payment = {
        deadline: formatInstantTokyo(held.deadline),
        order_number: held.order_number,
        key,
      };
      const found = await findPaymentByOrder(c.var.db, held.order_number);
      if (!found) throw new Error('the booked payment attempt is missing');
      if (held.method === 'card' && body.card_token) {
        // The contract's one-step card booking: charged now; a decline leaves the hold for the card form.
        try {
          const paid = await payCard(ctx, found, body.card_token);
          return c.json(reply(bookReply, { ...result, status: paid.status, payment }), 201);
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
        }
      }
      const redirect_url = await startAtProvider(ctx, found);
      return c.json(reply(bookReply, { ...result, payment: { ...payment, redirect_url } }), 201);
    },
  );
