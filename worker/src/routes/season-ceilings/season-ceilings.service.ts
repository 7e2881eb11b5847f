import type { Db } from '@tomaru/db/client';
import { recordAudit } from '@tomaru/db/queries/audit';
import { isGuardFailure, type Statement } from '@tomaru/db/queries/guards';
import { findChain } from '@tomaru/db/queries/orgs';
import {
  assertNoSeasonOverlap,
  deleteSeasonCeilingRow,
  findSeasonCeiling,
  insertSeasonCeiling,
  overlappingSeason,
  recordSeasonInserted,
  type SeasonCeilingRow,
  seasonCeilingsOf,
  updateSeasonCeilingRow,
} from '@tomaru/db/queries/season-ceilings';
import type { SeasonCeilingView } from '@tomaru/domain/schemas/responses/season-ceilings';
import type {
  CreateSeasonCeilingBody,
  DeleteSeasonCeilingBody,
  UpdateSeasonCeilingBody,
} from '@tomaru/domain/schemas/season-ceilings';
import { fromTokyoLocal, tokyoLocal } from '@tomaru/domain/seasons/season-ceilings';
import { auditActor } from '../../auth/actor';
import { inventoryForRead, inventoryForWrite } from '../../auth/scope';
import type { Principal } from '../../env';
import { ApiError, notFound, Status } from '../../lib/errors';

/**
 * The season ceilings of a hotel exist only when its chain has is_kkr (spec section 2): for any other
 * hotel the calls answer 404 season_ceilings_unavailable, to every caller, admin included, after the
 * usual scope check (so a hotel out of scope still learns nothing but 403).
 */
async function requireKkr(db: Db, hotel: { chain_id: number | null }) {
  const chain = hotel.chain_id === null ? undefined : await findChain(db, hotel.chain_id);
  if (!chain?.is_kkr) throw notFound('season_ceilings_unavailable');
}

export async function seasonHotelForRead(db: Db, p: Principal, hotelId: number) {
  const hotel = await inventoryForRead(db, p, hotelId);
  await requireKkr(db, hotel);
  return hotel;
}

export async function seasonHotelForWrite(db: Db, p: Principal, hotelId: number) {
  const hotel = await inventoryForWrite(db, p, hotelId);
  await requireKkr(db, hotel);
  return hotel;
}

function toSeasonView(row: SeasonCeilingRow, now: number): SeasonCeilingView {
  return {
    season_ceiling_id: row.season_ceiling_id,
    hotel_id: row.hotel_id,
    stay_from: row.stay_from,
    stay_to: row.stay_to,
    opens_at: tokyoLocal(row.opens_at),
    is_open: row.opens_at <= now,
  };
}

export async function listSeasons(db: Db, hotelId: number, now: number) {
  return (await seasonCeilingsOf(db, hotelId)).map((row) => toSeasonView(row, now));
}

/** A season of this hotel, or 404 (a season of another hotel is never touched). */
async function seasonOf(db: Db, hotelId: number, seasonCeilingId: number) {
  const row = await findSeasonCeiling(db, seasonCeilingId);
  if (!row || row.hotel_id !== hotelId) throw notFound('season_ceiling_not_found');
  return row;
}

const overlaps = (other: SeasonCeilingRow | undefined) =>
  new ApiError(Status.UNPROCESSABLE, 'season_overlaps', {
    issues: [{ path: 'stay_from', code: 'season_overlaps', message: 'season_overlaps' }],
    ...(other
      ? {
          details: {
            season_ceiling_id: other.season_ceiling_id,
            stay_from: other.stay_from,
            stay_to: other.stay_to,
          },
        }
      : {}),
  });

/** Runs the change with its overlap guard and audit row; the guard failing means a racing save made an overlap. */
async function runGuarded(db: Db, statements: Statement[]) {
  try {
    return await db.batch(statements as [Statement, ...Statement[]]);
  } catch (error) {
    if (isGuardFailure(error)) throw overlaps(undefined);
    throw error;
  }
}

type Fields = Pick<SeasonCeilingRow, 'stay_from' | 'stay_to' | 'opens_at'>;
const fieldsOf = (body: CreateSeasonCeilingBody): Fields => ({
  stay_from: body.stay_from,
  stay_to: body.stay_to,
  opens_at: fromTokyoLocal(body.opens_at),
});
const shown = (f: Fields) => ({
  stay_from: f.stay_from,
  stay_to: f.stay_to,
  opens_at: tokyoLocal(f.opens_at),
});

function changesOf(before: Fields | null, after: Fields | null) {
  const b = before ? shown(before) : null;
  const a = after ? shown(after) : null;
  return (['stay_from', 'stay_to', 'opens_at'] as const)
    .filter((k) => b?.[k] !== a?.[k])
    .map((field) => ({ field, before: b?.[field] ?? null, after: a?.[field] ?? null }));
}

export async function createSeason(db: Db, p: Principal, body: CreateSeasonCeilingBody, now: number) {
  const fields = fieldsOf(body);
  const other = await overlappingSeason(db, body.hotel_id, fields.stay_from, fields.stay_to);
  if (other) throw overlaps(other);
  const actor = await auditActor(db, p);
  // The audit row follows the insert and names it by the insert's rowid; the guard comes last.
  const [inserted] = await runGuarded(db, [
    insertSeasonCeiling(db, { hotel_id: body.hotel_id, ...fields, updated_at: now }),
    recordSeasonInserted(db, {
      at: now,
      actor,
      hotel_id: body.hotel_id,
      action: 'createseasonceiling',
      changes: changesOf(null, fields),
    }),
    assertNoSeasonOverlap(db, body.hotel_id),
  ]);
  const id = (inserted as { season_ceiling_id: number }[])[0]?.season_ceiling_id;
  const row = id === undefined ? undefined : await findSeasonCeiling(db, id);
  if (!row) throw notFound('season_ceiling_not_found');
  return toSeasonView(row, now);
}

export async function updateSeason(db: Db, p: Principal, body: UpdateSeasonCeilingBody, now: number) {
  const current = await seasonOf(db, body.hotel_id, body.season_ceiling_id);
  const fields = fieldsOf(body);
  const changes = changesOf(current, fields);
  if (changes.length === 0) return toSeasonView(current, now);
  const other = await overlappingSeason(
    db,
    body.hotel_id,
    fields.stay_from,
    fields.stay_to,
    current.season_ceiling_id,
  );
  if (other) throw overlaps(other);
  const actor = await auditActor(db, p);
  await runGuarded(db, [
    updateSeasonCeilingRow(db, current.season_ceiling_id, { ...fields, updated_at: now }),
    recordAudit(db, {
      at: now,
      actor,
      hotel_id: body.hotel_id,
      entity: 'season_ceiling',
      entity_id: current.season_ceiling_id,
      action: 'updateseasonceiling',
      changes,
    }),
    assertNoSeasonOverlap(db, body.hotel_id),
  ]);
  return toSeasonView({ ...current, ...fields, updated_at: now }, now);
}

export async function deleteSeason(db: Db, p: Principal, body: DeleteSeasonCeilingBody, now: number) {
  const current = await seasonOf(db, body.hotel_id, body.season_ceiling_id);
  const actor = await auditActor(db, p);
  await db.batch([
    deleteSeasonCeilingRow(db, current.season_ceiling_id),
    recordAudit(db, {
      at: now,
      actor,
      hotel_id: body.hotel_id,
      entity: 'season_ceiling',
      entity_id: current.season_ceiling_id,
      action: 'deleteseasonceiling',
      changes: changesOf(current, null),
    }),
  ]);
}
