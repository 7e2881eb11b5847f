import type { MemberDiscountRule } from '@tomaru/domain/pricing/member-discount';
import { and, asc, desc, eq, gt, isNull, ne, type SQL, sql } from 'drizzle-orm';
import {
  agreements,
  dmConsentHistory,
  hotels,
  memberAgreements,
  memberDiscounts,
  members,
  memberTokens,
  reservations,
  sessions,
  unionHotels,
} from '../../schema/index';
import type { Db } from '../client';
import type { Statement } from './guards';

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;
export type AgreementRow = typeof agreements.$inferSelect;
export type MemberTokenPurpose = (typeof memberTokens.$inferSelect)['purpose'];
export type DmConsentVia = (typeof dmConsentHistory.$inferSelect)['via'];
export type MemberDiscountRow = typeof memberDiscounts.$inferSelect;

// ---------------------------------------------------------------------------------------------------
// Agreements

export function findAgreement(db: Db, agreementId: number) {
  return db.select().from(agreements).where(eq(agreements.agreement_id, agreementId)).get();
}

/** The newest version of an owner's terms (owner_id 0 for the site). */
export function latestAgreement(db: Db, ownerType: AgreementRow['owner_type'], ownerId: number) {
  return db
    .select()
    .from(agreements)
    .where(and(eq(agreements.owner_type, ownerType), eq(agreements.owner_id, ownerId)))
    .orderBy(desc(agreements.version))
    .limit(1)
    .get();
}

/**
 * The terms a member agrees to when registering from a hotel's pages: those of the hotel's first union
 * (by union id) that has any, else its chain's, else the site's. Without a hotel: the site's.
 * Undefined only when the hotel does not exist or no terms are stored at all.
 */
export async function agreementForHotel(db: Db, hotelId: number | undefined) {
  if (hotelId !== undefined) {
    const hotel = await db
      .select({ chain_id: hotels.chain_id })
      .from(hotels)
      .where(eq(hotels.hotel_id, hotelId))
      .get();
    if (!hotel) return undefined;
    const unionIds = await db
      .select({ union_id: unionHotels.union_id })
      .from(unionHotels)
      .where(eq(unionHotels.hotel_id, hotelId))
      .orderBy(asc(unionHotels.union_id))
      .all();
    for (const { union_id } of unionIds) {
      const found = await latestAgreement(db, 'union', union_id);
      if (found) return found;
    }
    if (hotel.chain_id !== null) {
      const found = await latestAgreement(db, 'chain', hotel.chain_id);
      if (found) return found;
    }
  }
  return latestAgreement(db, 'site', 0);
}

// ---------------------------------------------------------------------------------------------------
// Members and their one-time tokens

/** The id of the member with this e-mail, as an SQL expression for statements in the batch that inserts them. */
export function memberIdOf(email: string): SQL {
  return sql`(select ${members.member_id} from ${members} where ${members.email} = ${email})`;
}

export function findMemberByUnsubscribeToken(db: Db, token: string) {
  return db.select().from(members).where(eq(members.unsubscribe_token, token)).get();
}

/** Statements (NOT executed) that register a member with the terms agreed and, when given, DM consent. */
export function insertMemberStatements(
  db: Db,
  member: NewMember & { email: string },
  agreed: { agreement_id: number; version: number },
  now: number,
) {
  const memberId = memberIdOf(member.email);
  const statements: Statement[] = [
    db.insert(members).values({ ...member, created_at: now, updated_at: now }),
    db.insert(memberAgreements).values({
      member_id: memberId,
      agreement_id: agreed.agreement_id,
      version: agreed.version,
      agreed_at: now,
    }),
  ];
  if (member.dm_opt_in) {
    statements.push(
      db
        .insert(dmConsentHistory)
        .values({ member_id: memberId, action: 'opt_in', via: 'registration', at: now }),
    );
  }
  return statements;
}

