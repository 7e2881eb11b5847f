import type { Db } from '@tomaru/db/client';
import { auditIfChanged, recordAudit } from '@tomaru/db/queries/audit';
import { isUniqueViolation, type Statement } from '@tomaru/db/queries/guards';
import {
  insertPlan,
  isSecretUrlTaken,
  nextPlanPlace,
  type PlanColumns,
  planCalendarOf,
  replacePlanRooms,
  roomIdsOfHotel,
  roomsSoldBy,
  type StaffPlanRow,
  setPlanDates,
  setPlanDisplayOrders,
  staffPlanOf,
  staffPlansOf,
  updatePlanColumns,
  warningReads,
} from '@tomaru/db/queries/plans';
import { changedFields } from '@tomaru/domain/audit';
import { addDays, todayInTokyo } from '@tomaru/domain/dates/stay';
import type { ErrorIssue } from '@tomaru/domain/errors';
import { LANGS } from '@tomaru/domain/languages';
import { planIssues, planWarnings, WARNING_DAYS } from '@tomaru/domain/plans/plan-rules';
import type { CreatePlanBody, UpdatePlanBody, UpdatePlanCalendarBody } from '@tomaru/domain/schemas/plans';
import type { StaffPlan } from '@tomaru/domain/schemas/responses/plans';
import { auditActor } from '../../auth/actor';
import type { Principal } from '../../env';
import { ApiError, notFound, Status } from '../../lib/errors';

type Editable = Omit<StaffPlan, 'plan_id' | 'hotel_id' | 'display_order' | 'warnings'>;
type Warnings = StaffPlan['warnings'];

const invalid = (issues: ErrorIssue[]) => new ApiError(Status.UNPROCESSABLE, 'validation_failed', { issues });

/** The editable fields of a stored plan, as the back office reads them. */
function editableOf(row: StaffPlanRow, roomIds: number[]): Editable {
  return {
    titles: row.titles,
    descriptions: row.descriptions,
    meal_type: row.meal_type,
    payment_mode: row.payment_mode,
    room_ids: roomIds,
    sale_start: row.sale_start,
    sale_end: row.sale_end,
    book_days_ahead: row.book_days_ahead,
    cutoff_days_before: row.cutoff_days_before,
    cutoff_time: row.cutoff_time,
    min_nights: row.min_nights,
    max_nights: row.max_nights,
    checkin_times: row.checkin_times,
    accepted_child_types: row.accepted_child_types,
    cancel_policy: row.cancel_policy,
    change_deadline_days: row.change_deadline_days,
    is_secret: row.is_secret,
    secret_url: row.secret_url,
    members_only: row.members_only,
    is_visible: row.is_visible,
  };
}

function toStaffPlan(row: StaffPlanRow, roomIds: number[], warnings: Warnings): StaffPlan {
  return {
    plan_id: row.plan_id,
    hotel_id: row.hotel_id,
    ...editableOf(row, roomIds),
    display_order: row.display_order,
    warnings,
  };
}

/** A text narrowed to the hotel's languages (texts in others are dropped, as for the hotel's own). */
function narrow(text: Editable['titles'], languages: readonly string[]): Editable['titles'] {
  const out: Editable['titles'] = { ja: text.ja };
  for (const l of LANGS) if (l !== 'ja' && languages.includes(l) && text[l]) out[l] = text[l];
  return out;
}

/** The body as it is stored: texts in the hotel's languages, an empty key as none, steps by days. */
function editableFrom(body: CreatePlanBody, languages: readonly string[]): Editable {
  const { hotel_id: _, ...rest } = body;
  const fields = { ...rest } as CreatePlanBody & { plan_id?: number };
  delete fields.plan_id;
  return {
    ...(fields as Omit<CreatePlanBody, 'hotel_id'>),
    titles: narrow(body.titles, languages),
    descriptions: narrow(body.descriptions, languages),
    secret_url: body.secret_url ? body.secret_url : null,
    accepted_child_types: [...new Set(body.accepted_child_types)].sort((a, b) => a - b),
  };
}

/**
 * Refuses a plan that contradicts itself or its hotel with every issue at once (422): the rules of
 * planIssues, a room of another hotel, a URL key another plan of the hotel uses.
 */
async function checkPlan(db: Db, hotelId: number, plan: Editable, planId?: number) {
  const issues = planIssues(plan);
  const own = await roomIdsOfHotel(db, hotelId, plan.room_ids);
  plan.room_ids.forEach((id, i) => {
    if (!own.has(id))
      issues.push({ path: `room_ids.${i}`, code: 'room_not_found', message: 'The room does not exist.' });
  });
  if (plan.secret_url && (await isSecretUrlTaken(db, hotelId, plan.secret_url, planId)))
    issues.push({ path: 'secret_url', code: 'secret_url_taken', message: 'Another plan uses this key.' });
  if (issues.length > 0) throw invalid(issues);
}

const keyTaken = () =>
  invalid([{ path: 'secret_url', code: 'secret_url_taken', message: 'Another plan uses this key.' }]);

