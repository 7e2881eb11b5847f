import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** One field of a change: its value before and after (null where a value is not recorded, e.g. a password). */
export type AuditChange = { field: string; before: unknown; after: unknown };

/**
 * The audit trail: who changed what and when in the back office (decision 019). A row is written in
 * the same batch as the change it records, so every row describes a change that happened.
 */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Unix seconds. */
    at: integer('at').notNull(),
    actor_kind: text('actor_kind', { enum: ['admin', 'chain', 'hotel', 'union', 'user'] }).notNull(),
    actor_account_id: integer('actor_account_id').notNull(),
    actor_login_id: text('actor_login_id').notNull(),
    actor_name: text('actor_name').notNull(),
    /** The hotel the change belongs to, for scope checks on reads; null for an account of a chain, union or admin. */
    hotel_id: integer('hotel_id'),
    /** What was changed: 'hotelinfo', 'hotel', 'account', 'reservation'. */
    entity: text('entity').notNull(),
    entity_id: integer('entity_id').notNull(),
    /** The call that changed it, e.g. 'updatehotelinfo', 'cancelbooking'. */
    action: text('action').notNull(),
    changes: text('changes', { mode: 'json' }).$type<AuditChange[]>().notNull(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entity_id, t.at),
    index('audit_log_hotel_idx').on(t.hotel_id, t.at),
  ],
);
