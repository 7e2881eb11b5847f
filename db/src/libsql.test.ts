import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createClient } from '@libsql/client';
import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { childTypes, hotels, plans, questions, reservations, roomStocks, unions } from '../schema/index';
import { demoSql } from '../seed/demo';
import { DEMO_PAST_DISPLAY_ID } from '../seed/demo-history';
import { type Db, fromLibsqlClient } from './client';
import { auditHistory, recordAudit, staffActor } from './queries/audit';
import {
  countFailures,
  findMemberByEmail,
  findRefreshToken,
  findSession,
  findStaffByLogin,
  openSession,
  releaseSlots,
  rotateRefreshToken,
  takeSlots,
} from './queries/auth';
import { calendarReads, hotelRow } from './queries/availability';
import { childTypesOf, priceTable, questionsFor, questionsOf, stocksOf } from './queries/catalog';
import { assertOneRowChanged, isGuardFailure } from './queries/guards';
import { readHotelInfo, updateHotelColumns, upsertHotelText } from './queries/hotel-info';
import { findChain, isHotelInUnion, listHotels } from './queries/orgs';
import { preparedBatch, preparedInsert, preparedInsertRows } from './queries/prepared';
import { countReceipts, insertReceipt } from './queries/receipts';
import {
  cancelBookedReservation,
  findReservation,
  findReservationByDisplayId,
  replaceBookedReservation,
} from './queries/reservations';
import { rowsAsJson } from './queries/rows-as-json';
import { returnStock, takeStock } from './queries/stock';
import { insertWaiting, markWaitingNotified } from './queries/waitings';

const migrations = fileURLToPath(new URL('../migrations', import.meta.url));

