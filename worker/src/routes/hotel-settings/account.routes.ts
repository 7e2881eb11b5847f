import type { Db } from '@tomaru/db/client';
import { findStaffAccount, revokeSessionsOf, updateStaffContactEmail } from '@tomaru/db/queries/accounts';
import { recordAudit, staffActor } from '@tomaru/db/queries/audit';
import { changedFields } from '@tomaru/domain/audit';
import {
  type AccountResponse,
  accountResponse,
  logoutAllResponse,
  updateAccountBody,
} from '@tomaru/domain/schemas/account';
import { Hono } from 'hono';
import type * as v from 'valibot';
import { requireRole, STAFF } from '../../auth/middleware';
import type { AppEnv, Principal } from '../../env';
import { doc } from '../../lib/doc';
import { Status, unauthorized } from '../../lib/errors';
import { validate } from '../../lib/validate';

const staffOnly = requireRole(...STAFF);

async function ownAccount(db: Db, p: Principal): Promise<AccountResponse['account']> {
  const account = await findStaffAccount(db, p.account_id);
  if (!account) throw unauthorized();
  const { entity_id: _, ...shown } = account;
  return shown;
}

/**
 * The signed-in staff member's own account: login id, name, contact e-mail, when the password last
 * changed; "sign out everywhere" (decision 018). The password itself changes through changepassword.
 */
export const accountRoutes = new Hono<AppEnv>()
  .get(
    '/getaccount',
    staffOnly,
    doc({
      summary: 'The caller’s own staff account',
      tags: ['back office'],
      ok: accountResponse,
      errors: [401, 403],
    }),
    async (c) => {
      const answer: AccountResponse = { account: await ownAccount(c.var.db, c.var.principal) };
      return c.json(answer, Status.OK);
    },
  )
  .post(
    '/updateaccount',
    staffOnly,
    doc({
      summary: 'Set the caller’s contact e-mail (empty clears it)',
      tags: ['back office'],
      ok: accountResponse,
      errors: [400, 401, 403, 422],
    }),
    validate('json', updateAccountBody),
    async (c) => {
      const { contact_email } = c.req.valid('json');
      const db = c.var.db;
      const p = c.var.principal;
      const before = await ownAccount(db, p);
      const changes = changedFields({ contact_email: before.contact_email }, { contact_email });
      if (changes.length > 0) {
        const actor = await staffActor(db, p.account_id);
        if (!actor) throw unauthorized();
        await db.batch([
          updateStaffContactEmail(db, p.account_id, contact_email),
          recordAudit(db, {
            at: c.var.now(),
            actor,
            hotel_id: p.type === 'hotel' ? p.entity_id : null,
            entity: 'account',
            entity_id: p.account_id,
            action: 'updateaccount',
            changes,
          }),
        ]);
      }
      const answer: AccountResponse = { account: await ownAccount(db, p) };
      return c.json(answer, Status.OK);
    },
  )
  .post(
    '/logoutall',
    staffOnly,
    doc({
      summary: 'Sign out everywhere: every session of the caller’s account ends, this one included',
      tags: ['back office'],
      ok: logoutAllResponse,
      errors: [401, 403],
    }),
    async (c) => {
      const db = c.var.db;
      const p = c.var.principal;
      const actor = await staffActor(db, p.account_id);
      if (!actor) throw unauthorized();
      const now = c.var.now();
      // The sessions end and the trail says so, in one batch (decision 019).
      await db.batch([
        revokeSessionsOf(db, p, now, 'logout_all'),
        recordAudit(db, {
          at: now,
          actor,
          hotel_id: p.type === 'hotel' ? p.entity_id : null,
          entity: 'account',
          entity_id: p.account_id,
          action: 'logoutall',
          changes: [{ field: 'sessions', before: null, after: null }],
        }),
      ]);
      const answer: v.InferOutput<typeof logoutAllResponse> = { status: 'logged_out_everywhere' };
      return c.json(answer, Status.OK);
    },
  );
