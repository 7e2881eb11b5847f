import type { Db } from '@tomaru/db/client';
import {
  type AuditEntry,
  auditIfChanged,
  findAuditEntry,
  recordAudit,
  recordAuditReturningId,
  type staffActor,
} from '@tomaru/db/queries/audit';
import {
  assertOneRowChanged,
  isGuardFailure,
  isUniqueViolation,
  type Statement,
} from '@tomaru/db/queries/guards';
import {
  assertColorDates,
  type ChildTypeRow,
  childPricesOfPlan,
  childTypesOfHotel,
  colorsOfDates,
  colorsOfHotel,
  deleteUnusedColor,
  findColor,
  insertColor,
  nextColorId,
  nextColorOrder,
  planWithRooms,
  pricesOfPlan,
  updateColor,
  writeChildPrices,
  writeChildTypes,
  writeColorDates,
  writePrices,
} from '@tomaru/db/queries/prices';
import { changedFields } from '@tomaru/domain/audit';
import { matchesDayKinds } from '@tomaru/domain/dates/holidays';
import { addDays, daysBetween } from '@tomaru/domain/dates/stay';
import { CHILD_TYPE_NUMBERS } from '@tomaru/domain/enums';
import type { ErrorIssue } from '@tomaru/domain/errors';
import { LANGS } from '@tomaru/domain/languages';
import type {
  CreateColorBody,
  PriceCell,
  UndoColorDatesBody,
  UpdateChildPricesBody,
  UpdateChildTypeBody,
  UpdateColorBody,
  UpdateColorDatesBody,
} from '@tomaru/domain/schemas/prices';
import { auditActor } from '../../auth/actor';
import type { Principal } from '../../env';
import { ApiError, notFound, Status } from '../../lib/errors';

type Actor = NonNullable<Awaited<ReturnType<typeof staffActor>>>;

/**
 * Runs a change with its audit statement and answers each statement's result; a failed guard means
 * an id was not the hotel's after all (or, for an undo, that the dates changed since).
 */
async function runGuarded(
  db: Db,
  statements: Statement[],
  onGuard: () => ApiError | Promise<ApiError>,
): Promise<unknown[]> {
  if (statements.length === 0) return [];
  try {
    return await db.batch(statements as [Statement, ...Statement[]]);
  } catch (error) {
    if (isGuardFailure(error)) throw await onGuard();
    throw error;
  }
}

const invalid = (issues: ErrorIssue[]) => new ApiError(Status.UNPROCESSABLE, 'validation_failed', { issues });

type AuditOf = Omit<AuditEntry, 'actor' | 'at' | 'hotel_id'>;

function audited(db: Db, actor: Actor, hotelId: number, now: number, entry: AuditOf) {
  return auditIfChanged(db, { ...entry, actor, at: now, hotel_id: hotelId });
}

// ---------------------------------------------------------------------------------------------------
// Colours (price ranks)

export function colorsOf(db: Db, hotelId: number) {
  return colorsOfHotel(db, hotelId);
}

async function colorView(db: Db, hotelId: number, colorId: number) {
  const found = (await colorsOfHotel(db, hotelId)).find((c) => c.color_id === colorId);
  if (!found) throw notFound('color_not_found');
  return found;
}

export async function createColor(db: Db, p: Principal, body: CreateColorBody, now: number) {
  const actor = await auditActor(db, p);
  const display_order = body.display_order ?? (await nextColorOrder(db, body.hotel_id));
  // Two creates at once may pick the same id: the second one's insert fails and it picks again.
  for (let attempt = 0; ; attempt++) {
    const row = {
      color_id: await nextColorId(db),
      hotel_id: body.hotel_id,
      name: body.name,
      hex: body.hex,
      display_order,
    };
    try {
      await db.batch([
        insertColor(db, row),
        recordAudit(db, {
          actor,
          at: now,
          hotel_id: body.hotel_id,
          entity: 'colors',
          entity_id: row.color_id,
          action: 'createcolor',
          changes: changedFields({}, { name: row.name, hex: row.hex, display_order }),
        }),
      ]);
      return colorView(db, body.hotel_id, row.color_id);
    } catch (error) {
      if (attempt >= 2 || !isUniqueViolation(error)) throw error;
    }
  }
}