// The production path for scale is libSQL (Turso/sqld); the same queries must hold there as on D1.
describe('the queries on libSQL', () => {
  let db: Db;

  beforeAll(async () => {
    const client = createClient({ url: ':memory:' });
    for (const file of readdirSync(migrations)
      .filter((f) => f.endsWith('.sql'))
      .sort()) {
      const statements = readFileSync(`${migrations}/${file}`, 'utf8').split('--> statement-breakpoint');
      await client.batch(statements.map((s) => s.trim()).filter(Boolean), 'write');
    }
    await client.batch(await demoSql(), 'write');
    await client.batch(await demoSql(), 'write'); // seeding twice changes nothing
    db = fromLibsqlClient(client);
  });

  it('finds accounts by kind and login id', async () => {
    expect((await findStaffByLogin(db, 'hotel', 'hotel1'))?.entity_id).toBe(1);
    expect(await findStaffByLogin(db, 'admin', 'hotel1')).toBeUndefined();
    expect((await findMemberByEmail(db, 'guest@example.com'))?.last_name).toBe('山田');
  });

  it('narrows hotel lists by chain and union, without duplicates after a second seed', async () => {
    expect((await listHotels(db, {})).map((h) => h.hotel_id)).toEqual([1, 2, 3, 4]);
    expect((await listHotels(db, { chainId: 1 })).map((h) => h.hotel_id)).toEqual([1, 2]);
    expect((await listHotels(db, { unionId: 1 })).map((h) => h.name)).toEqual([
      'トマル京都',
      '湯の宿 みどり荘',
    ]);
    expect(await isHotelInUnion(db, 1, 2)).toBe(false);
    expect((await findChain(db, 2))?.is_kkr).toBe(true);
  });

  it('rotates a refresh token once only, writing its successor and extending the session', async () => {
    await openSession(
      db,
      { session_id: 's1', principal_type: 'hotel', principal_id: 5, entity_id: 2, now: 1000, ttl: 100 },
      'h1',
    );
    const rotation = { tokenHash: 'h1', nextHash: 'h2', now: 1001, expiresAt: 1101 };
    expect(await rotateRefreshToken(db, rotation)).toEqual({ session_id: 's1' });
    expect(await rotateRefreshToken(db, { ...rotation, now: 1002 }), 'used once only').toBeUndefined();
    expect(await findRefreshToken(db, 'h2')).toMatchObject({
      session_id: 's1',
      expires_at: 1101,
      used_at: null,
    });
    expect((await findSession(db, 's1'))?.expires_at).toBe(1101);
  });

  it('takes a slot of every limit only while each has room, counting inside the window only', async () => {
    const limits = [
      { scope: 'login', key: 'hotel:x', max: 2, windowSeconds: 1000 },
      { scope: 'ip', key: '203.0.113.1', max: 3, windowSeconds: 1000 },
    ];
    expect(await takeSlots(db, limits, 500)).toHaveLength(2);
    expect(await takeSlots(db, limits, 1600)).toHaveLength(2);
    expect(await countFailures(db, 'login', 'hotel:x', 1000, 2000), 'the row at 500 is outside').toBe(1);
    expect(await countFailures(db, 'ip', '203.0.113.1', 0, 2000)).toBe(2);
    const third = await takeSlots(db, limits, 1600);
    expect(third).toHaveLength(2);
    expect(await takeSlots(db, limits, 1600), 'the login limit is full: nothing is taken').toEqual([]);
    expect(await countFailures(db, 'ip', '203.0.113.1', 0, 2000), 'no slot of the other limit either').toBe(
      3,
    );
    await releaseSlots(
      db,
      third.map((r) => r.id),
    );
    expect(await takeSlots(db, limits, 1600), 'a released slot is free again').toHaveLength(2);
  });

  it('aborts a batch whose guarded update changed nothing, as on D1', async () => {
    const error = await db
      .batch([
        db.insert(unions).values({ union_id: 901, name: 'x' }),
        db.update(unions).set({ name: 'y' }).where(eq(unions.union_id, 12345)),
        assertOneRowChanged(db),
      ])
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isGuardFailure(error), String(error)).toBe(true);
    expect(await db.select().from(unions).where(eq(unions.union_id, 901)).all()).toEqual([]);
  });

  it('runs statements built once with new values in each batch (preparedBatch)', async () => {
    const reads = preparedBatch((d) => {
      const id = sql.placeholder('hotel_id');
      return [
        d.select().from(hotels).where(eq(hotels.hotel_id, id)),
        childTypesOf(d, id),
        priceTable(d, id, sql.placeholder('plan_id'), sql.placeholder('room_id'), '2000-01-01', '2999-12-31'),
      ] as const;
    });
    const [first, types, table] = await db.batch(reads(db, { hotel_id: 1, plan_id: 101, room_id: 101 }));
    const [second, , none] = await db.batch(reads(db, { hotel_id: 2, plan_id: 101, room_id: 101 }));
    expect(first[0]?.hotel_id).toBe(1);
    expect(first[0]?.languages, 'JSON columns are mapped as the builder would').toEqual(
      expect.arrayContaining(['ja']),
    );
    expect(types.map((t) => t.child_type)).toEqual([...types.map((t) => t.child_type)].sort());
    expect(table.length).toBeGreaterThan(0);
    expect(second[0]?.hotel_id, 'the second run binds its own values').toBe(2);
    expect(none, 'plan 101 is not sold by hotel 2').toEqual([]);
  });

  it('reads a plan × room calendar in one batch, built once per number of adult counts (calendarReads)', async () => {
    const values = {
      hotel_id: 1,
      plan_id: 101,
      room_id: 11,
      from: '2026-01-01',
      to: '2026-01-03',
      'adults.0': 2,
    };
    const [hotel, plan, room, prices, stocks] = await db.batch(calendarReads(db, 1, values));
    expect(hotel[0]?.hotel_id, 'the hotel named').toBe(1);
    expect(plan[0]?.plan_id, 'the plan named').toBe(101);
    expect(Array.isArray(prices) && Array.isArray(stocks), 'prices and stock as rows').toBe(true);
    expect(room.length, 'the room, when the plan sells it').toBeLessThanOrEqual(1);
    const [again] = await db.batch([hotelRow(db, 2)]);
    expect(again[0]?.hotel_id).toBe(2);
  });

  it('inserts rows built once as a built insert would (preparedInsert)', async () => {
    const insertHotel = preparedInsert(hotels, (d, fields) =>
      d.insert(hotels).values(fields as unknown as typeof hotels.$inferInsert),
    );
    const row = (id: number, checkin?: string) => ({
      hotel_id: id,
      url_name: `prepared-${id}`,
      languages: ['ja', 'en'],
      prefecture: 'JP-13',
      spa_tax_children_exempt: false,
      checkin_time: checkin,
    });
    await db.batch([insertHotel(db, row(9001, '14:00')), insertHotel(db, row(9002))]);
    const stored = await db
      .select()
      .from(hotels)
      .where(inArray(hotels.hotel_id, [9001, 9002]))
      .all();
    expect(stored.map((h) => [h.hotel_id, h.languages, h.spa_tax_children_exempt, h.checkin_time])).toEqual([
      [9001, ['ja', 'en'], false, '14:00'],
      [9002, ['ja', 'en'], false, '15:00'],
    ]);
    expect(() => insertHotel(db, { ...row(9003), languages: null })).toThrow(/languages/);
  });

  it('inserts any number of rows with one statement per row count (preparedInsertRows)', async () => {
    const insertHotels = preparedInsertRows(hotels, (d, rows) =>
      d.insert(hotels).values(rows as unknown as (typeof hotels.$inferInsert)[]),
    );
    const row = (id: number, checkin?: string) => ({
      hotel_id: id,
      url_name: `rows-${id}`,
      languages: ['ja'],
      prefecture: 'JP-26',
      checkin_time: checkin,
    });
    await db.batch([
      ...insertHotels(db, [row(9101, '16:00')]),
      ...insertHotels(db, [row(9102), row(9103, '13:00'), row(9104)]),
    ] as never);
    const stored = await db
      .select()
      .from(hotels)
      .where(inArray(hotels.hotel_id, [9101, 9102, 9103, 9104]))
      .orderBy(hotels.hotel_id)
      .all();
    expect(stored.map((h) => [h.hotel_id, h.url_name, h.languages, h.checkin_time])).toEqual([
      [9101, 'rows-9101', ['ja'], '16:00'],
      [9102, 'rows-9102', ['ja'], '15:00'],
      [9103, 'rows-9103', ['ja'], '13:00'],
      [9104, 'rows-9104', ['ja'], '15:00'],
    ]);
    expect(
      () => insertHotels(db, [row(9105), { ...row(9106), tel: '03-0000-0000' }]),
      'a field the statement was not built with is refused, not dropped',
    ).toThrow(/tel/);
  });

  it('reads a row with its lists as JSON columns, decoded as a select of each table would (rowsAsJson)', async () => {
    const [plan] = await db
      .select({
        ...getTableColumns(plans),
        questions: rowsAsJson(questions, questionsOf(1, 101)).as('questions'),
        types: rowsAsJson(childTypes, {
          where: eq(childTypes.hotel_id, 1),
          orderBy: [desc(childTypes.child_type)],
        }).as('types'),
        none: rowsAsJson(childTypes, { where: eq(childTypes.hotel_id, -1) }).as('none'),
      })
      .from(plans)
      .where(eq(plans.plan_id, 101));
    expect(plan?.questions, 'as questionsFor answers them').toEqual(await questionsFor(db, 1, 101));
    expect(plan?.questions.some((q) => typeof q.mandatory === 'boolean' && typeof q.texts === 'object')).toBe(
      true,
    );
    const types = await childTypesOf(db, 1);
    expect(plan?.types, 'in the order asked, booleans and JSON decoded').toEqual([...types].reverse());
    expect(plan?.none).toEqual([]);
  });

  /** What a batch threw, or null when it ran. */
  const failureOf = (run: Promise<unknown>) =>
    run.then(
      () => null,
      (e: unknown) => e,
    );

  it('takes and returns stock on every night or on none (takeStock, returnStock)', async () => {
    const [first, second] = (await stocksOf(db, [101], '2000-01-01', '2999-12-31')).map((s) => s.date);
    if (!first || !second) throw new Error('the demo has stock for room 101');
    const sold = async () =>
      (await stocksOf(db, [101], first, second)).map((s) => s.sold) as [number, number];
    const before = await sold();
    const nights = [first, second].map((date) => ({ room_id: 101, date, rooms: 2 }));

    await db.batch(takeStock(db, 101, [first, second], 2));
    expect(await sold(), 'both nights taken').toEqual([before[0] + 2, before[1] + 2]);
    expect(
      isGuardFailure(await failureOf(db.batch(takeStock(db, 101, [first, '1999-01-01'], 1)))),
      'a night without stock',
    ).toBe(true);
    // The second night full: its stock down to what is sold, put back afterwards.
    const onSecond = and(eq(roomStocks.room_id, 101), eq(roomStocks.date, second));
    const [{ stock } = { stock: 0 }] = await db
      .select({ stock: roomStocks.stock })
      .from(roomStocks)
      .where(onSecond);
    await db
      .update(roomStocks)
      .set({ stock: before[1] + 2 })
      .where(onSecond);
    expect(
      String(await failureOf(db.batch(takeStock(db, 101, [first, second], 1)))),
      'the second night is full',
    ).toMatch(/room_stocks_not_oversold|CHECK constraint failed/);
    expect(await sold(), 'neither night was taken').toEqual([before[0] + 2, before[1] + 2]);
    await db.update(roomStocks).set({ stock }).where(onSecond);

    const [one, ...rest] = returnStock(db, nights);
    if (!one) throw new Error('returnStock answers statements');
    await db.batch([one, ...rest]);
    expect(await sold(), 'both nights given back').toEqual(before);
    const [missing, ...guard] = returnStock(db, [{ room_id: 101, date: '1999-01-01', rooms: 1 }]);
    if (!missing) throw new Error('returnStock answers statements');
    expect(isGuardFailure(await failureOf(db.batch([missing, ...guard]))), 'a night without stock').toBe(
      true,
    );
    const [tooMany, ...check] = returnStock(db, [{ room_id: 101, date: first, rooms: before[0] + 1 }]);
    if (!tooMany) throw new Error('returnStock answers statements');
    expect(String(await failureOf(db.batch([tooMany, ...check]))), 'sold never goes below zero').toMatch(
      /room_stocks_not_oversold|CHECK constraint failed/,
    );
    expect(await sold()).toEqual(before);
  });

  it('cancels or replaces a booked reservation once only, its stock returned once (cancelBookedReservation)', async () => {
    const demo = await findReservationByDisplayId(db, DEMO_PAST_DISPLAY_ID);
    if (!demo) throw new Error('the demo has a past reservation');
    const { reservation_id: _, ...row } = demo;
    const [a, b] = await db
      .insert(reservations)
      .values([
        { ...row, display_id: 'LIBSQL0001', status: 'booking' },
        { ...row, display_id: 'LIBSQL0002', status: 'booking' },
      ])
      .returning({ id: reservations.reservation_id });
    if (!a || !b) throw new Error('inserted');
    const [date] = (await stocksOf(db, [101], '2000-01-01', '2999-12-31')).map((s) => s.date);
    if (!date) throw new Error('the demo has stock for room 101');
    await db.batch(takeStock(db, 101, [date], 1));
    const soldNow = async () => (await stocksOf(db, [101], date, date))[0]?.sold;
    const taken = await soldNow();
    const cancel = () =>
      db.batch([
        ...cancelBookedReservation(db, a.id, { now: 5000, fee: 1200 }),
        ...returnStock(db, [{ room_id: 101, date, rooms: 1 }]),
      ]);

    await cancel();
    expect(await findReservation(db, a.id)).toMatchObject({
      status: 'canceled',
      canceled_at: 5000,
      cancel_fee: 1200,
    });
    expect(isGuardFailure(await failureOf(cancel())), 'a second cancel finds it cancelled').toBe(true);
    expect(await soldNow(), 'the stock came back once').toBe(Number(taken) - 1);

    await db.batch([...replaceBookedReservation(db, b.id, 6000)]);
    expect(await findReservation(db, b.id)).toMatchObject({ status: 'modified_canceled', updated_at: 6000 });
    expect(isGuardFailure(await failureOf(db.batch([...replaceBookedReservation(db, b.id, 6001)])))).toBe(
      true,
    );
    expect(
      isGuardFailure(
        await failureOf(db.batch([...cancelBookedReservation(db, b.id, { now: 6002, fee: 0 })])),
      ),
      'a changed reservation is not cancelled',
    ).toBe(true);
  });

  it('notifies a wait once only (markWaitingNotified)', async () => {
    const [inserted] = await db.batch([
      insertWaiting(db, {
        hotel_id: 1,
        plan_id: 101,
        room_id: 101,
        checkin: '2999-01-01',
        checkout: '2999-01-02',
        room_count: 1,
        party: [{ male_num: 2 }],
        name: 'libSQL',
        email: 'wait@example.com',
        created_at: 1000,
      }),
    ]);
    const id = inserted[0]?.waiting_id;
    if (id === undefined) throw new Error('inserted');
    await db.batch([...markWaitingNotified(db, id, 2000)]);
    expect(
      isGuardFailure(await failureOf(db.batch([...markWaitingNotified(db, id, 2001)]))),
      'the second run finds it notified',
    ).toBe(true);
  });

  it('numbers the receipts of a reservation one after another (insertReceipt)', async () => {
    const demo = await findReservationByDisplayId(db, DEMO_PAST_DISPLAY_ID);
    if (!demo) throw new Error('the demo has a past reservation');
    const receipt = {
      reservation_id: demo.reservation_id,
      addressee: '山田',
      issued_at: 1000,
      issued_via: 'guest',
    };
    const before = await countReceipts(db, demo.reservation_id);
    expect(await insertReceipt(db, receipt)).toEqual({ issue_no: before + 1 });
    expect(await insertReceipt(db, receipt)).toEqual({ issue_no: before + 2 });
    expect(await countReceipts(db, demo.reservation_id)).toBe(before + 2);
  });

  it('writes a hotel save and its audit row together, or neither when the save’s guard fails', async () => {
    const actor = await staffActor(db, 5);
    expect(actor).toEqual({ kind: 'hotel', account_id: 5, login_id: 'hotel1', name: 'トマル京都 フロント' });
    if (!actor) return;
    const read = await readHotelInfo(db, 2);
    if (!read) throw new Error('demo hotel 2 is missing');
    const entry = (tel: string) =>
      recordAudit(db, {
        at: read.hotel.updated_at + 1,
        actor,
        hotel_id: 2,
        entity: 'hotel',
        entity_id: 2,
        action: 'updatehotelinfo',
        changes: [{ field: 'tel', before: read.hotel.tel, after: tel }],
      });
    const save = (tel: string) =>
      [
        updateHotelColumns(db, 2, read.hotel.updated_at, { tel, updated_at: read.hotel.updated_at + 1 }),
        assertOneRowChanged(db),
        upsertHotelText(db, { ...(read.texts[0] as (typeof read.texts)[0]), access: tel }),
        entry(tel),
      ] as const;
    await db.batch(save('06-0000-0099'));
    // The second save read the same row as the first: its guard fails and nothing of it is written.
    const failed = await db.batch(save('06-0000-0098')).catch((error: unknown) => error);
    expect(isGuardFailure(failed), 'the stale save must abort').toBe(true);
    const history = await auditHistory(db, { entity: 'hotel', entity_id: 2, page: 1, per_page: 20 });
    expect(history.total).toBe(1);
    expect(history.rows[0]?.changes).toEqual([
      { field: 'tel', before: read.hotel.tel, after: '06-0000-0099' },
    ]);
    expect((await readHotelInfo(db, 2))?.hotel.tel).toBe('06-0000-0099');
  });
});
