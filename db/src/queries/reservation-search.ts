import type { KeywordTerm } from '@tomaru/domain/schemas/reservations';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import {
  childTypes,
  hotels,
  mailOutbox,
  reservationAnswers,
  reservationOptions,
  reservationRooms,
  reservations,
  unionHotels,
} from '../../schema/index';
import type { Db } from '../client';

/** Which hotels' reservations a caller may see: one hotel, a chain's, a union's, or (empty) all. */
export type ReservationScope = { hotelId?: number; chainId?: number; unionId?: number };

/** The hotel's reservation search. Every field but `scope` is optional; all given ones must hold. */
export type ReservationFilter = {
  scope: ReservationScope;
  /** A reservation matches when one of its nights falls in [stayFrom, stayTo] (YYYY-MM-DD, both included). */
  stayFrom?: string | undefined;
  stayTo?: string | undefined;
  /** Booked at or after this instant (Unix seconds). */
  createdFrom?: number | undefined;
  /** Booked before this instant (Unix seconds). */
  createdBefore?: number | undefined;
  statuses?: readonly string[] | undefined;
  planId?: number | undefined;
  roomId?: number | undefined;
  /** Every term must match a name, kana, e-mail or the display id, or (digits) a phone. */
  keyword?: readonly KeywordTerm[] | undefined;
};

export type ReservationSortKey = 'created_at' | 'stay_start_date' | 'total_include_tax' | 'display_id';

const r = reservations;
const rr = reservationRooms;

// A separator no keyword contains, so a term never matches across two fields.
const SEP = sql.raw(` || char(31) || `);

/** Names (family + given, so 佐藤太郎 matches), kana, e-mails and the display id, in one string. */
const textHaystack = sql.join(
  [
    sql`${r.user_last_name} || ${r.user_first_name}`,
    sql`${r.user_last_name_kana} || ${r.user_first_name_kana}`,
    sql`${r.lodger_last_name} || ${r.lodger_first_name}`,
    sql`${r.lodger_last_name_kana} || ${r.lodger_first_name_kana}`,
    sql`${r.user_mail1}`,
    sql`${r.user_mail2}`,
    sql`${r.lodger_mail}`,
    sql`${r.display_id}`,
  ],
  SEP,
);

const bareTel = (column: SQLiteColumn) =>
  sql`replace(replace(replace(${column}, '-', ''), ' ', ''), '+', '')`;
/** Every phone with hyphens, spaces and the leading + gone. */
const telHaystack = sql.join([bareTel(r.user_tel1), bareTel(r.user_tel2), bareTel(r.lodger_tel)], SEP);

// D1 refuses a LIKE pattern over 50 bytes.
const MAX_LIKE_PATTERN_BYTES = 50;
const utf8 = new TextEncoder();

/**
 * `%text%` for LIKE, with LIKE's own wildcards in the text taken literally. A word too long for
 * D1's pattern limit is cut to its longest start that fits: the search then finds what contains
 * that start, a few more matches rather than an error.
 */
