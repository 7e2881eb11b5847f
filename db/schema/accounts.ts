import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Back-office accounts. `entity_id` is what the account manages: the hotel, chain or union id;
 * null for admin.
 */
export const staffAccounts = sqliteTable(
  'staff_accounts',
  {
    account_id: integer('account_id').primaryKey(),
    kind: text('kind', { enum: ['admin', 'chain', 'hotel', 'union'] }).notNull(),
    login_id: text('login_id').notNull().unique(),
    name: text('name').notNull(),
    password_hash: text('password_hash').notNull(),
    entity_id: integer('entity_id'),
    created_at: integer('created_at').notNull().default(sql`(unixepoch())`),
    password_changed_at: integer('password_changed_at'),
    /** Where the staff behind this login want notices (not the hotel's public e-mail); '' when unset. */
    contact_email: text('contact_email').notNull().default(''),
  },
  (t) => [index('staff_accounts_entity_idx').on(t.kind, t.entity_id)],
);

/** Members (会員): guests with an account. */
export const members = sqliteTable('members', {
  member_id: integer('member_id').primaryKey(),
  email: text('email').notNull().unique(),
  password_hash: text('password_hash').notNull(),
  last_name: text('last_name').notNull(),
  first_name: text('first_name').notNull(),
  last_name_kana: text('last_name_kana').notNull().default(''),
  first_name_kana: text('first_name_kana').notNull().default(''),
  gender: text('gender', { enum: ['man', 'woman', 'other'] }),
  tel1: text('tel1').notNull().default(''),
  tel1_type: text('tel1_type', { enum: ['cellphone', 'home', 'work'] }),
  tel2: text('tel2').notNull().default(''),
  tel2_type: text('tel2_type', { enum: ['cellphone', 'home', 'work'] }),
  postcode: text('postcode').notNull().default(''),
  prefecture: text('prefecture').notNull().default(''),
  address: text('address').notNull().default(''),
  birthday: text('birthday'),
  lang: text('lang').notNull().default('ja'),
  dm_opt_in: integer('dm_opt_in', { mode: 'boolean' }).notNull().default(false),
  dm_opt_in_at: integer('dm_opt_in_at'),
  unsubscribe_token: text('unsubscribe_token').notNull().unique(),
  email_verified_at: integer('email_verified_at'),
  created_at: integer('created_at').notNull().default(sql`(unixepoch())`),
  updated_at: integer('updated_at').notNull().default(sql`(unixepoch())`),
  password_changed_at: integer('password_changed_at'),
});
