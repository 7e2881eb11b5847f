import { and, eq, gt, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import { loginFailures, members, refreshTokens, sessions, staffAccounts } from '../../schema/index';
import type { Db } from '../client';
import { inList } from './bound-lists';

export type StaffKind = 'admin' | 'chain' | 'hotel' | 'union';
export type PrincipalType = StaffKind | 'user';

export function findStaffByLogin(db: Db, kind: StaffKind, loginId: string) {
  return db
    .select()
    .from(staffAccounts)
    .where(and(eq(staffAccounts.kind, kind), eq(staffAccounts.login_id, loginId)))
    .get();
}

export function findMemberByEmail(db: Db, email: string) {
  return db.select().from(members).where(eq(members.email, email)).get();
}

export function findStaffById(db: Db, accountId: number) {
  return db.select().from(staffAccounts).where(eq(staffAccounts.account_id, accountId)).get();
}

export function findMemberById(db: Db, memberId: number) {
  return db.select().from(members).where(eq(members.member_id, memberId)).get();
}

/** Number of counted rows (failed logins, lookups…) for a key in (since, until] (Unix seconds). */
export async function countFailures(db: Db, scope: string, key: string, since: number, until: number) {
  const row = await db
    .select({ n: sql<number>`count(*)` })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.scope, scope),
        eq(loginFailures.key, key),
        gt(loginFailures.at, since),
        lte(loginFailures.at, until),
      ),
    )
    .get();
  return row?.n ?? 0;
}

/** One counted limit: at most `max` rows of (scope, key) in the window of `windowSeconds`. */
export type CountedLimit = { scope: string; key: string; max: number; windowSeconds: number };

/**
 * Takes one slot of every limit in a single statement: a row per limit goes in only when each
 * limit still has room at `now` (its rows in (now − window, now] fewer than max), else none does.
 * SQLite runs the statement whole, so in a burst of any size at most `max` calls get a slot.
 * Returns the ids of the rows taken (none: a limit is full).
 */
export function takeSlots(db: Db, limits: CountedLimit[], now: number) {
  const room = limits.map(
    (l) =>
      sql`(select count(*) from ${loginFailures} where ${loginFailures.scope} = ${l.scope} and ${loginFailures.key} = ${l.key} and ${loginFailures.at} > ${now - l.windowSeconds} and ${loginFailures.at} <= ${now}) < ${l.max}`,
  );
  const rows = sql.join(
    limits.map((l) => sql`select ${l.scope} as s, ${l.key} as k`),
    sql` union all `,
  );
  return db
    .insert(loginFailures)
    .select(
      sql`select null, wanted.s, wanted.k, ${now} from (${rows}) as wanted where ${sql.join(room, sql` and `)}`,
    )
    .returning({ id: loginFailures.id })
    .all();
}

/** Gives back slots taken by takeSlots (the call turned out not to count, e.g. a right password). */
export function releaseSlots(db: Db, ids: number[]) {
  return db.delete(loginFailures).where(inList(loginFailures.id, ids));
}

/**
 * Scope of the `login_failures` rows that remember an address which signed an account in (key: the
 * account's key and the address, as the caller builds it); one row per key, its `at` the last success.
 * They are not attempts: no limit counts them, and the cron keeps them longer (decision 003).
 */
const KNOWN_ADDRESS_SCOPE = 'login_known';

/** Whether `key` signed in successfully after `since` (Unix seconds). */
export async function isKnownAddress(db: Db, key: string, since: number) {
  const row = await db
    .select({ at: loginFailures.at })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.scope, KNOWN_ADDRESS_SCOPE),
        eq(loginFailures.key, key),
        gt(loginFailures.at, since),
      ),
    )
    .limit(1)
    .get();
  return row !== undefined;
}

/**
 * Forgets every address known to an account: the keys starting with `keyPrefix` (compared exactly,
 * not as a LIKE pattern, since e-mails hold `_`). A new password must not leave an address that
 * signed in with the old one exempt from the account's ceiling.
 */
export function forgetKnownAddresses(db: Db, keyPrefix: string) {
  return db
    .delete(loginFailures)
    .where(
      and(
        eq(loginFailures.scope, KNOWN_ADDRESS_SCOPE),
        sql`substr(${loginFailures.key}, 1, ${keyPrefix.length}) = ${keyPrefix}`,
      ),
    );
}

/** Records a successful sign-in for `key` at `now`, replacing the earlier one (one row per key). */
export async function rememberAddress(db: Db, key: string, now: number) {
  await db.batch([
    db
      .delete(loginFailures)
      .where(and(eq(loginFailures.scope, KNOWN_ADDRESS_SCOPE), eq(loginFailures.key, key))),
    db.insert(loginFailures).values({ scope: KNOWN_ADDRESS_SCOPE, key, at: now }),
  ]);
}