function containing(text: string) {
  let chars = [...text];
  for (;;) {
    const pattern = `%${chars.join('').replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    if (utf8.encode(pattern).length <= MAX_LIKE_PATTERN_BYTES || chars.length <= 1) return pattern;
    chars = chars.slice(0, -1);
  }
}

function termCondition(term: KeywordTerm): SQL | undefined {
  // LIKE is case-insensitive for ASCII in SQLite: e-mails and display ids match in any case.
  const alternatives = term.texts.map((text) => sql`(${textHaystack}) LIKE ${containing(text)} ESCAPE '\\'`);
  if (term.digits) alternatives.push(sql`(${telHaystack}) LIKE ${containing(term.digits)} ESCAPE '\\'`);
  return or(...alternatives);
}

function scopeCondition(db: Db, scope: ReservationScope): SQL | undefined {
  const conditions: SQL[] = [];
  if (scope.hotelId !== undefined) conditions.push(eq(r.hotel_id, scope.hotelId));
  if (scope.chainId !== undefined) {
    const ids = db.select({ id: hotels.hotel_id }).from(hotels).where(eq(hotels.chain_id, scope.chainId));
    conditions.push(inArray(r.hotel_id, ids));
  }
  if (scope.unionId !== undefined) {
    const ids = db
      .select({ id: unionHotels.hotel_id })
      .from(unionHotels)
      .where(eq(unionHotels.union_id, scope.unionId));
    conditions.push(inArray(r.hotel_id, ids));
  }
  return and(...conditions);
}

/** The WHERE of a search (the caller's scope included). */
function reservationWhere(db: Db, filter: ReservationFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [scopeCondition(db, filter.scope)];
  // Nights are [stay_start_date, stay_end_date): the stay has a night on or after stayFrom when it
  // ends after it, and on or before stayTo when it starts on or before it.
  if (filter.stayFrom) conditions.push(gt(r.stay_end_date, filter.stayFrom));
  if (filter.stayTo) conditions.push(lte(r.stay_start_date, filter.stayTo));
  if (filter.createdFrom !== undefined) conditions.push(gte(r.created_at, filter.createdFrom));
  if (filter.createdBefore !== undefined) conditions.push(lt(r.created_at, filter.createdBefore));
  if (filter.statuses?.length)
    conditions.push(inArray(r.status, filter.statuses as (typeof r.status._.data)[]));
  if (filter.planId !== undefined) conditions.push(eq(r.plan_id, filter.planId));
  if (filter.roomId !== undefined) conditions.push(eq(r.room_id, filter.roomId));
  for (const term of filter.keyword ?? []) conditions.push(termCondition(term));
  return and(...conditions);
}

const SORT_COLUMNS = {
  created_at: r.created_at,
  stay_start_date: r.stay_start_date,
  total_include_tax: r.total_include_tax,
  display_id: r.display_id,
} as const;

// Qualified by hand: in a one-table select drizzle writes bare column names, and a bare
// reservation_id inside the subquery would name the room's own column.
const sameReservation = sql`${rr}.${sql.identifier(rr.reservation_id.name)} = ${r}.${sql.identifier(r.reservation_id.name)}`;
const roomSum = (expression: SQL) =>
  sql<number>`(select coalesce(sum(${expression}), 0) from ${rr} where ${sameReservation})`;
const children = sql`${rr.child_type_1} + ${rr.child_type_2} + ${rr.child_type_3} + ${rr.child_type_4} + ${rr.child_type_5} + ${rr.child_type_6}`;

/** The columns of one line of the reservation list (what a front desk scans). */
const LIST_COLUMNS = {
  reservation_id: r.reservation_id,
  display_id: r.display_id,
  status: r.status,
  created_at: r.created_at,
  stay_start_date: r.stay_start_date,
  stay_end_date: r.stay_end_date,
  checkin_time: r.checkin_time,
  room_count: r.room_count,
  adults: roomSum(sql`${rr.male_num} + ${rr.female_num}`),
  children: roomSum(children),
  user_last_name: r.user_last_name,
  user_first_name: r.user_first_name,
  user_last_name_kana: r.user_last_name_kana,
  user_first_name_kana: r.user_first_name_kana,
  user_tel1: r.user_tel1,
  user_mail1: r.user_mail1,
  lodger_last_name: r.lodger_last_name,
  lodger_first_name: r.lodger_first_name,
  plan_id: r.plan_id,
  plan_title: r.plan_title,
  room_id: r.room_id,
  room_name: r.room_name,
  payment_method: r.payment_method,
  total_include_tax: r.total_include_tax,
  amount_due: r.amount_due,
  hotel_id: r.hotel_id,
  hotel_name: r.hotel_name,
  canceled_at: r.canceled_at,
  has_memo: sql<number>`${r.hotel_memo} <> ''`,
};

export type ReservationListRow = Awaited<ReturnType<typeof searchReservations>>['rows'][number];

/** One page of a search and the number of all matches. Ties are broken by reservation id. */
export async function searchReservations(
  db: Db,
  filter: ReservationFilter,
  page: { sort: ReservationSortKey; order: 'asc' | 'desc'; limit: number; offset: number },
) {
  const where = reservationWhere(db, filter);
  const direction = page.order === 'asc' ? asc : desc;
  const [rows, count] = await Promise.all([
    db
      .select(LIST_COLUMNS)
      .from(r)
      .where(where)
      .orderBy(direction(SORT_COLUMNS[page.sort]), direction(r.reservation_id))
      .limit(page.limit)
      .offset(page.offset)
      .all(),
    db.select({ total: sql<number>`count(*)` }).from(r).where(where).get(),
  ]);
  return { rows, total: count?.total ?? 0 };
}

// The export needs every stored field but the price breakdown and the cancellation terms (JSON
// that would only be parsed and dropped, for every row).
const { breakdown: _breakdown, cancel_policy: _cancelPolicy, ...EXPORT_COLUMNS } = getTableColumns(r);

/**
 * How an export walks its scope: hotel by hotel (the ids of one hotel, a chain's or a union's), or
 * for admin's unfiltered scope `null`, every hotel in one sweep.
 */
export async function exportHotels(db: Db, scope: ReservationScope): Promise<(number | null)[]> {
  if (scope.hotelId !== undefined) return [scope.hotelId];
  if (scope.chainId === undefined && scope.unionId === undefined) return [null];
  const conditions: SQL[] = [];
  if (scope.chainId !== undefined) conditions.push(eq(hotels.chain_id, scope.chainId));
  if (scope.unionId !== undefined) {
    const ids = db
      .select({ id: unionHotels.hotel_id })
      .from(unionHotels)
      .where(eq(unionHotels.union_id, scope.unionId));
    conditions.push(inArray(hotels.hotel_id, ids));
  }
  const rows = await db
    .select({ id: hotels.hotel_id })
    .from(hotels)
    .where(and(...conditions))
    .orderBy(asc(hotels.hotel_id))
    .all();
  return rows.map((row) => row.id);
}

/** Where an export stopped: the last reservation written. */
export type ExportCursor = { hotel_id: number; created_at: number; reservation_id: number };

/**
 * One page of an export: the next `limit` matches after `after` in (hotel, booking time, id) order,
 * of one hotel, or of every hotel when `hotelId` is null, with their rooms, answers and additional
 * options.
 *
 * Keyset pagination on the existing (hotel_id, created_at) index, whose entries end with the row id:
 * each page is one index range read with no sort, however deep the export is (keyset on the id
 * alone would make SQLite sort all the hotel's rows for every page). The row value has two terms
 * for one hotel and three for all: the forms SQLite turns into an index range. A chain or union is
 * walked hotel by hotel (with `hotel_id IN (…)` SQLite would restart each page at the first hotel).
 * The parts are selected by the same page as a subquery rather than by a list of ids (D1 binds at
 * most 100 parameters, so a list would take five queries per table), and the four statements go in
 * one batch: one round trip and one consistent snapshot per page.
 */
export async function exportPage(
  db: Db,
  filter: ReservationFilter,
  hotelId: number | null,
  after: ExportCursor | null,
  limit: number,
) {
  let position: SQL | undefined;
  if (after && hotelId !== null) {
    position = sql`(${r.created_at}, ${r.reservation_id}) > (${after.created_at}, ${after.reservation_id})`;
  } else if (after) {
    position = sql`(${r.hotel_id}, ${r.created_at}, ${r.reservation_id}) > (${after.hotel_id}, ${after.created_at}, ${after.reservation_id})`;
  }
  const scope = hotelId === null ? filter.scope : { hotelId };
  const where = and(reservationWhere(db, { ...filter, scope }), position);
  const order = [asc(r.hotel_id), asc(r.created_at), asc(r.reservation_id)];
  const pageIds = db
    .select({ id: r.reservation_id })
    .from(r)
    .where(where)
    .orderBy(...order)
    .limit(limit);
  const [rows, rooms, answers, options] = await db.batch([
    db
      .select(EXPORT_COLUMNS)
      .from(r)
      .where(where)
      .orderBy(...order)
      .limit(limit),
    db
      .select()
      .from(rr)
      .where(inArray(rr.reservation_id, pageIds))
      .orderBy(asc(rr.reservation_id), asc(rr.room_index)),
    db.select().from(reservationAnswers).where(inArray(reservationAnswers.reservation_id, pageIds)),
    db.select().from(reservationOptions).where(inArray(reservationOptions.reservation_id, pageIds)),
  ]);
  return { rows, rooms, answers, options };
}

/**
 * The Japanese names of the child types of some hotels (at most 100 ids, D1's bound parameters), for
 * the Japanese export's guests cell: `[{ hotel_id, child_type, name }]`.
 */
export async function childTypeNames(db: Db, hotelIds: readonly number[]) {
  if (hotelIds.length === 0) return [];
  return db
    .select({
      hotel_id: childTypes.hotel_id,
      child_type: childTypes.child_type,
      name: sql<string | null>`json_extract(${childTypes.names}, '$.ja')`,
    })
    .from(childTypes)
    .where(inArray(childTypes.hotel_id, [...hotelIds]))
    .all();
}

/** The mails of one reservation, oldest first. */
export function reservationMails(db: Db, reservationId: number) {
  return db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.reservation_id, reservationId))
    .orderBy(asc(mailOutbox.created_at), asc(mailOutbox.mail_id))
    .all();
}

/**
 * Sets the hotel's memo of a reservation, as a batch statement (with its audit entry); its rows are
 * the new memo and time, none when the reservation does not exist.
 */
/**
 * Sets the hotel's memo only while it still reads `before` (what the caller read and records as the
 * change's "before"); put `assertOneRowChanged` after it, so a memo saved in between aborts the batch
 * and its audit row instead of recording a "before" that was never there.
 */
export function updateHotelMemo(db: Db, reservationId: number, memo: string, now: number, before: string) {
  return db
    .update(r)
    .set({ hotel_memo: memo, updated_at: now })
    .where(and(eq(r.reservation_id, reservationId), eq(r.hotel_memo, before)))
    .returning({ reservation_id: r.reservation_id, hotel_memo: r.hotel_memo, updated_at: r.updated_at });
}
