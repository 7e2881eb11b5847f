import { bookBody, calculatePriceBody } from '@tomaru/domain/schemas/booking';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '../../env';
import { publicOrigin } from '../../lib/public-origin';
import { validate } from '../../lib/validate';
import { optionalMember } from '../members/optional-member';
import { book } from './book.service';
import { priceAnswer, quoteStay } from './quote.service';

/** The price of a stay and the booking itself. */
export const bookingRoutes = new Hono<AppEnv>()
  .post(
    '/calculateprice',
    describeRoute({
      tags: ['guest'],
      summary:
        'The price of a stay for a party: per night, totals with and without tax, separate taxes, amount due',
    }),
    validate('json', calculatePriceBody),
    async (c) => {
      const member = await optionalMember(c);
      const quote = await quoteStay(c.var.db, c.req.valid('json'), {
        now: c.var.now(),
        memberId: member?.account_id ?? null,
      });
      return c.json(priceAnswer(quote), 200);
    },
  )
  .post(
    '/book',
    describeRoute({
      tags: ['guest'],
      summary:
        'Book a stay: the reservation, every night’s stock and the confirmation mail in one atomic step',
    }),
    validate('json', bookBody),
    async (c) => {
      const member = await optionalMember(c);
      const result = await book(c.var.db, c.req.valid('json'), {
        now: c.var.now(),
        origin: publicOrigin(c.env),
        memberId: member?.account_id ?? null,
      });
      return c.json(result, 201);
    },
  );
