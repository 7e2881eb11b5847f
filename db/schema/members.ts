import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { members } from './accounts';
import type { LocalizedText } from './localized';
import { hotels } from './orgs';

/**
 * Terms a member agrees to (会員規約): the site's own, or a union's or chain's for registrations from
 * its hotels. A change is a new row with the next version; old versions stay, since members agreed to
 * them. `owner_id` is the union or chain id, 0 for the site.
 */
export const agreements = sqliteTable(
  'agreements',
  {
    agreement_id: integer('agreement_id').primaryKey(),
    owner_type: text('owner_type', { enum: ['site', 'union', 'chain'] }).notNull(),
    owner_id: integer('owner_id').notNull().default(0),
    version: integer('version').notNull(),
    titles: text('titles', { mode: 'json' }).$type<LocalizedText>().notNull(),
    bodies: text('bodies', { mode: 'json' }).$type<LocalizedText>().notNull(),
    created_at: integer('created_at').notNull().default(sql`(unixepoch())`),
  },
  (t) => [uniqueIndex('agreements_owner_version_idx').on(t.owner_type, t.owner_id, t.version)],
);

/** Which version of which terms a member agreed to, and when (proof of consent). */
export const memberAgreements = sqliteTable(
  'member_agreements',
  {
    member_id: integer('member_id')
      .notNull()
      .references(() => members.member_id, { onDelete: 'cascade' }),
    agreement_id: integer('agreement_id')
      .notNull()
      .references(() => agreements.agreement_id),
    version: integer('version').notNull(),
    agreed_at: integer('agreed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.member_id, t.agreement_id] })],
);

/**
 * One-time tokens of mailed links: e-mail verification (24 h) and password reset (1 h). Stored only as
 * SHA-256 hashes; `used_at` is set when the link is used, or when a newer link replaces it.
 */
export const memberTokens = sqliteTable(
  'member_tokens',
  {
    token_hash: text('token_hash').primaryKey(),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.member_id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    created_at: integer('created_at').notNull(),
    expires_at: integer('expires_at').notNull(),
    used_at: integer('used_at'),
  },
  (t) => [index('member_tokens_member_idx').on(t.member_id, t.purpose)],
);

/**
 * Every change of a member's direct-mail consent with its time and where it was given (特定電子メール法:
 * the sender must be able to show the prior opt-in).
 */
export const dmConsentHistory = sqliteTable(
  'dm_consent_history',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.member_id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['opt_in', 'opt_out'] }).notNull(),
    via: text('via', { enum: ['registration', 'mypage', 'unsubscribe_link'] }).notNull(),
    at: integer('at').notNull(),
  },
  (t) => [index('dm_consent_history_member_idx').on(t.member_id, t.at)],
);

/** A hotel's discount for members, taken off the tax-excluded total (rule in domain/src/pricing/member-discount.ts). */
export const memberDiscounts = sqliteTable(
  'member_discounts',
  {
    hotel_id: integer('hotel_id')
      .primaryKey()
      .references(() => hotels.hotel_id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['percent', 'yen_per_night_per_room'] }).notNull(),
    /** Percent (0–100) or yen per night per room. */
    value: integer('value').notNull(),
    is_active: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    updated_at: integer('updated_at').notNull().default(sql`(unixepoch())`),
  },
  (t) => [
    check(
      'member_discounts_value_check',
      sql`${t.value} >= 0 AND (${t.kind} <> 'percent' OR ${t.value} <= 100)`,
    ),
  ],
);