/** The insert (NOT executed) of a one-time token; `memberId` may be an SQL expression (see `memberIdOf`). */
export function insertMemberToken(
  db: Db,
  token: {
    token_hash: string;
    member_id: number | SQL;
    purpose: MemberTokenPurpose;
    created_at: number;
    expires_at: number;
  },
) {
  return db.insert(memberTokens).values(token);
}

/** Marks a member's unused tokens of a purpose used, so only the link mailed last works (NOT executed). */
export function supersedeMemberTokens(db: Db, memberId: number, purpose: MemberTokenPurpose, now: number) {
  return db
    .update(memberTokens)
    .set({ used_at: now })
    .where(
      and(
        eq(memberTokens.member_id, memberId),
        eq(memberTokens.purpose, purpose),
        isNull(memberTokens.used_at),
      ),
    );
}

/** The member of a token that is unused, unexpired and of this purpose, or undefined (a read, not a claim). */
export function findUsableMemberToken(db: Db, tokenHash: string, purpose: MemberTokenPurpose, now: number) {
  return db
    .select({ member_id: memberTokens.member_id })
    .from(memberTokens)
    .where(
      and(
        eq(memberTokens.token_hash, tokenHash),
        eq(memberTokens.purpose, purpose),
        isNull(memberTokens.used_at),
        gt(memberTokens.expires_at, now),
      ),
    )
    .get();
}

/**
 * Uses a token: one conditional UPDATE, so of two uses at once only one wins. Returns the member id
 * when the token was unused, unexpired and of this purpose (NOT executed: run it first in a batch
 * whose other statements name the member by `claimedMemberId`).
 */
export function claimMemberToken(db: Db, tokenHash: string, purpose: MemberTokenPurpose, now: number) {
  return db
    .update(memberTokens)
    .set({ used_at: now })
    .where(
      and(
        eq(memberTokens.token_hash, tokenHash),
        eq(memberTokens.purpose, purpose),
        isNull(memberTokens.used_at),
        gt(memberTokens.expires_at, now),
      ),
    )
    .returning({ member_id: memberTokens.member_id });
}

/** The member whose token was claimed at `now`, for the statements in the claim's batch (no claim: no row). */
export function claimedMemberId(tokenHash: string, purpose: MemberTokenPurpose, now: number): SQL {
  return sql`(select ${memberTokens.member_id} from ${memberTokens} where ${memberTokens.token_hash} = ${tokenHash} and ${memberTokens.purpose} = ${purpose} and ${memberTokens.used_at} = ${now})`;
}

/** Sets e-mail verification once (NOT executed). */
export function markEmailVerified(db: Db, memberId: SQL | number, now: number) {
  return db
    .update(members)
    .set({ email_verified_at: now, updated_at: now })
    .where(and(eq(members.member_id, memberId), isNull(members.email_verified_at)));
}

/**
 * A new password (NOT executed). A password reset proves the member reads the mailbox, so it also
 * verifies an address that was never verified.
 */
export function setMemberPassword(db: Db, memberId: SQL | number, passwordHash: string, now: number) {
  return db
    .update(members)
    .set({
      password_hash: passwordHash,
      password_changed_at: now,
      updated_at: now,
      email_verified_at: sql`coalesce(${members.email_verified_at}, ${now})`,
    })
    .where(eq(members.member_id, memberId));
}

/** Ends every open session of a member (NOT executed). */
export function revokeMemberSessions(db: Db, memberId: SQL | number, now: number, reason: string) {
  return db
    .update(sessions)
    .set({ revoked_at: now, revoked_reason: reason })
    .where(
      and(
        eq(sessions.principal_type, 'user'),
        eq(sessions.principal_id, memberId),
        isNull(sessions.revoked_at),
      ),
    );
}

