import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Client, createClient } from '@libsql/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoSql } from './demo';
import { LARGE_FIRST_HOTEL_ID, largeSql, writeLargeSql } from './large';
import { MAX_STATEMENT_BYTES } from './sql';

const migrations = fileURLToPath(new URL('../migrations', import.meta.url));
const START = '2026-12-30';
const options = { hotels: 12, days: 9, start: START };

async function count(client: Client, sql: string): Promise<number> {
  return Number((await client.execute(sql)).rows[0]![0]);
}

describe('the benchmark data set', () => {
  let client: Client;
  let file: string;

  beforeAll(async () => {
    client = createClient({ url: ':memory:' });
    await client.execute('PRAGMA foreign_keys = ON');
    for (const name of readdirSync(migrations)
      .filter((f) => f.endsWith('.sql'))
      .sort()) {
      const statements = readFileSync(`${migrations}/${name}`, 'utf8').split('--> statement-breakpoint');
      await client.batch(statements.map((s) => s.trim()).filter(Boolean), 'write');
    }
    await client.batch(await demoSql({ today: START }), 'write');
    file = join(mkdtempSync(join(tmpdir(), 'tomaru-large-')), 'large.sql');
    writeLargeSql(file, options);
    const statements = readFileSync(file, 'utf8').split('\n').filter(Boolean);
    await client.batch(statements, 'write');
    await client.batch(statements, 'write'); // loading twice adds nothing
  });

  it('writes one statement per line, each well under the D1 statement limit', () => {
    const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
    expect(lines).toEqual([...largeSql(options)]);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(MAX_STATEMENT_BYTES);
  });

  it('adds hotels × 10 plans × 5 rooms beside the demo hotels, with ids of their own', async () => {
    expect(await count(client, `SELECT count(*) FROM hotels WHERE hotel_id >= ${LARGE_FIRST_HOTEL_ID}`)).toBe(
      12,
    );
    expect(await count(client, 'SELECT count(*) FROM hotels WHERE hotel_id < 1000')).toBe(4);
    expect(await count(client, 'SELECT count(*) FROM plans WHERE hotel_id > 1000')).toBe(120);
    expect(await count(client, 'SELECT count(*) FROM rooms WHERE hotel_id > 1000')).toBe(60);
    expect(await count(client, 'SELECT count(*) FROM plan_rooms WHERE plan_id > 100000')).toBe(600);
    expect(await count(client, 'SELECT min(room_id) FROM rooms WHERE hotel_id > 1000')).toBe(100101);
    expect(
      await count(client, 'SELECT count(*) FROM plans WHERE hotel_id > 1000 AND plan_id / 100 <> hotel_id'),
    ).toBe(0);
    expect(
      await count(client, 'SELECT count(*) FROM colors WHERE hotel_id > 1000 AND color_id / 10 <> hotel_id'),
    ).toBe(0);
  });

  it('colours, stocks and prices every night, room and occupancy', async () => {
    expect(await count(client, 'SELECT count(*) FROM color_dates WHERE hotel_id > 1000')).toBe(12 * 9);
    expect(await count(client, 'SELECT count(*) FROM room_stocks WHERE room_id > 100000')).toBe(60 * 9);
    // Rooms hold 1, 2, 3, 3 and 5 adults: 14 prices per plan and colour.
    expect(await count(client, 'SELECT count(*) FROM prices WHERE plan_id > 100000')).toBe(120 * 3 * 14);
    expect(await count(client, 'SELECT count(*) FROM prices WHERE plan_id > 100000 AND price < 3000')).toBe(
      0,
    );
    expect(await count(client, 'SELECT count(*) FROM child_types WHERE hotel_id > 1000')).toBe(72);
    expect(
      await count(client, 'SELECT count(*) FROM plans WHERE hotel_id > 1000 AND titles NOT LIKE \'%"en"%\''),
    ).toBe(0);
    // 2026-12-30 to 2027-01-03 are the New Year peak.
    expect(
      await count(client, 'SELECT count(*) FROM color_dates WHERE hotel_id = 1001 AND color_id = 10013'),
    ).toBe(5);
  });
});