export async function updateColorOf(db: Db, p: Principal, body: UpdateColorBody, now: number) {
  const current = await findColor(db, body.hotel_id, body.color_id);
  if (!current) throw notFound('color_not_found');
  const next = {
    ...current,
    name: body.name,
    hex: body.hex,
    display_order: body.display_order ?? current.display_order,
  };
  const changes = changedFields(
    { name: current.name, hex: current.hex, display_order: current.display_order },
    { name: next.name, hex: next.hex, display_order: next.display_order },
  );
  if (changes.length > 0) {
    const actor = await auditActor(db, p);
    await db.batch([
      updateColor(db, next),
      ...audited(db, actor, body.hotel_id, now, {
        entity: 'colors',
        entity_id: body.color_id,
        action: 'updatecolor',
        changes,
      }),
    ]);
  }
  return colorView(db, body.hotel_id, body.color_id);
}

/** Deletes a colour no date and no price uses: the check and the delete are one statement. */
export async function deleteColorOf(db: Db, p: Principal, hotelId: number, colorId: number, now: number) {
  const current = await findColor(db, hotelId, colorId);
  if (!current) throw notFound('color_not_found');
  const actor = await auditActor(db, p);
  await runGuarded(
    db,
    [
      deleteUnusedColor(db, hotelId, colorId),
      assertOneRowChanged(db),
      recordAudit(db, {
        actor,
        at: now,
        hotel_id: hotelId,
        entity: 'colors',
        entity_id: colorId,
        action: 'deletecolor',
        changes: changedFields(
          { name: current.name, hex: current.hex, display_order: current.display_order },
          {},
        ),
      }),
    ],
    async () => {
      const still = (await colorsOfHotel(db, hotelId)).find((c) => c.color_id === colorId);
      if (!still) return notFound('color_not_found');
      return new ApiError(Status.CONFLICT, 'color_in_use', {
        details: { used_by_dates: still.used_by_dates, used_by_prices: still.used_by_prices },
      });
    },
  );
}

// ---------------------------------------------------------------------------------------------------
// The colour calendar

/** The dates a body of updatecolordates sets, each with its colour (null: off sale). */
function colorDatesOfBody(body: UpdateColorDatesBody): { date: string; color_id: number | null }[] {
  if (body.dates) return body.dates;
  const { from, to } = body as { from: string; to: string };
  const out: { date: string; color_id: number | null }[] = [];
  const days = daysBetween(from, to);
  for (let i = 0; i <= days; i++) {
    const date = addDays(from, i);
    if (matchesDayKinds(date, body)) out.push({ date, color_id: body.color_id ?? null });
  }
  return out;
}

/** One date's colour before and after a change, as updatecolordates records it (the field is the date). */
type ColorDateChange = { field: string; before: number | null; after: number | null };

/**
 * Colours dates (one by one or a range); the answer names the change (its audit row) so
 * `undoColorDatesOf` can put it back. Every plan's price of a date follows its colour.
 */
export async function updateColorDatesOf(db: Db, p: Principal, body: UpdateColorDatesBody, now: number) {
  const dates = colorDatesOfBody(body);
  const wanted = [...new Set(dates.flatMap((d) => (d.color_id === null ? [] : [d.color_id])))];
  const own = new Set((await colorsOfHotel(db, body.hotel_id)).map((c) => c.color_id));
  if (wanted.some((id) => !own.has(id))) throw notFound('color_not_found');
  const before = new Map(
    (
      await colorsOfDates(
        db,
        body.hotel_id,
        dates.map((d) => d.date),
      )
    ).map((d) => [d.date, d.color_id]),
  );
  const changed = dates.filter((d) => (before.get(d.date) ?? null) !== d.color_id);
  if (changed.length === 0) return { updated: 0, change_id: null };
  const actor = await auditActor(db, p);
  const changes: ColorDateChange[] = changed.map((d) => ({
    field: d.date,
    before: before.get(d.date) ?? null,
    after: d.color_id,
  }));
  const results = await runGuarded(
    db,
    [
      ...writeColorDates(db, body.hotel_id, changed),
      recordAuditReturningId(db, {
        actor,
        at: now,
        hotel_id: body.hotel_id,
        entity: 'color_dates',
        entity_id: body.hotel_id,
        action: 'updatecolordates',
        changes,
      }),
    ],
    () => notFound('color_not_found'),
  );
  const [audit] = results.at(-1) as { id: number }[];
  return { updated: changed.length, change_id: audit?.id ?? null };
}

