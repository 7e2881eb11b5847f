import type { Db } from '@tomaru/db/client';
import { type AuditActor, staffActor } from '@tomaru/db/queries/audit';
import type { Principal } from '../env';
import { unauthorized } from '../lib/errors';

/**
 * Who a back-office write is recorded as (decision 019): the caller's staff account. An account
 * deleted since its token was issued may not write: 401.
 */
export async function auditActor(db: Db, p: Principal): Promise<AuditActor> {
  const actor = await staffActor(db, p.account_id);
  if (!actor) throw unauthorized();
  return actor;
}
