import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * A sign-in session: the family of refresh tokens that one login produced. Revoking it (logout,
 * reuse of a rotated token) ends every token of the family and the access tokens that name it.
 */
export const sessions = sqliteTable(
  'sessions',
  {
    session_id: text('session_id').primaryKey(),
    principal_type: text('principal_type', { enum: ['admin', 'chain', 'hotel', 'union', 'user'] }).notNull(),
    /** staff_accounts.account_id for the back office, members.member_id for members. */
    principal_id: integer('principal_id').notNull(),
    /**
     * The entity the tokens act for (hotel, chain, union id; the member or admin account itself), as
     * at login; access tokens must name the same (decision 002). Every login writes it and migration
     * 0005 filled it for older sessions; it stays nullable only because that migration added it (NULL
     * is left where a session's staff account no longer existed then, and no token matches NULL).
     */
    entity_id: integer('entity_id'),
    created_at: integer('created_at').notNull(),
    expires_at: integer('expires_at').notNull(),
    revoked_at: integer('revoked_at'),
    revoked_reason: text('revoked_reason'),
  },
  (t) => [index('sessions_principal_idx').on(t.principal_type, t.principal_id)],
);

/** Refresh tokens are stored only as SHA-256 hashes. `used_at` is set when it is rotated. */
export const refreshTokens = sqliteTable(
  'refresh_tokens',
  {
    token_hash: text('token_hash').primaryKey(),
    session_id: text('session_id')
      .notNull()
      .references(() => sessions.session_id, { onDelete: 'cascade' }),
    created_at: integer('created_at').notNull(),
    expires_at: integer('expires_at').notNull(),
    used_at: integer('used_at'),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.session_id)],
);

/**
 * Counted attempts (failed logins, lookups…), kept for the throttling windows: one row per attempt
 * per limit, taken before the attempt is checked (decision 003).
 */
export const loginFailures = sqliteTable(
  'login_failures',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /**
     * What is counted: `login` keys are `<kind>:<login id>`, `ip` keys the client address,
     * `login_ip` keys both; other scopes (reservation lookups, password resets…) are named by
     * their callers of worker/src/lib/throttle.ts. `login_known` rows are no attempt: one per login
     * id and address (keyed like `login_ip`) that signed in, at its last success (decision 003).
     */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    at: integer('at').notNull(),
  },
  (t) => [index('login_failures_key_idx').on(t.scope, t.key, t.at)],
);