/**
 * Puts back the colours one updatecolordates call changed, so every plan's price of those dates is
 * again what it was: one batch that first checks every date still has the colour the change gave
 * (else 409 changed_since, and nothing is written: a later change, or this undo done already, is
 * never overwritten), then writes the previous colours, with its own audit row.
 */
export async function undoColorDatesOf(db: Db, p: Principal, body: UndoColorDatesBody, now: number) {
  const entry = await findAuditEntry(db, {
    id: body.change_id,
    entity: 'color_dates',
    entity_id: body.hotel_id,
  });
  if (entry?.action !== 'updatecolordates') throw notFound('change_not_found');
  const changes = entry.changes as ColorDateChange[];
  const actor = await auditActor(db, p);
  await runGuarded(
    db,
    [
      assertColorDates(
        db,
        body.hotel_id,
        changes.map((c) => ({ date: c.field, color_id: c.after })),
      ),
      // A previous colour deleted since fails writeColorDates' own guard: the dates changed too.
      ...writeColorDates(
        db,
        body.hotel_id,
        changes.map((c) => ({ date: c.field, color_id: c.before })),
      ),
      recordAudit(db, {
        actor,
        at: now,
        hotel_id: body.hotel_id,
        entity: 'color_dates',
        entity_id: body.hotel_id,
        action: 'undocolordates',
        changes: changes.map((c) => ({ field: c.field, before: c.after, after: c.before })),
      }),
    ],
    () => new ApiError(Status.CONFLICT, 'changed_since'),
  );
  return changes.length;
}

// ---------------------------------------------------------------------------------------------------
// The price table

async function planOf(db: Db, hotelId: number, planId: number) {
  const plan = await planWithRooms(db, hotelId, planId);
  if (!plan) throw notFound('plan_not_found');
  return plan;
}

export async function priceGrid(db: Db, hotelId: number, planId: number) {
  const plan = await planOf(db, hotelId, planId);
  const [prices, colors] = await Promise.all([pricesOfPlan(db, planId), colorsOfHotel(db, hotelId)]);
  return {
    prices,
    rooms: plan.rooms,
    colors: colors.map(({ color_id, name, hex, display_order }) => ({ color_id, name, hex, display_order })),
  };
}

const cellKey = (c: { room_id: number; color_id: number; adults: number }) =>
  `${c.room_id}:${c.color_id}:${c.adults}`;

/**
 * Replaces the given cells of a plan's price table: every room must be one the plan sells, every
 * colour the hotel's, and the adults within the room's capacity; else nothing is written (404 for an
 * id, 422 for the adults). One statement for the cells, one guard, one audit row.
 */
export async function updatePricesOf(
  db: Db,
  p: Principal,
  body: { hotel_id: number; plan_id: number; prices: PriceCell[] },
  now: number,
) {
  const plan = await planOf(db, body.hotel_id, body.plan_id);
  const rooms = new Map(plan.rooms.map((r) => [r.room_id, r]));
  const colors = new Set((await colorsOfHotel(db, body.hotel_id)).map((c) => c.color_id));
  if (body.prices.some((c) => !rooms.has(c.room_id))) throw notFound('room_not_found');
  if (body.prices.some((c) => !colors.has(c.color_id))) throw notFound('color_not_found');
  const issues: ErrorIssue[] = [];
  for (const [i, cell] of body.prices.entries()) {
    if (cell.adults > (rooms.get(cell.room_id)?.max_guests ?? 0))
      issues.push({
        path: `prices.${i}.adults`,
        code: 'too_many_guests',
        message: 'Too many guests for this room.',
      });
  }
  if (issues.length > 0) throw invalid(issues);
  const before = new Map((await pricesOfPlan(db, body.plan_id)).map((c) => [cellKey(c), c.price]));
  const changed = body.prices.filter((c) => before.get(cellKey(c)) !== c.price);
  if (changed.length === 0) return 0;
  const actor = await auditActor(db, p);
  await runGuarded(
    db,
    [
      ...writePrices(db, body.hotel_id, body.plan_id, changed),
      ...audited(db, actor, body.hotel_id, now, {
        entity: 'price_table',
        entity_id: body.plan_id,
        action: 'updateprices',
        changes: changed.map((c) => ({
          // `price.<room>.<colour>.<adults>`: the screen names the room and colour in the clerk's language.
          field: `price.${c.room_id}.${c.color_id}.${c.adults}`,
          before: before.get(cellKey(c)) ?? null,
          after: c.price,
        })),
      }),
    ],
    // A room left the plan or a colour was deleted between the check and the write.
    () => notFound('room_not_found'),
  );
  return changed.length;
}