/** A new session and its first refresh token, written together. */
export async function openSession(
  db: Db,
  session: {
    session_id: string;
    principal_type: PrincipalType;
    principal_id: number;
    entity_id: number;
    now: number;
    ttl: number;
  },
  tokenHash: string,
) {
  await db.batch([
    db.insert(sessions).values({
      session_id: session.session_id,
      principal_type: session.principal_type,
      principal_id: session.principal_id,
      entity_id: session.entity_id,
      created_at: session.now,
      expires_at: session.now + session.ttl,
    }),
    db.insert(refreshTokens).values({
      token_hash: tokenHash,
      session_id: session.session_id,
      created_at: session.now,
      expires_at: session.now + session.ttl,
    }),
  ]);
}

/**
 * Rotates a refresh token into `nextHash`, only if it is unused, unexpired and its session alive:
 * one batch (a transaction) that writes the successor, marks the token used and extends the session,
 * so two concurrent refreshes with the same token cannot both rotate it, and the loser finds the
 * successor already written. Returns the session when this call rotated it.
 */
export async function rotateRefreshToken(
  db: Db,
  rotation: { tokenHash: string; nextHash: string; now: number; expiresAt: number },
) {
  const { tokenHash, nextHash, now, expiresAt } = rotation;
  const usable = and(
    eq(refreshTokens.token_hash, tokenHash),
    isNull(refreshTokens.used_at),
    gt(refreshTokens.expires_at, now),
    sql`exists (select 1 from ${sessions} where ${sessions.session_id} = ${refreshTokens.session_id} and ${sessions.revoked_at} is null and ${sessions.expires_at} > ${now})`,
  );
  const [, used] = await db.batch([
    db.insert(refreshTokens).select(
      db
        .select({
          token_hash: sql<string>`${nextHash}`.as('token_hash'),
          session_id: refreshTokens.session_id,
          created_at: sql<number>`${now}`.as('created_at'),
          expires_at: sql<number>`${expiresAt}`.as('expires_at'),
          used_at: sql<null>`null`.as('used_at'),
        })
        .from(refreshTokens)
        .where(usable),
    ),
    db
      .update(refreshTokens)
      .set({ used_at: now })
      .where(usable)
      .returning({ session_id: refreshTokens.session_id }),
    db
      .update(sessions)
      .set({ expires_at: expiresAt })
      .where(
        sql`${sessions.session_id} = (select ${refreshTokens.session_id} from ${refreshTokens} where ${refreshTokens.token_hash} = ${tokenHash} and ${refreshTokens.used_at} = ${now})`,
      ),
  ]);
  return used[0];
}

export function findRefreshToken(db: Db, tokenHash: string) {
  return db.select().from(refreshTokens).where(eq(refreshTokens.token_hash, tokenHash)).get();
}

export function findSession(db: Db, sessionId: string) {
  return db.select().from(sessions).where(eq(sessions.session_id, sessionId)).get();
}

export function revokeSession(db: Db, sessionId: string, now: number, reason: string) {
  return db
    .update(sessions)
    .set({ revoked_at: now, revoked_reason: reason })
    .where(and(eq(sessions.session_id, sessionId), isNull(sessions.revoked_at)));
}

/**
 * Removes what no longer matters: counted attempts older than `keep.attempts` seconds, addresses
 * that last signed in more than `keep.knownAddresses` seconds ago, sessions long expired.
 */
export async function pruneAuth(db: Db, now: number, keep: { attempts: number; knownAddresses: number }) {
  await db.batch([
    db
      .delete(loginFailures)
      .where(and(ne(loginFailures.scope, KNOWN_ADDRESS_SCOPE), lt(loginFailures.at, now - keep.attempts))),
    db
      .delete(loginFailures)
      .where(
        and(eq(loginFailures.scope, KNOWN_ADDRESS_SCOPE), lt(loginFailures.at, now - keep.knownAddresses)),
      ),
    db.delete(sessions).where(lt(sessions.expires_at, now - 86400)),
  ]);
}

/**
 * A member's new password hash when changed from my page (a statement for the batch that also ends
 * its other sessions); unlike a reset (members.ts setMemberPassword) it leaves verification alone.
 */
export function changeMemberPassword(db: Db, memberId: number, hash: string, now: number) {
  return db
    .update(members)
    .set({ password_hash: hash, password_changed_at: now, updated_at: now })
    .where(eq(members.member_id, memberId));
}

/** A staff account's new password hash (a statement for the batch that also ends its other sessions). */
export function changeStaffPassword(db: Db, accountId: number, hash: string, now: number) {
  return db
    .update(staffAccounts)
    .set({ password_hash: hash, password_changed_at: now })
    .where(eq(staffAccounts.account_id, accountId));
}

/** Ends every live session of a principal but `keepSessionId` (a statement for a batch). */
export function revokeOtherSessions(
  db: Db,
  principal: { type: PrincipalType; account_id: number },
  keepSessionId: string,
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
        ne(sessions.session_id, keepSessionId),
        isNull(sessions.revoked_at),
      ),
    );
}
