import { createWaitingBody } from '@tomaru/domain/schemas/manage';
import { waitingReply } from '@tomaru/domain/schemas/responses/guest';
import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { clientAddress } from '../../lib/client-address';
import { doc, reply } from '../../lib/doc';
import { publicOrigin } from '../../lib/public-origin';
import { takeSlot } from '../../lib/throttle';
import { validate } from '../../lib/validate';
import { createWaiting } from './waiting.service';

/** The waiting list for sold-out stays (キャンセル待ち). */
export const waitingRoutes = new Hono<AppEnv>().post(
  '/createwaiting',
  doc({
    summary:
      'Wait for a sold-out stay; the guest is mailed once when every night frees (first come, first served)',
    tags: ['guest'],
    ok: waitingReply,
    status: 201,
    errors: [400, 404, 409, 422, 429],
  }),
  validate('json', createWaitingBody),
  async (c) => {
    const now = c.var.now();
    const limits = [{ scope: 'waiting_ip', key: clientAddress(c), max: 20, windowSeconds: 3600 }];
    // Every request counts, taken before the stay is looked at (so a burst cannot outrun the count).
    await takeSlot(c.var.db, limits, now);
    const result = await createWaiting(c.var.db, c.req.valid('json'), now, publicOrigin(c.env));
    return c.json(reply(waitingReply, result), 201);
  },
);
