import {
  and,
  asc,
  between,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  isNull,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { BatchResponse } from 'drizzle-orm/batch';
import {
  additionalOptionPlans,
  additionalOptionStocks,
  additionalOptions,
  childPrices,
  childTypes,
  colorDates,
  hotels,
  hotelTexts,
  idSequences,
  memberDiscounts,
  planClosedDates,
  planRoomClosedDates,
  planRooms,
  plans,
  prices,
  questions,
  roomStocks,
  rooms,
} from '../../schema/index';
import type { Db } from '../client';
import { inList } from './bound-lists';
import { type Param, preparedBatch } from './prepared';
import { rowsAsJson } from './rows-as-json';

export type PlanRow = typeof plans.$inferSelect;
export type RoomRow = typeof rooms.$inferSelect;

export function findPlan(db: Db, planId: number) {
  return db.select().from(plans).where(eq(plans.plan_id, planId)).get();
}

export function findSecretPlan(db: Db, hotelId: number, url: string) {
  return db
    .select()
    .from(plans)
    .where(and(eq(plans.hotel_id, hotelId), eq(plans.is_secret, true), eq(plans.secret_url, url)))
    .get();
}

/**
 * The hotel's visible plans in display order; secret plans only when asked for; members-only plans
 * never (the public reads are shared by every visitor, decision 041).
 */
export function listPlans(db: Db, hotelIds: number[], includeSecret = false) {
  const conditions = [
    inList(plans.hotel_id, hotelIds),
    eq(plans.is_visible, true),
    eq(plans.members_only, false),
  ];
  if (!includeSecret) conditions.push(eq(plans.is_secret, false));
  return db
    .select()
    .from(plans)
    .where(and(...conditions))
    .orderBy(asc(plans.hotel_id), asc(plans.display_order), asc(plans.plan_id));
}

/**
 * A hotel's visible, public (not secret) members-only plans still on sale on `today` (no sale end,
 * or one not passed), in display order: the signed-in member's own read, never edge-cached (decision 041).
 */
export function listMemberPlans(db: Db, hotelId: number, today: string) {
  return db
    .select()
    .from(plans)
    .where(
      and(
        eq(plans.hotel_id, hotelId),
        eq(plans.is_visible, true),
        eq(plans.members_only, true),
        eq(plans.is_secret, false),
        or(isNull(plans.sale_end), gte(plans.sale_end, today)),
      ),
    )
    .orderBy(asc(plans.display_order), asc(plans.plan_id));
}

/** Rooms sold by the given plans, with the plan they belong to, in display order. */
export function roomsOfPlans(db: Db, planIds: number[]) {
  if (planIds.length === 0) return Promise.resolve([]);
  return db
    .select({ plan_id: planRooms.plan_id, room: rooms })
    .from(planRooms)
    .innerJoin(rooms, eq(rooms.room_id, planRooms.room_id))
    .where(and(inList(planRooms.plan_id, planIds), eq(rooms.is_visible, true)))
    .orderBy(asc(planRooms.display_order), asc(rooms.display_order), asc(rooms.room_id));
}

export async function isRoomInPlan(db: Db, planId: number, roomId: number) {
  const row = await db
    .select({ room_id: planRooms.room_id })
    .from(planRooms)
    .where(and(eq(planRooms.plan_id, planId), eq(planRooms.room_id, roomId)))
    .get();
  return row !== undefined;
}

export function listRooms(db: Db, hotelId: number) {
  return db
    .select()
    .from(rooms)
    .where(and(eq(rooms.hotel_id, hotelId), eq(rooms.is_visible, true)))
    .orderBy(asc(rooms.display_order), asc(rooms.room_id))
    .all();
}

export function findRoom(db: Db, roomId: number) {
  return db.select().from(rooms).where(eq(rooms.room_id, roomId)).get();
}

/**
 * A plan with its closed dates between two dates (`closed_dates`, the shape checkSellable takes), in
 * one statement; with `roomId`, the dates the plan closes for that room only are among them. The subqueries here and in roomOfPlan compare with the ids given, never with a
 * column of the outer row: drizzle writes a select list's columns without their table, so such a
 * column would name the subquery's own.
 */
export function planWithClosedDates<E extends Record<string, SQL.Aliased>>(
  db: Db,
  planId: Param<number>,
  from: Param<string>,
  to: Param<string>,
  /** More columns to read with the plan, e.g. its lists (rowsAsJson). */
  extra?: E,
  /** The room of the stay or calendar: its own closed dates count too. */
  roomId?: Param<number>,
) {
  const roomDates =
    roomId === undefined
      ? sql``
      : sql` union all select ${planRoomClosedDates.date} from ${planRoomClosedDates}
        where ${planRoomClosedDates.plan_id} = ${planId} and ${planRoomClosedDates.room_id} = ${roomId}
          and ${planRoomClosedDates.date} between ${from} and ${to}`;
  return db
    .select({
      ...getTableColumns(plans),
      ...(extra as E),
      closed_dates: sql`(select json_group_array(date) from (select ${planClosedDates.date} as date
        from ${planClosedDates}
        where ${planClosedDates.plan_id} = ${planId} and ${planClosedDates.date} between ${from} and ${to}${roomDates}))`
        .mapWith((json: string): string[] => JSON.parse(json))
        .as('closed_dates'),
    })
    .from(plans)
    .where(eq(plans.plan_id, planId));
}

/** A room with whether the plan sells it (`sold_by_plan`), in one statement. */
export function roomOfPlan(db: Db, roomId: Param<number>, planId: Param<number>) {
  return db
    .select({
      ...getTableColumns(rooms),
      sold_by_plan: sql`exists (select 1 from ${planRooms}
          where ${planRooms.plan_id} = ${planId} and ${planRooms.room_id} = ${roomId})`
        .mapWith(Boolean)
        .as('sold_by_plan'),
    })
    .from(rooms)
    .where(eq(rooms.room_id, roomId));
}

/** The dates many plans (ids, or a subquery answering them) close for one of their rooms, between two dates. */
export function roomClosedDatesOfPlans(
  db: Db,
  planIds: number[] | SQLWrapper,
  from: Param<string>,
  to: Param<string>,
) {
  return db
    .select()
    .from(planRoomClosedDates)
    .where(and(inList(planRoomClosedDates.plan_id, planIds), between(planRoomClosedDates.date, from, to)));
}

/** The closed dates of many plans (ids, or a subquery answering them) between two dates. */
export function closedDatesOfPlans(
  db: Db,
  planIds: number[] | SQLWrapper,
  from: Param<string>,
  to: Param<string>,
) {
  return db
    .select()
    .from(planClosedDates)
    .where(and(inList(planClosedDates.plan_id, planIds), between(planClosedDates.date, from, to)));
}

export function childTypesOf(db: Db, hotelId: Param<number>) {
  return db
    .select()
    .from(childTypes)
    .where(eq(childTypes.hotel_id, hotelId))
    .orderBy(asc(childTypes.child_type));
}

export function childPricesOf(db: Db, planId: Param<number>) {
  return db.select().from(childPrices).where(eq(childPrices.plan_id, planId));
}

/** For each date in [from, to]: its colour and the plan × room price per adult by adult count. */
export function priceTable(
  db: Db,
  hotelId: Param<number>,
  planId: Param<number>,
  roomId: Param<number>,
  from: Param<string>,
  to: Param<string>,
  /** Only these numbers of adults (all when absent). */
  adults?: Param<number>[],
) {
  return db
    .select({
      date: colorDates.date,
      color_id: colorDates.color_id,
      adults: prices.adults,
      price: prices.price,
    })
    .from(colorDates)
    .innerJoin(
      prices,
      and(
        eq(prices.color_id, colorDates.color_id),
        eq(prices.plan_id, planId),
        eq(prices.room_id, roomId),
        adults ? inArray(prices.adults, adults) : undefined,
      ),
    )
    .where(and(eq(colorDates.hotel_id, hotelId), between(colorDates.date, from, to)));
}

/**
 * For each night in [from, to] that has a stock row: its stock and sold, and the plan × room price
 * per adult by adult count — one row per adult count, or one row with null adults and price when the
 * night has no price.
 */
export function stockAndPrices(
  db: Db,
  hotelId: Param<number>,
  planId: Param<number>,
  roomId: Param<number>,
  from: Param<string>,
  to: Param<string>,
) {
  return db
    .select({
      date: roomStocks.date,
      stock: roomStocks.stock,
      sold: roomStocks.sold,
      adults: prices.adults,
      price: prices.price,
    })
    .from(roomStocks)
    .leftJoin(colorDates, and(eq(colorDates.hotel_id, hotelId), eq(colorDates.date, roomStocks.date)))
    .leftJoin(
      prices,
      and(
        eq(prices.plan_id, planId),
        eq(prices.room_id, roomStocks.room_id),
        eq(prices.color_id, colorDates.color_id),
      ),
    )
    .where(and(eq(roomStocks.room_id, roomId), between(roomStocks.date, from, to)));
}

/** Price tables of many plans × rooms at once (lists and calendars), per date. */
export function priceTables(db: Db, hotelIds: number[], planIds: number[], from: string, to: string) {
  if (planIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      hotel_id: colorDates.hotel_id,
      date: colorDates.date,
      plan_id: prices.plan_id,
      room_id: prices.room_id,
      adults: prices.adults,
      price: prices.price,
    })
    .from(colorDates)
    .innerJoin(prices, and(eq(prices.color_id, colorDates.color_id), inList(prices.plan_id, planIds)))
    .where(and(inList(colorDates.hotel_id, hotelIds), between(colorDates.date, from, to)));
}

