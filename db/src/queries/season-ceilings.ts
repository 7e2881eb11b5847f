import { and, asc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { auditLog, batchGuards, seasonCeilings } from '../../schema/index';
import type { Db } from '../client';
import type { AuditEntry } from './audit';
import { inList } from './bound-lists';

export type SeasonCeilingRow = typeof seasonCeilings.$inferSelect;
export type SeasonCeilingColumns = Pick<SeasonCeilingRow, 'stay_from' | 'stay_to' | 'opens_at'>;

/** A hotel's seasons in stay order. */
export function seasonCeilingsOf(db: Db, hotelId: number) {
  return db
    .select()
    .from(seasonCeilings)
    .where(eq(seasonCeilings.hotel_id, hotelId))
    .orderBy(asc(seasonCeilings.stay_from), asc(seasonCeilings.season_ceiling_id))
    .all();
}

export function findSeasonCeiling(db: Db, seasonCeilingId: number) {
  return db.select().from(seasonCeilings).where(eq(seasonCeilings.season_ceiling_id, seasonCeilingId)).get();
}

/**
 * The seasons of some hotels that hold a stay date in [from, to] (what a calendar or a stay needs):
 * a query to await or to put in a batch.
 */
export function seasonCeilingsOver(db: Db, hotelIds: number[], from: string, to: string) {
  return db
    .select({
      hotel_id: seasonCeilings.hotel_id,
      stay_from: seasonCeilings.stay_from,
      stay_to: seasonCeilings.stay_to,
      opens_at: seasonCeilings.opens_at,
    })
    .from(seasonCeilings)
    .where(
      and(
        inList(seasonCeilings.hotel_id, hotelIds),
        lte(seasonCeilings.stay_from, to),
        gte(seasonCeilings.stay_to, from),
      ),
    );
}

/** Another season of the hotel sharing a stay date with [from, to], if any (`except` is the one being edited). */
export function overlappingSeason(db: Db, hotelId: number, from: string, to: string, except?: number) {
  return db
    .select()
    .from(seasonCeilings)
    .where(
      and(
        eq(seasonCeilings.hotel_id, hotelId),
        lte(seasonCeilings.stay_from, to),
        gte(seasonCeilings.stay_to, from),
        except === undefined ? undefined : ne(seasonCeilings.season_ceiling_id, except),
      ),
    )
    .get();
}

export function insertSeasonCeiling(
  db: Db,
  row: SeasonCeilingColumns & { hotel_id: number; updated_at: number },
) {
  return db
    .insert(seasonCeilings)
    .values(row)
    .returning({ season_ceiling_id: seasonCeilings.season_ceiling_id });
}

export function updateSeasonCeilingRow(
  db: Db,
  seasonCeilingId: number,
  set: SeasonCeilingColumns & { updated_at: number },
) {
  return db.update(seasonCeilings).set(set).where(eq(seasonCeilings.season_ceiling_id, seasonCeilingId));
}

export function deleteSeasonCeilingRow(db: Db, seasonCeilingId: number) {
  return db.delete(seasonCeilings).where(eq(seasonCeilings.season_ceiling_id, seasonCeilingId));
}

/**
 * A batch statement that aborts the batch when two seasons of the hotel share a stay date: put after
 * the insert or update, so two saves racing each other cannot both leave an overlap (decision 045).
 */
export function assertNoSeasonOverlap(db: Db, hotelId: number) {
  return db.insert(batchGuards).select(
    sql`select null, 0 where exists (select 1 from ${seasonCeilings} a join ${seasonCeilings} b
      on a.hotel_id = b.hotel_id and a.season_ceiling_id < b.season_ceiling_id
      and a.stay_from <= b.stay_to and b.stay_from <= a.stay_to where a.hotel_id = ${hotelId})`,
  );
}

/**
 * The audit row of a season just inserted, for the same batch right after the insert: its id is the
 * insert's rowid (`last_insert_rowid()`), known only inside the batch.
 */
export function recordSeasonInserted(db: Db, entry: Omit<AuditEntry, 'entity' | 'entity_id'>) {
  return db.insert(auditLog).values({
    at: entry.at,
    actor_kind: entry.actor.kind,
    actor_account_id: entry.actor.account_id,
    actor_login_id: entry.actor.login_id,
    actor_name: entry.actor.name,
    hotel_id: entry.hotel_id,
    entity: 'season_ceiling',
    entity_id: sql<number>`last_insert_rowid()`,
    action: entry.action,
    changes: entry.changes,
  });
}
