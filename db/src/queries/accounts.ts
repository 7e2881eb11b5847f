import { and, eq, isNull } from 'drizzle-orm';
import { sessions, staffAccounts } from '../../schema/index';
import type { Db } from '../client';

/** A back-office account as its own settings screen shows it. */
export function findStaffAccount(db: Db, accountId: number) {
  return db
    .select({
      account_id: staffAccounts.account_id,
      login_id: staffAccounts.login_id,
      name: staffAccounts.name,
      kind: staffAccounts.kind,
      entity_id: staffAccounts.entity_id,
      contact_email: staffAccounts.contact_email,
      password_changed_at: staffAccounts.password_changed_at,
    })
    .from(staffAccounts)
    .where(eq(staffAccounts.account_id, accountId))
    .get();
}

export function updateStaffContactEmail(db: Db, accountId: number, contactEmail: string) {
  return db
    .update(staffAccounts)
    .set({ contact_email: contactEmail })
    .where(eq(staffAccounts.account_id, accountId));
}

/** Ends every open session of one user (each of its refresh tokens and the access tokens naming it). */
export function revokeSessionsOf(
  db: Db,
  principal: { type: 'admin' | 'chain' | 'hotel' | 'union' | 'user'; account_id: number },
  now: number,
  reason: string,
) {
  return db
    .update(sessions)
    .set({ revoked_at: now, revoked_reason: reason })
    .where(
      and(
        eq(sessions.principal_type, principal.type),
        eq(sessions.principal_id, principal.account_id),
        isNull(sessions.revoked_at),
      ),
    );
}