/** Runs a plan's batch; a URL key taken meanwhile by another save is the same 422 as one taken before. */
async function run(db: Db, statements: Statement[]) {
  try {
    await db.batch(statements as [Statement, ...Statement[]]);
  } catch (error) {
    if (isUniqueViolation(error, 'secret_url')) throw keyTaken();
    throw error;
  }
}

/** The warnings of each plan of a hotel, from one batch of reads over the next WARNING_DAYS days. */
async function warningsOf(
  db: Db,
  hotelId: number,
  planList: { row: StaffPlanRow; room_ids: number[] }[],
  now: number,
) {
  const today = todayInTokyo(now);
  const reads = await warningReads(db, hotelId, today, addDays(today, WARNING_DAYS - 1));
  const colorOf = new Map(reads.colorRows.map((c) => [c.date, c.color_id]));
  const stocked = new Set(reads.stocks.map((s) => `${s.room_id}:${s.date}`));
  const out = new Map<number, Warnings>();
  for (const { row, room_ids } of planList) {
    const id = row.plan_id;
    out.set(
      id,
      planWarnings(
        { sale_start: row.sale_start, sale_end: row.sale_end, room_ids },
        {
          today,
          colorOf,
          stocked,
          priced: new Set(
            reads.priced.filter((p) => p.plan_id === id).map((p) => `${p.room_id}:${p.color_id}`),
          ),
          closed: new Set(reads.closed.filter((c) => c.plan_id === id).map((c) => c.date)),
          roomClosed: new Set(
            reads.roomClosed.filter((c) => c.plan_id === id).map((c) => `${c.room_id}:${c.date}`),
          ),
        },
      ),
    );
  }
  return out;
}

/** Every plan of the hotel, secret and hidden ones included, each with its rooms and warnings. */
export async function listStaffPlans(db: Db, hotelId: number, now: number): Promise<StaffPlan[]> {
  const { rows, links } = await staffPlansOf(db, hotelId);
  const planList = rows.map((row) => ({
    row,
    room_ids: links.filter((l) => l.plan_id === row.plan_id).map((l) => l.room_id),
  }));
  const warnings = await warningsOf(db, hotelId, planList, now);
  return planList.map(({ row, room_ids }) => toStaffPlan(row, room_ids, warnings.get(row.plan_id) ?? []));
}

/** One plan of the hotel; a plan of another hotel is the 404 of a plan that does not exist. */
async function planOfHotel(db: Db, hotelId: number, planId: number) {
  const found = await staffPlanOf(db, hotelId, planId);
  if (!found) throw notFound('plan_not_found');
  return found;
}

export async function readStaffPlan(db: Db, hotelId: number, planId: number, now: number) {
  const { plan, room_ids } = await planOfHotel(db, hotelId, planId);
  const warnings = await warningsOf(db, hotelId, [{ row: plan, room_ids }], now);
  return toStaffPlan(plan, room_ids, warnings.get(planId) ?? []);
}

export async function planWarningsOf(db: Db, hotelId: number, planId: number, now: number) {
  return (await readStaffPlan(db, hotelId, planId, now)).warnings;
}

export async function planRooms(db: Db, hotelId: number, planId: number) {
  await planOfHotel(db, hotelId, planId);
  return roomsSoldBy(db, planId);
}

function columnsOf(plan: Editable): PlanColumns {
  const { room_ids: _, ...columns } = plan;
  return columns;
}

/** Creates a plan with its rooms and its audit entry in one batch; answers its id. */
export async function createPlan(
  db: Db,
  p: Principal,
  hotel: { hotel_id: number; languages: string[] },
  body: CreatePlanBody,
  now: number,
) {
  const plan = editableFrom(body, hotel.languages);
  await checkPlan(db, hotel.hotel_id, plan);
  const actor = await auditActor(db, p);
  // The id is read first so that the rooms and the audit row name it in the same batch; a create
  // racing this one takes the same id and one of the two batches fails whole: it is tried again.
  for (let attempt = 0; ; attempt++) {
    const place = await nextPlanPlace(db, hotel.hotel_id);
    try {
      await run(db, [
        insertPlan(db, { ...columnsOf(plan), ...place, hotel_id: hotel.hotel_id }),
        ...replacePlanRooms(db, place.plan_id, plan.room_ids),
        recordAudit(db, {
          at: now,
          actor,
          hotel_id: hotel.hotel_id,
          entity: 'plan',
          entity_id: place.plan_id,
          action: 'createplan',
          changes: changedFields({}, plan),
        }),
      ]);
      return place.plan_id;
    } catch (error) {
      if (attempt < 2 && isUniqueViolation(error, 'plan_id')) continue;
      throw error;
    }
  }
}

/**
 * Saves a plan (read-modify-write: the body is the plan getplan answers), its rooms and the audit
 * entry of the fields that changed, in one batch. A save that changes nothing writes nothing.
 */
