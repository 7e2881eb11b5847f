import type { AuditEntity } from '@tomaru/domain/schemas/account';
import { and, count, desc, eq } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import {
  type AuditChange,
  additionalOptions,
  auditLog,
  colors,
  imageSets,
  plans,
  questions,
  rooms,
  seasonCeilings,
  staffAccounts,
} from '../../schema/index';
import type { Db } from '../client';

/** Who made a change, as the audit trail names them. */
export type AuditActor = {
  kind: 'admin' | 'chain' | 'hotel' | 'union' | 'user';
  account_id: number;
  login_id: string;
  name: string;
};

export type AuditEntry = {
  at: number;
  actor: AuditActor;
  hotel_id: number | null;
  /** What changed; inventory entities carry their hotel in `hotel_id` (issue 12). */
  entity: AuditEntity;
  entity_id: number;
  action: string;
  changes: AuditChange[];
};

/**
 * The audit row of a change, as a statement for the same `db.batch([...])` as the change itself
 * (decision 019): the batch writes both or neither.
 */
export function recordAudit(db: Db, entry: AuditEntry) {
  return db.insert(auditLog).values({
    at: entry.at,
    actor_kind: entry.actor.kind,
    actor_account_id: entry.actor.account_id,
    actor_login_id: entry.actor.login_id,
    actor_name: entry.actor.name,
    hotel_id: entry.hotel_id,
    entity: entry.entity,
    entity_id: entry.entity_id,
    action: entry.action,
    changes: entry.changes,
  });
}

/** recordAudit whose batch result is the new row's id (`[{ id }]`), for a change a later call names (an undo). */
export function recordAuditReturningId(db: Db, entry: AuditEntry) {
  return recordAudit(db, entry).returning({ id: auditLog.id });
}

/** One audit row of an entity, by id: what a change recorded, to put it back. */
export function findAuditEntry(db: Db, query: { id: number; entity: AuditEntity; entity_id: number }) {
  return db
    .select({ action: auditLog.action, changes: auditLog.changes })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.id, query.id),
        eq(auditLog.entity, query.entity),
        eq(auditLog.entity_id, query.entity_id),
      ),
    )
    .get();
}

/**
 * The audit statement of a change when something changed, else none: spread it into the change's
 * batch (`db.batch([update, ...auditIfChanged(db, entry)])`), so a save that changes nothing records nothing.
 */
export function auditIfChanged(db: Db, entry: AuditEntry) {
  return entry.changes.length > 0 ? [recordAudit(db, entry)] : [];
}

/** A back-office account as the audit trail names it; undefined when it no longer exists. */
export async function staffActor(db: Db, accountId: number): Promise<AuditActor | undefined> {
  const row = await db
    .select({
      kind: staffAccounts.kind,
      account_id: staffAccounts.account_id,
      login_id: staffAccounts.login_id,
      name: staffAccounts.name,
    })
    .from(staffAccounts)
    .where(eq(staffAccounts.account_id, accountId))
    .get();
  return row;
}

/** One page of an entity's history, newest first, with the number of entries in all. */
export async function auditHistory(
  db: Db,
  query: { entity: AuditEntry['entity']; entity_id: number; page: number; per_page: number },
) {
  const where = and(eq(auditLog.entity, query.entity), eq(auditLog.entity_id, query.entity_id));
  const [rows, totals] = await db.batch([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** The hotel an entity's audit rows belong to (every row of one entity carries the same), or undefined. */
async function auditedHotel(db: Db, entity: AuditEntity, entityId: number) {
  const row = await db
    .select({ hotel_id: auditLog.hotel_id })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entity_id, entityId)))
    .limit(1)
    .get();
  return row?.hotel_id ?? undefined;
}

/** An inventory entity's own table: its id column and the hotel it belongs to. */
type OwnRow = { table: SQLiteTable; id: SQLiteColumn; hotel: SQLiteColumn };

/**
 * Where each inventory entity of the audit trail keeps its hotel; `'hotel'` for those whose id is the
 * hotel's own (one per hotel: its colour calendar, child types, member discount, Epsilon contract).
 */
const OWNERS: Partial<Record<AuditEntity, OwnRow | 'hotel'>> = {
  room: { table: rooms, id: rooms.room_id, hotel: rooms.hotel_id },
  room_stock: { table: rooms, id: rooms.room_id, hotel: rooms.hotel_id },
  plan: { table: plans, id: plans.plan_id, hotel: plans.hotel_id },
  plan_calendar: { table: plans, id: plans.plan_id, hotel: plans.hotel_id },
  price_table: { table: plans, id: plans.plan_id, hotel: plans.hotel_id },
  child_prices: { table: plans, id: plans.plan_id, hotel: plans.hotel_id },
  colors: { table: colors, id: colors.color_id, hotel: colors.hotel_id },
  question: { table: questions, id: questions.question_id, hotel: questions.hotel_id },
  option: { table: questions, id: questions.question_id, hotel: questions.hotel_id },
  additional_option: {
    table: additionalOptions,
    id: additionalOptions.additional_option_id,
    hotel: additionalOptions.hotel_id,
  },
  option_stock: {
    table: additionalOptions,
    id: additionalOptions.additional_option_id,
    hotel: additionalOptions.hotel_id,
  },
  image_set: { table: imageSets, id: imageSets.image_set_id, hotel: imageSets.hotel_id },
  season_ceiling: {
    table: seasonCeilings,
    id: seasonCeilings.season_ceiling_id,
    hotel: seasonCeilings.hotel_id,
  },
  color_dates: 'hotel',
  child_types: 'hotel',
  member_discount: 'hotel',
  epsilon: 'hotel',
};

/**
 * The hotel an inventory entity belongs to: its own row says, whether or not it has history yet; a
 * deleted one's history still names it. Undefined when neither exists (or the entity is not an
 * inventory entity).
 */
export async function entityHotel(db: Db, entity: AuditEntity, entityId: number) {
  const owner = OWNERS[entity];
  if (owner === undefined) return undefined;
  if (owner === 'hotel') return entityId;
  const row = (await db
    .select({ hotel_id: owner.hotel })
    .from(owner.table)
    .where(eq(owner.id, entityId))
    .get()) as { hotel_id: number } | undefined;
  return row?.hotel_id ?? (await auditedHotel(db, entity, entityId));
}