export function updateMemberProfile(
  db: Db,
  memberId: number,
  profile: Omit<
    NewMember,
    | 'member_id'
    | 'email'
    | 'password_hash'
    | 'unsubscribe_token'
    | 'dm_opt_in'
    | 'dm_opt_in_at'
    | 'email_verified_at'
    | 'created_at'
    | 'password_changed_at'
  >,
  now: number,
) {
  return db
    .update(members)
    .set({ ...profile, updated_at: now })
    .where(eq(members.member_id, memberId))
    .returning()
    .get();
}

// ---------------------------------------------------------------------------------------------------
// Direct-mail consent

/**
 * Statements (NOT executed, run them in one batch in this order) that set a member's DM consent and,
 * only when it changes, add a row to the consent history. `dm_opt_in_at` is the time of the consent
 * in force, null while opted out.
 */
export function setDmConsent(db: Db, memberId: number, optIn: boolean, via: DmConsentVia, now: number) {
  const changes = and(eq(members.member_id, memberId), ne(members.dm_opt_in, optIn));
  return [
    db.insert(dmConsentHistory).select(
      db
        .select({
          id: sql<number>`null`.as('id'),
          member_id: members.member_id,
          action: sql<'opt_in' | 'opt_out'>`${optIn ? 'opt_in' : 'opt_out'}`.as('action'),
          via: sql<DmConsentVia>`${via}`.as('via'),
          at: sql<number>`${now}`.as('at'),
        })
        .from(members)
        .where(changes),
    ),
    db
      .update(members)
      .set({ dm_opt_in: optIn, dm_opt_in_at: optIn ? now : null, updated_at: now })
      .where(changes),
  ] as const;
}

// ---------------------------------------------------------------------------------------------------
// My page

/** At most this many reservations are listed on my page, newest stays first. */
const MEMBER_RESERVATIONS_LIMIT = 500;

export function memberReservations(db: Db, memberId: number) {
  return db
    .select({
      reservation_id: reservations.reservation_id,
      display_id: reservations.display_id,
      hotel_id: reservations.hotel_id,
      plan_id: reservations.plan_id,
      room_id: reservations.room_id,
      hotel_name: reservations.hotel_name,
      plan_title: reservations.plan_title,
      room_name: reservations.room_name,
      stay_start_date: reservations.stay_start_date,
      stay_end_date: reservations.stay_end_date,
      checkin_time: reservations.checkin_time,
      room_count: reservations.room_count,
      status: reservations.status,
      payment_method: reservations.payment_method,
      total_include_tax: reservations.total_include_tax,
      amount_due: reservations.amount_due,
      created_at: reservations.created_at,
    })
    .from(reservations)
    .where(eq(reservations.member_id, memberId))
    .orderBy(desc(reservations.stay_start_date), desc(reservations.reservation_id))
    .limit(MEMBER_RESERVATIONS_LIMIT)
    .all();
}

// ---------------------------------------------------------------------------------------------------
// Member discounts

export function memberDiscountOf(db: Db, hotelId: number) {
  return db.select().from(memberDiscounts).where(eq(memberDiscounts.hotel_id, hotelId)).get();
}

/** The hotel's member discount in force (active, above zero), or null: what calculateprice and book apply. */
export async function findMemberDiscount(db: Db, hotelId: number): Promise<MemberDiscountRule | null> {
  const row = await memberDiscountOf(db, hotelId);
  if (!row?.is_active || row.value <= 0) return null;
  return { kind: row.kind, value: row.value };
}

/** The upsert of a hotel's member discount, answering the stored row: an item for the batch that audits it. */
export function upsertMemberDiscount(
  db: Db,
  row: Pick<MemberDiscountRow, 'hotel_id' | 'kind' | 'value' | 'is_active'>,
  now: number,
) {
  const values = { ...row, updated_at: now };
  return db
    .insert(memberDiscounts)
    .values(values)
    .onConflictDoUpdate({ target: memberDiscounts.hotel_id, set: values })
    .returning();
}
