import { env } from 'cloudflare:test';
import { createDb } from '@tomaru/db/client';
import { assertOneRowChanged, assertRowsChanged, isGuardFailure } from '@tomaru/db/queries/guards';
import { takeStock } from '@tomaru/db/queries/stock';
import { roomStocks, unions } from '@tomaru/db/schema';
import { createHotel, createRoom, createStock, createUnion } from '@tomaru/db/seed/factories';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tokyoDate } from './helpers';
import { testDb } from './world';

/** A room type of a hotel of the test's own with stock on two nights: its rows are the test's to change. */
async function ownRoom() {
  const db = testDb();
  const { hotel_id } = await createHotel(db);
  const { room_id } = await createRoom(db, { hotel_id });
  const [first, second] = [tokyoDate(1), tokyoDate(2)];
  await createStock(db, { room_id, from: first, nights: 2, stock: 5, sold: 1 });
  return { room_id, first, second };
}

describe('batch guards on D1', () => {
  it('abort the whole batch when a conditional update finds nothing', async () => {
    const db = createDb(env);
    const { room_id } = await ownRoom();
    const name = `must not stay ${crypto.randomUUID()}`;
    const attempt = db.batch([
      db.insert(unions).values({ name }),
      db
        .update(roomStocks)
        .set({ sold: sql`${roomStocks.sold} + 1` })
        .where(and(eq(roomStocks.room_id, room_id), eq(roomStocks.date, '1999-01-01'))),
      assertOneRowChanged(db),
    ]);
    const error = await attempt.then(
      () => null,
      (e: unknown) => e,
    );
    expect(isGuardFailure(error), String(error)).toBe(true);
    const row = await env.DB.prepare('SELECT count(*) AS n FROM unions WHERE name = ?').bind(name).first();
    expect(row?.n, 'the earlier insert was rolled back').toBe(0);
  });

  it('let the batch through when the update changed its row, and leave no guard rows', async () => {
    const db = createDb(env);
    const union = await createUnion(db);
    await db.batch([
      db.update(unions).set({ name: '改名した組合' }).where(eq(unions.union_id, union.union_id)),
      assertOneRowChanged(db),
    ]);
    const guards = await env.DB.prepare('SELECT count(*) AS n FROM batch_guards').first();
    expect(guards?.n).toBe(0);
    const renamed = await env.DB.prepare('SELECT name FROM unions WHERE union_id = ?')
      .bind(union.union_id)
      .first();
    expect(renamed?.name).toBe('改名した組合');
  });

  it('count rows: a stay whose last night has no stock row takes no night at all', async () => {
    const db = createDb(env);
    const { room_id, first } = await ownRoom();
    const soldOn = async () =>
      (
        await env.DB.prepare('SELECT sold FROM room_stocks WHERE room_id = ? AND date = ?')
          .bind(room_id, first)
          .first<{ sold: number }>()
      )?.sold;
    const takeNights = (dates: string[], expected: number) =>
      db.batch([
        db
          .update(roomStocks)
          .set({ sold: sql`${roomStocks.sold} + 1` })
          .where(and(eq(roomStocks.room_id, room_id), inArray(roomStocks.date, dates))),
        assertRowsChanged(db, expected),
      ]);
    const error = await takeNights([first, '1999-01-01'], 2).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isGuardFailure(error), String(error)).toBe(true);
    expect(await soldOn(), 'the night that exists was not taken either').toBe(1);

    await takeNights([first], 1);
    expect(await soldOn()).toBe(2);
  });

  it('take stock: a night without a stock row, or one night full, takes no night at all', async () => {
    const db = createDb(env);
    const { room_id, first, second } = await ownRoom();
    const sold = async () =>
      (
        await env.DB.prepare(
          'SELECT sold FROM room_stocks WHERE room_id = ? AND date IN (?, ?) ORDER BY date',
        )
          .bind(room_id, first, second)
          .all()
      ).results.map((r) => r.sold as number);
    const failure = (dates: string[], rooms: number) =>
      db.batch(takeStock(db, room_id, dates, rooms)).then(
        () => null,
        (e: unknown) => e,
      );

    expect(isGuardFailure(await failure([first, '1999-01-01'], 1)), 'a night without stock').toBe(true);
    await env.DB.prepare('UPDATE room_stocks SET stock = sold WHERE room_id = ? AND date = ?')
      .bind(room_id, second)
      .run();
    expect(String(await failure([first, second], 1)), 'the second night is full').toMatch(
      /room_stocks_not_oversold/,
    );
    expect(await sold(), 'neither night was taken').toEqual([1, 1]);

    await db.batch(takeStock(db, room_id, [first], 2));
    expect(await sold()).toEqual([3, 1]);
    const guards = await env.DB.prepare('SELECT count(*) AS n FROM batch_guards').first();
    expect(guards?.n, 'guards leave no rows').toBe(0);
  });
});
