import { bookBody, calculatePriceBody } from '@tomaru/domain/schemas/booking';
import { bookReply, priceReply } from '@tomaru/domain/schemas/responses/guest';
import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { doc, reply } from '../../lib/doc';
import { publicOrigin } from '../../lib/public-origin';
import { validate } from '../../lib/validate';
import { optionalMember } from '../members/optional-member';
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
      const result = await book(c.var.db, c.req.valid('json'), {
        now: c.var.now(),
        origin: publicOrigin(c.env),
        memberId: member?.account_id ?? null,
      });
      return c.json(reply(bookReply, result), 201);
    },
  );