/** The lowest price per adult per night of each plan × room over all its colours (no dates given). */
export function minPricesByPlanRoom(db: Db, planIds: number[]) {
  if (planIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      plan_id: prices.plan_id,
      room_id: prices.room_id,
      min_price: sql<number>`min(${prices.price})`,
    })
    .from(prices)
    .where(inList(prices.plan_id, planIds))
    .groupBy(prices.plan_id, prices.room_id);
}

export function stocksOf(db: Db, roomIds: number[], from: string, to: string) {
  if (roomIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(roomStocks)
    .where(and(inList(roomStocks.room_id, roomIds), between(roomStocks.date, from, to)))
    .orderBy(asc(roomStocks.room_id), asc(roomStocks.date));
}

/** Questions for a plan: the hotel's questions for every plan plus the plan's own. */
/** Which questions a plan asks: the hotel's own and the plan's, in display order. */
export const questionsOf = (hotelId: Param<number>, planId: Param<number>) => ({
  where: and(eq(questions.hotel_id, hotelId), or(isNull(questions.plan_id), eq(questions.plan_id, planId))),
  orderBy: [asc(questions.display_order), asc(questions.question_id)],
});

export function questionsFor(db: Db, hotelId: Param<number>, planId: Param<number>) {
  const { where, orderBy } = questionsOf(hotelId, planId);
  return db
    .select()
    .from(questions)
    .where(where)
    .orderBy(...orderBy);
}

/**
 * Whether an additional option is offered with a plan: it links that plan, or links none (every
 * plan). Written with the table's own name, so it reads the same inside rowsAsJson's subquery.
 */
const offeredWithPlan = (planId: Param<number>) => sql`(
  not exists (select 1 from ${additionalOptionPlans} l where l.additional_option_id = "additional_options"."additional_option_id")
  or exists (select 1 from ${additionalOptionPlans} l where l.additional_option_id = "additional_options"."additional_option_id" and l.plan_id = ${planId}))`;

/** Additional options for a plan and a check-in date (null dates = always offered). */
const optionsOf = (hotelId: Param<number>, planId: Param<number>, checkin: Param<string> | undefined) => {
  const conditions: (SQL | undefined)[] = [eq(additionalOptions.hotel_id, hotelId), offeredWithPlan(planId)];
  if (checkin) {
    conditions.push(
      or(isNull(additionalOptions.date_from), sql`${additionalOptions.date_from} <= ${checkin}`),
      or(isNull(additionalOptions.date_to), sql`${additionalOptions.date_to} >= ${checkin}`),
    );
  }
  return {
    where: and(...conditions),
    orderBy: [asc(additionalOptions.display_order), asc(additionalOptions.additional_option_id)],
  };
};

export function optionsFor(
  db: Db,
  hotelId: Param<number>,
  planId: Param<number>,
  checkin: Param<string> | undefined,
) {
  const { where, orderBy } = optionsOf(hotelId, planId, checkin);
  return db
    .select()
    .from(additionalOptions)
    .where(where)
    .orderBy(...orderBy);
}

/** Hotels open to guests, optionally in one prefecture. */
export function listPublicHotels(db: Db, prefecture?: string) {
  return db
    .select()
    .from(hotels)
    .where(prefecture ? eq(hotels.prefecture, prefecture) : undefined)
    .orderBy(asc(hotels.hotel_id))
    .all();
}

export function findHotelByUrlName(db: Db, urlName: string) {
  return db.select().from(hotels).where(eq(hotels.url_name, urlName)).get();
}

/** The statement that moves the reservation counter on, as the first of a booking's batch. */
export function bumpReservationCounter(db: Db) {
  return db
    .insert(idSequences)
    .values({ name: 'reservation', value: 1 })
    .onConflictDoUpdate({ target: idSequences.name, set: { value: sql`${idSequences.value} + 1` } });
}

/** The reservation id the counter holds, read inside the same batch that bumped it. */
export function nextReservationId() {
  return sql<number>`(select ${idSequences.value} from ${idSequences} where ${idSequences.name} = 'reservation')`;
}

/**
 * The reads of a search over some hotels' plans × rooms, for one batch (one round trip, however many
 * plans): the visible public plans, which rooms each sells, each visible room once, the price per
 * adult of the stay's dates for the adult counts asked for only, the plans' closed dates, the
 * rooms' stock, and the dates a plan closes for one of its rooms. Plans and rooms are keyed by subqueries on the hotels, not by ids read first.
 */
export function offerReads(
  db: Db,
  hotelIds: number[],
  stay: { from: string; to: string; adultCounts: number[] },
) {
  const { from, to, adultCounts } = stay;
  const hotelPlans = db
    .select({ plan_id: plans.plan_id })
    .from(plans)
    .where(
      and(
        inList(plans.hotel_id, hotelIds),
        eq(plans.is_visible, true),
        eq(plans.is_secret, false),
        eq(plans.members_only, false),
      ),
    );
  const hotelRooms = db
    .select({ room_id: rooms.room_id })
    .from(rooms)
    .where(inList(rooms.hotel_id, hotelIds));
  return [
    listPlans(db, hotelIds),
    db
      .select({ plan_id: planRooms.plan_id, room_id: planRooms.room_id })
      .from(planRooms)
      .innerJoin(rooms, eq(rooms.room_id, planRooms.room_id))
      .where(and(inArray(planRooms.plan_id, hotelPlans), eq(rooms.is_visible, true)))
      .orderBy(asc(planRooms.display_order), asc(rooms.display_order), asc(rooms.room_id)),
    db
      .select()
      .from(rooms)
      .where(and(inList(rooms.hotel_id, hotelIds), eq(rooms.is_visible, true))),
    db
      .select({
        date: colorDates.date,
        plan_id: prices.plan_id,
        room_id: prices.room_id,
        adults: prices.adults,
        price: prices.price,
      })
      .from(colorDates)
      .innerJoin(
        prices,
        and(
          eq(prices.color_id, colorDates.color_id),
          inArray(prices.plan_id, hotelPlans),
          inList(prices.adults, adultCounts),
        ),
      )
      .where(and(inList(colorDates.hotel_id, hotelIds), between(colorDates.date, from, to))),
    closedDatesOfPlans(db, hotelPlans, from, to),
    db
      .select({
        room_id: roomStocks.room_id,
        date: roomStocks.date,
        stock: roomStocks.stock,
        sold: roomStocks.sold,
      })
      .from(roomStocks)
      .where(and(inArray(roomStocks.room_id, hotelRooms), between(roomStocks.date, from, to))),
    roomClosedDatesOfPlans(db, hotelPlans, from, to),
  ] as const;
}

/** What the batch of offerReads answers. */
export type OfferReadResults = BatchResponse<ReturnType<typeof offerReads>>;

/**
 * The reads of a quote, for one batch, their SQL built once per database (see preparedBatch): the
 * hotel with its member discount while on and its texts; the plan with its closed dates, options,
 * questions, child types and child prices; the room with whether the plan sells it; each night's
 * stock and prices. Values: hotel_id, plan_id, room_id, from and to (the stay's first and last night).
 */
export const stayQuoteReads = preparedBatch((db) => {
  const hotelId = sql.placeholder('hotel_id');
  const planId = sql.placeholder('plan_id');
  const roomId = sql.placeholder('room_id');
  const from = sql.placeholder('from');
  const to = sql.placeholder('to');
  return [
    db
      .select({
        ...getTableColumns(hotels),
        // The hotel's member discount while it is on (none or one), and its texts by language.
        member_discounts: rowsAsJson(memberDiscounts, {
          where: and(
            eq(memberDiscounts.hotel_id, hotelId),
            eq(memberDiscounts.is_active, true),
            gt(memberDiscounts.value, 0),
          ),
        }).as('member_discounts'),
        texts: rowsAsJson(hotelTexts, { where: eq(hotelTexts.hotel_id, hotelId) }).as('texts'),
      })
      .from(hotels)
      .where(eq(hotels.hotel_id, hotelId)),
    // The plan with the lists that belong to the stay: its closed dates, options and questions, and
    // the hotel's child types with the plan's own child prices.
    planWithClosedDates(
      db,
      planId,
      from,
      to,
      {
        offered: rowsAsJson(additionalOptions, optionsOf(hotelId, planId, from)).as('offered'),
        questions: rowsAsJson(questions, questionsOf(hotelId, planId)).as('questions'),
        child_types: rowsAsJson(childTypes, {
          where: eq(childTypes.hotel_id, hotelId),
          orderBy: [asc(childTypes.child_type)],
        }).as('child_types'),
        child_prices: rowsAsJson(childPrices, { where: eq(childPrices.plan_id, planId) }).as('child_prices'),
      },
      roomId,
    ),
    roomOfPlan(db, roomId, planId),
    stockAndPrices(db, hotelId, planId, roomId, from, to),
    // The stock of the hotel's stock-managed options over the stay.
    db
      .select()
      .from(additionalOptionStocks)
      .where(
        and(
          inArray(
            additionalOptionStocks.additional_option_id,
            db
              .select({ id: additionalOptions.additional_option_id })
              .from(additionalOptions)
              .where(and(eq(additionalOptions.hotel_id, hotelId), eq(additionalOptions.stock_managed, true))),
          ),
          between(additionalOptionStocks.date, from, to),
        ),
      ),
  ] as const;
});