// ---------------------------------------------------------------------------------------------------
// Child types and child prices

/** A type the hotel never set: what the booking assumes (fixed ¥0, in a bed, with meals). */
function defaultChildType(n: number): Omit<ChildTypeRow, 'hotel_id'> {
  return {
    child_type: n,
    names: { ja: `子供${n}` },
    age_from: 0,
    age_to: 12,
    price_mode: 'fixed',
    price_value: 0,
    uses_bed: true,
    with_meal: true,
  };
}

export async function childTypesView(db: Db, hotelId: number) {
  const rows = await childTypesOfHotel(db, hotelId);
  return CHILD_TYPE_NUMBERS.map((n) => {
    const { hotel_id: _, ...row } = rows.find((r) => r.child_type === n) ?? {
      hotel_id: hotelId,
      ...defaultChildType(n),
    };
    return row;
  });
}

/** The hotel's languages keep their texts; texts in other languages are dropped. */
function narrowNames(names: Record<string, string | undefined>, languages: readonly string[]) {
  const out: Record<string, string> = { ja: names.ja ?? '' };
  for (const l of LANGS) if (l !== 'ja' && languages.includes(l) && names[l]) out[l] = names[l];
  return out as ChildTypeRow['names'];
}

export async function updateChildTypesOf(
  db: Db,
  p: Principal,
  body: UpdateChildTypeBody,
  languages: readonly string[],
  now: number,
) {
  const before = await childTypesView(db, body.hotel_id);
  const next = [...body.child_types]
    .sort((a, b) => a.child_type - b.child_type)
    .map((t) => ({ ...t, names: narrowNames(t.names, languages) }));
  const changes = next.flatMap((t) => {
    const old = before.find((b) => b.child_type === t.child_type);
    return changedFields({ ...old }, { ...t }).map((c) => ({ ...c, field: `${t.child_type}.${c.field}` }));
  });
  if (changes.length > 0) {
    const actor = await auditActor(db, p);
    await db.batch([
      writeChildTypes(db, body.hotel_id, next),
      ...audited(db, actor, body.hotel_id, now, {
        entity: 'child_types',
        entity_id: body.hotel_id,
        action: 'updatechildtype',
        changes,
      }),
    ]);
  }
  return childTypesView(db, body.hotel_id);
}

export async function childPricesView(db: Db, hotelId: number, planId: number) {
  const plan = await planOf(db, hotelId, planId);
  return {
    child_prices: await childPricesOfPlan(db, planId),
    accepted_child_types: plan.accepted_child_types,
  };
}

export async function updateChildPricesOf(db: Db, p: Principal, body: UpdateChildPricesBody, now: number) {
  const before = await childPricesView(db, body.hotel_id, body.plan_id);
  const next = [...body.child_prices].sort((a, b) => a.child_type - b.child_type);
  const byType = (list: readonly { child_type: number; price_mode: string; price_value: number }[]) =>
    Object.fromEntries(list.map((c) => [String(c.child_type), `${c.price_mode}:${c.price_value}`]));
  const changes = changedFields(byType(before.child_prices), byType(next));
  if (changes.length > 0) {
    const actor = await auditActor(db, p);
    await db.batch([
      ...(writeChildPrices(db, body.plan_id, next) as [Statement, ...Statement[]]),
      ...audited(db, actor, body.hotel_id, now, {
        entity: 'child_prices',
        entity_id: body.plan_id,
        action: 'updatechildprices',
        changes,
      }),
    ]);
  }
  return childPricesView(db, body.hotel_id, body.plan_id);
}
