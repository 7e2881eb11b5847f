import { env } from 'cloudflare:test';
import { createDb } from '@tomaru/db/client';
import { assertOneRowChanged, assertRowsChanged, isGuardFailure } from '@tomaru/db/queries/guards';
import { takeStock } from '@tomaru/db/queries/stock';
import { roomStocks, unions } from '@tomaru/db/schema';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

describe('batch guards on D1', () => {
  it('abort the whole batch when a conditional update finds nothing', async () => {
    const db = createDb(env);
    const attempt = db.batch([
      db.insert(unions).values({ union_id: 900, name: 'must not stay' }),
      db
        .update(roomStocks)
        .set({ sold: sql`${roomStocks.sold} + 1` })
        .where(and(eq(roomStocks.room_id, 101), eq(roomStocks.date, '1999-01-01'))),
      assertOneRowChanged(db),
    ]);
    const error = await attempt.then(
      () => null,
      (e: unknown) => e,
    );
    expect(isGuardFailure(error), String(error)).toBe(true);
    const row = await env.DB.prepare('SELECT count(*) AS n FROM unions WHERE union_id = 900').first();
    expect(row?.n, 'the earlier insert was rolled back').toBe(0);
  });

  it('let the batch through when the update changed its row, and leave no guard rows', async () => {
    const db = createDb(env);
    const date = (await env.DB.prepare('SELECT min(date) AS d FROM room_stocks WHERE room_id = 101').first())
      ?.d as string;
    await db.batch([
      db.update(unions).set({ name: 'トマル観光旅館組合' }).where(eq(unions.union_id, 1)),
      assertOneRowChanged(db),
    ]);
    const guards = await env.DB.prepare('SELECT count(*) AS n FROM batch_guards').first();
    expect(guards?.n).toBe(0);
    expect(date).toMatch(/^\d{4}-/);
  });

  it('count rows: a stay whose last night has no stock row takes no night at all', async () => {
    const db = createDb(env);
    const first = (await env.DB.prepare('SELECT min(date) AS d FROM room_stocks WHERE room_id = 101').first())
      ?.d as string;
    const soldBefore = await env.DB.prepare('SELECT sold FROM room_stocks WHERE room_id = 101 AND date = ?')
      .bind(first)
      .first();
    const takeNights = (dates: string[], expected: number) =>
      db.batch([
        db
          .update(roomStocks)
          .set({ sold: sql`${roomStocks.sold} + 1` })
          .where(and(eq(roomStocks.room_id, 101), inArray(roomStocks.date, dates))),
        assertRowsChanged(db, expected),
      ]);
    const error = await takeNights([first, '1999-01-01'], 2).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isGuardFailure(error), String(error)).toBe(true);
    const soldAfter = await env.DB.prepare('SELECT sold FROM room_stocks WHERE room_id = 101 AND date = ?')
      .bind(first)
      .first();
    expect(soldAfter?.sold, 'the night that exists was not taken either').toBe(soldBefore?.sold);

    await takeNights([first], 1);
    const taken = await env.DB.prepare('SELECT sold FROM room_stocks WHERE room_id = 101 AND date = ?')
      .bind(first)
      .first();
    expect(taken?.sold).toBe(Number(soldBefore?.sold) + 1);
  });

  it('take stock: a night without a stock row, or one night full, takes no night at all', async () => {
    const db = createDb(env);
    const [first, second] = (
      await env.DB.prepare('SELECT date FROM room_stocks WHERE room_id = 101 ORDER BY date LIMIT 2').all()
    ).results.map((r) => r.date as string) as [string, string];
    const sold = async () =>
      (
        await env.DB.prepare(
          'SELECT sold FROM room_stocks WHERE room_id = 101 AND date IN (?, ?) ORDER BY date',
        )
          .bind(first, second)
          .all()
      ).results.map((r) => r.sold as number) as [number, number];
    const before = await sold();
    const failure = (dates: string[], rooms: number) =>
      db.batch(takeStock(db, 101, dates, rooms)).then(
        () => null,
        (e: unknown) => e,
      );

    expect(isGuardFailure(await failure([first, '1999-01-01'], 1)), 'a night without stock').toBe(true);
    await env.DB.prepare('UPDATE room_stocks SET stock = sold WHERE room_id = 101 AND date = ?')
      .bind(second)
      .run();
    expect(String(await failure([first, second], 1)), 'the second night is full').toMatch(
      /room_stocks_not_oversold/,
    );
    expect(await sold(), 'neither night was taken').toEqual(before);

    await db.batch(takeStock(db, 101, [first], 2));
    expect(await sold()).toEqual([before[0] + 2, before[1]]);
    const guards = await env.DB.prepare('SELECT count(*) AS n FROM batch_guards').first();
    expect(guards?.n, 'guards leave no rows').toBe(0);
  });
});