export async function updatePlan(
  db: Db,
  p: Principal,
  hotel: { hotel_id: number; languages: string[] },
  body: UpdatePlanBody,
  now: number,
) {
  const current = await planOfHotel(db, hotel.hotel_id, body.plan_id);
  const next = editableFrom(body, hotel.languages);
  await checkPlan(db, hotel.hotel_id, next, body.plan_id);
  const changes = changedFields(editableOf(current.plan, current.room_ids), next);
  if (changes.length > 0) {
    const actor = await auditActor(db, p);
    const roomsChanged = changes.some((c) => c.field === 'room_ids');
    await run(db, [
      updatePlanColumns(db, hotel.hotel_id, body.plan_id, columnsOf(next)),
      ...(roomsChanged ? replacePlanRooms(db, body.plan_id, next.room_ids) : []),
      recordAudit(db, {
        at: now,
        actor,
        hotel_id: hotel.hotel_id,
        entity: 'plan',
        entity_id: body.plan_id,
        action: 'updateplan',
        changes,
      }),
    ]);
  }
  return readStaffPlan(db, hotel.hotel_id, body.plan_id, now);
}

/** Shows or hides a plan on the guest pages (the list's display switch), audited. */
export async function setPlanDisplay(
  db: Db,
  p: Principal,
  hotelId: number,
  body: { plan_id: number; is_visible: boolean },
  now: number,
) {
  const { plan } = await planOfHotel(db, hotelId, body.plan_id);
  const changes = changedFields({ is_visible: plan.is_visible }, { is_visible: body.is_visible });
  if (changes.length > 0) {
    const actor = await auditActor(db, p);
    await run(db, [
      updatePlanColumns(db, hotelId, body.plan_id, { is_visible: body.is_visible }),
      ...auditIfChanged(db, {
        at: now,
        actor,
        hotel_id: hotelId,
        entity: 'plan',
        entity_id: body.plan_id,
        action: 'updateplandisplay',
        changes,
      }),
    ]);
  }
  return readStaffPlan(db, hotelId, body.plan_id, now);
}

/** Puts the hotel's plans in the order given: every plan of the hotel once, or 422. */
export async function setPlanOrder(db: Db, p: Principal, hotelId: number, planIds: number[], now: number) {
  const { rows } = await staffPlansOf(db, hotelId);
  const known = new Set(rows.map((r) => r.plan_id));
  const given = new Set(planIds);
  if (given.size !== planIds.length || given.size !== known.size || planIds.some((id) => !known.has(id)))
    throw invalid([
      { path: 'plan_ids', code: 'invalid_value', message: 'List every plan of the hotel once.' },
    ]);
  const actor = await auditActor(db, p);
  const audits = planIds.flatMap((id, i) => {
    const was = rows.find((r) => r.plan_id === id)?.display_order;
    return auditIfChanged(db, {
      at: now,
      actor,
      hotel_id: hotelId,
      entity: 'plan',
      entity_id: id,
      action: 'updateplandisplayorders',
      changes: changedFields({ display_order: was }, { display_order: i + 1 }),
    });
  });
  if (audits.length > 0) await run(db, [...setPlanDisplayOrders(db, hotelId, planIds), ...audits]);
  return audits.length;
}

/** The plan's month (or any range): each date open or closed, and which of its rooms are closed. */
export async function planCalendar(db: Db, hotelId: number, planId: number, from: string, to: string) {
  await planOfHotel(db, hotelId, planId);
  const { closed, roomClosed } = await planCalendarOf(db, planId, from, to);
  const closedSet = new Set(closed);
  const days = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    days.push({
      date,
      is_open: !closedSet.has(date),
      closed_room_ids: roomClosed.filter((r) => r.date === date).map((r) => r.room_id),
    });
  }
  return { from, to, days };
}

/**
 * Opens or closes dates of a plan, or of one of its rooms (a room the plan does not sell is 404),
 * with the audit entry of the dates whose state changed, in one batch. Answers how many changed.
 */
export async function updatePlanCalendar(db: Db, p: Principal, body: UpdatePlanCalendarBody, now: number) {
  const { room_ids } = await planOfHotel(db, body.hotel_id, body.plan_id);
  if (body.room_id !== undefined && !room_ids.includes(body.room_id)) throw notFound('room_not_found');
  const dates = [...new Set(body.dates)].sort();
  const from = dates[0] ?? '';
  const to = dates.at(-1) ?? '';
  const { closed, roomClosed } = await planCalendarOf(db, body.plan_id, from, to);
  const closedNow = new Set(
    body.room_id === undefined
      ? closed
      : roomClosed.filter((r) => r.room_id === body.room_id).map((r) => r.date),
  );
  const changing = dates.filter((d) => closedNow.has(d) === body.is_open);
  if (changing.length === 0) return 0;
  const actor = await auditActor(db, p);
  const field = body.room_id === undefined ? 'closed_dates' : `closed_dates.room_${body.room_id}`;
  await run(db, [
    ...setPlanDates(db, body, changing, body.is_open),
    recordAudit(db, {
      at: now,
      actor,
      hotel_id: body.hotel_id,
      entity: 'plan_calendar',
      entity_id: body.plan_id,
      action: body.is_open ? 'openplandates' : 'closeplandates',
      changes: [
        {
          field,
          before: body.is_open ? changing : [],
          after: body.is_open ? [] : changing,
        },
      ],
    }),
  ]);
  return changing.length;
}
