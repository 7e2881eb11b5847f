import { waitingsReply } from '@tomaru/domain/schemas/responses/waitings';
import { waitingsAllQuery, waitingsQuery } from '@tomaru/domain/schemas/waitings';
import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { doc, reply } from '../../lib/doc';
import { Status } from '../../lib/errors';
import { validate } from '../../lib/validate';
import { allWaitings, hotelWaitings } from './waiting-list.service';

/**
 * The back office's view of the waiting list (キャンセル待ち, decision 045): who waits for which stay,
 * their party and contact, and whether the freed rooms were mailed. Read-only; newest first.
 */
export const waitingListRoutes = new Hono<AppEnv>()
  .get(
    '/getwaitings',
    doc({
      summary:
        'A hotel’s waiting-list entries (state waiting, notified, expired; stay dates from–to; 20 a page)',
      tags: ['back office'],
      ok: waitingsReply,
      errors: [401, 403, 404, 422],
    }),
    validate('query', waitingsQuery),
    async (c) => {
      const q = c.req.valid('query');
      const answer = await hotelWaitings(c.var.db, c.var.principal, q, c.var.now());
      return c.json(reply(waitingsReply, answer), Status.OK);
    },
  )
  .get(
    '/getwaitingsall',
    doc({
      summary: 'Waiting-list entries of every hotel in the caller’s scope (admin: all hotels), or of one',
      tags: ['back office'],
      ok: waitingsReply,
      errors: [401, 403, 404, 422],
    }),
    validate('query', waitingsAllQuery),
    async (c) => {
      const q = c.req.valid('query');
      const answer = await allWaitings(c.var.db, c.var.principal, q, c.var.now());
      return c.json(reply(waitingsReply, answer), Status.OK);
    },
  );
